/**
 * Amazon Location place index for geocoding shoot addresses (Esri data, intended use
 * Storage because the functions cache the results in the table).
 */
import { Stack } from 'aws-cdk-lib';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { CfnPlaceIndex } from 'aws-cdk-lib/aws-location';
import { Construct } from 'constructs';

export class PlaceIndex extends Construct {
  readonly index: CfnPlaceIndex;
  readonly indexName: string;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.indexName = `${Stack.of(this).stackName}-places`;
    this.index = new CfnPlaceIndex(this, 'Index', {
      indexName: this.indexName,
      dataSource: 'Esri',
      dataSourceConfiguration: { intendedUse: 'Storage' },
      description: 'Geocoding of Danish shoot addresses (results are cached)',
    });
  }

  /** Allows free-text address searches on this index only. */
  grantSearch(grantee: IGrantable): void {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['geo:SearchPlaceIndexForText'],
        resources: [this.index.attrArn],
      }),
    );
  }
}
