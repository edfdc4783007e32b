/**
 * The stack watches itself (docs/operations.md): every function has a log retention and
 * alarms on its errors and throttles; the stream consumer, each scheduled job and the SES
 * event handler park what fails for good on a dead-letter queue that alarms on its first
 * message; the alarms mail the owner through an encrypted topic; the SES configuration set
 * publishes bounces and complaints to the handler; one dashboard shows business beside errors.
 */
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessMetricNames } from '@shared/metrics/business-metrics';
import { reputationThresholds } from '../constructs/operations';
import {
  logicalIdOf,
  refsIn,
  resourcesOfType,
  synthStack,
  testAlarmEmail,
  type SynthResult,
} from './synth-stack';

let synth: SynthResult;
beforeAll(() => {
  synth = synthStack();
});

interface AlarmProps {
  AlarmName: string;
  AlarmDescription: string;
  MetricName?: string;
  Namespace?: string;
  Dimensions?: Array<{ Name: string; Value: unknown }>;
  Threshold: number;
  AlarmActions: unknown[];
  Metrics?: Array<{ Expression?: string; MetricStat?: { Metric: { MetricName: string } } }>;
}

const alarms = () =>
  resourcesOfType(synth.template, 'AWS::CloudWatch::Alarm').map(
    ([, alarm]) => alarm.Properties as unknown as AlarmProps,
  );

/** The alarms on one metric of one resource (by the logical id its dimension refers to). */
function alarmsOn(metricName: string, logicalId: string): AlarmProps[] {
  return alarms().filter(
    (a) =>
      a.MetricName === metricName &&
      (a.Dimensions ?? []).some((d) => JSON.stringify(d.Value).includes(`"${logicalId}"`)),
  );
}

const alarmTopicId = () => logicalIdOf(synth.stack.operations.alarmTopic);

function expectMailsOwner(alarm: AlarmProps | undefined, what: string): void {
  expect(alarm, what).toBeDefined();
  expect(refsIn(alarm!.AlarmActions), what).toEqual([alarmTopicId()]);
  expect(alarm!.AlarmDescription, what).toContain('docs/operations.md');
}

/** The queue's alarm on its first visible message. */
function expectQueueAlarm(queue: IQueue, what: string): void {
  const [alarm] = alarmsOn('ApproximateNumberOfMessagesVisible', logicalIdOf(queue));
  expectMailsOwner(alarm, what);
  expect(alarm!.Threshold, what).toBe(1);
}

/** An asynchronous invocation that fails for good is recorded on the queue (on-failure destination). */
function expectOnFailureQueue(fn: IFunction, queueId: string, retries: number): void {
  synth.template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
    FunctionName: { Ref: logicalIdOf(fn) },
    MaximumRetryAttempts: retries,
    DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
  });
}

const functionIds = () =>
  resourcesOfType(synth.template, 'AWS::Lambda::Function').map(([id, fn]) => ({
    id,
    props: fn.Properties as {
      LoggingConfig?: { LogGroup?: unknown };
    },
  }));

describe('every function', () => {
  it('finds the functions of the stack, CDK’s own included', () => {
    // 12 groups, ws, stream, 2 jobs, mail events, 2 Cognito triggers, the site deployment.
    expect(functionIds().length).toBeGreaterThanOrEqual(20);
  });

  it('logs to its own log group, kept 90 days, as every log group of the stack', () => {
    const groups = new Map(resourcesOfType(synth.template, 'AWS::Logs::LogGroup'));
    for (const { id, props } of functionIds()) {
      const [groupId] = refsIn(props.LoggingConfig?.LogGroup);
      expect(groupId, id).toBeDefined();
      expect(groups.get(groupId!)?.Properties.RetentionInDays, id).toBe(90);
    }
    for (const [id, group] of groups) expect(group.Properties.RetentionInDays, id).toBe(90);
  });

  it('has an alarm on its errors, mailing the owner', () => {
    for (const { id } of functionIds()) {
      const found = alarmsOn('Errors', id);
      expect(found, `Errors of ${id}`).toHaveLength(1);
      expectMailsOwner(found[0], `Errors of ${id}`);
      expect(found[0]!.Threshold).toBe(1);
    }
  });

  it('throttles of any function raise one account-wide alarm, mailing the owner', () => {
    const throttles = alarms().filter((a) => a.MetricName === 'Throttles');
    expect(throttles).toHaveLength(1);
    expect(throttles[0]!.Dimensions ?? []).toEqual([]);
    expectMailsOwner(throttles[0], 'Throttles');
    expect(throttles[0]!.Threshold).toBe(1);
  });
});

