/**
 * The mail outbox (MAIL#{id} / OUTBOX): every mail that follows a state change (a booking
 * confirmed, paid, moved, cancelled or delivered, a receipt issued, a subscription
 * confirmed) is written as an item IN THE SAME TRANSACTION as the change (`queueMail`), and
 * sent afterwards by the table's stream consumer, or by the sweeper when the stream did not
 * (outbox-delivery.ts). So a change is never without its mail, however a Lambda dies.
 *
 * The item holds the rendered mail (to, subject, text, html, attachments as base64), or
 * `to_admins` (every admin, looked up when it is sent), the booking it concerns, and its
 * state: pending → sending (claimed, with a lease) → sent, or back to pending with a
 * back-off after a failed send, and `failed` (parked) after the last attempt. While pending
 * or sending it is on gsi2 `OUTBOX_PENDING`, sorted by when the sweeper may take it. A sent
 * or parked item keeps no content (no personal data) and goes after 30 days (ttl).
 *
 * Its id names the change (`receipt#{number}`, `booking-moved#{id}#{sequence}`), and the
 * Put is conditioned on `attribute_not_exists(pk)`: the same change never queues its mail
 * twice.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '@functions/lib/db';
import type { Mail } from '@functions/lib/mailer';
import { AlreadyProcessedError } from '@functions/data/errors';
import {
  mailOutboxGsi2,
  mailOutboxKey,
  mailOutboxPartition,
  type ItemKey,
} from '@functions/data/keys';
import { queryPartition } from '@functions/data/pagination';
import { retryOnConflict } from '@functions/data/retry';
import { isConditionFailed, type StoredItem } from '@functions/data/store';
import { runTransaction, type GuardedItem } from '@functions/data/transactions';
import { days, ttlAfter } from '@functions/data/ttl';

export const outboxStatuses = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/** How long a new mail is left to the stream consumer before the sweeper takes it. */
export const streamGraceMs = 2 * 60_000;

/**
 * DynamoDB's item limit is 400 KB; a mail is kept well under it (the calendar file of a
 * booking is about 1 KB, a receipt's HTML a few KB).
 */
export const maxOutboxItemBytes = 300_000;

/** A mail's attachment as stored: its bytes as base64. */
export interface StoredAttachment {
  filename: string;
  content_type: string;
  content_base64: string;
}

/** Who gets the mail: the addresses written with it, or every admin when it is sent. */
export type OutboxRecipients = { to: string[] } | { toAdmins: true };

/** A mail to queue with a change. */
export interface OutboxMail {
  /** Names the change it follows: the same id is never queued twice. */
  id: string;
  /** The rendered mail; its `to` is ignored when it goes to the admins. */
  mail: Omit<Mail, 'to'> & { to?: string[] };
  /** `admins`: every admin of the Cognito group, looked up when it is sent. */
  to: string[] | 'admins';
  /** The booking it concerns: a mail that cannot be sent marks it (`mail_problem`). */
  bookingId?: string;
}

/** A queued mail as the consumer reads it. */
export interface QueuedMail {
  id: string;
  key: ItemKey;
  status: OutboxStatus;
  attempts: number;
  recipients: OutboxRecipients;
  mail: Omit<Mail, 'to'>;
  bookingId?: string;
  /** The admins it went to already (a retry skips them). */
  sentTo: string[];
  createdAt: string;
}

/** Thrown when the change's mail is in the outbox already: the change happened before. */
export class MailAlreadyQueuedError extends AlreadyProcessedError {
  constructor(id: string) {
    super(`mail ${id}`);
    this.name = 'MailAlreadyQueuedError';
  }
}

const sizeOf = (item: StoredItem) => Buffer.byteLength(JSON.stringify(item), 'utf8');

/** The stored item of a new outbox mail (pending, on the sweeper's index after the grace). */
export function outboxItem(queued: OutboxMail, now: Date = new Date()): StoredItem {
  const { mail } = queued;
  const createdAt = now.toISOString();
  const dueAt = new Date(now.getTime() + streamGraceMs).toISOString();
  const item: StoredItem = {
    ...mailOutboxKey(queued.id),
    ...mailOutboxGsi2(queued.id, dueAt),
    entity: 'mail_outbox',
    id: queued.id,
    status: 'pending' satisfies OutboxStatus,
    attempts: 0,
    created_at: createdAt,
    ...(queued.to === 'admins' ? { to_admins: true } : { to: queued.to }),
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    ...(mail.headers?.length ? { headers: mail.headers } : {}),
    ...(mail.attachments?.length
      ? {
          attachments: mail.attachments.map((a): StoredAttachment => ({
            filename: a.filename,
            content_type: a.contentType,
            content_base64: a.content.toString('base64'),
          })),
        }
      : {}),
    ...(queued.bookingId ? { booking_id: queued.bookingId } : {}),
  };
  const bytes = sizeOf(item);
  if (bytes > maxOutboxItemBytes)
    throw new Error(`mail ${queued.id} is ${bytes} bytes, more than the outbox keeps`);
  return item;
}

