/**
 * The stack watching itself (docs/operations.md says what each alarm means and what to do):
 *
 * - one SNS topic, encrypted with the stack's own KMS key, that mails the alarm recipient
 *   (`alarmEmail`, else `adminEmail`: settings.ts);
 * - generic alarms, by an Aspect, so a function or queue added later cannot be missed: every
 *   Lambda function of the stack (CDK's own included) on its errors and its throttles, and
 *   every SQS queue on its first visible message (every queue of this stack is a dead-letter
 *   queue or an on-failure destination: `deadLetterQueue` below);
 * - alarms a construct asks for (`alarm`): the HTTP API's 5xx rate, the table stream's iterator
 *   age, the schedules' failed invocations, SES's reputation and the mails that failed;
 * - one CloudWatch dashboard: the business (bookings, payments, refunds, mails, from the
 *   handlers' Powertools metrics: functions/lib/metrics.ts) beside errors and latency.
 *
 * The KMS key also encrypts the SES event topic (mail-events.ts), so it lets CloudWatch and SES
 * use it.
 */
import { Annotations, Aspects, Duration, RemovalPolicy, Stack, type IAspect } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TextWidget,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { CfnFunction, type IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { CfnQueue, Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import { Construct, type IConstruct } from 'constructs';
import {
  metricsNamespace,
  metricsService,
  type BusinessMetric,
} from '@shared/metrics/business-metrics';

export interface OperationsProps {
  /** Who the alarms mail (settings.ts `alarmRecipient`); none: the stack warns. */
  alarmEmail?: string;
}

/** What an alarm watches and when it fires; every alarm mails the alarm topic. */
export interface WatchProps {
  metric: IMetric;
  /** What it means, in one sentence; docs/operations.md says what to do. */
  description: string;
  threshold: number;
  /** Consecutive periods that must breach (default 1). */
  periods?: number;
  comparison?: ComparisonOperator;
}

/** An alarm on a business metric the functions count (functions/lib/metrics.ts). */
export interface CountAlarm {
  metric: BusinessMetric;
  /** The period it is summed over. */
  period: Duration;
  /** Consecutive periods with a count that must pass before it fires (default 1). */
  periods?: number;
  /** What it means, in one sentence; docs/operations.md says what to do. */
  description: string;
}

/** The section of docs/operations.md each kind of alarm points to. */
export const operationsDoc = 'docs/operations.md';

/** SES reviews an account at 5 % bounces or 0.1 % complaints; the alarms come well before. */
export const reputationThresholds = { bounceRate: 0.02, complaintRate: 0.0005 } as const;

export class Operations extends Construct {
  /** Encrypts the alarm topic and the SES event topic. */
  readonly key: Key;
  readonly alarmTopic: Topic;
  readonly dashboard: Dashboard;
  private readonly action: SnsAction;
  private readonly stackName: string;

  constructor(scope: Construct, id: string, props: OperationsProps) {
    super(scope, id);
    const stack = Stack.of(this);
    this.stackName = stack.stackName;
    this.key = new Key(this, 'Key', {
      description: 'dronefoto: encrypts the alarm topic and the SES event topic',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.DESTROY,
      pendingWindow: Duration.days(7),
    });
    // CloudWatch (alarms) and SES (bounce and complaint events) publish to topics encrypted
    // with this key; the key policy must let them (an AWS managed key would not).
    for (const service of ['cloudwatch.amazonaws.com', 'ses.amazonaws.com']) {
      this.key.addToResourcePolicy(
        new PolicyStatement({
          principals: [new ServicePrincipal(service)],
          actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
          resources: ['*'],
          conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
        }),
      );
    }

    this.alarmTopic = new Topic(this, 'AlarmTopic', {
      displayName: 'Dronefoto alarm',
      masterKey: this.key,
      enforceSSL: true,
    });
    // A topic policy replaces SNS's default one, so CloudWatch is let in by name.
    this.alarmTopic.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.alarmTopic.topicArn],
        conditions: {
          StringEquals: { 'aws:SourceAccount': stack.account },
          ArnLike: {
            'aws:SourceArn': `arn:${stack.partition}:cloudwatch:${stack.region}:${stack.account}:alarm:*`,
          },
        },
      }),
    );
    if (props.alarmEmail) {
      this.alarmTopic.addSubscription(new EmailSubscription(props.alarmEmail));
    } else {
      Annotations.of(this).addWarningV2(
        'dronefoto:no-alarm-recipient',
        'Neither alarmEmail nor adminEmail is set: the alarms reach nobody. Set -c alarmEmail=... (docs/operations.md).',
      );
    }
    this.action = new SnsAction(this.alarmTopic);

    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `${this.stackName}-drift`,
      defaultInterval: Duration.days(7),
    });
    this.addDashboardWidgets();
    this.watchMailReputation();
    this.watchThrottles();
    Aspects.of(stack).add(new WatchEveryFunctionAndQueue(this));
  }

  /** An alarm on `props.metric` that mails the alarm topic. */
  watch(scope: Construct, id: string, props: WatchProps): Alarm {
    const alarm = new Alarm(scope, id, {
      alarmName: `${this.stackName}-${scope.node.id}-${id}`.slice(0, 255),
      alarmDescription: `${props.description} What to do: ${operationsDoc}.`,
      metric: props.metric,
      threshold: props.threshold,
      evaluationPeriods: props.periods ?? 1,
      datapointsToAlarm: props.periods ?? 1,
      comparisonOperator: props.comparison ?? ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(this.action);
    return alarm;
  }

  /**
   * The HTTP API answers 5xx (a handler's unexpected error: groupHandler turns it into a
   * Danish 500, so the function's own Errors metric does not see it; or a timeout): at least
   * 2 in 5 minutes that are at least 5 % of the requests.
   */
  watchHttpApi(api: HttpApi): Alarm {
    const period = Duration.minutes(5);
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'API requests, 4xx, 5xx (per 5 minutes)',
        left: [
          api.metricCount({ period, statistic: 'Sum', label: 'requests' }),
          api.metricClientError({ period, statistic: 'Sum', label: '4xx' }),
          api.metricServerError({ period, statistic: 'Sum', label: '5xx' }),
        ],
        width: 12,
      }),
      new GraphWidget({
        title: 'API latency (ms)',
        left: [
          api.metricLatency({ period, statistic: 'p50', label: 'p50' }),
          api.metricLatency({ period, statistic: 'p95', label: 'p95' }),
        ],
        width: 12,
      }),
    );
    const rate = new MathExpression({
      label: '5xx in % of requests',
      expression: 'IF(errors >= 2, 100 * errors / requests, 0)',
      usingMetrics: {
        errors: api.metricServerError({ period, statistic: 'Sum' }),
        requests: api.metricCount({ period, statistic: 'Sum' }),
      },
      period,
    });
    return this.watch(this, 'Api5xxRate', {
      metric: rate,
      threshold: 5,
      description:
        'The API answered 5xx to at least 5 % of its requests (and at least 2) in 5 minutes.',
    });
  }

  /**
   * A table stream consumer falling behind: the oldest record it got was written more than
   * 30 seconds before, three minutes running (records older than the mapping's
   * maxRecordAge go to its on-failure queue instead).
   */
  watchStreamConsumer(scope: Construct, fn: IFunction): Alarm {
    return this.watch(scope, `${fn.node.id}IteratorAge`, {
      metric: fn.metric('IteratorAge', { statistic: 'Maximum', period: Duration.minutes(1) }),
      threshold: 30_000,
      periods: 3,
      description: `${fn.node.path}: the table stream consumer is more than 30 seconds behind.`,
    });
  }

  /** A business metric counted at least once a period (`periods` periods running). */
  watchCount(scope: Construct, id: string, alarm: CountAlarm): Alarm {
    return this.watch(scope, id, {
      metric: businessMetric(alarm.metric, alarm.period),
      threshold: 1,
      periods: alarm.periods,
      description: alarm.description,
    });
  }

  /** EventBridge could not invoke a schedule's target (permissions, throttling). */
  watchSchedule(scope: Construct, ruleName: string): Alarm {
    return this.watch(scope, 'FailedInvocations', {
      metric: new Metric({
        namespace: 'AWS/Events',
        metricName: 'FailedInvocations',
        dimensionsMap: { RuleName: ruleName },
        statistic: 'Sum',
        period: Duration.minutes(5),
      }),
      threshold: 1,
      description: `${scope.node.path}: EventBridge could not start the scheduled job.`,
    });
  }

  private watchMailReputation(): void {
    const reputation = (metricName: string) =>
      new Metric({
        namespace: 'AWS/SES',
        metricName,
        statistic: 'Maximum',
        period: Duration.hours(1),
      });
    this.watch(this, 'SesBounceRate', {
      metric: reputation('Reputation.BounceRate'),
      threshold: reputationThresholds.bounceRate,
      description:
        'The SES account bounce rate reached 2 % (SES reviews the account at 5 % and may pause all sending).',
    });
    this.watch(this, 'SesComplaintRate', {
      metric: reputation('Reputation.ComplaintRate'),
      threshold: reputationThresholds.complaintRate,
      description:
        'The SES account complaint rate reached 0.05 % (SES reviews the account at 0.1 % and may pause all sending).',
    });
    this.watchCount(this, 'MailsFailed', {
      metric: 'MailFailed',
      period: Duration.minutes(5),
      description: 'SES refused to send a mail (functions/lib/mailer.ts counted MailFailed).',
    });
  }

  /** Business beside the system: the handlers' metrics, errors, latency, stream and queues. */
  private addDashboardWidgets(): void {
    const day = Duration.days(1);
    const fiveMinutes = Duration.minutes(5);
    const search = (namespaceAndKeys: string, filter: string, statistic: string, label: string) =>
      new MathExpression({
        expression: `SEARCH('{${namespaceAndKeys}} ${filter} ${this.stackName}', '${statistic}', 300)`,
        label,
        period: fiveMinutes,
      });
    this.dashboard.addWidgets(
      new TextWidget({
        markdown: `# Dronefoto\nBusiness (per day) beside errors and latency. Alarms and what to do: \`${operationsDoc}\`.`,
        width: 24,
        height: 2,
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Bookings, payments, refunds (per day)',
        left: [
          businessMetric('BookingCreated', day),
          businessMetric('PaymentReceived', day),
          businessMetric('RefundCompleted', day),
        ],
        width: 8,
      }),
      new GraphWidget({
        title: 'Payments in kroner (per day)',
        left: [businessMetric('PaymentKroner', day)],
        width: 8,
      }),
      new GraphWidget({
        title: 'Mails sent, failed, bounced, complained (per day)',
        left: [
          businessMetric('MailSent', day),
          businessMetric('MailFailed', day),
          businessMetric('MailBounced', day),
          businessMetric('MailComplained', day),
        ],
        width: 8,
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Function errors and throttles',
        left: [
          search('AWS/Lambda,FunctionName', 'MetricName="Errors"', 'Sum', 'errors'),
          search('AWS/Lambda,FunctionName', 'MetricName="Throttles"', 'Sum', 'throttles'),
        ],
        width: 8,
      }),
      new GraphWidget({
        title: 'Function duration (p95, ms)',
        left: [search('AWS/Lambda,FunctionName', 'MetricName="Duration"', 'p95', 'p95')],
        width: 8,
      }),
      new GraphWidget({
        title: 'Weather check: forecasts DMI did not give (per day)',
        left: [businessMetric('WeatherForecastUnavailable', day)],
        width: 8,
      }),
      new GraphWidget({
        title: 'Private calendars not read for over two hours (per hour)',
        left: [businessMetric('PrivateCalendarStale', Duration.hours(1))],
        width: 8,
      }),
      new GraphWidget({
        title: 'Documents not pushed to e-conomic (per day)',
        left: [businessMetric('BookkeepingPushFailed', day)],
        width: 8,
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Table stream: iterator age (max, ms)',
        left: [search('AWS/Lambda,FunctionName', 'MetricName="IteratorAge"', 'Maximum', 'age')],
        width: 8,
      }),
      new GraphWidget({
        title: 'Dead-letter queues: messages waiting',
        left: [
          search(
            'AWS/SQS,QueueName',
            'MetricName="ApproximateNumberOfMessagesVisible"',
            'Maximum',
            'waiting',
          ),
        ],
        width: 8,
      }),
      new GraphWidget({
        title: 'SES reputation (bounce, complaint rate)',
        left: [
          new Metric({ namespace: 'AWS/SES', metricName: 'Reputation.BounceRate', period: day }),
          new Metric({ namespace: 'AWS/SES', metricName: 'Reputation.ComplaintRate', period: day }),
        ],
        width: 8,
      }),
    );
  }

  /** Errors of one function: the Aspect calls it for every function (throttles: `watchThrottles`). */
  watchFunction(fn: CfnFunction): void {
    const name = alarmIdOf(fn);
    const metric = (metricName: string) =>
      new Metric({
        namespace: 'AWS/Lambda',
        metricName,
        dimensionsMap: { FunctionName: fn.ref },
        statistic: 'Sum',
        period: Duration.minutes(5),
      });
    const what = fn.description ? ` (${fn.description})` : '';
    this.watch(this, `${name}Errors`, {
      metric: metric('Errors'),
      threshold: 1,
      description: `${fn.node.path}${what} failed: an error, a timeout or too little memory.`,
    });
  }

  /**
   * Throttles of any function, one alarm for the account: a throttle means the account's Lambda
   * concurrency ran out, which every function shares (the dashboard shows which ones were
   * refused). One alarm rather than one per function keeps the stack well inside
   * CloudFormation's 500 resources.
   */
  private watchThrottles(): void {
    this.watch(this, 'LambdaThrottles', {
      metric: new Metric({
        namespace: 'AWS/Lambda',
        metricName: 'Throttles',
        statistic: 'Sum',
        period: Duration.minutes(5),
      }),
      threshold: 1,
      description:
        "A function was throttled: the account's Lambda concurrency ran out (the dashboard's Lambda widgets show which).",
    });
  }

  /** The first message on a dead-letter queue: the Aspect calls it for every queue. */
  watchQueue(queue: CfnQueue): void {
    this.watch(this, `${alarmIdOf(queue)}Waiting`, {
      metric: new Metric({
        namespace: 'AWS/SQS',
        metricName: 'ApproximateNumberOfMessagesVisible',
        dimensionsMap: { QueueName: queue.attrQueueName },
        statistic: 'Maximum',
        period: Duration.minutes(5),
      }),
      threshold: 1,
      description: `${queue.node.path}: an event failed for good and waits on this dead-letter queue.`,
    });
  }
}