describe('dead-letter queues', () => {
  it('every queue is encrypted, TLS only, kept 14 days, and alarms on its first message', () => {
    const queues = resourcesOfType(synth.template, 'AWS::SQS::Queue');
    expect(queues.length).toBeGreaterThanOrEqual(4);
    const policies = JSON.stringify(
      resourcesOfType(synth.template, 'AWS::SQS::QueuePolicy').map(([, p]) => p.Properties),
    );
    for (const [id, queue] of queues) {
      expect(queue.Properties).toMatchObject({
        SqsManagedSseEnabled: true,
        MessageRetentionPeriod: 14 * 24 * 3600,
      });
      expect(policies, id).toContain(id);
      expectMailsOwner(alarmsOn('ApproximateNumberOfMessagesVisible', id)[0], id);
    }
    expect(policies).toContain('aws:SecureTransport');
  });

  it('the table stream consumer sends what fails for good to its queue, after bisecting and 2 retries', () => {
    const { realtime } = synth.stack;
    synth.template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: logicalIdOf(realtime.streamPublisher) },
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 2,
      DestinationConfig: {
        OnFailure: {
          Destination: { 'Fn::GetAtt': [logicalIdOf(realtime.streamDeadLetters), 'Arn'] },
        },
      },
    });
    expectQueueAlarm(realtime.streamDeadLetters, 'stream dead letters');
  });

  it('the stream consumer alarms when it falls behind (iterator age)', () => {
    const [alarm] = alarmsOn('IteratorAge', logicalIdOf(synth.stack.realtime.streamPublisher));
    expectMailsOwner(alarm, 'iterator age');
    expect(alarm!.Threshold).toBe(30_000);
  });

  it.each([
    ['newsletter job', (s: SynthResult) => s.stack.newsletter],
    ['reminder job', (s: SynthResult) => s.stack.reminders],
    ['mail outbox job', (s: SynthResult) => s.stack.mailOutbox],
  ])(
    'the %s parks a failed run and an undelivered schedule on its queue, with alarms',
    (name, jobOf) => {
      const job = jobOf(synth);
      const queueId = logicalIdOf(job.deadLetters);
      expectOnFailureQueue(job.job, queueId, 0);
      synth.template.hasResourceProperties('AWS::Events::Rule', {
        Targets: [
          Match.objectLike({
            Arn: { 'Fn::GetAtt': [logicalIdOf(job.job), 'Arn'] },
            DeadLetterConfig: { Arn: { 'Fn::GetAtt': [queueId, 'Arn'] } },
          }),
        ],
      });
      expectQueueAlarm(job.deadLetters, name);
      expectMailsOwner(alarmsOn('FailedInvocations', logicalIdOf(job.rule))[0], name);
      expectMailsOwner(alarmsOn('Errors', logicalIdOf(job.job))[0], name);
    },
  );

  it('the SES event handler parks an event it fails on, with an alarm', () => {
    const { mailEvents } = synth.stack;
    expectOnFailureQueue(mailEvents.handler, logicalIdOf(mailEvents.deadLetters), 2);
    expectQueueAlarm(mailEvents.deadLetters, 'mail events');
  });
});

describe("the owner's private calendars", () => {
  it('a calendar not read for over two hours raises an alarm that mails the owner', () => {
    const stale = alarms().filter((a) => a.AlarmDescription.includes('(PrivateCalendarStale)'));
    expect(stale).toHaveLength(1);
    expect(stale[0]!.Threshold).toBe(1);
    expect(stale[0]!.AlarmActions).toEqual([
      { Ref: logicalIdOf(synth.stack.operations.alarmTopic) },
    ]);
    expect(stale[0]!.AlarmDescription).toContain('over two hours');
  });
});

