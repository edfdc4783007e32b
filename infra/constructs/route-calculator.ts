/**
 * Amazon Location route calculator for the drive times between shoot addresses (Esri data,
 * by car; functions/geo/route-matrix.ts asks it, drive-times.ts caches its answers).
 */
import { Stack } from 'aws-cdk-lib';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { CfnRouteCalculator } from 'aws-cdk-lib/aws-location';
import { Construct } from 'constructs';

export class RouteCalculator extends Construct {
  readonly calculator: CfnRouteCalculator;
  readonly calculatorName: string;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.calculatorName = `${Stack.of(this).stackName}-routes`;
    this.calculator = new CfnRouteCalculator(this, 'Calculator', {
      calculatorName: this.calculatorName,
      dataSource: 'Esri',
      description: 'Drive times between shoot addresses (answers are cached)',
    });
  }

  /** What a function that calculates routes is told: the calculator's name. */
  get environment(): Record<string, string> {
    return { ROUTE_CALCULATOR_NAME: this.calculatorName };
  }

  /** Allows route matrices on this calculator only. */
  grantCalculateRouteMatrix(grantee: IGrantable): void {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['geo:CalculateRouteMatrix'],
        resources: [this.calculator.attrArn],
      }),
    );
  }
}
