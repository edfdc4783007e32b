/**
 * The one writer of a booking item (BOOKING#{id} / BOOKING), issue 39: every write is a named
 * change of the lifecycle (shared/domain/booking-lifecycle/states.ts), conditioned on the states
 * the lifecycle allows it from (lifecycle-condition.ts) and on what the change itself guards (a
 * slot unchanged since read, a receipt not numbered yet, a window not warned yet, ...). Most
 * are transaction elements, so a capability writes them together with what follows from them
 * (a mail in the outbox, an event's idempotency item, slot locks); the rest are written alone
 * and answer the booking as stored, or BookingStateError with the booking as it is.
 *
 * No other module touches a booking item's attributes; tests/structure checks it.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type {
  Booking,
  BookingInvoice,
  BookingMailProblem,
  BookingWeather,
  PaymentMethod,
  PaymentStatus,
  RescheduleRequest,
} from '@shared/api/entities';
import type { BookingChangeName } from '@shared/domain/booking-lifecycle/states';
import {
  AlreadyProcessedError,
  ConcurrentChangeError,
  NotFoundError,
} from '@functions/data/errors';
import {
  updateExpression,
  type ConditionParts,
  type ExpressionParts,
  type UpdateSpec,
} from '@functions/data/expressions';
import { bookingGsi1, bookingGsi2, bookingKey } from '@functions/data/keys';
import { retryOnConflict } from '@functions/data/retry';
import { isConditionFailed } from '@functions/data/store';
import { runTransaction, type GuardedItem, putNew } from '@functions/data/transactions';
import { db, tableName } from '@functions/lib/db';
import { getBooking, toBooking } from './booking-items';
import { lifecycleCondition, lifecycleConditions } from './lifecycle-condition';

/** A change the booking's current state does not allow; `current` says why. */
export class BookingStateError extends Error {
  constructor(readonly current: Booking) {
    super(`booking ${current.id} is ${current.payment_status}`);
    this.name = 'BookingStateError';
  }
}

