/**
 * The mail outbox on the stand-ins (functions/capabilities/mails/outbox*.ts): a mail queued
 * with its state change (here a receipt's number) is sent by the table's stream consumer, as
 * the twin runs it (mail-consumer.ts), or by the sweeper (the mail-outbox job, run with its
 * declared access, at the time its grace or back-off has passed), and never twice:
 *
 * - a mail whose first send fails is sent exactly once after the retry;
 * - a consumer stopped between the state change and the send sends the mail exactly once
 *   when it resumes (the twin's poller resumes at LATEST: the sweeper sends it; AWS's
 *   consumer would also get the record: then it sends nothing more);
 * - after the last attempt fails the mail is parked and the owner sees it on the booking.
 *
 * SES refuses a send through the twin's AWS call seam (functions/lib/aws-client-hooks.ts),
 * as SES would when throttled. (20 concurrent payments, 20 receipt mails: receipts.int.test.ts.)
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue as StreamAttributeValue, DynamoDBStreamEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { Booking } from '@shared/api/entities';
import { createBooking } from '@functions/stores/booking/booking-days';
import { getBooking } from '@functions/stores/booking/booking-items';
import { deliverDueMails, retryDelayMs } from '@functions/capabilities/mails/outbox-delivery';
import { maxSendAttempts } from '@functions/capabilities/mails/outbox-delivery';
import { streamGraceMs } from '@functions/stores/mail-outbox';
import { issueReceipt } from '@functions/capabilities/receipts/receipts';
import { mailOutboxKey } from '@functions/data/keys';
import { getItem, type StoredItem } from '@functions/data/store';
import { registerAwsCallHook } from '@functions/lib/aws-client-hooks';
import { accessOfFunction } from '@infra/constructs/declared-access';
import { runAsFunction } from '@infra/local/function-access';
import { loadFunction } from '@infra/local/functions';
import { readMailbox } from '@infra/local/mailbox';
import { bookingInput, dateAllocator, uniqueId, waitFor } from '@tests/support/table-data';
import { MailProblemNote } from '@web/features/admin/tabs/bookinger/mail-problem-note';
import { adminApi } from './admin-api';
import { startMailConsumer, stopMailConsumer } from './mail-consumer';

const { call } = adminApi();
const nextDate = dateAllocator(3610);

/** Addresses SES refuses the next sends to, and how many. */
const refusals = new Map<string, number>();
registerAwsCallHook((call) => {
  if (call.client !== 'SESv2Client' || call.command !== 'SendEmailCommand') return;
  const to = (call.input as { Destination?: { ToAddresses?: string[] } }).Destination?.ToAddresses;
  const refused = (to ?? []).find((address) => (refusals.get(address) ?? 0) > 0);
  if (!refused) return;
  refusals.set(refused, refusals.get(refused)! - 1);
  throw Object.assign(new Error('Maximum sending rate exceeded.'), {
    name: 'TooManyRequestsException',
  });
});

/** A paid booking of a customer of its own (its receipt mail goes to them alone). */
const paidBooking = (): Promise<Booking> =>
  createBooking(
    bookingInput({
      user_id: uniqueId('kunde').toLowerCase(),
      booking_date: nextDate(),
      booking_time: '10:00',
      payment_status: 'paid',
      payment_method: 'credits',
    }),
  );

/** Issues the booking's receipt: its number and its mail, queued in one transaction. */
async function issueWithMail(booking: Booking): Promise<{ mailId: string }> {
  const result = await issueReceipt(booking.id);
  if (result.status !== 'issued') throw new Error(`no receipt: ${result.status}`);
  return { mailId: `receipt#${result.receipt.receipt_number}` };
}

const outboxItem = (mailId: string) => getItem(mailOutboxKey(mailId), true);

const receiptMailsTo = async (email: string) =>
  (await readMailbox(process.env.SES_ENDPOINT!)).filter(
    (mail) => mail.to.includes(email) && mail.subject.startsWith('Kvittering nr.'),
  );

/** The sweeper (the mail-outbox job's work), run as its function, at `at`. */
const sweepAt = (at: Date) =>
  runAsFunction(accessOfFunction('mailOutboxJob'), () => deliverDueMails(at));

/** The sweeper, at the moment the mail becomes due (its grace or back-off passed). */
async function sweepWhenDue(mailId: string) {
  const item = await outboxItem(mailId);
  const due = String(item?.gsi2sk ?? '').split('#')[0];
  if (!due) throw new Error(`mail ${mailId} is not waiting`);
  return sweepAt(new Date(Date.parse(due) + 1000));
}

/** The stream record of the mail's INSERT, handed to the stream function (as AWS may again). */
async function replayInsert(queued: StoredItem) {
  const stream = await loadFunction('stream');
  const event: DynamoDBStreamEvent = {
    Records: [
      {
        eventName: 'INSERT',
        dynamodb: {
          NewImage: marshall(queued, { removeUndefinedValues: true }) as Record<
            string,
            StreamAttributeValue
          >,
        },
      },
    ],
  };
  return stream(event, {});
}

