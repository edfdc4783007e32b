/**
 * A job EventBridge runs on a fixed rate (the newsletter sender, the booking reminders): its
 * Lambda, the grants it needs, and the rule. Lambda does not retry a failed run at once (a
 * retry could e-mail the same people again: the jobs claim each mail before sending, and the
 * next scheduled run takes up what is left).
 *
 * A run that fails (the handler throws, times out) goes to the job's dead-letter queue as
 * Lambda's invocation record (its on-failure destination: the function, the event, the
 * error), and so does an event EventBridge could not deliver (with the target's ARN); the
 * queue's first message and EventBridge's failed invocations each mail the owner
 * (operations.ts). `npm run replay-dead-letters` runs them again (docs/operations.md).
 */
import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { createAppFunction } from './app-function';
import type { FunctionAccess } from './declared-access';
import { grantAccess, type GrantableResources } from './grant-access';
import { deadLetterQueue, type CountAlarm, type Operations } from './operations';

export interface ScheduledJobProps {
  entry: string;
  description: string;
  /** How often it runs; or `schedule`, e.g. a cron (the firms' monthly invoices). */
  rate?: Duration;
  schedule?: Schedule;
  /** Its declared access (declared-access.ts). */
  access: FunctionAccess;
  environment: Record<string, string>;
  resources: GrantableResources;
  /** Alarms on the failed runs. */
  operations: Operations;
  /** An alarm on a metric the job counts (docs/operations.md), by its id. */
  alarm?: CountAlarm & { id: string };
  /** How long one run may take (five minutes unless given). */
  timeout?: Duration;
}

export class ScheduledJob extends Construct {
  readonly job: NodejsFunction;
  readonly rule: Rule;
  /** The failed runs, with their events (replay: docs/operations.md). */
  readonly deadLetters: Queue;

  constructor(scope: Construct, id: string, props: ScheduledJobProps) {
    super(scope, id);
    this.deadLetters = deadLetterQueue(
      this,
      'DeadLetters',
      'the scheduled runs of this job that failed',
    );
    this.job = createAppFunction(this, 'JobFunction', {
      entry: props.entry,
      description: props.description,
      environment: props.environment,
      timeout: props.timeout ?? Duration.minutes(5),
    });
    grantAccess(this.job, props.access, props.resources);
    this.job.configureAsyncInvoke({
      retryAttempts: 0,
      maxEventAge: Duration.minutes(10),
      onFailure: new SqsDestination(this.deadLetters),
    });
    this.rule = new Rule(this, 'Rule', {
      description: `Runs: ${props.description}`,
      schedule: props.schedule ?? Schedule.rate(props.rate ?? Duration.hours(1)),
      targets: [
        new LambdaFunction(this.job, { retryAttempts: 2, deadLetterQueue: this.deadLetters }),
      ],
    });
    props.operations.watchSchedule(this, this.rule.ruleName);
    if (props.alarm) props.operations.watchCount(this, props.alarm.id, props.alarm);
  }
}
