/**
 * Both stacks pass CDK's built-in CloudFormation validation, as `cdk synth` and `cdk deploy`
 * run it (the other infra tests skip it to stay fast): a property CloudFormation would refuse
 * at deploy time, such as a WAF description with parentheses, fails here first.
 */
import { describe, expect, it } from 'vitest';
import { synthStack } from './synth-stack';

describe('CloudFormation validation', () => {
  it('finds nothing to refuse in either stack', () => {
    const { app } = synthStack({ validate: true });
    expect(() => app.synth()).not.toThrow();
  });
});
