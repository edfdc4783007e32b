/**
 * A job EventBridge runs on a fixed rate (the newsletter sender, the booking reminders): its
 * Lambda, the grants it needs, and the rule. Lambda does not retry a failed run at once (a
 * retry could e-mail the same people again: the jobs claim each mail before sending, and the
 * next scheduled run takes up what is left).
 */
import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { createAppFunction } from './app-function';
import type { FunctionAccess } from './declared-access';
import { grantAccess, type GrantableResources } from './grant-access';

export interface ScheduledJobProps {
  entry: string;
  description: string;
  rate: Duration;
  /** Its declared access (declared-access.ts). */
  access: FunctionAccess;
  environment: Record<string, string>;
  resources: GrantableResources;
}

export class ScheduledJob extends Construct {
  readonly job: NodejsFunction;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: ScheduledJobProps) {
    super(scope, id);
    this.job = createAppFunction(this, 'JobFunction', {
      entry: props.entry,
      description: props.description,
      environment: props.environment,
      timeout: Duration.minutes(5),
    });
    grantAccess(this.job, props.access, props.resources);
    this.job.configureAsyncInvoke({ retryAttempts: 0, maxEventAge: Duration.minutes(10) });
    this.rule = new Rule(this, 'Rule', {
      description: `Runs: ${props.description}`,
      schedule: Schedule.rate(props.rate),
      targets: [new LambdaFunction(this.job, { retryAttempts: 2 })],
    });
  }
}
