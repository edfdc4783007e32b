/**
 * Per-client limits of the account mails (shared/api/client-limits.ts, `accountMailLimit`):
 * the browser calls Cognito directly for sign-up, a new confirmation link and a password
 * reset, and each mails an address the caller chooses, so CloudFront's web ACL never sees
 * them. A regional WAF web ACL on the user pool counts those calls per client IP (by their
 * `X-Amz-Target`) and blocks the rest of the window; Cognito then answers ForbiddenException,
 * which the SPA shows as 'For mange forespørgsler. Vent et par minutter, og prøv igen.'
 * (a WAF rule cannot send a response of its own to Cognito's API). The twin's Cognito proxy
 * counts the same calls with the same numbers.
 */
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { accountMailLimit, cognitoTarget } from '@shared/api/client-limits';
import { anyOf, exactly, visibility } from './waf-rules';

export class AccountLimits extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: { userPool: IUserPool }) {
    super(scope, id);
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'REGIONAL',
      description: 'dronefoto per-client limit of account mails, shared/api/client-limits.ts',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('dronefoto-accounts-web-acl'),
      rules: [
        {
          name: accountMailLimit.name,
          priority: 0,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: accountMailLimit.requests,
              evaluationWindowSec: accountMailLimit.windowSeconds,
              scopeDownStatement: anyOf(
                accountMailLimit.operations.map((operation) =>
                  exactly({ singleHeader: { Name: 'x-amz-target' } }, cognitoTarget(operation)),
                ),
              ),
            },
          },
          visibilityConfig: visibility(`dronefoto-${accountMailLimit.name}`),
        },
      ],
    });
    new CfnWebACLAssociation(this, 'UserPool', {
      resourceArn: props.userPool.userPoolArn,
      webAclArn: this.webAcl.attrArn,
    });
  }
}