/** The item as its INSERT showed it: pending, no attempt yet. */
const asInserted = (item: StoredItem): StoredItem => {
  const { last_error: _error, lease_until: _lease, ...rest } = item;
  return { ...rest, status: 'pending', attempts: 0 };
};

describe('the mail outbox', () => {
  it('a mail whose first send fails is sent exactly once after the retry', async () => {
    const booking = await paidBooking();
    refusals.set(booking.user_email, 1);
    const { mailId } = await issueWithMail(booking);

    // The stream consumer's send was refused: the mail waits for its retry, nothing went.
    const waiting = await waitFor(
      () => outboxItem(mailId),
      (item) => item?.status === 'pending' && item.attempts === 1,
    );
    expect(waiting).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'TooManyRequestsException: Maximum sending rate exceeded.',
      booking_id: booking.id,
    });
    expect(await receiptMailsTo(booking.user_email)).toHaveLength(0);

    // Not before its back-off; then once.
    await sweepAt(new Date(Date.now() + retryDelayMs(1) - 5000));
    expect((await outboxItem(mailId))?.status).toBe('pending');
    await sweepWhenDue(mailId);
    const mails = await receiptMailsTo(booking.user_email);
    expect(mails).toHaveLength(1);
    const sent = await outboxItem(mailId);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, ttl: expect.any(Number) });
    // A sent mail keeps nothing of its content, and leaves the sweeper's index.
    for (const gone of ['to', 'subject', 'text', 'html', 'gsi2pk', 'gsi2sk'])
      expect(sent).not.toHaveProperty(gone);

    // Sweeping again, or the stream handing its record again, sends nothing more.
    await sweepAt(new Date(Date.now() + 3_600_000));
    await replayInsert(asInserted(waiting!));
    expect(await receiptMailsTo(booking.user_email)).toHaveLength(1);
    expect((await getBooking(booking.id))?.mail_problem ?? null).toBeNull();
  });

  it('a consumer stopped between the change and the send sends the mail once when it resumes', async () => {
    const booking = await paidBooking();
    await stopMailConsumer();
    let queued: StoredItem | undefined;
    let mailId: string;
    try {
      ({ mailId } = await issueWithMail(booking));
      queued = await outboxItem(mailId);
      // The change is written with its mail; nothing has sent it.
      expect(queued).toMatchObject({ status: 'pending', attempts: 0 });
      expect((await getBooking(booking.id))?.receipt_number).toEqual(expect.any(Number));
      expect(await receiptMailsTo(booking.user_email)).toHaveLength(0);
    } finally {
      // Resumed as the twin's poller resumes: at LATEST, the record written meanwhile unseen.
      await startMailConsumer();
    }
    // The sweeper leaves a new mail to the stream for its grace, then sends it.
    await sweepAt(new Date(Date.now() + streamGraceMs - 5000));
    expect((await outboxItem(mailId))?.status).toBe('pending');
    await sweepWhenDue(mailId);
    expect(await receiptMailsTo(booking.user_email)).toHaveLength(1);
    expect((await outboxItem(mailId))?.status).toBe('sent');

    // A consumer that resumes from its checkpoint (AWS) gets the record too: nothing more.
    await replayInsert(queued!);
    await sweepAt(new Date(Date.now() + 3_600_000));
    expect(await receiptMailsTo(booking.user_email)).toHaveLength(1);
  });

  it('parks a mail whose every attempt fails, and the owner sees it on the booking', async () => {
    const booking = await paidBooking();
    refusals.set(booking.user_email, maxSendAttempts);
    const { mailId } = await issueWithMail(booking);
    await waitFor(
      () => outboxItem(mailId),
      (item) => item?.attempts === 1 && item.status === 'pending',
    );
    for (let attempt = 2; attempt <= maxSendAttempts; attempt++) await sweepWhenDue(mailId);

    const parked = await outboxItem(mailId);
    expect(parked).toMatchObject({
      status: 'failed',
      attempts: maxSendAttempts,
      booking_id: booking.id,
      failed_at: expect.any(String),
      last_error: 'TooManyRequestsException: Maximum sending rate exceeded.',
    });
    for (const gone of ['to', 'text', 'gsi2pk']) expect(parked).not.toHaveProperty(gone);
    expect(await receiptMailsTo(booking.user_email)).toHaveLength(0);

    const listed = await call<Booking[]>('GET', '/api/admin/bookings');
    const shown = listed.body.find((b) => b.id === booking.id);
    expect(shown?.mail_problem).toEqual({ reason: 'send_failed', at: parked?.failed_at });
    expect(renderToStaticMarkup(createElement(MailProblemNote, { booking: shown! }))).toContain(
      'Mailen kunne ikke sendes',
    );
    // A parked mail is not taken again.
    await sweepAt(new Date(Date.now() + 24 * 3_600_000));
    expect((await outboxItem(mailId))?.status).toBe('failed');
  });
});
