/** Pieces of WAF rules shared by the CloudFront web ACL and the user pool's. */
import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';

/** A field of the request equal to `value`, byte for byte. */
export const exactly = (
  field: CfnWebACL.FieldToMatchProperty,
  value: string,
): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: field,
    positionalConstraint: 'EXACTLY',
    searchString: value,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

/** A field of the request that contains `value`. */
export const containing = (
  field: CfnWebACL.FieldToMatchProperty,
  value: string,
): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: field,
    positionalConstraint: 'CONTAINS',
    searchString: value,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

/** Any one of the statements (WAF refuses an OR of one). */
export const anyOf = (statements: CfnWebACL.StatementProperty[]): CfnWebACL.StatementProperty =>
  statements.length === 1 ? statements[0]! : { orStatement: { statements } };

/** CloudWatch metrics and sampled requests under `metricName`. */
export const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});
