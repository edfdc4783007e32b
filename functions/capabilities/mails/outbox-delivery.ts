/**
 * Sends the mails of the outbox (outbox.ts), once each:
 *
 * - the table's stream consumer (functions/realtime/stream.ts) hands every newly queued mail
 *   here at once (`deliverStreamRecords`);
 * - the sweeper (functions/jobs/mail-outbox-job.ts, every minute) takes what the stream did
 *   not: a mail still pending after its grace (a consumer that was stopped, a record past the
 *   stream's retention), a retry whose back-off has passed, a claim whose lease ran out
 *   (`deliverDueMails`).
 *
 * Each attempt first claims the mail (a conditional update: still as read, pending), so a
 * retried stream record, the sweeper and the stream at once, or two sweeps, send it once; a
 * mail marked sent is never claimed again. A failed send is released for a retry after a
 * back-off (1, 2, 4, 8 minutes); the fifth failure parks it (`failed`) and, for a mail to
 * the customer, marks its booking `mail_problem: send_failed`, which the admin sees on the
 * booking ('Mailen kunne ikke sendes'). Nothing here throws: a mail left behind is the
 * sweeper's.
 *
 * The one gap no claim can close: a consumer that dies after SES took the mail and before it
 * was marked sent; the mail is sent again when the lease has run out (at least once).
 */
import type { DynamoDBRecord } from 'aws-lambda';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { mailProblemRecorded } from '@functions/stores/booking/booking-changes';
import { NotFoundError } from '@functions/data/errors';
import { logger } from '@functions/lib/logger';
import { sendBrandedMail } from './mail-brand';
import { listAdminEmails } from './admin-addresses';
import {
  claimQueuedMail,
  dueOutboxMails,
  markMailSent,
  parkMail,
  recordSentTo,
  releaseForRetry,
  toQueuedMail,
  type QueuedMail,
} from '@functions/stores/mail-outbox';

/** Attempts before a mail is parked. */
export const maxSendAttempts = 5;

/** The back-off after failed attempt `attempt` (1-based): 1, 2, 4, 8 minutes. */
export const retryDelayMs = (attempt: number): number => 60_000 * 2 ** Math.max(0, attempt - 1);

/** At most this many mails are sent at once (SES's sending rate is per second). */
const parallelSends = 4;

export type DeliveryOutcome =
  /** Sent now. */
  | 'sent'
  /** Not ours to send: sent, parked or claimed by another consumer meanwhile. */
  | 'skipped'
  /** The send failed: pending again, for the sweeper after the back-off. */
  | 'retry'
  /** The last attempt failed: parked, its booking marked. */
  | 'parked';

export interface DeliverySummary {
  sent: number;
  skipped: number;
  retry: number;
  parked: number;
}

const errorText = (error: unknown): string => {
  const text =
    error instanceof Error ? `${error.name}: ${error.message}` : String(error ?? 'unknown');
  return text.slice(0, 500);
};

/** Thrown when the claim was taken over while the admins were mailed one by one. */
class ClaimLostError extends Error {
  constructor(readonly mailId: string) {
    super(`the claim of mail ${mailId} was lost`);
    this.name = 'ClaimLostError';
  }
}

/** Sends the claimed mail: to its addresses, or to every admin it has not reached yet. */
async function send(mail: QueuedMail): Promise<void> {
  if ('to' in mail.recipients) {
    // The customer's mail carries its booking, for SES's bounces (never an admin's copy).
    if (mail.recipients.to.length > 0)
      await sendBrandedMail({ ...mail.mail, to: mail.recipients.to, bookingId: mail.bookingId });
    return;
  }
  for (const email of await listAdminEmails()) {
    if (mail.sentTo.includes(email)) continue;
    await sendBrandedMail({ ...mail.mail, to: [email] });
    if (!(await recordSentTo(mail, email))) throw new ClaimLostError(mail.id);
  }
}

/**
 * Parks the mail; a mail to the customer also marks its booking, so the owner calls instead
 * (just parks it when the booking is gone). A notice to the admins marks nothing: the admin
 * panel shows the booking anyway.
 */
