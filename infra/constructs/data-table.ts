/**
 * The single DynamoDB table, built from the shared table shape (the local twin creates its
 * table from the same description): string keys pk/sk, gsi1 and gsi2 with every attribute
 * projected, on-demand billing, point-in-time recovery, a stream of old and new images for
 * the live updates, TTL on `ttl`. It is retained when the stack is deleted.
 *
 * After a restore from point-in-time recovery (docs/operations.md) the stack uses the
 * restored table instead (`restored`: its name and stream, settings `tableName` and
 * `tableStreamArn`): it is imported, not created, and the table the stack created before stays
 * (retained, deletion protection) until the owner deletes it.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import {
  AttributeType,
  BillingMode,
  ProjectionType,
  StreamViewType,
  Table,
  type ITable,
} from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { tableShape } from '@shared/storage/table';

export interface DataTableProps {
  /** A table restored from point-in-time recovery, to use instead of creating one. */
  restored?: { tableName: string; tableStreamArn: string };
}

export class DataTable extends Construct {
  readonly table: ITable;

  constructor(scope: Construct, id: string, props: DataTableProps = {}) {
    super(scope, id);
    const { partitionKey, sortKey, ttlAttribute, indexes } = tableShape;
    if (props.restored) {
      this.table = Table.fromTableAttributes(this, 'Table', {
        ...props.restored,
        // Grants cover the indexes too (`<table ARN>/index/*`).
        globalIndexes: Object.keys(indexes),
      });
      return;
    }
    const table = new Table(this, 'Table', {
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
      table.addGlobalSecondaryIndex({
        indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }
    this.table = table;
  }
}