/** A metric the handlers emit (functions/lib/metrics.ts), summed over `period`. */
export function businessMetric(name: BusinessMetric, period: Duration): Metric {
  return new Metric({
    namespace: metricsNamespace,
    metricName: name,
    dimensionsMap: { service: metricsService },
    statistic: 'Sum',
    period,
    label: name,
  });
}

/** `Dronefoto/Routes/CatalogFunction/Resource` -> `RoutesCatalogFunction`: an alarm's id. */
function alarmIdOf(resource: IConstruct): string {
  const path = resource.node.scopes
    .slice(2)
    .map((scope) => scope.node.id)
    .filter((id) => id !== 'Resource' && id !== 'ServiceRole');
  return path.join('').replace(/[^A-Za-z0-9]/g, '');
}

/** Every Lambda function and every SQS queue of the stack gets its alarms. */
class WatchEveryFunctionAndQueue implements IAspect {
  private readonly seen = new Set<IConstruct>();
  constructor(private readonly operations: Operations) {}

  visit(node: IConstruct): void {
    if (this.seen.has(node)) return;
    if (node instanceof CfnFunction) {
      this.seen.add(node);
      this.operations.watchFunction(node);
    } else if (node instanceof CfnQueue) {
      this.seen.add(node);
      this.operations.watchQueue(node);
    }
  }
}

/**
 * A dead-letter queue or on-failure destination: SQS-managed encryption (Lambda, EventBridge
 * and SES write to it without a key grant), TLS only, messages kept 14 days (the longest);
 * `Operations` alarms on its first message.
 */
export function deadLetterQueue(scope: Construct, id: string, holds: string): Queue {
  const queue = new Queue(scope, id, {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
  });
  NagSuppressions.addResourceSuppressions(queue, [
    {
      id: 'AwsSolutions-SQS3',
      reason: `This queue is itself a dead-letter queue: it holds ${holds}, and an alarm mails the owner on its first message (docs/operations.md).`,
    },
  ]);
  return queue;
}
