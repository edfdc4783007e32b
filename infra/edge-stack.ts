/**
 * What CloudFront needs from us-east-1: the WAF web ACL with one rate-based rule per client
 * limit of shared/api/client-limits.ts (the twin enforces the same numbers). A client over a
 * limit gets 429 with the Danish message as JSON, like the API's own errors.
 */
import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { clientLimits, type ClientLimit } from '@shared/api/client-limits';
import { pages } from '@shared/site/pages';
import { commonTexts } from '@shared/texts/common';
import { anyOf, containing, exactly, visibility } from './constructs/waf-rules';

const tooManyRequestsBody = 'too-many-requests';

/**
 * Requests to any of the limit's routes (method and path, exactly), and to its pages with
 * their query parameter (the page renderer calls the route for them, past WAF).
 */
export function routesStatement(limit: ClientLimit): CfnWebACL.StatementProperty {
  const perRoute = limit.routes.map((key): CfnWebACL.StatementProperty => {
    const [method, path] = key.split(' ') as [string, string];
    if (path.includes('{')) throw new Error(`${key}: a limited route cannot have path parameters`);
    return {
      andStatement: {
        statements: [exactly({ method: {} }, method), exactly({ uriPath: {} }, path)],
      },
    };
  });
  const perPage = (limit.pages ?? []).map(({ page, query }): CfnWebACL.StatementProperty => ({
    andStatement: {
      statements: [
        // The page renderer takes the path with a trailing slash too.
        anyOf(
          [pages[page].path, `${pages[page].path}/`].map((path) => exactly({ uriPath: {} }, path)),
        ),
        containing({ queryString: {} }, `${query}=`),
      ],
    },
  }));
  return anyOf([...perRoute, ...perPage]);
}

export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, props);
    this.webAcl = new CfnWebACL(this, 'ClientLimits', {
      scope: 'CLOUDFRONT',
      description: 'dronefoto per-client limits, shared/api/client-limits.ts',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('dronefoto-web-acl'),
      customResponseBodies: {
        [tooManyRequestsBody]: {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify({
            error: commonTexts.tooManyRequests,
            code: 'too_many_requests',
          }),
        },
      },
      rules: (clientLimits as readonly ClientLimit[]).map((limit, priority) => ({
        name: limit.name,
        priority,
        action: {
          block: {
            customResponse: {
              responseCode: 429,
              customResponseBodyKey: tooManyRequestsBody,
              responseHeaders: [{ name: 'retry-after', value: String(limit.windowSeconds) }],
            },
          },
        },
        statement: {
          rateBasedStatement: {
            aggregateKeyType: 'IP',
            limit: limit.requests,
            evaluationWindowSec: limit.windowSeconds,
            scopeDownStatement: routesStatement(limit),
          },
        },
        visibilityConfig: visibility(`dronefoto-${limit.name}`),
      })),
    });
  }
}
