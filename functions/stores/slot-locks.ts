/**
 * Slot locks (SLOT / {date}T{time}): one item per booked 30-minute slot (a 90-minute shoot
 * holds three), written in the same transaction as its booking with attribute_not_exists, so
 * a slot can be booked only once.
 * All locks share the partition SLOT, so any date window is one range Query.
 */
import { coveredSlotTimes } from '@shared/domain/slots';
import { SlotTakenError } from '@functions/data/errors';
import { slotLockKey, slotPartition, slotSortKey } from '@functions/data/keys';
import { queryPartition } from '@functions/data/pagination';
import { getItem } from '@functions/data/store';
import { putNew, type GuardedItem } from '@functions/data/transactions';

export interface SlotLock {
  booking_id: string;
  booking_date: string;
  booking_time: string;
}

export function slotLockPut(date: string, time: string, bookingId: string): GuardedItem {
  return putNew(
    {
      ...slotLockKey(date, time),
      entity: 'slot_lock',
      booking_id: bookingId,
      booking_date: date,
      booking_time: time,
    },
    () => new SlotTakenError(date, time),
  );
}

/** Releases a slot, but only if it is held by this booking (or already free). */
export function slotLockDelete(date: string, time: string, bookingId: string): GuardedItem {
  return {
    item: {
      Delete: {
        Key: slotLockKey(date, time),
        ConditionExpression: 'attribute_not_exists(pk) OR booking_id = :bookingId',
        ExpressionAttributeValues: { ':bookingId': bookingId },
      },
    },
  };
}

/** The slot times a booking holds: its start and the slots its length covers. */
export function heldSlotTimes(booking: {
  booking_date: string;
  booking_time: string;
  duration_minutes?: number;
}): string[] {
  return (
    coveredSlotTimes(
      booking.booking_date,
      booking.booking_time,
      booking.duration_minutes ?? 30,
    ) ?? [booking.booking_time]
  );
}

/** Puts the lock of every slot a booking covers (SlotTakenError when one is held). */
export const slotLockPuts = (date: string, times: readonly string[], bookingId: string) =>
  times.map((time) => slotLockPut(date, time, bookingId));

/** Releases every slot a booking covers (only where this booking holds it). */
export const slotLockDeletes = (date: string, times: readonly string[], bookingId: string) =>
  times.map((time) => slotLockDelete(date, time, bookingId));

/** Booked slots from `fromDate` to `toDate` inclusive (one Query, sk BETWEEN). */
export async function listSlotLocks(fromDate: string, toDate: string): Promise<SlotLock[]> {
  const items = await queryPartition({
    partition: slotPartition,
    sortKey: { between: [slotSortKey(fromDate, '00:00'), slotSortKey(toDate, '99:99')] },
  });
  return items.map((i) => ({
    booking_id: i.booking_id as string,
    booking_date: i.booking_date as string,
    booking_time: i.booking_time as string,
  }));
}

/** The booking holding a slot, if any (strongly consistent). */
export async function getSlotLock(date: string, time: string): Promise<SlotLock | undefined> {
  const item = await getItem(slotLockKey(date, time), true);
  return (
    item && {
      booking_id: item.booking_id as string,
      booking_date: item.booking_date as string,
      booking_time: item.booking_time as string,
    }
  );
}
