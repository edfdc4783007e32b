/**
 * Moving and cancelling a booking (issue 17), each ONE transaction guarded by the booking's
 * slot as read: a booking moved or cancelled meanwhile fails with ConcurrentChangeError and
 * nothing is written. Moving deletes the old slot locks and puts the new ones (attribute_not_
 * exists: of concurrent moves into one slot exactly one wins, SlotTakenError for the rest),
 * moves the stop on the day routes (version-guarded, DayChangedError) and forgets the
 * reminder, so the new time is reminded again.
 * Cancelling releases the slot, gives back the credits and the discount use, and, for a paid
 * card booking, records the refund as requested.
 */
import type { Booking } from '@shared/api/entities';
import { ttlAfter, days } from '@functions/data/ttl';
import {
  AlreadyProcessedError,
  ConcurrentChangeError,
  NotFoundError,
} from '@functions/data/errors';
import { discountRelease } from '@functions/stores/discount-codes';
import { bookingGsi2, bookingKey, paymentIntentKey } from '@functions/data/keys';
import { creditAddition } from '@functions/stores/profiles';
import { heldSlotTimes, slotLockDeletes, slotLockPuts } from '@functions/stores/slot-locks';
import {
  dayRouteWrite,
  getDayRoute,
  retryOnDayChange,
  stopOf,
  withoutStop,
  withStop,
  type DayRoute,
} from '@functions/stores/day-routes';
import { releaseDay } from './bookings';
import { getItem, putItem } from '@functions/data/store';
import { runTransaction, type GuardedItem } from '@functions/data/transactions';

/** The booking as read: still on this slot, not cancelled, deleted or completed. */
const unchangedSince = (booking: Booking) => ({
  ConditionExpression:
    'attribute_exists(pk) AND booking_date = :date AND booking_time = :time AND ' +
    'attribute_not_exists(cancelled_at) AND attribute_type(deleted_at, :null) AND ' +
    'is_completed = :false',
  values: {
    ':date': booking.booking_date,
    ':time': booking.booking_time,
    ':null': 'NULL',
    ':false': false,
  },
});

/**
 * The slot locks and day routes of a move: the slots only the old time held are released,
 * the slots only the new time covers are taken, and the stop moves on its day's route (or
 * from the old day's route to `target`, read at the version the move was decided on).
 */
async function moveDayElements(
  booking: Booking,
  date: string,
  time: string,
  target: DayRoute,
): Promise<GuardedItem[]> {
  const oldTimes = heldSlotTimes(booking);
  const newTimes = heldSlotTimes({ ...booking, booking_date: date, booking_time: time });
  const sameDay = date === booking.booking_date;
  const kept = (t: string, others: string[]) => sameDay && others.includes(t);
  const stop = stopOf({ ...booking, booking_time: time });
  const elements: GuardedItem[] = [
    ...slotLockDeletes(
      booking.booking_date,
      oldTimes.filter((t) => !kept(t, newTimes)),
      booking.id,
    ),
    ...slotLockPuts(
      date,
      newTimes.filter((t) => !kept(t, oldTimes)),
      booking.id,
    ),
    dayRouteWrite(target, withStop(target, stop)),
  ];
  if (!sameDay) {
    const from = await getDayRoute(booking.booking_date);
    elements.push(dayRouteWrite(from, withoutStop(from, booking.id)));
  }
  return elements;
}

/**
 * Moves a booking to another start (all the slots its length covers), next to the stops of
 * `target`, the new day's route as read when the move was decided, with `alsoWrite(moved)`
 * (the move's mails in the outbox); returns the booking as stored afterwards. DayChangedError
 * when that day changed meanwhile.
 */
export async function moveBooking(
  booking: Booking,
  date: string,
  time: string,
  target: DayRoute,
  alsoWrite: (moved: Booking) => GuardedItem[] = () => [],
): Promise<Booking> {
  const guard = unchangedSince(booking);
  const sequence = (booking.calendar_sequence ?? 0) + 1;
  const movedFrom = {
    date: booking.booking_date,
    time: booking.booking_time,
    at: new Date().toISOString(),
  };
  const gsi2 = bookingGsi2(booking.user_id, date, time, booking.id);
  const moved: Booking = {
    ...booking,
    booking_date: date,
    booking_time: time,
    rescheduled_from: movedFrom,
    calendar_sequence: sequence,
  };
  await runTransaction([
    {
      item: {
        Update: {
          Key: bookingKey(booking.id),
          UpdateExpression:
            'SET booking_date = :newDate, booking_time = :newTime, gsi2sk = :gsi2sk, ' +
            'rescheduled_from = :from, calendar_sequence = :sequence REMOVE reminded_at',
          ConditionExpression: guard.ConditionExpression,
          ExpressionAttributeValues: {
            ...guard.values,
            ':newDate': date,
            ':newTime': time,
            ':gsi2sk': gsi2.gsi2sk,
            ':from': movedFrom,
            ':sequence': sequence,
          },
        },
      },
      onConditionFailed: () => new ConcurrentChangeError('booking'),
    },
    ...(await moveDayElements(booking, date, time, target)),
    ...alsoWrite(moved),
  ]);
  return moved;
}

