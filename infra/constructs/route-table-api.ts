/**
 * The HTTP API, generated from the route table in shared/api/routes.ts: one Lambda function
 * per function group (not per route), and for every route-table entry exactly one API
 * Gateway route with the same method and path. `public` routes are open; `user` and `admin`
 * routes need a valid Cognito access token (JWT authorizer). Whether the caller is an admin
 * is checked again in the handler, from the token's groups.
 */
import { Duration, NestedStack, RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  CfnStage,
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import {
  deployedGroups,
  routeKey,
  routes,
  type FunctionGroup,
  type RouteDef,
} from '@shared/api/routes';
import { clientLimits, type ClientLimit } from '@shared/api/client-limits';
import { hasJwtAuthorizer } from '@shared/api/route-authorizer';
import { createAppFunction, logRetention } from './app-function';
import { accessOfFunction } from './declared-access';
import { grantAccess, type GrantableResources } from './grant-access';

export interface RouteTableApiProps {
  /** The API the routes are added to (see `HttpApiGateway`). */
  api: HttpApi;
  /** Its stage, which throttles the limited routes. */
  stage: HttpStage;
  userPool: UserPool;
  webClient: UserPoolClient;
  /** Configuration every function reads (functions/lib/config.ts). */
  environment: Record<string, string>;
  /** STRIPE_* variables, given only to groups whose operations need `stripe`. */
  stripeEnvironment: Record<string, string>;
  resources: GrantableResources;
}

/** `GET /api/products/{id}` -> `GET-api-products-id`: a construct id for a route. */
export function routeConstructId(route: Pick<RouteDef, 'method' | 'path'>): string {
  return routeKey(route)
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/-+$/, '');
}

/**
 * The HTTP API itself with its `$default` stage (access logs, throttling). It exists before
 * the routes because CloudFront needs its address and the functions need CloudFront's.
 */
export class HttpApiGateway extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.api = new HttpApi(this, 'Api', {
      description: 'dronefoto /api/*, generated from shared/api/routes.ts',
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs) },
      throttle: { rateLimit: 100, burstLimit: 200 },
    });
  }

  /** Host name of the API (CloudFront origin), e.g. `abc123.execute-api.eu-north-1.amazonaws.com`. */
  get domainName(): string {
    const stack = Stack.of(this);
    return `${this.api.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
  }
}

/**
 * Adds the route table's functions, integrations and routes to the HTTP API. The functions
 * stay in the product's stack; the routes, their integrations, the JWT authorizer and the
 * invoke permissions live in a nested stack of their own (`routesStack`), so the route table
 * can grow without the product's stack reaching CloudFormation's 500 resources.
 */
export class RouteTableApi extends Construct {
  /** The Lambda function of each function group. */
  readonly groupFunctions: ReadonlyMap<string, NodejsFunction>;
  /** The nested stack holding one API Gateway route per route-table entry. */
  readonly routesStack: NestedStack;

  constructor(scope: Construct, id: string, props: RouteTableApiProps) {
    super(scope, id);
    const authorizer = new HttpJwtAuthorizer('CognitoJwt', props.userPool.userPoolProviderUrl, {
      authorizerName: 'cognito-access-token',
      jwtAudience: [props.webClient.userPoolClientId],
      identitySource: ['$request.header.Authorization'],
    });

    const functions = new Map<string, NodejsFunction>();
    const integrations = new Map<string, HttpLambdaIntegration>();
    for (const group of deployedGroups) {
      const fn = this.createGroupFunction(group, props);
      functions.set(group, fn);
      integrations.set(
        group,
        // One invoke permission per function for the whole API instead of one per route, so
        // the function's resource policy does not grow with the route table.
        new HttpLambdaIntegration(`${group}-integration`, fn, { scopePermissionToRoute: false }),
      );
    }
    this.groupFunctions = functions;

    this.routesStack = new NestedStack(this, 'Routes', {
      description: 'dronefoto /api/* routes, generated from shared/api/routes.ts',
    });
    const routeConstructs: HttpRoute[] = [];
    for (const route of withoutApiRoutes(this) ? [] : (routes as readonly RouteDef[])) {
      const integration = integrations.get(route.group);
      if (!integration) throw new Error(`Route ${routeKey(route)}: unknown group ${route.group}`);
      const httpRoute = new HttpRoute(this.routesStack, routeConstructId(route), {
        httpApi: props.api,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration,
        authorizer: hasJwtAuthorizer(route) ? authorizer : undefined,
      });
      routeConstructs.push(httpRoute);
      if (!hasJwtAuthorizer(route)) {
        NagSuppressions.addResourceSuppressions(
          httpRoute,
          [
            {
              id: 'AwsSolutions-APIG4',
              reason: `${routeKey(route)} has caller class "public" in the route table: visitors use it without an account.`,
            },
          ],
          true,
        );
      }
    }
    this.throttleLimitedRoutes(props.stage, routeConstructs);
  }

  /**
   * Stage-wide throttling of the limited routes (shared/api/client-limits.ts), on top of the
   * per-client WAF rules: all clients together cannot run up the bill of one route. The stage
   * names routes by key, so it is deployed after them.
   */
  private throttleLimitedRoutes(stage: HttpStage, after: HttpRoute[]): void {
    // RouteSettings is a free-form map in the L1 type: written with CloudFormation's names.
    const routeSettings: Record<
      string,
      { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }
    > = {};
    for (const limit of clientLimits as readonly ClientLimit[])
      for (const key of limit.routes)
        routeSettings[key] = {
          ThrottlingRateLimit: limit.stage.ratePerSecond,
          ThrottlingBurstLimit: limit.stage.burst,
        };
    (stage.node.defaultChild as CfnStage).addPropertyOverride('RouteSettings', routeSettings);
    for (const route of after) stage.node.addDependency(route);
  }

  private createGroupFunction(group: FunctionGroup, props: RouteTableApiProps): NodejsFunction {
    const access = accessOfFunction(group);
    const fn = createAppFunction(this, `${pascalCase(group)}Function`, {
      entry: `functions/${group}/index.ts`,
      description: `dronefoto HTTP API, function group ${group}`,
      environment: {
        ...props.environment,
        ...(access.needs.has('stripe') ? props.stripeEnvironment : {}),
        FUNCTION_GROUP: group,
      },
      timeout: Duration.seconds(15),
    });
    grantAccess(fn, access, props.resources);
    return fn;
  }
}

/**
 * `cdk deploy -c withoutApiRoutes=true`: the stack without any API route, once, to move a
 * deployment made before the routes' nested stack into it (decision 0040, docs/operations.md).
 */
export function withoutApiRoutes(scope: Construct): boolean {
  return String(scope.node.tryGetContext('withoutApiRoutes')) === 'true';
}

function pascalCase(name: string): string {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}