/**
 * The transaction element that queues `queued` with the change it follows. Fails the whole
 * transaction (MailAlreadyQueuedError, or `onQueued`'s error) when that mail is queued
 * already: the change happened before.
 */
export function queueMail(
  queued: OutboxMail,
  options: { now?: Date; onQueued?: () => Error } = {},
): GuardedItem {
  return {
    item: {
      Put: {
        Item: outboxItem(queued, options.now),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    onConditionFailed: options.onQueued ?? (() => new MailAlreadyQueuedError(queued.id)),
  };
}

const stringList = (value: unknown): string[] =>
  value instanceof Set
    ? [...(value as Set<unknown>)].filter((v): v is string => typeof v === 'string')
    : Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string')
      : [];

function storedAttachments(value: unknown): Mail['attachments'] {
  if (!Array.isArray(value)) return undefined;
  return (value as StoredAttachment[]).map((a) => ({
    filename: a.filename,
    contentType: a.content_type,
    content: Buffer.from(a.content_base64, 'base64'),
  }));
}

const isStatus = (value: unknown): value is OutboxStatus =>
  (outboxStatuses as readonly unknown[]).includes(value);

/** An outbox item read from the table (or a stream image); undefined for anything else. */
export function toQueuedMail(item: StoredItem): QueuedMail | undefined {
  if (item.entity !== 'mail_outbox' || typeof item.id !== 'string' || !isStatus(item.status))
    return undefined;
  const attachments = storedAttachments(item.attachments);
  const headers = Array.isArray(item.headers) ? (item.headers as Mail['headers']) : undefined;
  return {
    id: item.id,
    key: mailOutboxKey(item.id),
    status: item.status,
    attempts: typeof item.attempts === 'number' ? item.attempts : 0,
    recipients: item.to_admins === true ? { toAdmins: true } : { to: stringList(item.to) },
    mail: {
      subject: typeof item.subject === 'string' ? item.subject : '',
      text: typeof item.text === 'string' ? item.text : '',
      ...(typeof item.html === 'string' ? { html: item.html } : {}),
      ...(attachments ? { attachments } : {}),
      ...(headers ? { headers } : {}),
    },
    ...(typeof item.booking_id === 'string' ? { bookingId: item.booking_id } : {}),
    sentTo: stringList(item.sent_to),
    createdAt: typeof item.created_at === 'string' ? item.created_at : '',
  };
}

/**
 * The mails the sweeper may take at `now` (one Query of the sparse index): pending ones past
 * their grace or back-off, and sending ones whose lease ran out.
 */
export async function dueOutboxMails(now: Date): Promise<StoredItem[]> {
  return queryPartition({
    index: 'gsi2',
    partition: mailOutboxPartition,
    sortKey: { between: ['0', `${now.toISOString()}#~`] },
  });
}

/** How long a claim holds: a consumer that dies while sending leaves the mail to the sweeper. */
export const leaseMs = 2 * 60_000;
/** Sent and parked items go after this long. */
export const keptDays = 30;

/**
 * The content a sent or parked item no longer keeps (the customer's address and the mail):
 * what stays is its id, state, attempts, times, booking and last error.
 */
const contentAttributes = ['to', 'subject', 'text', 'html', 'headers', 'attachments'] as const;

const names = (attributes: readonly string[]) =>
  Object.fromEntries(attributes.map((a, i) => [`#r${i}`, a]));
const removal = (attributes: readonly string[]) => attributes.map((_, i) => `#r${i}`).join(', ');

/** The condition that the claim of attempt `attempt` still holds. */
const stillMine = (attempt: number) => ({
  ConditionExpression: '#status = :sending AND attempts = :attempt',
  values: { ':sending': 'sending', ':attempt': attempt },
});

async function update(
  key: ItemKey,
  input: {
    UpdateExpression: string;
    ConditionExpression: string;
    ExpressionAttributeNames?: Record<string, string>;
    ExpressionAttributeValues: Record<string, unknown>;
  },
): Promise<StoredItem | undefined> {
  try {
    const out = await retryOnConflict(() =>
      db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          ...input,
          ReturnValues: 'ALL_NEW',
        }),
      ),
    );
    return out.Attributes ?? {};
  } catch (error) {
    if (isConditionFailed(error)) return undefined;
    throw error;
  }
}

