/**
 * Discount codes (DISCOUNT#{id}), listed on gsi1 by created_at descending. The code is
 * unique through a guard item DISCOUNT_CODE#{CODE} that holds the id (look-up by code).
 * A first-booking-only code is claimed per customer (USER#{id} / FIRST_BOOKING_DISCOUNT,
 * holding the booking's id) in the booking's own transaction, and given back with its use.
 */
import { randomUUID } from 'node:crypto';
import type { DiscountCode } from '@shared/api/entities';
import {
  ConcurrentChangeError,
  DiscountExhaustedError,
  DuplicateCodeError,
  FirstBookingDiscountTakenError,
  NotFoundError,
} from '@functions/data/errors';
import { updateExpression, withCondition } from '@functions/data/expressions';
import {
  discountCodeGuardKey,
  discountGsi1,
  discountKey,
  firstBookingDiscountKey,
  lists,
  normaliseDiscountCode,
  stripKeys,
} from '@functions/data/keys';
import { queryNewestFirst } from '@functions/data/pagination';
import { getItem, updateExisting, type StoredItem } from '@functions/data/store';
import { toggleFlag } from '@functions/data/toggles';
import { runTransaction, type GuardedItem, putNew } from '@functions/data/transactions';

/** A new code; without first_booking_only it is for every booking. */
export type NewDiscountCode = Omit<
  DiscountCode,
  'id' | 'current_uses' | 'created_at' | 'first_booking_only'
> & { first_booking_only?: boolean };
export type DiscountCodePatch = Partial<NewDiscountCode>;

// Codes stored before first_booking_only existed are for every booking.
const toDiscount = (item: StoredItem): DiscountCode => {
  const code = stripKeys<DiscountCode>(item);
  return { ...code, first_booking_only: code.first_booking_only === true };
};

function guardPut(code: string, id: string): GuardedItem {
  return putNew(
    { ...discountCodeGuardKey(code), entity: 'discount_code_guard', discount_id: id },
    () => new DuplicateCodeError(normaliseDiscountCode(code)),
  );
}

function guardDelete(code: string, id: string): GuardedItem {
  return {
    item: {
      Delete: {
        Key: discountCodeGuardKey(code),
        ConditionExpression: 'attribute_not_exists(pk) OR discount_id = :id',
        ExpressionAttributeValues: { ':id': id },
      },
    },
    onConditionFailed: () => new ConcurrentChangeError('discount_code'),
  };
}

/** All codes, newest first. */
export async function listDiscountCodes(): Promise<DiscountCode[]> {
  return (await queryNewestFirst(lists.discountCodes)).map(toDiscount);
}

export async function getDiscountCode(id: string): Promise<DiscountCode | undefined> {
  const item = await getItem(discountKey(id), true);
  return item && toDiscount(item);
}

/** Look-up by code text (trimmed, case-insensitive): guard item -> id -> code item. */
export async function getDiscountCodeByCode(code: string): Promise<DiscountCode | undefined> {
  const guard = await getItem(discountCodeGuardKey(code), true);
  if (typeof guard?.discount_id !== 'string') return undefined;
  return getDiscountCode(guard.discount_id);
}

/** Creates a code (uppercased); an existing code throws DuplicateCodeError and writes nothing. */
export async function createDiscountCode(input: NewDiscountCode): Promise<DiscountCode> {
  const discount: DiscountCode = {
    ...input,
    first_booking_only: input.first_booking_only ?? false,
    id: randomUUID(),
    code: normaliseDiscountCode(input.code),
    current_uses: 0,
    created_at: new Date().toISOString(),
  };
  await runTransaction([
    putNew({
      ...discountKey(discount.id),
      ...discountGsi1(discount.id, discount.created_at),
      entity: 'discount_code',
      ...discount,
    }),
    guardPut(discount.code, discount.id),
  ]);
  return discount;
}