describe('alarms reach the owner', () => {
  it('through a KMS-encrypted topic (rotating key) that mails alarmEmail', () => {
    const topic = synth.stack.operations.alarmTopic;
    synth.template.hasResourceProperties('AWS::SNS::Topic', {
      KmsMasterKeyId: { 'Fn::GetAtt': [logicalIdOf(synth.stack.operations.key), 'Arn'] },
      DisplayName: 'Dronefoto alarm',
    });
    synth.template.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true });
    synth.template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: testAlarmEmail,
      TopicArn: { Ref: logicalIdOf(topic) },
    });
  });

  it('lets CloudWatch use the key and publish to the topic (a topic policy replaces the default)', () => {
    const key = JSON.stringify(
      resourcesOfType(synth.template, 'AWS::KMS::Key')[0]![1].Properties.KeyPolicy,
    );
    expect(key).toContain('cloudwatch.amazonaws.com');
    expect(key).toContain('ses.amazonaws.com');
    synth.template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      Topics: [{ Ref: alarmTopicId() }],
      PolicyDocument: Match.objectLike({
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: 'sns:Publish',
            Principal: { Service: 'cloudwatch.amazonaws.com' },
          }),
        ]),
      }),
    });
  });

  it('falls back to the first admin, and warns when neither address is set', () => {
    const admin = synthStack({
      settings: { alarmEmail: undefined, adminEmail: 'ejer@example.dk' },
    });
    admin.template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ejer@example.dk',
    });
    const nobody = synthStack({ settings: { alarmEmail: undefined } });
    expect(
      resourcesOfType(nobody.template, 'AWS::SNS::Subscription').filter(
        ([, s]) => s.Properties.Protocol === 'email',
      ),
    ).toEqual([]);
    Annotations.fromStack(nobody.stack).hasWarning(
      '/Dronefoto/Operations',
      Match.stringLikeRegexp('alarms reach nobody'),
    );
  });

  it('on the API’s 5xx rate: at least 2 errors that are at least 5 % of the requests', () => {
    const alarm = alarms().find((a) => a.AlarmName.endsWith('Api5xxRate'));
    expectMailsOwner(alarm, '5xx');
    expect(alarm!.Threshold).toBe(5);
    const expression = alarm!.Metrics!.find((m) => m.Expression)!.Expression;
    expect(expression).toBe('IF(errors >= 2, 100 * errors / requests, 0)');
    const used = alarm!.Metrics!.flatMap((m) => m.MetricStat?.Metric.MetricName ?? []);
    expect(used.sort()).toEqual(['5xx', 'Count']);
  });

  it('on SES’s reputation well before the review thresholds (5 % bounces, 0.1 % complaints)', () => {
    const reputation = (name: string) =>
      alarms().find((a) => a.Namespace === 'AWS/SES' && a.MetricName === name);
    expectMailsOwner(reputation('Reputation.BounceRate'), 'bounce rate');
    expectMailsOwner(reputation('Reputation.ComplaintRate'), 'complaint rate');
    expect(reputation('Reputation.BounceRate')!.Threshold).toBe(reputationThresholds.bounceRate);
    expect(reputationThresholds.bounceRate).toBeLessThan(0.05 / 2);
    expect(reputation('Reputation.ComplaintRate')!.Threshold).toBe(
      reputationThresholds.complaintRate,
    );
    expect(reputationThresholds.complaintRate).toBeLessThanOrEqual(0.001 / 2);
  });

  it('on a mail SES refused (the mailer’s MailFailed metric)', () => {
    const alarm = alarms().find((a) => a.AlarmName.endsWith('MailsFailed'));
    expectMailsOwner(alarm, 'mails failed');
  });
});