/**
 * Cancels a booking: the booking marked cancelled (with the refund requested when `refund` is
 * given), its slot lock released, its credits and discount use given back, and
 * `alsoWrite(cancelled)` (the cancel's mails in the outbox). A discount code deleted
 * meanwhile keeps no use to give back: then the rest is written without it.
 */
export async function cancelBookingRecord(
  booking: Booking,
  refund: { amount: number } | null,
  alsoWrite: (cancelled: Booking) => GuardedItem[] = () => [],
): Promise<Booking> {
  return retryOnDayChange(() => writeCancellation(booking, refund, alsoWrite));
}

async function writeCancellation(
  booking: Booking,
  refund: { amount: number } | null,
  alsoWrite: (cancelled: Booking) => GuardedItem[],
): Promise<Booking> {
  const guard = unchangedSince(booking);
  const cancelledAt = new Date().toISOString();
  const sequence = (booking.calendar_sequence ?? 0) + 1;
  const refundRecord = refund
    ? { id: null, status: 'requested' as const, amount: refund.amount }
    : null;
  const cancelled: Booking = {
    ...booking,
    cancelled_at: cancelledAt,
    calendar_sequence: sequence,
    refund: refundRecord,
  };
  const elements: GuardedItem[] = [
    {
      item: {
        Update: {
          Key: bookingKey(booking.id),
          UpdateExpression:
            'SET cancelled_at = :now, calendar_sequence = :sequence, refund = :refund',
          ConditionExpression: guard.ConditionExpression,
          ExpressionAttributeValues: {
            ...guard.values,
            ':now': cancelledAt,
            ':sequence': sequence,
            ':refund': refundRecord,
          },
        },
      },
      onConditionFailed: () => new ConcurrentChangeError('booking'),
    },
    ...(await releaseDay(booking)),
  ];
  if (booking.credits_used > 0)
    elements.push(creditAddition(booking.user_id, booking.credits_used));
  elements.push(...alsoWrite(cancelled));
  const release = booking.discount_code_id ? discountRelease(booking.discount_code_id) : undefined;
  try {
    await runTransaction(release ? [...elements, release] : elements);
  } catch (error) {
    if (!(error instanceof NotFoundError) || error.entity !== 'discount_code') throw error;
    await runTransaction(elements);
  }
  return cancelled;
}

/** Maps a payment intent to its booking, so the signed charge.refunded event finds it. */
export async function mapPaymentIntent(paymentIntentId: string, bookingId: string): Promise<void> {
  await putItem({
    ...paymentIntentKey(paymentIntentId),
    entity: 'payment_intent_map',
    booking_id: bookingId,
    ttl: ttlAfter(days(400)),
  });
}

/**
 * Records that Stripe has the refund (requested or failed → pending). A refund the signed
 * event already completed stays refunded.
 */
export async function recordRefundStarted(bookingId: string, refundId: string): Promise<void> {
  try {
    await runTransaction([
      {
        item: {
          Update: {
            Key: bookingKey(bookingId),
            UpdateExpression: 'SET refund.id = :id, refund.#status = :pending',
            ConditionExpression: 'attribute_exists(pk) AND refund.#status IN (:requested, :failed)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':id': refundId,
              ':pending': 'pending',
              ':requested': 'requested',
              ':failed': 'failed',
            },
          },
        },
        onConditionFailed: () => new AlreadyProcessedError(`refund of booking ${bookingId}`),
      },
    ]);
  } catch (error) {
    if (!(error instanceof AlreadyProcessedError)) throw error;
  }
}

/**
 * Records that starting the refund failed (the admin sees it; cancelling again retries),
 * with `alsoWrite` (the owner's follow-up mail), once: only a refund still requested fails.
 */
export async function recordRefundFailed(
  bookingId: string,
  alsoWrite: readonly GuardedItem[] = [],
): Promise<void> {
  await runTransaction([
    {
      item: {
        Update: {
          Key: bookingKey(bookingId),
          UpdateExpression: 'SET refund.#status = :failed',
          ConditionExpression: 'attribute_exists(pk) AND refund.#status = :requested',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':failed': 'failed', ':requested': 'requested' },
        },
      },
    },
    ...alsoWrite,
  ]).catch(() => undefined);
}

/** The booking a payment intent's refund belongs to (written when the refund started). */
export async function bookingOfPaymentIntent(paymentIntentId: string): Promise<string | undefined> {
  const item = await getItem(paymentIntentKey(paymentIntentId), true);
  return typeof item?.booking_id === 'string' ? item.booking_id : undefined;
}

/** The refund element of the charge.refunded event: pending (or failed) → refunded, once. */
export function refundCompleted(bookingId: string): GuardedItem {
  return {
    item: {
      Update: {
        Key: bookingKey(bookingId),
        UpdateExpression: 'SET refund.#status = :refunded',
        ConditionExpression: 'attribute_exists(refund) AND refund.#status <> :refunded',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':refunded': 'refunded' },
      },
    },
    onConditionFailed: () => new AlreadyProcessedError(`refund of booking ${bookingId}`),
  };
}