/** Updates a code; renaming moves the guard in the same transaction. */
export async function updateDiscountCode(
  id: string,
  patch: DiscountCodePatch,
): Promise<DiscountCode> {
  const code = patch.code === undefined ? undefined : normaliseDiscountCode(patch.code);
  const current = code === undefined ? undefined : await getDiscountCode(id);
  if (code === undefined || current?.code === code) {
    return toDiscount(
      await updateExisting(discountKey(id), { set: { ...patch, code } }, 'discount_code'),
    );
  }
  if (!current) throw new NotFoundError('discount_code');
  await runTransaction([
    {
      item: {
        Update: {
          Key: discountKey(id),
          ...withCondition(updateExpression({ set: { ...patch, code } }), {
            ConditionExpression: '#cCode = :cCode',
            ExpressionAttributeNames: { '#cCode': 'code' },
            ExpressionAttributeValues: { ':cCode': current.code },
          }),
        },
      },
      onConditionFailed: () => new ConcurrentChangeError('discount_code'),
    },
    guardDelete(current.code, id),
    guardPut(code, id),
  ]);
  const updated = await getDiscountCode(id);
  if (!updated) throw new NotFoundError('discount_code');
  return updated;
}

/** Deletes a code and its guard. Bookings keep their discount_code_id. */
export async function deleteDiscountCode(id: string): Promise<DiscountCode> {
  const current = await getDiscountCode(id);
  if (!current) throw new NotFoundError('discount_code');
  await runTransaction([
    {
      item: { Delete: { Key: discountKey(id), ConditionExpression: 'attribute_exists(pk)' } },
      onConditionFailed: () => new NotFoundError('discount_code'),
    },
    guardDelete(current.code, id),
  ]);
  return current;
}

export async function toggleDiscountCode(id: string): Promise<DiscountCode> {
  return toDiscount(await toggleFlag(discountKey(id), 'is_active', 'discount_code'));
}

/**
 * A TransactWriteItems element that counts one use of a code, only if the code exists, is
 * active and has uses left (max_uses absent/null = unlimited). Fails with DiscountExhaustedError.
 */
export function discountUse(id: string): GuardedItem {
  return {
    item: {
      Update: {
        Key: discountKey(id),
        UpdateExpression: 'ADD #uses :one',
        ConditionExpression:
          '#active = :true AND (attribute_not_exists(#max) OR attribute_type(#max, :nullType) OR #uses < #max)',
        ExpressionAttributeNames: {
          '#uses': 'current_uses',
          '#active': 'is_active',
          '#max': 'max_uses',
        },
        ExpressionAttributeValues: { ':one': 1, ':true': true, ':nullType': 'NULL' },
      },
    },
    onConditionFailed: () => new DiscountExhaustedError(id),
  };
}

/** A TransactWriteItems element that gives one use back (undoing `discountUse`). */
export function discountRelease(id: string): GuardedItem {
  return {
    item: {
      Update: {
        Key: discountKey(id),
        UpdateExpression: 'ADD #uses :minusOne',
        ConditionExpression: 'attribute_exists(pk) AND #uses > :zero',
        ExpressionAttributeNames: { '#uses': 'current_uses' },
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
      },
    },
    onConditionFailed: () => new NotFoundError('discount_code'),
  };
}

/**
 * A TransactWriteItems element that claims the customer's one first-booking discount for a
 * booking: of two first bookings at once with such a code, exactly one is written (the other
 * fails with FirstBookingDiscountTakenError and writes nothing).
 */
export function firstBookingDiscountClaim(userId: string, bookingId: string): GuardedItem {
  return putNew(
    {
      ...firstBookingDiscountKey(userId),
      entity: 'first_booking_discount',
      booking_id: bookingId,
      created_at: new Date().toISOString(),
    },
    () => new FirstBookingDiscountTakenError(userId),
  );
}

/**
 * The element that gives the claim back when the booking holding it is cancelled or expires
 * (undefined when it holds none); only while the claim still names that booking.
 */
export async function firstBookingDiscountRelease(booking: {
  id: string;
  user_id: string;
}): Promise<GuardedItem | undefined> {
  const claim = await getItem(firstBookingDiscountKey(booking.user_id), true);
  if (claim?.booking_id !== booking.id) return undefined;
  return {
    item: {
      Delete: {
        Key: firstBookingDiscountKey(booking.user_id),
        ConditionExpression: 'booking_id = :id',
        ExpressionAttributeValues: { ':id': booking.id },
      },
    },
    onConditionFailed: () => new ConcurrentChangeError('first_booking_discount'),
  };
}