/** An update by hand, for nested attributes (`refund.status`, `invoice.url`). */
interface RawUpdate {
  expression: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

const nonEmpty = <T extends object>(map: T | undefined): T | undefined =>
  map && Object.keys(map).length > 0 ? map : undefined;

/** The Update of named changes: the lifecycle's conditions, the change's own guard, the update. */
function changeUpdate(
  id: string,
  changes: readonly BookingChangeName[],
  update: UpdateSpec | RawUpdate,
  guard?: ConditionParts,
) {
  const parts: ExpressionParts =
    'expression' in update
      ? {
          UpdateExpression: update.expression,
          ExpressionAttributeNames: update.names ?? {},
          ExpressionAttributeValues: update.values,
        }
      : updateExpression(update);
  const lifecycle = lifecycleConditions(changes);
  const names = {
    ...parts.ExpressionAttributeNames,
    ...lifecycle.ExpressionAttributeNames,
    ...guard?.ExpressionAttributeNames,
  };
  const values = {
    ...parts.ExpressionAttributeValues,
    ...lifecycle.ExpressionAttributeValues,
    ...guard?.ExpressionAttributeValues,
  };
  // Both are ANDs of terms (an OR only inside parentheses): they join without new ones.
  const condition = guard
    ? `${lifecycle.ConditionExpression} AND ${guard.ConditionExpression}`
    : lifecycle.ConditionExpression;
  return {
    Key: bookingKey(id),
    UpdateExpression: parts.UpdateExpression,
    ConditionExpression: condition,
    ExpressionAttributeNames: nonEmpty(names),
    ExpressionAttributeValues: nonEmpty(values),
  };
}

function changeElement(
  id: string,
  changes: readonly BookingChangeName[],
  update: UpdateSpec | RawUpdate,
  options: { guard?: ConditionParts; onConditionFailed?: () => Error } = {},
): GuardedItem {
  return {
    item: { Update: changeUpdate(id, changes, update, options.guard) },
    onConditionFailed: options.onConditionFailed ?? (() => new NotFoundError('booking')),
  };
}

/**
 * Writes changes alone and answers the booking as stored after them; NotFoundError when it is
 * gone, BookingStateError (with the booking as it is) when its state refused them.
 */
async function writeChange(
  id: string,
  changes: readonly BookingChangeName[],
  update: UpdateSpec | RawUpdate,
  guard?: ConditionParts,
): Promise<Booking> {
  try {
    const out = await retryOnConflict(() =>
      db().send(
        new UpdateCommand({
          TableName: tableName(),
          ...changeUpdate(id, changes, update, guard),
          ReturnValues: 'ALL_NEW',
        }),
      ),
    );
    return toBooking(out.Attributes ?? {});
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const current = await getBooking(id);
    if (!current) throw new NotFoundError('booking');
    throw new BookingStateError(current);
  }
}

/** As writeChange, for changes that are simply not due when refused: false then. */
async function writeIfAllowed(
  id: string,
  changes: readonly BookingChangeName[],
  update: UpdateSpec | RawUpdate,
  guard?: ConditionParts,
): Promise<boolean> {
  try {
    await writeChange(id, changes, update, guard);
    return true;
  } catch (error) {
    if (error instanceof BookingStateError || error instanceof NotFoundError) return false;
    throw error;
  }
}

// ---- Booked, moved, cancelled (with the slot locks and day routes: booking-days.ts) ----

/** The new booking's item, on the condition that its id is free. */
export function booked(booking: Booking): GuardedItem {
  return putNew({
    ...bookingKey(booking.id),
    ...bookingGsi1(booking.id, booking.created_at),
    ...bookingGsi2(booking.user_id, booking.booking_date, booking.booking_time, booking.id),
    entity: 'booking',
    ...booking,
  });
}

/** The booking still at the slot it was read at: a move or cancel meanwhile refuses. */
const atSlotAsRead = (booking: Booking): ConditionParts => ({
  ConditionExpression: '#g_date = :g_date AND #g_time = :g_time',
  ExpressionAttributeNames: { '#g_date': 'booking_date', '#g_time': 'booking_time' },
  ExpressionAttributeValues: { ':g_date': booking.booking_date, ':g_time': booking.booking_time },
});

/** Both guards hold (each an AND of terms, placeholders of their own). */
const bothGuards = (a: ConditionParts, b: ConditionParts | undefined): ConditionParts =>
  b
    ? {
        ConditionExpression: `${a.ConditionExpression} AND ${b.ConditionExpression}`,
        ExpressionAttributeNames: { ...a.ExpressionAttributeNames, ...b.ExpressionAttributeNames },
        ExpressionAttributeValues: {
          ...a.ExpressionAttributeValues,
          ...b.ExpressionAttributeValues,
        },
      }
    : a;

/**
 * A move or cancel that is the customer's answer to 'Bed om ny tid' (`next` carries the
 * answer): the request written with it, on the condition that it is the request read and
 * still unanswered, so the answer is given once.
 */
function answerOf(
  booking: Booking,
  next: Booking,
): { changes: BookingChangeName[]; set: Record<string, unknown>; guard?: ConditionParts } {
  const request = booking.reschedule_request;
  if (!request || request.answer || !next.reschedule_request?.answer)
    return { changes: [], set: {} };
  return {
    changes: ['rescheduleAnswered'],
    set: { reschedule_request: next.reschedule_request },
    guard: {
      ConditionExpression:
        'reschedule_request.requested_at = :q_requested AND attribute_not_exists(reschedule_request.answer)',
      ExpressionAttributeValues: { ':q_requested': request.requested_at },
    },
  };
}

/**
 * Moved to a new date and time; its reminder is forgotten, so the new time is reminded. With
 * the answer to 'Bed om ny tid' when `moved` carries one.
 */
export function moved(booking: Booking, moved: Booking): GuardedItem {
  const gsi2 = bookingGsi2(booking.user_id, moved.booking_date, moved.booking_time, booking.id);
  const answer = answerOf(booking, moved);
  return changeElement(
    booking.id,
    ['moved', ...answer.changes],
    {
      set: {
        booking_date: moved.booking_date,
        booking_time: moved.booking_time,
        gsi2sk: gsi2.gsi2sk,
        rescheduled_from: moved.rescheduled_from,
        calendar_sequence: moved.calendar_sequence,
        ...answer.set,
      },
      remove: ['reminded_at'],
    },
    {
      guard: bothGuards(atSlotAsRead(booking), answer.guard),
      onConditionFailed: () => new ConcurrentChangeError('booking'),
    },
  );
}

/**
 * Cancelled, with the card refund requested when it has one, and the answer to 'Bed om ny
 * tid' when `cancelled` carries one.
 */
export function cancelled(booking: Booking, cancelled: Booking): GuardedItem {
  const answer = answerOf(booking, cancelled);
  return changeElement(
    booking.id,
    ['cancelled', ...answer.changes],
    {
      set: {
        cancelled_at: cancelled.cancelled_at,
        calendar_sequence: cancelled.calendar_sequence,
        refund: cancelled.refund ?? null,
        ...answer.set,
      },
    },
    {
      guard: bothGuards(atSlotAsRead(booking), answer.guard),
      onConditionFailed: () => new ConcurrentChangeError('booking'),
    },
  );
}

/** The item deleted (a checkout never paid, or a payment that could not start). */
export function expired(bookingId: string): GuardedItem {
  const condition = lifecycleCondition('checkoutExpired');
  return {
    item: { Delete: { Key: bookingKey(bookingId), ...condition } },
    onConditionFailed: () => new NotFoundError('booking'),
  };
}

// ---- Payment ----

/** The card checkout's session stored on the booking (its payment reference). */
export const checkoutStarted = (bookingId: string, sessionId: string): GuardedItem =>
  changeElement(bookingId, ['checkoutStarted'], { set: { payment_intent_id: sessionId } });

/** The money arrived (an event of the payment provider): once, never twice. */
export const paid = (bookingId: string): GuardedItem =>
  changeElement(
    bookingId,
    ['paid'],
    { set: { payment_status: 'paid' satisfies PaymentStatus } },
    { onConditionFailed: () => new AlreadyProcessedError(`booking ${bookingId} paid`) },
  );

/** A card payment failed (an event of the payment provider). */
export const paymentFailed = (bookingId: string): GuardedItem =>
  changeElement(
    bookingId,
    ['paymentFailed'],
    { set: { payment_status: 'failed' satisfies PaymentStatus } },
    { onConditionFailed: () => new AlreadyProcessedError(`booking ${bookingId} failed`) },
  );

/** 'Markér som betalt': a booking waiting for its payment. */
export const markedPaid = (bookingId: string): Promise<Booking> =>
  writeChange(bookingId, ['markedPaid'], { set: { payment_status: 'paid' } });

/** The sent Stripe invoice stored on the booking (its id also as the payment reference). */
export async function invoiceSent(bookingId: string, invoice: BookingInvoice): Promise<void> {
  await writeChange(bookingId, ['invoiceSent'], {
    set: { invoice, payment_intent_id: invoice.id },
  });
}

/**
 * The invoice's new state, and with it the booking's payment (paid, failed) when an event
 * changes it: only for this invoice, and only from a state the payment change is allowed from.
 */
export function invoiceChanged(
  bookingId: string,
  invoiceId: string,
  change: { invoiceStatus: BookingInvoice['status']; paymentStatus?: 'paid' | 'failed' },
): GuardedItem {
  const payment = change.paymentStatus;
  const changes: BookingChangeName[] = ['invoiceChanged'];
  if (payment) changes.push(payment === 'paid' ? 'paid' : 'paymentFailed');
  return changeElement(
    bookingId,
    changes,
    {
      expression: `SET invoice.#i_status = :i_status${payment ? ', #i_payment = :i_payment' : ''}`,
      names: { '#i_status': 'status', ...(payment ? { '#i_payment': 'payment_status' } : {}) },
      values: { ':i_status': change.invoiceStatus, ...(payment ? { ':i_payment': payment } : {}) },
    },
    {
      guard: {
        ConditionExpression: 'invoice.id = :i_id',
        ExpressionAttributeValues: { ':i_id': invoiceId },
      },
      onConditionFailed: () => new AlreadyProcessedError(`invoice ${invoiceId} of ${bookingId}`),
    },
  );
}

/** The invoice's state set without an event (paid out of band by the owner); none: nothing. */
export async function invoiceStatusSet(
  bookingId: string,
  status: BookingInvoice['status'],
): Promise<void> {
  await writeIfAllowed(
    bookingId,
    ['invoiceChanged'],
    {
      expression: 'SET invoice.#i_status = :i_status',
      names: { '#i_status': 'status' },
      values: { ':i_status': status },
    },
    { ConditionExpression: 'attribute_exists(invoice)' },
  );
}

// ---- A cancelled card booking's refund ----

const refundStatusIs = (...statuses: string[]): ConditionParts => ({
  ConditionExpression: `refund.#r_status IN (${statuses.map((_, i) => `:r_from${i}`).join(', ')})`,
  ExpressionAttributeNames: { '#r_status': 'status' },
  ExpressionAttributeValues: Object.fromEntries(statuses.map((s, i) => [`:r_from${i}`, s])),
});

const refundTo = (status: string, extra = '', values: Record<string, unknown> = {}): RawUpdate => ({
  expression: `SET refund.#r_status = :r_to${extra}`,
  names: { '#r_status': 'status' },
  values: { ':r_to': status, ...values },
});

/** Stripe has the refund (requested or failed → pending); a refund done stays done. */
export async function refundStarted(bookingId: string, refundId: string): Promise<void> {
  await writeIfAllowed(
    bookingId,
    ['refundStarted'],
    refundTo('pending', ', refund.id = :r_id', { ':r_id': refundId }),
    refundStatusIs('requested', 'failed'),
  );
}

/**
 * Starting the refund failed (the owner sees it; cancelling again retries), with `alsoWrite`
 * (the owner's follow-up mail), once: only a refund still requested fails.
 */
export async function refundFailed(
  bookingId: string,
  alsoWrite: readonly GuardedItem[] = [],
): Promise<void> {
  await runTransaction([
    changeElement(bookingId, ['refundFailed'], refundTo('failed'), {
      guard: refundStatusIs('requested'),
      onConditionFailed: () => new AlreadyProcessedError(`refund of booking ${bookingId}`),
    }),
    ...alsoWrite,
  ]).catch(() => undefined);
}

/** The refund went through (the signed charge.refunded event): once. */
export const refunded = (bookingId: string): GuardedItem =>
  changeElement(bookingId, ['refunded'], refundTo('refunded'), {
    guard: {
      ConditionExpression: 'attribute_exists(refund) AND refund.#r_status <> :r_to',
    },
    onConditionFailed: () => new AlreadyProcessedError(`refund of booking ${bookingId}`),
  });

// ---- The owner's changes ----

/**
 * 'Gennemfør': a paid booking completed; with `slot`, only while it is still at that date and
 * time (the time the caller found had come).
 */
export const completed = (
  bookingId: string,
  slot?: Pick<Booking, 'booking_date' | 'booking_time'>,
): Promise<Booking> =>
  writeChange(
    bookingId,
    ['completed'],
    { set: { is_completed: true } },
    slot
      ? {
          ConditionExpression: '#g_date = :g_date AND #g_time = :g_time',
          ExpressionAttributeNames: { '#g_date': 'booking_date', '#g_time': 'booking_time' },
          ExpressionAttributeValues: { ':g_date': slot.booking_date, ':g_time': slot.booking_time },
        }
      : undefined,
  );

/** 'Tilladelse modtaget' set or taken back. */
export const permitRecorded = (bookingId: string, received: boolean): Promise<Booking> =>
  writeChange(bookingId, ['permitRecorded'], { set: { permit_received: received } });

/** What the booking stores of a rating link: its token's hash and expiry (ISO time). */
export interface StoredRatingToken {
  rating_token_hash: string;
  rating_token_expires_at: string;
}

/** The owner's edit form: payment status and method set by hand, and the delivery. */
export interface OwnerEdit {
  payment_status?: PaymentStatus;
  payment_method?: PaymentMethod | null;
  /** The delivery: a link (and, for an uploaded file, its key), or null to remove it. */
  delivery?: { url: string; key: string | null } | null;
  /** A new rating link's stored token (sent with the delivery's mail). */
  ratingToken?: StoredRatingToken;
}

function ownerEditUpdate(edit: OwnerEdit): { changes: BookingChangeName[]; spec: UpdateSpec } {
  const set: Record<string, unknown> = {
    payment_status: edit.payment_status,
    payment_method: edit.payment_method,
    ...edit.ratingToken,
  };
  const remove: string[] = [];
  if (edit.delivery === null) {
    set.zip_file_url = null;
    remove.push('zip_file_key');
  } else if (edit.delivery) {
    set.zip_file_url = edit.delivery.url;
    if (edit.delivery.key) set.zip_file_key = edit.delivery.key;
    else remove.push('zip_file_key');
  }
  const changes: BookingChangeName[] = ['paymentEdited'];
  if (edit.delivery !== undefined || edit.ratingToken) changes.push('delivered');
  return { changes, spec: { set, remove } };
}

/**
 * The edit form's change, alone or, with `alsoWrite` (the delivery's mail in the outbox), in
 * one transaction with it; answers the booking as stored afterwards.
 */
export async function ownerEdited(
  bookingId: string,
  edit: OwnerEdit,
  alsoWrite: readonly GuardedItem[] = [],
): Promise<Booking> {
  const { changes, spec } = ownerEditUpdate(edit);
  const empty = !Object.values(spec.set ?? {}).some((v) => v !== undefined) && !spec.remove?.length;
  if (empty && alsoWrite.length === 0) {
    const current = await getBooking(bookingId);
    if (!current) throw new NotFoundError('booking');
    return current;
  }
  if (alsoWrite.length === 0) return writeChange(bookingId, changes, spec);
  await runTransaction([changeElement(bookingId, changes, spec), ...alsoWrite]);
  const changed = await getBooking(bookingId);
  if (!changed) throw new NotFoundError('booking');
  return changed;
}

/** 'Betaling før download' for this booking: required, not required, or as its firm (null). */
export const downloadPaymentSet = (
  bookingId: string,
  choice: Booking['download_payment'],
): Promise<Booking> =>
  writeChange(bookingId, ['downloadPaymentSet'], { set: { download_payment: choice ?? null } });

/** A rating link's token stored on its own (a link minted outside a delivery). */
export async function ratingLinkIssued(bookingId: string, token: StoredRatingToken) {
  await writeChange(bookingId, ['delivered'], { set: { ...token } });
}

/**
 * The rating saved: with the link's token (`tokenHash`), only while that token is current and
 * not expired, which it then retires (the link works once); from the profile, any token goes.
 */
export function rated(
  bookingId: string,
  link: { tokenHash: string; now: Date } | undefined,
  onRefused: () => Error,
): GuardedItem {
  if (!link)
    return changeElement(
      bookingId,
      ['rated'],
      { remove: ['rating_token_hash', 'rating_token_expires_at'] },
      { onConditionFailed: onRefused },
    );
  return changeElement(
    bookingId,
    ['rated'],
    {
      expression:
        'SET rating_token_used_hash = rating_token_hash REMOVE rating_token_hash, rating_token_expires_at',
    },
    {
      guard: {
        ConditionExpression: 'rating_token_hash = :t_hash AND rating_token_expires_at > :t_now',
        ExpressionAttributeValues: { ':t_hash': link.tokenHash, ':t_now': link.now.toISOString() },
      },
      onConditionFailed: onRefused,
    },
  );
}

// ---- Documents ----

/** The receipt's number, once: only a paid booking without one gets it. */
export const receiptNumbered = (
  bookingId: string,
  receiptNumber: number,
  issuedAt: string,
  onRefused: () => Error,
): GuardedItem =>
  changeElement(
    bookingId,
    ['receiptNumbered'],
    { set: { receipt_number: receiptNumber, receipt_issued_at: issuedAt } },
    {
      guard: {
        ConditionExpression: '(attribute_not_exists(#d_receipt) OR #d_receipt = :d_null)',
        ExpressionAttributeNames: { '#d_receipt': 'receipt_number' },
        ExpressionAttributeValues: { ':d_null': null },
      },
      onConditionFailed: onRefused,
    },
  );

/**
 * A credit note against the receipt: its number added, what it credited added to the running
 * totals, only while the booking has that receipt and the credit notes it had when read.
 */
export function creditNoted(
  booking: Booking,
  note: { credit_note_number: number; receipt_number: number },
  credit: { money_ore: number; credits: number },
  onRefused: () => Error,
): GuardedItem {
  const count = booking.credit_note_numbers?.length ?? 0;
  return changeElement(
    booking.id,
    ['creditNoted'],
    {
      expression:
        'SET credit_note_numbers = list_append(if_not_exists(credit_note_numbers, :d_none), :d_number), ' +
        'credited_ore = :d_money, credited_credits = :d_credits',
      values: {
        ':d_none': [],
        ':d_number': [note.credit_note_number],
        ':d_money': (booking.credited_ore ?? 0) + credit.money_ore,
        ':d_credits': (booking.credited_credits ?? 0) + credit.credits,
      },
    },
    {
      guard: {
        ConditionExpression: `receipt_number = :d_receipt AND ${
          count === 0
            ? 'attribute_not_exists(credit_note_numbers)'
            : 'size(credit_note_numbers) = :d_count'
        }`,
        ExpressionAttributeValues: {
          ':d_receipt': note.receipt_number,
          ...(count === 0 ? {} : { ':d_count': count }),
        },
      },
      onConditionFailed: onRefused,
    },
  );
}

/**
 * A credit note against the booking's line on its firm's monthly invoice (decision 0035): its
 * number recorded, the money credited, the booking's part of the invoice void; only while the
 * booking is on that invoice and has no credit note yet (so it is credited once).
 */
export function invoiceLineCredited(
  booking: Booking,
  note: { credit_note_number: number },
  credit: { invoiceId: string; money_ore: number; credits: number },
  onRefused: () => Error,
): GuardedItem {
  return changeElement(
    booking.id,
    ['invoiceLineCredited'],
    {
      expression:
        'SET credit_note_numbers = :d_number, credited_ore = :d_money, ' +
        'credited_credits = :d_credits, invoice.#d_status = :d_void',
      names: { '#d_status': 'status' },
      values: {
        ':d_number': [note.credit_note_number],
        ':d_money': credit.money_ore,
        ':d_credits': credit.credits,
        ':d_void': 'void',
      },
    },
    {
      guard: {
        ConditionExpression:
          'invoice.id = :d_invoice AND attribute_not_exists(credit_note_numbers)',
        ExpressionAttributeValues: { ':d_invoice': credit.invoiceId },
      },
      onConditionFailed: onRefused,
    },
  );
}

// ---- Before the shoot: weather and reminder ----

/** The weather check's result stored (no mail); a shoot no longer to be flown keeps none. */
export async function weatherChecked(bookingId: string, weather: BookingWeather): Promise<void> {
  await writeIfAllowed(bookingId, ['weatherChecked'], { set: { weather } });
}

/** A bad forecast stored and claimed for its window: once per booking and window. */
export const weatherWarned = (
  bookingId: string,
  weather: BookingWeather,
  onRefused: () => Error,
): GuardedItem =>
  changeElement(
    bookingId,
    ['weatherWarned'],
    { set: { weather, weather_warned_window: weather.window } },
    {
      guard: {
        ConditionExpression: '(attribute_not_exists(#w_window) OR #w_window <> :w_window)',
        ExpressionAttributeNames: { '#w_window': 'weather_warned_window' },
        ExpressionAttributeValues: { ':w_window': weather.window },
      },
      onConditionFailed: onRefused,
    },
  );

/** Claims the reminder of a booking; false when it was reminded (or claimed) before. */
export const reminded = (bookingId: string, now: Date): Promise<boolean> =>
  writeIfAllowed(
    bookingId,
    ['reminded'],
    { set: { reminded_at: now.toISOString() } },
    { ConditionExpression: 'attribute_not_exists(reminded_at)' },
  );

/** Gives a claim back after a failed mail. */
export async function reminderReleased(bookingId: string): Promise<void> {
  await writeIfAllowed(bookingId, ['reminderReleased'], { remove: ['reminded_at'] });
}

// ---- 'Bed om ny tid' (decision 0039) ----

/**
 * The owner's request for a new time stored, with `alsoWrite` (the customer's mail), while the
 * booking is still at the slot it was read at and no earlier request waits for its answer.
 */
export async function rescheduleRequested(
  booking: Booking,
  request: RescheduleRequest,
  alsoWrite: readonly GuardedItem[],
): Promise<void> {
  await runTransaction([
    changeElement(
      booking.id,
      ['rescheduleRequested'],
      { set: { reschedule_request: request } },
      {
        guard: bothGuards(atSlotAsRead(booking), {
          ConditionExpression:
            '(attribute_not_exists(reschedule_request) OR reschedule_request = :q_null OR attribute_exists(reschedule_request.answer))',
          ExpressionAttributeValues: { ':q_null': null },
        }),
        onConditionFailed: () => new ConcurrentChangeError('booking'),
      },
    ),
    ...alsoWrite,
  ]);
}

/**
 * The reminder of an unanswered request claimed, with `alsoWrite` (its mail): once per request,
 * never after the answer.
 */
export const rescheduleReminded = (
  bookingId: string,
  request: RescheduleRequest,
  now: Date,
  onRefused: () => Error,
): GuardedItem =>
  changeElement(
    bookingId,
    ['rescheduleReminded'],
    {
      expression: 'SET reschedule_request.reminded_at = :q_reminded',
      values: { ':q_reminded': now.toISOString() },
    },
    {
      guard: {
        ConditionExpression:
          'reschedule_request.requested_at = :q_requested AND attribute_not_exists(reschedule_request.reminded_at) AND attribute_not_exists(reschedule_request.answer)',
        ExpressionAttributeValues: { ':q_requested': request.requested_at },
      },
      onConditionFailed: onRefused,
    },
  );

// ---- Mail problems and erasure ----

/** A mail about the booking could not reach its customer: the owner calls instead. */
export const mailProblemRecorded = (bookingId: string, problem: BookingMailProblem): GuardedItem =>
  changeElement(bookingId, ['mailProblemRecorded'], { set: { mail_problem: problem } });

/** Who a deleted customer's kept items name instead of them. */
export interface ErasedIdentity {
  user_id: string;
  /** An address of the reserved `.invalid` domain: nothing is ever mailed to it. */
  email: string;
}

/**
 * The customer's personal data taken off the booking: their id, e-mail and address replaced,
 * name and phone removed, out of their index (gsi2), rating tokens and delivery gone, the
 * hosted invoice page's link dropped (the invoice is kept by id and number). Only a booking
 * of this customer (or one already erased for them).
 */
export function erased(
  bookingId: string,
  userId: string,
  identity: ErasedIdentity,
  hasInvoice: boolean,
): GuardedItem {
  const sets = [
    'user_id = :e_uid',
    'user_email = :e_email',
    'address = :e_empty',
    'zip_file_url = :e_null',
    ...(hasInvoice ? ['invoice.#e_url = :e_null'] : []),
  ];
  return changeElement(
    bookingId,
    ['erased'],
    {
      expression:
        `SET ${sets.join(', ')} REMOVE gsi2pk, gsi2sk, customer_name, customer_phone, ` +
        'rating_token_hash, rating_token_expires_at, rating_token_used_hash, zip_file_key',
      names: hasInvoice ? { '#e_url': 'url' } : {},
      values: {
        ':e_uid': identity.user_id,
        ':e_email': identity.email,
        ':e_empty': '',
        ':e_null': null,
      },
    },
    {
      guard: {
        ConditionExpression: 'user_id IN (:e_owner, :e_uid)',
        ExpressionAttributeValues: { ':e_owner': userId },
      },
    },
  );
}
