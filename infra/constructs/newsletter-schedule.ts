/**
 * The scheduled newsletter job: every minute EventBridge runs
 * functions/jobs/newsletter-job.ts, which sends the newsletters that are due (a newsletter
 * planned for 10:00 goes out by 10:01; a run with nothing due is one Query of an empty
 * sparse index).
 * Lambda does not retry a failed run at once (a retry could e-mail the same subscribers
 * again); the next scheduled run takes up what is still queued.
 */
import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { createAppFunction } from './app-function';
import { grantAccess, type GrantableResources } from './grant-access';

export interface NewsletterScheduleProps {
  environment: Record<string, string>;
  resources: GrantableResources;
}

export class NewsletterSchedule extends Construct {
  readonly job: NodejsFunction;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: NewsletterScheduleProps) {
    super(scope, id);
    this.job = createAppFunction(this, 'JobFunction', {
      entry: 'functions/jobs/newsletter-job.ts',
      description: 'dronefoto scheduled job: sends due newsletters',
      environment: props.environment,
      timeout: Duration.minutes(5),
    });
    grantAccess(this.job, new Set(['table:write', 'mail'] as const), props.resources);
    // A failed run is not retried by Lambda (a retry could re-send mails that already went
    // out); the next scheduled run picks up whatever is still queued.
    this.job.configureAsyncInvoke({ retryAttempts: 0, maxEventAge: Duration.minutes(10) });
    this.rule = new Rule(this, 'Rule', {
      description: 'Runs the newsletter job every minute',
      schedule: Schedule.rate(Duration.minutes(1)),
      targets: [new LambdaFunction(this.job, { retryAttempts: 2 })],
    });
  }
}