/**
 * Claims a queued mail for one attempt, if it is still as it was read (`seenAttempts`) and
 * pending, or being sent under a lease that ran out. Answers the item as claimed (with the
 * attempt's number), or undefined when it was sent, parked or claimed by another consumer.
 */
export async function claimQueuedMail(
  id: string,
  seenAttempts: number,
  now: Date,
): Promise<QueuedMail | undefined> {
  const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
  const claimed = await update(mailOutboxKey(id), {
    UpdateExpression:
      'SET #status = :sending, lease_until = :lease, gsi2sk = :due ADD attempts :one',
    ConditionExpression:
      'attribute_exists(pk) AND attempts = :seen AND ' +
      '(#status = :pending OR (#status = :sending AND lease_until < :now))',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':sending': 'sending',
      ':pending': 'pending',
      ':lease': leaseUntil,
      ':due': mailOutboxGsi2(id, leaseUntil).gsi2sk,
      ':one': 1,
      ':seen': seenAttempts,
      ':now': now.toISOString(),
    },
  });
  return claimed && toQueuedMail(claimed);
}

/** Notes that the admin `email` has the mail, so a retry does not send it again. */
export async function recordSentTo(mail: QueuedMail, email: string): Promise<boolean> {
  const mine = stillMine(mail.attempts);
  const updated = await update(mail.key, {
    UpdateExpression: 'ADD sent_to :email',
    ConditionExpression: mine.ConditionExpression,
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ...mine.values, ':email': new Set([email]) },
  });
  return updated !== undefined;
}

/** Sent: off the index, its content removed, gone after 30 days. False: the claim was lost. */
export async function markMailSent(mail: QueuedMail, now: Date): Promise<boolean> {
  const mine = stillMine(mail.attempts);
  const remove = ['gsi2pk', 'gsi2sk', 'lease_until', 'last_error', ...contentAttributes];
  const updated = await update(mail.key, {
    UpdateExpression: `SET #status = :sent, sent_at = :now, #ttl = :ttl REMOVE ${removal(remove)}`,
    ConditionExpression: mine.ConditionExpression,
    ExpressionAttributeNames: { '#status': 'status', '#ttl': 'ttl', ...names(remove) },
    ExpressionAttributeValues: {
      ...mine.values,
      ':sent': 'sent',
      ':now': now.toISOString(),
      ':ttl': ttlAfter(days(keptDays), now),
    },
  });
  return updated !== undefined;
}

/** A failed attempt: pending again, for the sweeper at `retryAt`. False: the claim was lost. */
export async function releaseForRetry(
  mail: QueuedMail,
  error: string,
  retryAt: Date,
): Promise<boolean> {
  const mine = stillMine(mail.attempts);
  const updated = await update(mail.key, {
    UpdateExpression:
      'SET #status = :pending, last_error = :error, gsi2sk = :due REMOVE lease_until',
    ConditionExpression: mine.ConditionExpression,
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ...mine.values,
      ':pending': 'pending',
      ':error': error,
      ':due': mailOutboxGsi2(mail.id, retryAt.toISOString()).gsi2sk,
    },
  });
  return updated !== undefined;
}

/**
 * The last attempt failed: the mail is parked (`failed`, off the index, its content removed,
 * kept 30 days), together with `alsoWrite` (the booking marked), in one transaction.
 */
export async function parkMail(
  mail: QueuedMail,
  error: string,
  now: Date,
  alsoWrite: readonly GuardedItem[] = [],
): Promise<void> {
  const mine = stillMine(mail.attempts);
  const remove = ['gsi2pk', 'gsi2sk', 'lease_until', ...contentAttributes];
  await runTransaction([
    {
      item: {
        Update: {
          Key: mail.key,
          UpdateExpression:
            'SET #status = :failed, failed_at = :now, last_error = :error, #ttl = :ttl ' +
            `REMOVE ${removal(remove)}`,
          ConditionExpression: mine.ConditionExpression,
          ExpressionAttributeNames: { '#status': 'status', '#ttl': 'ttl', ...names(remove) },
          ExpressionAttributeValues: {
            ...mine.values,
            ':failed': 'failed',
            ':now': now.toISOString(),
            ':error': error,
            ':ttl': ttlAfter(days(keptDays), now),
          },
        },
      },
    },
    ...alsoWrite,
  ]);
}
