/**
 * The owner moves and cancels any booking (product §4 'Moving and cancelling', admin routes):
 * no cut-off and no minimum notice bind the owner, but a move still needs a time the shoot
 * can take (free, scheduled, daylight, the pilot's drive), decided and written exactly as the
 * customer's own move (change-booking.ts, booking-change-writes.ts). A cancel is the
 * customer's cancel: the slot freed, credits and the discount use given back, an open invoice
 * voided, a paid card booking refunded. The customer is mailed either way: the new calendar
 * file for a move, the refund stated for a cancel.
 */
import type { Availability } from '@shared/api/availability';
import type { BookingChangeResult } from '@shared/api/booking-changes';
import type { Booking } from '@shared/api/entities';
import {
  ownerChangeRefusal,
  ownerChangeRefusalText,
  refundToRetry,
} from '@shared/domain/booking-lifecycle/changes';
import { formatDanishDate, formatKroner, formatTime24 } from '@shared/domain/danish-format';
import { adminBookingTexts, ownerChangeTexts as t } from '@shared/texts/admin-bookings';
import { fillText } from '@shared/texts/fill';
import { conflict, notFound } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { getBooking } from '@functions/stores/booking/booking-items';
import { cancelWithRefund, moveToSlot, shootPlaceOf, type CancelOutcome } from './change-booking';
import { getAvailabilityWindow } from './slot-availability';

async function existingBooking(id: string): Promise<Booking> {
  const booking = await getBooking(id);
  if (!booking || booking.deleted_at) throw notFound(adminBookingTexts.bookingNotFound);
  return booking;
}

function assertOwnerMayChange(booking: Booking): void {
  const refusal = ownerChangeRefusal(booking);
  if (refusal) throw conflict(ownerChangeRefusalText(refusal), refusal);
}

/**
 * The times the owner can move a booking to: the booking page's flyable times for its length
 * at its address, from now on (no minimum notice), its own slots and stop left out.
 */
export async function getOwnerFreeSlots({
  params,
}: InputOf<'getOwnerFreeSlots'>): Promise<Availability> {
  const booking = await existingBooking(params.id);
  const place = await shootPlaceOf(booking);
  return getAvailabilityWindow(new Date(), {
    place: place ?? undefined,
    durationMinutes: booking.duration_minutes,
    leaveOut: booking.id,
    waiveNotice: true,
  });
}

export async function ownerRescheduleBooking({
  params,
  body,
}: InputOf<'ownerRescheduleBooking'>): Promise<BookingChangeResult> {
  const booking = await existingBooking(params.id);
  assertOwnerMayChange(booking);
  // The customer's mail is queued with the move (the outbox sends it).
  const moved = await moveToSlot(booking, body, { waiveNotice: true, by: 'owner' });
  const when = {
    date: formatDanishDate(moved.booking_date),
    time: formatTime24(moved.booking_time),
  };
  return {
    booking: moved,
    message: `${fillText(t.moved, when)} ${t.movedMailed}`,
  };
}

/** What the owner is told after a cancel (the refund and the customer's mail). */
function cancelMessage(outcome: CancelOutcome, retried: boolean): string {
  const amount = formatKroner(outcome.booking.refund?.amount ?? 0);
  if (retried)
    return outcome.refund === 'started'
      ? fillText(t.refundRetried, { amount })
      : t.cancelledRefundFailed;
  const told =
    outcome.refund === 'started'
      ? fillText(t.cancelledRefund, { amount })
      : outcome.refund === 'failed'
        ? t.cancelledRefundFailed
        : t.cancelled;
  return `${told} ${t.cancelledMailed}`;
}

export async function ownerCancelBooking({
  params,
}: InputOf<'ownerCancelBooking'>): Promise<BookingChangeResult> {
  const booking = await existingBooking(params.id);
  const retried = refundToRetry(booking);
  if (!retried) assertOwnerMayChange(booking);
  const outcome = await cancelWithRefund(booking, 'owner');
  return { booking: outcome.booking, message: cancelMessage(outcome, retried) };
}
