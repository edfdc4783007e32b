/**
 * The single DynamoDB table, built from the shared table shape (the local twin creates its
 * table from the same description): string keys pk/sk, gsi1 and gsi2 with every attribute
 * projected, on-demand billing, point-in-time recovery, a stream of old and new images for
 * the live updates, TTL on `ttl`. It is retained when the stack is deleted.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import {
  AttributeType,
  BillingMode,
  ProjectionType,
  StreamViewType,
  Table,
} from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { tableShape } from '@shared/storage/table';

export class DataTable extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const { partitionKey, sortKey, ttlAttribute, indexes } = tableShape;
    this.table = new Table(this, 'Table', {
      partitionKey: { name: partitionKey, type: AttributeType.STRING },
      sortKey: { name: sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      stream: StreamViewType.NEW_AND_OLD_IMAGES,
      timeToLiveAttribute: ttlAttribute,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const [indexName, index] of Object.entries(indexes)) {
      this.table.addGlobalSecondaryIndex({
        indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }
  }
}