describe('SES bounces and complaints', () => {
  it('the configuration set suppresses bounced and complaining addresses', () => {
    synth.template.hasResourceProperties('AWS::SES::ConfigurationSet', {
      Name: synth.stack.mail.configurationSetName,
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
    });
  });

  it('publishes bounces and complaints to an encrypted topic that invokes the handler', () => {
    const { mailEvents, mail } = synth.stack;
    const topicId = logicalIdOf(mailEvents.topic);
    synth.template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: { Ref: logicalIdOf(mail.configurationSet) },
      EventDestination: Match.objectLike({
        Enabled: true,
        MatchingEventTypes: ['bounce', 'complaint'],
        SnsDestination: { TopicARN: { Ref: topicId } },
      }),
    });
    synth.template.hasResourceProperties('AWS::SNS::Topic', {
      DisplayName: 'Dronefoto SES bounces and complaints',
      KmsMasterKeyId: Match.anyValue(),
    });
    synth.template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'lambda',
      TopicArn: { Ref: topicId },
      Endpoint: { 'Fn::GetAtt': [logicalIdOf(mailEvents.handler), 'Arn'] },
    });
    synth.template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      Topics: [{ Ref: topicId }],
      PolicyDocument: Match.objectLike({
        Statement: Match.arrayWith([
          Match.objectLike({ Principal: { Service: 'ses.amazonaws.com' } }),
        ]),
      }),
    });
  });

  it('every function that mails names the set and may send with it', () => {
    const mailing: IFunction[] = [
      synth.stack.newsletter.job,
      synth.stack.reminders.job,
      synth.stack.mailOutbox.job,
      synth.stack.realtime.streamPublisher,
      synth.stack.routeTableApi.groupFunctions.get('newsletter')!,
    ];
    const policies = JSON.stringify(
      resourcesOfType(synth.template, 'AWS::IAM::Policy').map(([, p]) => p.Properties),
    );
    expect(policies).toContain(':configuration-set/Dronefoto-mail');
    for (const fn of mailing) {
      const env = (
        synth.template.toJSON().Resources[logicalIdOf(fn)] as {
          Properties: { Environment: { Variables: Record<string, unknown> } };
        }
      ).Properties.Environment.Variables;
      expect(env.MAIL_CONFIGURATION_SET, fn.node.path).toBe('Dronefoto-mail');
    }
  });
});

describe('dashboard', () => {
  it('shows the business metrics beside errors, latency, the stream and the queues', () => {
    const [dashboard] = resourcesOfType(synth.template, 'AWS::CloudWatch::Dashboard');
    expect(dashboard).toBeDefined();
    const body = JSON.stringify(dashboard![1].Properties.DashboardBody);
    for (const metric of businessMetricNames) expect(body, metric).toContain(metric);
    for (const text of ['Errors', 'Throttles', 'Latency', 'IteratorAge', '5xx', 'Dronefoto'])
      expect(body, text).toContain(text);
  });
});

describe('after a restore from point-in-time recovery', () => {
  const tableName = 'Dronefoto-restored-20261126';
  const tableStreamArn = `arn:aws:dynamodb:eu-north-1:111111111111:table/${tableName}/stream/2026-11-26T10:00:00.000`;

  it('the stack uses the restored table and its stream instead of creating one', () => {
    const restored = synthStack({ settings: { tableName, tableStreamArn } });
    restored.template.resourceCountIs('AWS::DynamoDB::Table', 0);
    restored.template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: tableStreamArn,
      FunctionName: { Ref: logicalIdOf(restored.stack.realtime.streamPublisher) },
    });
    const bookings = restored.stack.routeTableApi.groupFunctions.get('bookings')!;
    const resource = restored.template.toJSON().Resources[logicalIdOf(bookings)] as {
      Properties: { Environment: { Variables: Record<string, unknown> } };
    };
    expect(resource.Properties.Environment.Variables.TABLE_NAME).toBe(tableName);
    const policies = JSON.stringify(
      resourcesOfType(restored.template, 'AWS::IAM::Policy').map(([, p]) => p.Properties),
    );
    expect(policies).toContain(`:table/${tableName}/index/*`);
    expect(policies).toContain('dynamodb:PutItem');
  });
});
