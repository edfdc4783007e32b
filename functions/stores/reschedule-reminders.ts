/**
 * The 'Bed om ny tid' requests still to be reminded (RESCHEDULE_REMINDER / {requested_at}#{id},
 * decision 0039), whatever the shoot's date: one small item per request, put in the same
 * transaction as the request, deleted in the reminder's transaction (or once the request is
 * answered, closed or expired: the reminder finds that on the booking and forgets it). Kept
 * at most a day past the link's expiry (TTL). One Query reads those old enough to be due.
 */
import { rescheduleReminderKey, rescheduleReminderPartition } from '@functions/data/keys';
import { queryPartition } from '@functions/data/pagination';
import { deleteItem } from '@functions/data/store';
import type { GuardedItem } from '@functions/data/transactions';
import { days, ttlAfter } from '@functions/data/ttl';

export interface PendingReminder {
  booking_id: string;
  requested_at: string;
}

/** The Put of a request's pending reminder (written with the request). */
export function rescheduleReminderPending(
  bookingId: string,
  request: { requested_at: string; expires_at: string },
): GuardedItem {
  const expires = new Date(request.expires_at);
  return {
    item: {
      Put: {
        Item: {
          ...rescheduleReminderKey(request.requested_at, bookingId),
          entity: 'reschedule_reminder',
          booking_id: bookingId,
          requested_at: request.requested_at,
          ttl: ttlAfter(days(1), expires),
        },
      },
    },
  };
}

/** The pending reminders of requests made at `requestedBy` or earlier, oldest first. */
export async function pendingRescheduleReminders(requestedBy: Date): Promise<PendingReminder[]> {
  const items = await queryPartition({
    partition: rescheduleReminderPartition,
    sortKey: { between: ['0', `${requestedBy.toISOString()}#~`] },
  });
  return items.map((item) => ({
    booking_id: String(item.booking_id),
    requested_at: String(item.requested_at),
  }));
}

/** The Delete of a pending reminder (in the reminder's transaction). */
export function rescheduleReminderDone(reminder: PendingReminder): GuardedItem {
  return {
    item: { Delete: { Key: rescheduleReminderKey(reminder.requested_at, reminder.booking_id) } },
  };
}

/** Forgets a pending reminder that will never go (answered, closed, expired, or gone). */
export async function forgetRescheduleReminder(reminder: PendingReminder): Promise<void> {
  await deleteItem(rescheduleReminderKey(reminder.requested_at, reminder.booking_id));
}