async function park(mail: QueuedMail, error: string, now: Date): Promise<void> {
  const problem = { reason: 'send_failed' as const, at: now.toISOString() };
  if (!mail.bookingId || !('to' in mail.recipients)) return parkMail(mail, error, now);
  try {
    await parkMail(mail, error, now, [mailProblemRecorded(mail.bookingId, problem)]);
  } catch (parkError) {
    if (!(parkError instanceof NotFoundError)) throw parkError;
    await parkMail(mail, error, now);
  }
}

async function failed(mail: QueuedMail, error: unknown, now: Date): Promise<DeliveryOutcome> {
  const text = errorText(error);
  const context = { mailId: mail.id, bookingId: mail.bookingId, attempt: mail.attempts };
  if (mail.attempts >= maxSendAttempts) {
    await park(mail, text, now);
    logger.error('mail_parked', { ...context, error });
    return 'parked';
  }
  const retryAt = new Date(now.getTime() + retryDelayMs(mail.attempts));
  await releaseForRetry(mail, text, retryAt);
  logger.warn('mail_send_failed', { ...context, retryAt: retryAt.toISOString(), error });
  return 'retry';
}

/**
 * One attempt at a queued mail as it was read (`seen`: its id and attempts so far): claim,
 * send, mark sent; a failure is released for a retry or parked. Never throws.
 */
export async function deliverQueuedMail(
  seen: Pick<QueuedMail, 'id' | 'attempts'>,
  now: () => Date = () => new Date(),
): Promise<DeliveryOutcome> {
  let mail: QueuedMail | undefined;
  try {
    mail = await claimQueuedMail(seen.id, seen.attempts, now());
  } catch (error) {
    logger.warn('mail_claim_failed', { mailId: seen.id, error });
    return 'skipped';
  }
  if (!mail) return 'skipped';
  try {
    await send(mail);
  } catch (error) {
    if (error instanceof ClaimLostError) {
      logger.warn('mail_claim_lost', { mailId: mail.id });
      return 'skipped';
    }
    try {
      return await failed(mail, error, now());
    } catch (recordError) {
      // Left sending: the sweeper takes it again when the lease has run out.
      logger.error('mail_failure_not_recorded', { mailId: mail.id, error: recordError });
      return 'retry';
    }
  }
  try {
    if (!(await markMailSent(mail, now()))) logger.warn('mail_claim_lost', { mailId: mail.id });
  } catch (error) {
    // Sent but not marked: sent again once the lease has run out (at least once).
    logger.error('mail_not_marked_sent', { mailId: mail.id, error });
  }
  logger.info('mail_sent', { mailId: mail.id, bookingId: mail.bookingId, attempt: mail.attempts });
  return 'sent';
}

async function deliverAll(
  mails: ReadonlyArray<Pick<QueuedMail, 'id' | 'attempts'>>,
  now: () => Date,
): Promise<DeliverySummary> {
  const summary: DeliverySummary = { sent: 0, skipped: 0, retry: 0, parked: 0 };
  let next = 0;
  const worker = async () => {
    while (next < mails.length) {
      const mail = mails[next++]!;
      summary[await deliverQueuedMail(mail, now)] += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallelSends, mails.length) }, worker));
  return summary;
}

/** The mails a batch of stream records queued (inserted outbox items, still pending). */
export function queuedMailsOf(records: readonly DynamoDBRecord[]): QueuedMail[] {
  return records.flatMap((record) => {
    const image = record.dynamodb?.NewImage;
    if (record.eventName !== 'INSERT' || !image) return [];
    const mail = toQueuedMail(unmarshall(image as Record<string, AttributeValue>));
    return mail && mail.status === 'pending' ? [mail] : [];
  });
}

/** The stream consumer's part: sends the mails the batch queued. Never throws. */
export function deliverStreamRecords(
  records: readonly DynamoDBRecord[],
  now: () => Date = () => new Date(),
): Promise<DeliverySummary> {
  return deliverAll(queuedMailsOf(records), now);
}

/**
 * The sweeper: sends every mail due at `now` (pending past its grace or back-off, or a lease
 * that ran out), each claimed as read.
 */
export async function deliverDueMails(now: Date = new Date()): Promise<DeliverySummary> {
  const due = (await dueOutboxMails(now)).flatMap((item) => {
    const mail = toQueuedMail(item);
    return mail ? [mail] : [];
  });
  const clock = (() => {
    const offset = now.getTime() - Date.now();
    return () => new Date(Date.now() + offset);
  })();
  return deliverAll(due, clock);
}
