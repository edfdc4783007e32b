/**
 * The outbox's delivery where the stand-ins cannot show it (the table, SES and Cognito mocked
 * with aws-sdk-client-mock): the customer's mail carries its booking as SES's tag and the
 * admins' copies do not; a failing admin list releases the notice for a retry after the
 * back-off; the last failure parks the mail and marks the booking of a customer's mail only;
 * a claim that fails (sent meanwhile) sends nothing. The exactly-once paths run against the
 * stand-ins (tests/integration/mail-outbox.int.test.ts).
 */
import {
  CognitoIdentityProviderClient,
  ListUsersInGroupCommand,
  TooManyRequestsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue as StreamAttributeValue, DynamoDBRecord } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMockedAws } from '@tests/support/unit-test-env';
import { logger } from '@functions/lib/logger';
import { deliverQueuedMail, queuedMailsOf, retryDelayMs } from './outbox-delivery';
import { outboxItem } from '@functions/stores/mail-outbox';

const dynamo = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
const cognito = mockClient(CognitoIdentityProviderClient);

const now = new Date('2026-07-01T10:00:00.000Z');
const clock = () => now;

const customerMail = outboxItem(
  {
    id: 'booking-confirmed#b-1',
    mail: { subject: 'Bookingbekræftelse', text: 'Hej' },
    to: ['kunde@example.dk'],
    bookingId: 'b-1',
  },
  now,
);
const adminNotice = outboxItem(
  {
    id: 'booking-confirmed-admins#b-1',
    mail: { subject: 'Ny booking', text: 'Kunde: kunde@example.dk' },
    to: 'admins',
    bookingId: 'b-1',
  },
  now,
);

/** The item as the claim leaves it: sending, attempt `attempt`. */
const claimed = (item: Record<string, unknown>, attempt = 1) => ({
  ...item,
  status: 'sending',
  attempts: attempt,
  lease_until: '2026-07-01T10:02:00.000Z',
});

const updates = () => dynamo.commandCalls(UpdateCommand).map((c) => c.args[0].input);

