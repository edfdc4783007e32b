/**
 * What a booking's state means to the owner (product §4), pure, for the server (which
 * decides) and the browser (which shows it):
 *
 * - `canComplete`: 'Gennemfør' once the shoot has started, for a paid booking not cancelled.
 * - `bookingStatus`: the one badge that tells the truth ('Aflyst · refunderet', 'Betalt',
 *   'Afventer betaling · faktura sendt', 'Gennemført', ...).
 */
import type { Booking } from '@shared/api/entities';
import { bookingStatusTexts as t } from '@shared/texts/admin-bookings';
import { copenhagenToday } from '@shared/domain/copenhagen-time';
import { isPaid } from './money';
import { shootHasStarted } from './shoot';
import { phaseOf } from './states';

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
  const phase = phaseOf(booking);
  if (phase === 'cancelled' || phase === 'deleted') return 'cancelled';
  if (phase === 'completed') return 'completed';
  if (!isPaid(booking)) return 'not_paid';
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
