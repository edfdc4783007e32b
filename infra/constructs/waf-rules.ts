/** Pieces of WAF rules shared by the CloudFront web ACL and the user pool's. */
import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';

/** A field of the request matched against `value` as `constraint` says, byte for byte. */
const byteMatch =
  (constraint: 'EXACTLY' | 'CONTAINS') =>
  (field: CfnWebACL.FieldToMatchProperty, value: string): CfnWebACL.StatementProperty => ({
    byteMatchStatement: {
      fieldToMatch: field,
      positionalConstraint: constraint,
      searchString: value,
      textTransformations: [{ priority: 0, type: 'NONE' }],
    },
  });

/** A field of the request equal to `value`, byte for byte. */
export const exactly = byteMatch('EXACTLY');

/** A field of the request that contains `value`. */
export const containing = byteMatch('CONTAINS');

/** Any one of the statements (WAF refuses an OR of one). */
export const anyOf = (statements: CfnWebACL.StatementProperty[]): CfnWebACL.StatementProperty =>
  statements.length === 1 ? statements[0]! : { orStatement: { statements } };

/** CloudWatch metrics and sampled requests under `metricName`. */
export const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});
