/**
 * Builds the stack for assertion tests with the feature flags of cdk.json, without bundling
 * the functions (`aws:cdk:bundling-stacks: []`) and without CDK's built-in CloudFormation
 * validation (the real `cdk synth` runs both), so a test file synthesizes in seconds.
 */
import { defaultMaxUnpaidBookings } from '@shared/domain/booking-lifecycle/unpaid-cap';
import { readFileSync } from 'node:fs';
import { App, Aspects, Stack, type CfnElement, type NestedStack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { fromProjectRoot } from '../constructs/paths';
import { defaultSesSender, type DeploymentSettings } from '../constructs/settings';
import { EdgeStack } from '../edge-stack';
import { DronefotoStack } from '../stack';

export const fixtureWebDist = fromProjectRoot('infra/test/fixtures/web-dist');
export const missingWebDist = fromProjectRoot('infra/test/fixtures/no-web-build');

/** The alarm recipient of the test stacks (a stack without one warns: operations.test.ts). */
export const testAlarmEmail = 'drift@example.dk';

export interface SynthOptions {
  /** Defaults: the sender booking@example.dk, alarms to `testAlarmEmail`. */
  settings?: Partial<DeploymentSettings>;
  /** Defaults to the small fixture build, so tests never depend on a real web build. */
  webDistPath?: string;
  /** Apply the cdk-nag AwsSolutions pack. */
  nag?: boolean;
  /** Run CDK's built-in CloudFormation validation on synth, as `cdk synth` does. */
  validate?: boolean;
  /** Extra CDK context, as `cdk deploy -c key=value` gives it. */
  context?: Record<string, string>;
}

export interface SynthResult {
  app: App;
  stack: DronefotoStack;
  edge: EdgeStack;
  /** The product's stack alone (what counts against CloudFormation's 500 resources). */
  template: Template;
  /**
   * The product's stack together with its nested routes stack, the nested stack's parameters
   * replaced by what the parent passes (so a route's `ApiId` is `{ Ref: <the API> }`).
   */
  withRoutes: Template;
}

function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(fromProjectRoot('cdk.json'), 'utf8')) as {
    context?: Record<string, unknown>;
  };
  return cdkJson.context ?? {};
}

export function synthStack(options: SynthOptions = {}): SynthResult {
  const app = new App({
    context: {
      ...cdkJsonContext(),
      ...options.context,
      'aws:cdk:bundling-stacks': [],
      // Keep cdk-nag errors as annotations the test can list, instead of failing the synth.
      ...(options.nag ? { '@aws-cdk/core:annotationsInValidationReport': false } : {}),
    },
    builtinCloudFormationValidation: options.validate ?? false,
  });
  // As infra/app.ts: the WAF web ACL in us-east-1, referred to across regions.
  const edge = new EdgeStack(app, 'DronefotoEdge', {
    env: { account: '111111111111', region: 'us-east-1' },
    crossRegionReferences: true,
  });
  const stack = new DronefotoStack(app, 'Dronefoto', {
    env: { account: '111111111111', region: 'eu-north-1' },
    settings: {
      sesSender: defaultSesSender,
      cognitoEmailViaSes: false,
      maxUnpaidBookings: defaultMaxUnpaidBookings,
      alarmEmail: testAlarmEmail,
      ...options.settings,
    },
    webDistPath: options.webDistPath ?? fixtureWebDist,
    webAclArn: edge.webAcl.attrArn,
    crossRegionReferences: true,
  });
  if (options.nag) Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
  const template = Template.fromStack(stack);
  return {
    app,
    stack,
    edge,
    template,
    withRoutes: withNestedStack(template, stack.routeTableApi.routesStack),
  };
}

type Resources = Record<string, { Properties?: Record<string, unknown> }>;

/** The parent's resources and the nested stack's, with the nested one's parameters resolved. */
function withNestedStack(parent: Template, nested: NestedStack): Template {
  const parentJson = parent.toJSON() as { Resources: Resources };
  const nestedId = Stack.of(nested).getLogicalId(nested.nestedStackResource as CfnElement);
  const passed = (parentJson.Resources[nestedId]?.Properties?.Parameters ?? {}) as Record<
    string,
    unknown
  >;
  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolve);
    if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record.Ref === 'string' && record.Ref in passed) return passed[record.Ref];
      return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, resolve(v)]));
    }
    return value;
  };
  const nestedResources = (Template.fromStack(nested).toJSON() as { Resources: Resources })
    .Resources;
  return Template.fromJSON({
    ...parentJson,
    Resources: { ...parentJson.Resources, ...(resolve(nestedResources) as Resources) },
  });
}

/** The logical id of a construct's CloudFormation resource. */
export function logicalIdOf(construct: IConstruct): string {
  const resource = construct.node.defaultChild as CfnElement | undefined;
  if (!resource) throw new Error(`${construct.node.path} has no CloudFormation resource`);
  return Stack.of(construct).getLogicalId(resource);
}

/** Resources of one type as [logicalId, resource] pairs. */
export function resourcesOfType(
  template: Template,
  type: string,
): Array<[string, { Properties: Record<string, unknown> }]> {
  return Object.entries(template.findResources(type)) as Array<
    [string, { Properties: Record<string, unknown> }]
  >;
}

/** Every `{ Ref: X }` inside a value, e.g. the integration id inside a route's Target. */
export function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.Ref === 'string') return [record.Ref];
    return Object.values(record).flatMap(refsIn);
  }
  return [];
}

/** The logical id of `{ "Fn::GetAtt": [X, "Arn"] }`. */
export function getAttTarget(value: unknown): string | undefined {
  const getAtt = (value as { 'Fn::GetAtt'?: [string, string] } | undefined)?.['Fn::GetAtt'];
  return getAtt?.[0];
}
