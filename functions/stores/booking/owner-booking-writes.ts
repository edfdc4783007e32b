/**
 * The admin's changes of a booking (product §4): mark paid, complete, edit status and method,
 * and the delivery. Each is one conditional update, so two admins (or an admin and a payment
 * webhook) never half-apply a change: a booking is marked paid only while it waits for
 * payment, completed only while paid and not completed.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Booking, PaymentMethod, PaymentStatus } from '@shared/api/entities';
import { db, tableName } from '@functions/lib/db';
import { getBooking, toBooking } from './bookings';
import { NotFoundError } from '@functions/data/errors';
import {
  itemExists,
  updateExpression,
  withCondition,
  type ConditionParts,
} from '@functions/data/expressions';
import { runTransaction, type GuardedItem } from '@functions/data/transactions';
import type { StoredRatingToken } from '@functions/stores/booking/rating-tokens';
import { bookingKey } from '@functions/data/keys';
import { retryOnConflict } from '@functions/data/retry';
import { getItem, isConditionFailed, updateExisting } from '@functions/data/store';

/** A change the booking's current state does not allow; `current` says why. */
export class BookingStateError extends Error {
  constructor(readonly current: Booking) {
    super(`booking ${current.id} is ${current.payment_status}`);
    this.name = 'BookingStateError';
  }
}

async function conditionalUpdate(
  id: string,
  set: Record<string, unknown>,
  condition: ConditionParts,
): Promise<Booking> {
  try {
    const out = await retryOnConflict(() =>
      db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: bookingKey(id),
          ...withCondition(updateExpression({ set }), {
            ...condition,
            ConditionExpression: `attribute_exists(pk) AND (${condition.ConditionExpression})`,
          }),
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

/** pending or awaiting_payment → paid (not a deleted or cancelled booking). */
export function markBookingPaid(id: string): Promise<Booking> {
  return conditionalUpdate(
    id,
    { payment_status: 'paid' satisfies PaymentStatus },
    {
      ConditionExpression:
        '#c_status IN (:c_pending, :c_awaiting) AND (attribute_not_exists(#c_deleted) OR #c_deleted = :c_null) AND attribute_not_exists(#c_cancelled)',
      ExpressionAttributeNames: {
        '#c_status': 'payment_status',
        '#c_deleted': 'deleted_at',
        '#c_cancelled': 'cancelled_at',
      },
      ExpressionAttributeValues: {
        ':c_pending': 'pending',
        ':c_awaiting': 'awaiting_payment',
        ':c_null': null,
      },
    },
  );
}

/**
 * paid, not completed and not cancelled → completed; with `slot`, only while the booking is
 * still at that date and time (the time the caller found had come).
 */
export function completeBooking(
  id: string,
  slot?: Pick<Booking, 'booking_date' | 'booking_time'>,
): Promise<Booking> {
  const atSlot = slot ? ' AND #c_date = :c_date AND #c_time = :c_time' : '';
  return conditionalUpdate(
    id,
    { is_completed: true },
    {
      ConditionExpression: `#c_status = :c_paid AND #c_done = :c_false AND attribute_not_exists(#c_cancelled)${atSlot}`,
      ExpressionAttributeNames: {
        '#c_status': 'payment_status',
        '#c_done': 'is_completed',
        '#c_cancelled': 'cancelled_at',
        ...(slot ? { '#c_date': 'booking_date', '#c_time': 'booking_time' } : {}),
      },
      ExpressionAttributeValues: {
        ':c_paid': 'paid',
        ':c_false': false,
        ...(slot ? { ':c_date': slot.booking_date, ':c_time': slot.booking_time } : {}),
      },
    },
  );
}

export interface AdminBookingChange {
  payment_status?: PaymentStatus;
  payment_method?: PaymentMethod | null;
  /** The delivery: a link (and, for an uploaded file, its key), or null to remove it. */
  delivery?: { url: string; key: string | null } | null;
  /** A new rating link's stored token (sent with the delivery's mail). */
  ratingToken?: StoredRatingToken;
}

/**
 * The edit form's change, in one update; with `alsoWrite` (the delivery's mail in the
 * outbox), in one transaction with it.
 */
export async function changeBooking(
  id: string,
  change: AdminBookingChange,
  alsoWrite: readonly GuardedItem[] = [],
): Promise<Booking> {
  const set: Record<string, unknown> = {
    payment_status: change.payment_status,
    payment_method: change.payment_method,
    ...change.ratingToken,
  };
  const remove: string[] = [];
  if (change.delivery === null) {
    set.zip_file_url = null;
    remove.push('zip_file_key');
  } else if (change.delivery) {
    set.zip_file_url = change.delivery.url;
    if (change.delivery.key) set.zip_file_key = change.delivery.key;
    else remove.push('zip_file_key');
  }
  if (alsoWrite.length === 0)
    return toBooking(await updateExisting(bookingKey(id), { set, remove }, 'booking'));
  await runTransaction([
    {
      item: {
        Update: {
          Key: bookingKey(id),
          ...withCondition(updateExpression({ set, remove }), itemExists),
        },
      },
      onConditionFailed: () => new NotFoundError('booking'),
    },
    ...alsoWrite,
  ]);
  const changed = await getBooking(id);
  if (!changed) throw new NotFoundError('booking');
  return changed;
}

/** The stored key of a booking's uploaded delivery file (never sent to the browser). */
export async function deliveryKeyOf(id: string): Promise<string | undefined> {
  const item = await getItem(bookingKey(id), true);
  return typeof item?.zip_file_key === 'string' ? item.zip_file_key : undefined;
}
