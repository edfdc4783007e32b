/**
 * cdk-nag's AwsSolutions pack finds no unsuppressed error, and every suppression says why.
 * Warnings are allowed (they are listed in the test output) but should stay few.
 */
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import type { SynthesisMessage } from 'aws-cdk-lib/cx-api';
import { beforeAll, describe, expect, it } from 'vitest';
import { synthStack, type SynthResult } from './synth-stack';

interface NagSuppressionRecord {
  rules_to_suppress?: Array<{ id: string; reason: string }>;
}

function describeFinding(message: SynthesisMessage): string {
  const text = String(message.entry.data).split('\n')[0];
  return `${message.id}: ${text}`;
}

function nagFindings(synth: SynthResult, level: 'error' | 'warning'): string[] {
  const annotations = Annotations.fromStack(synth.stack);
  const pattern = Match.stringLikeRegexp('AwsSolutions-.*');
  const found =
    level === 'error' ? annotations.findError('*', pattern) : annotations.findWarning('*', pattern);
  return found.map(describeFinding);
}

describe.each([
  ['default settings', {}],
  [
    'custom domain, first admin, Stripe, Cognito mail via SES',
    {
      domainName: 'dronefoto.dk',
      certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/abc',
      adminEmail: 'ejer@example.dk',
      stripeSecretName: 'dronefoto/stripe',
      cognitoEmailViaSes: true,
    },
  ],
  [
    'a table restored from point-in-time recovery',
    {
      tableName: 'Dronefoto-restored',
      tableStreamArn:
        'arn:aws:dynamodb:eu-north-1:111111111111:table/Dronefoto-restored/stream/2026-11-26T10:00:00.000',
    },
  ],
])('cdk-nag AwsSolutions with %s', (_name, settings) => {
  let synth: SynthResult;
  beforeAll(() => {
    synth = synthStack({ settings, nag: true });
  });

  it('reports no unsuppressed error', () => {
    expect(nagFindings(synth, 'error')).toEqual([]);
  });

  it('keeps warnings few', () => {
    const warnings = nagFindings(synth, 'warning');
    if (warnings.length > 0) console.info(`cdk-nag warnings:\n${warnings.join('\n')}`);
    expect(warnings.length).toBeLessThanOrEqual(5);
  });

  it('gives a concrete reason for every suppression', () => {
    const template = synth.template.toJSON() as {
      Resources: Record<string, { Metadata?: { cdk_nag?: NagSuppressionRecord } }>;
      Metadata?: { cdk_nag?: NagSuppressionRecord };
    };
    const records = [
      template.Metadata?.cdk_nag,
      ...Object.values(template.Resources).map((r) => r.Metadata?.cdk_nag),
    ].flatMap((record) => record?.rules_to_suppress ?? []);
    expect(records.length).toBeGreaterThan(0);
    for (const { id, reason } of records) {
      expect(reason.length, id).toBeGreaterThanOrEqual(40);
    }
  });
});