useMockedAws([dynamo, ses, cognito]);
beforeEach(() => {
  ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
  cognito.on(ListUsersInGroupCommand).resolves({
    Users: [
      { Enabled: true, Attributes: [{ Name: 'email', Value: 'ejer@example.dk' }] },
      { Enabled: true, Attributes: [{ Name: 'email', Value: 'pilot@example.dk' }] },
    ],
  });
  vi.spyOn(logger, 'info').mockImplementation(() => undefined);
  vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
  vi.spyOn(logger, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('deliverQueuedMail', () => {
  it("tags the customer's mail with its booking, the admins' copies not, and marks it sent", async () => {
    dynamo
      .on(UpdateCommand)
      .resolvesOnce({ Attributes: claimed(customerMail) })
      .resolves({});
    expect(await deliverQueuedMail({ id: 'booking-confirmed#b-1', attempts: 0 }, clock)).toBe(
      'sent',
    );
    dynamo.reset();
    dynamo
      .on(UpdateCommand)
      .resolvesOnce({ Attributes: claimed(adminNotice) })
      .resolves({});
    expect(
      await deliverQueuedMail({ id: 'booking-confirmed-admins#b-1', attempts: 0 }, clock),
    ).toBe('sent');

    const sent = ses.commandCalls(SendEmailCommand).map((c) => c.args[0].input);
    expect(sent.map((m) => [m.Destination?.ToAddresses, m.EmailTags])).toEqual([
      [['kunde@example.dk'], [{ Name: 'booking', Value: 'b-1' }]],
      [['ejer@example.dk'], undefined],
      [['pilot@example.dk'], undefined],
    ]);
    // Each admin is noted as mailed (a retry skips them), then the notice is marked sent.
    const [, ejer, pilot, sentMark] = updates();
    expect(ejer?.UpdateExpression).toBe('ADD sent_to :email');
    expect(pilot?.ExpressionAttributeValues?.[':email']).toEqual(new Set(['pilot@example.dk']));
    expect(sentMark?.ExpressionAttributeValues).toMatchObject({
      ':sent': 'sent',
      ':attempt': 1,
    });
    expect(sentMark?.UpdateExpression).toMatch(/REMOVE .*#r/);
  });

  it('claims only the mail as it was read: pending (or a lease run out), same attempts', async () => {
    dynamo.on(UpdateCommand).resolves({ Attributes: claimed(customerMail, 3) });
    await deliverQueuedMail({ id: 'booking-confirmed#b-1', attempts: 2 }, clock);
    const [claim] = updates();
    expect(claim).toMatchObject({
      Key: { pk: 'MAIL#booking-confirmed#b-1', sk: 'OUTBOX' },
      ConditionExpression:
        'attribute_exists(pk) AND attempts = :seen AND ' +
        '(#status = :pending OR (#status = :sending AND lease_until < :now))',
      ExpressionAttributeValues: expect.objectContaining({ ':seen': 2, ':one': 1 }),
    });
  });

  it('sends nothing when the claim fails (sent, parked or taken meanwhile)', async () => {
    dynamo
      .on(UpdateCommand)
      .rejects(new ConditionalCheckFailedException({ message: 'no', $metadata: {} }));
    expect(await deliverQueuedMail({ id: 'booking-confirmed#b-1', attempts: 0 }, clock)).toBe(
      'skipped',
    );
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('releases a notice for a retry after the back-off when Cognito cannot list the admins', async () => {
    cognito
      .on(ListUsersInGroupCommand)
      .rejects(new TooManyRequestsException({ message: 'slow down', $metadata: {} }));
    dynamo
      .on(UpdateCommand)
      .resolvesOnce({ Attributes: claimed(adminNotice, 2) })
      .resolves({});
    expect(
      await deliverQueuedMail({ id: 'booking-confirmed-admins#b-1', attempts: 1 }, clock),
    ).toBe('retry');
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
    const [, release] = updates();
    expect(release?.ExpressionAttributeValues).toMatchObject({
      ':pending': 'pending',
      ':attempt': 2,
      ':error': 'TooManyRequestsException: slow down',
      // After the second failure: two minutes.
      ':due': `2026-07-01T10:02:00.000Z#booking-confirmed-admins#b-1`,
    });
    expect(retryDelayMs(1)).toBe(60_000);
    expect(retryDelayMs(4)).toBe(8 * 60_000);
  });

  it("parks a customer's mail after the fifth failure and marks its booking, in one transaction", async () => {
    ses.on(SendEmailCommand).rejects(new Error('SES is down'));
    dynamo.on(UpdateCommand).resolves({ Attributes: claimed(customerMail, 5) });
    dynamo.on(TransactWriteCommand).resolves({});
    expect(await deliverQueuedMail({ id: 'booking-confirmed#b-1', attempts: 4 }, clock)).toBe(
      'parked',
    );
    const [park] = dynamo.commandCalls(TransactWriteCommand).map((c) => c.args[0].input);
    const [mail, booking] = park?.TransactItems ?? [];
    expect(mail?.Update?.ExpressionAttributeValues).toMatchObject({
      ':failed': 'failed',
      ':error': 'Error: SES is down',
    });
    // The booking's named change `mailProblemRecorded`.
    expect(booking?.Update).toMatchObject({
      Key: { pk: 'BOOKING#b-1', sk: 'BOOKING' },
      UpdateExpression: 'SET #u0 = :u0',
      ExpressionAttributeNames: { '#u0': 'mail_problem' },
      ExpressionAttributeValues: {
        ':u0': { reason: 'send_failed', at: '2026-07-01T10:00:00.000Z' },
      },
    });
  });

  it("parks an admins' notice without marking the booking", async () => {
    ses.on(SendEmailCommand).rejects(new Error('SES is down'));
    dynamo.on(UpdateCommand).resolves({ Attributes: claimed(adminNotice, 5) });
    dynamo.on(TransactWriteCommand).resolves({});
    expect(
      await deliverQueuedMail({ id: 'booking-confirmed-admins#b-1', attempts: 4 }, clock),
    ).toBe('parked');
    const [park] = dynamo.commandCalls(TransactWriteCommand).map((c) => c.args[0].input);
    expect(park?.TransactItems).toHaveLength(1);
  });
});

describe('queuedMailsOf', () => {
  const record = (eventName: DynamoDBRecord['eventName'], item: Record<string, unknown>) => ({
    eventName,
    dynamodb: {
      NewImage: marshall(item, { removeUndefinedValues: true }) as Record<
        string,
        StreamAttributeValue
      >,
    },
  });

  it('takes the newly queued mails of a batch, nothing else', () => {
    const mails = queuedMailsOf([
      record('INSERT', customerMail),
      record('MODIFY', claimed(adminNotice)),
      record('INSERT', { pk: 'BOOKING#b-1', sk: 'BOOKING', entity: 'booking' }),
    ]);
    expect(mails.map((m) => [m.id, m.attempts, m.recipients])).toEqual([
      ['booking-confirmed#b-1', 0, { to: ['kunde@example.dk'] }],
    ]);
  });
});
