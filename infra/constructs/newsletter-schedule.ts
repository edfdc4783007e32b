/**
 * The scheduled newsletter job: every minute EventBridge runs
 * functions/jobs/newsletter-job.ts, which sends the newsletters that are due (a newsletter
 * planned for 10:00 goes out by 10:01; a run with nothing due is one Query of an empty
 * sparse index).
 */
import { Duration } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { backgroundAccess } from './declared-access';
import type { GrantableResources } from './grant-access';
import type { Operations } from './operations';
import { ScheduledJob } from './scheduled-job';

export interface NewsletterScheduleProps {
  environment: Record<string, string>;
  resources: GrantableResources;
  operations: Operations;
}

export class NewsletterSchedule extends ScheduledJob {
  constructor(scope: Construct, id: string, props: NewsletterScheduleProps) {
    super(scope, id, {
      entry: 'functions/jobs/newsletter-job.ts',
      description: 'dronefoto scheduled job: sends due newsletters',
      rate: Duration.minutes(1),
      access: backgroundAccess.newsletterJob,
      ...props,
    });
  }
}
