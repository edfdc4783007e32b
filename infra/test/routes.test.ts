/**
 * The HTTP API is the route table: every entry has exactly one API Gateway route with its
 * method and path, the right authorization and the Lambda of its function group.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { deployedGroups, routeKey, routes, type RouteDef } from '@shared/api/routes';
import {
  getAttTarget,
  logicalIdOf,
  refsIn,
  resourcesOfType,
  synthStack,
  type SynthResult,
} from './synth-stack';

const table = routes as readonly RouteDef[];

let synth: SynthResult;
let httpApiId: string;
let httpRoutes: ReturnType<typeof resourcesOfType>;
let jwtAuthorizerId: string;

beforeAll(() => {
  synth = synthStack();
  httpApiId = logicalIdOf(synth.stack.httpApi.api);
  httpRoutes = resourcesOfType(synth.withRoutes, 'AWS::ApiGatewayV2::Route').filter(([, r]) =>
    refsIn(r.Properties.ApiId).includes(httpApiId),
  );
  const authorizers = resourcesOfType(synth.withRoutes, 'AWS::ApiGatewayV2::Authorizer').filter(
    ([, r]) => r.Properties.AuthorizerType === 'JWT',
  );
  expect(authorizers).toHaveLength(1);
  jwtAuthorizerId = authorizers[0]![0];
});

function groupFunctionId(group: string): string {
  const fn = synth.stack.routeTableApi.groupFunctions.get(group);
  if (!fn) throw new Error(`no function for group ${group}`);
  return logicalIdOf(fn);
}

function integrationFunctionId(route: { Properties: Record<string, unknown> }): string | undefined {
  const [integrationId] = refsIn(route.Properties.Target);
  if (!integrationId) return undefined;
  const integration = synth.withRoutes.toJSON().Resources[integrationId] as {
    Properties: { IntegrationUri: unknown; IntegrationType: string };
  };
  expect(integration.Properties.IntegrationType).toBe('AWS_PROXY');
  return getAttTarget(integration.Properties.IntegrationUri);
}

describe('HTTP API generated from the route table', () => {
  it.each(table.map((route) => [routeKey(route), route] as const))(
    '%s has exactly one route with its authorization and group function',
    (key, route) => {
      const matches = httpRoutes.filter(([, r]) => r.Properties.RouteKey === key);
      expect(matches).toHaveLength(1);
      const [, resource] = matches[0]!;
      if (route.caller === 'public') {
        expect(resource.Properties.AuthorizationType).toBe('NONE');
        expect(resource.Properties.AuthorizerId).toBeUndefined();
      } else {
        expect(resource.Properties.AuthorizationType).toBe('JWT');
        expect(resource.Properties.AuthorizerId).toEqual({ Ref: jwtAuthorizerId });
      }
      expect(integrationFunctionId(resource)).toBe(groupFunctionId(route.group));
    },
  );

  it('has no route that is not in the table', () => {
    expect(httpRoutes).toHaveLength(table.length);
    const keys = new Set(table.map(routeKey));
    for (const [, r] of httpRoutes) expect(keys).toContain(r.Properties.RouteKey);
  });

  it('JWT authorizer accepts tokens of the user pool for the web client', () => {
    const accounts = synth.stack.accounts;
    const authorizer = synth.withRoutes.toJSON().Resources[jwtAuthorizerId] as {
      Properties: { JwtConfiguration: { Audience: unknown[]; Issuer: unknown } };
    };
    expect(authorizer.Properties.JwtConfiguration.Audience).toEqual([
      { Ref: logicalIdOf(accounts.webClient) },
    ]);
    expect(authorizer.Properties.JwtConfiguration.Issuer).toEqual({
      'Fn::GetAtt': [logicalIdOf(accounts.userPool), 'ProviderURL'],
    });
  });

  it('has one Lambda function per function group, not per route', () => {
    const { groupFunctions } = synth.stack.routeTableApi;
    expect([...groupFunctions.keys()].sort()).toEqual([...deployedGroups].sort());
    const ids = deployedGroups.map(groupFunctionId);
    expect(new Set(ids).size).toBe(deployedGroups.length);
    for (const group of deployedGroups) {
      synth.withRoutes.hasResourceProperties('AWS::Lambda::Function', {
        Environment: { Variables: { FUNCTION_GROUP: group } },
      });
    }
    const httpIntegrations = resourcesOfType(
      synth.withRoutes,
      'AWS::ApiGatewayV2::Integration',
    ).filter(([, r]) => refsIn(r.Properties.ApiId).includes(httpApiId));
    expect(httpIntegrations).toHaveLength(deployedGroups.length);
  });

  it('lets API Gateway invoke each group function with one permission for the whole API', () => {
    for (const group of deployedGroups) {
      const fnId = groupFunctionId(group);
      const permissions = resourcesOfType(synth.withRoutes, 'AWS::Lambda::Permission').filter(
        ([, p]) => getAttTarget(p.Properties.FunctionName) === fnId,
      );
      expect(permissions).toHaveLength(1);
      expect(permissions[0]![1].Properties.Principal).toBe('apigateway.amazonaws.com');
      expect(refsIn(permissions[0]![1].Properties.SourceArn)).toContain(httpApiId);
    }
  });
});
