/**
 * The per-client limits in AWS: WAF rules at CloudFront, route throttles at API Gateway, and
 * a regional WAF rule on the user pool for the account mails.
 */
import type { CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountMailLimit, clientLimits } from '@shared/api/client-limits';
import { synthStack, type SynthResult } from './synth-stack';

let synth: SynthResult;
let edge: Template;
beforeAll(() => {
  synth = synthStack();
  edge = Template.fromStack(synth.edge);
});

interface WafRule {
  Name: string;
  Action: { Block: { CustomResponse: { ResponseCode: number; CustomResponseBodyKey: string } } };
  Statement: {
    RateBasedStatement: {
      Limit: number;
      EvaluationWindowSec: number;
      AggregateKeyType: string;
      ScopeDownStatement: unknown;
    };
  };
}

describe('WAF web ACL (us-east-1)', () => {
  const acl = () => {
    const acls = Object.values(edge.findResources('AWS::WAFv2::WebACL'));
    expect(acls).toHaveLength(1);
    return acls[0]!.Properties as {
      Scope: string;
      Rules: WafRule[];
      CustomResponseBodies: Record<string, { Content: string; ContentType: string }>;
    };
  };

  it('is a CloudFront ACL in us-east-1', () => {
    expect(synth.edge.region).toBe('us-east-1');
    expect(acl().Scope).toBe('CLOUDFRONT');
  });

  it('has one rate-based rule per client limit, with its numbers, per IP', () => {
    const rules = acl().Rules;
    expect(rules.map((r) => r.Name)).toEqual(clientLimits.map((l) => l.name));
    for (const [i, limit] of clientLimits.entries()) {
      const rate = rules[i]!.Statement.RateBasedStatement;
      expect(rate).toMatchObject({
        Limit: limit.requests,
        EvaluationWindowSec: limit.windowSeconds,
        AggregateKeyType: 'IP',
      });
      const scope = JSON.stringify(rate.ScopeDownStatement);
      for (const key of limit.routes) {
        const [method, path] = key.split(' ');
        expect(scope).toContain(`"SearchString":"${method}"`);
        expect(scope).toContain(`"SearchString":"${path}"`);
      }
    }
  });

  it("counts the coverage page's answers to its form (the renderer checks the address past WAF)", () => {
    const rule = acl().Rules.find((r) => r.Name === 'address-lookups')!;
    const scope = JSON.stringify(rule.Statement.RateBasedStatement.ScopeDownStatement);
    for (const path of ['/coverage', '/coverage/'])
      expect(scope).toContain(
        `{"ByteMatchStatement":{"FieldToMatch":{"UriPath":{}},"PositionalConstraint":"EXACTLY","SearchString":"${path}"`,
      );
    expect(scope).toContain(
      '"FieldToMatch":{"QueryString":{}},"PositionalConstraint":"CONTAINS","SearchString":"address="',
    );
  });

  it('answers 429 with the Danish message as JSON', () => {
    const { Rules, CustomResponseBodies } = acl();
    for (const rule of Rules) {
      const response = rule.Action.Block.CustomResponse;
      expect(response.ResponseCode).toBe(429);
      const body = CustomResponseBodies[response.CustomResponseBodyKey]!;
      expect(body.ContentType).toBe('APPLICATION_JSON');
      expect(JSON.parse(body.Content)).toEqual({
        error: 'For mange forespørgsler. Vent et par minutter, og prøv igen.',
        code: 'too_many_requests',
      });
    }
  });

  it('sits in front of the CloudFront distribution', () => {
    const distribution = Object.values(
      synth.template.findResources('AWS::CloudFront::Distribution'),
    )[0]!.Properties as { DistributionConfig: { WebACLId?: unknown } };
    expect(distribution.DistributionConfig.WebACLId).toBeDefined();
  });
});

describe('API Gateway route throttling', () => {
  it('throttles each limited route on the stage, after the routes exist', () => {
    const stages = Object.values(synth.template.findResources('AWS::ApiGatewayV2::Stage')).filter(
      (s) => (s.Properties as { StageName?: string }).StageName === '$default',
    );
    expect(stages).toHaveLength(1);
    const stage = stages[0]!;
    const settings = (stage.Properties as { RouteSettings: Record<string, unknown> }).RouteSettings;
    for (const limit of clientLimits)
      for (const key of limit.routes)
        expect(settings[key]).toEqual({
          ThrottlingRateLimit: limit.stage.ratePerSecond,
          ThrottlingBurstLimit: limit.stage.burst,
        });
    // The routes live in their nested stack: the stage waits for that stack, so every route
    // it names exists before it is deployed.
    const routesStack = synth.stack.routeTableApi.routesStack;
    const routesStackId = synth.stack.getLogicalId(routesStack.nestedStackResource as CfnElement);
    expect(stage.DependsOn as string[]).toContain(routesStackId);
  });
});

describe('account mails: WAF on the user pool', () => {
  const regionalAcl = () => {
    const acls = Object.values(synth.template.findResources('AWS::WAFv2::WebACL'));
    expect(acls).toHaveLength(1);
    return acls[0]!.Properties as { Scope: string; Rules: WafRule[] };
  };

  it('counts sign-ups, new links and password resets per IP with the shared numbers', () => {
    const acl = regionalAcl();
    expect(acl.Scope).toBe('REGIONAL');
    expect(acl.Rules).toHaveLength(1);
    const rule = acl.Rules[0]!;
    expect(rule.Name).toBe(accountMailLimit.name);
    expect(rule.Action).toEqual({ Block: {} });
    const rate = rule.Statement.RateBasedStatement;
    expect(rate).toMatchObject({
      Limit: accountMailLimit.requests,
      EvaluationWindowSec: accountMailLimit.windowSeconds,
      AggregateKeyType: 'IP',
    });
    const scope = JSON.stringify(rate.ScopeDownStatement);
    expect(scope).toContain('"SingleHeader":{"Name":"x-amz-target"}');
    for (const operation of ['SignUp', 'ResendConfirmationCode', 'ForgotPassword'])
      expect(scope).toContain(`"SearchString":"AWSCognitoIdentityProviderService.${operation}"`);
    expect(scope).not.toContain('InitiateAuth');
  });

  it('is associated with the user pool', () => {
    const [aclId] = Object.keys(synth.template.findResources('AWS::WAFv2::WebACL'));
    const [poolId] = Object.keys(synth.template.findResources('AWS::Cognito::UserPool'));
    synth.template.hasResourceProperties('AWS::WAFv2::WebACLAssociation', {
      ResourceArn: { 'Fn::GetAtt': [poolId, 'Arn'] },
      WebACLArn: { 'Fn::GetAtt': [aclId, 'Arn'] },
    });
  });
});
