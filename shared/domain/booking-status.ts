/**
 * What a booking's state means to the owner (product §4), pure, for the server (which
 * decides) and the browser (which shows it):
 *
 * - `countsAsPaid`: money the business keeps: paid, not cancelled, not deleted, not refunded.
 *   Every paid figure of the admin (Oversigt, the bookings tab, Analyse) counts only these.
 * - `canComplete`: 'Gennemfør' once the shoot has started, for a paid booking not cancelled.
 * - `bookingStatus`: the one badge that tells the truth ('Aflyst · refunderet', 'Betalt',
 *   'Afventer betaling · faktura sendt', 'Gennemført', ...).
 */
import type { Booking } from '../api/entities';
import { bookingStatusTexts as t } from '../texts/admin-bookings';
import { copenhagenToday, copenhagenToUtc } from './copenhagen-time';

/** The fields that say whether a booking's money counts. */
export type PaidCheckBooking = Pick<Booking, 'payment_status'> &
  Partial<Pick<Booking, 'cancelled_at' | 'deleted_at' | 'refund'>>;

/** Paid and kept: not cancelled, deleted or refunded (a cancelled card payment is refunded). */
export function countsAsPaid(booking: PaidCheckBooking): boolean {
  return (
    booking.payment_status === 'paid' &&
    !booking.cancelled_at &&
    !booking.deleted_at &&
    booking.refund?.status !== 'refunded'
  );
}

/** The kroner a booking brings in: its price when it counts as paid, else 0. */
export const paidAmount = (booking: PaidCheckBooking & Pick<Booking, 'price'>): number =>
  countsAsPaid(booking) ? booking.price : 0;

/** The instant a shoot starts (its Copenhagen wall-clock date and time). */
export function shootStart(booking: Pick<Booking, 'booking_date' | 'booking_time'>): Date {
  return (
    copenhagenToUtc(booking.booking_date, booking.booking_time) ??
    new Date(`${booking.booking_date}T${booking.booking_time}:00Z`)
  );
}

/** Whether the shoot's time has come (its start is not in the future). */
export const shootHasStarted = (
  booking: Pick<Booking, 'booking_date' | 'booking_time'>,
  now: Date,
): boolean => shootStart(booking).getTime() <= now.getTime();

export type CompletableBooking = Pick<
  Booking,
  'booking_date' | 'booking_time' | 'payment_status' | 'is_completed'
> &
  Partial<Pick<Booking, 'cancelled_at' | 'deleted_at'>>;

/** Why 'Gennemfør' cannot be used now, or null when it can. */
export function completeRefusal(
  booking: CompletableBooking,
  now: Date,
): 'cancelled' | 'completed' | 'not_paid' | 'not_started' | null {
  if (booking.cancelled_at || booking.deleted_at) return 'cancelled';
  if (booking.is_completed) return 'completed';
  if (booking.payment_status !== 'paid') return 'not_paid';
  if (!shootHasStarted(booking, now)) return 'not_started';
  return null;
}

/** 'Gennemfør' is offered: paid, not completed or cancelled, and the shoot has started. */
export const canComplete = (booking: CompletableBooking, now: Date): boolean =>
  completeRefusal(booking, now) === null;

export type BookingStatusTone = 'ok' | 'wait' | 'error' | 'done' | 'muted';

export type BookingStatusKind = keyof typeof t;

export interface BookingStatus {
  kind: BookingStatusKind;
  label: string;
  tone: BookingStatusTone;
}

export type StatusBooking = CompletableBooking &
  Pick<Booking, 'payment_method' | 'credits_used'> &
  Partial<Pick<Booking, 'refund' | 'invoice'>>;

const tones: Record<BookingStatusKind, BookingStatusTone> = {
  cancelled: 'muted',
  cancelledRefunded: 'muted',
  cancelledRefunding: 'wait',
  cancelledRefundFailed: 'error',
  cancelledCreditsBack: 'muted',
  completed: 'done',
  paid: 'ok',
  paidReady: 'ok',
  failed: 'error',
  cardCheckout: 'wait',
  invoiceOverdue: 'error',
  invoiceSent: 'wait',
  cash: 'wait',
  waiting: 'wait',
};

function statusKind(booking: StatusBooking, now: Date): BookingStatusKind {
  if (booking.cancelled_at || booking.deleted_at) {
    const refund = booking.refund?.status;
    if (refund === 'refunded') return 'cancelledRefunded';
    if (refund === 'failed') return 'cancelledRefundFailed';
    if (refund === 'requested' || refund === 'pending') return 'cancelledRefunding';
    if (booking.credits_used > 0) return 'cancelledCreditsBack';
    return 'cancelled';
  }
  if (booking.is_completed) return 'completed';
  switch (booking.payment_status) {
    case 'paid':
      return shootHasStarted(booking, now) ? 'paidReady' : 'paid';
    case 'failed':
      return 'failed';
    case 'pending':
      return 'cardCheckout';
    case 'awaiting_payment': {
      const invoice = booking.invoice;
      if (booking.payment_method === 'invoice' || invoice) {
        const overdue =
          invoice?.status === 'open' &&
          invoice.due_date !== null &&
          invoice.due_date < copenhagenToday(now);
        return overdue ? 'invoiceOverdue' : 'invoiceSent';
      }
      return booking.payment_method === 'cash' ? 'cash' : 'waiting';
    }
  }
}

/** The one badge of a booking: what the owner needs to know about it, first thing. */
export function bookingStatus(booking: StatusBooking, now: Date = new Date()): BookingStatus {
  const kind = statusKind(booking, now);
  return { kind, label: t[kind], tone: tones[kind] };
}
