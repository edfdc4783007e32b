/**
 * Which bookings a firm's monthly invoice bills (decision 0035): a firm booking paid by invoice
 * whose firm gets one invoice a month (so it has no invoice of its own), shot in the month,
 * still booked or done and still waiting for its money. A booking cancelled before the run is
 * therefore not on it; one already on an invoice is never billed twice.
 */
import type { Booking } from '@shared/api/entities';
import { phaseOf } from './states';

export type MonthlyBillable = Pick<
  Booking,
  'firm' | 'payment_method' | 'payment_status' | 'is_completed' | 'booking_date'
> &
  Partial<Pick<Booking, 'invoice' | 'cancelled_at' | 'deleted_at'>>;

/** The booking goes on its firm's invoice for `month` (YYYY-MM). */
export function billedInMonth(booking: MonthlyBillable, month: string): boolean {
  const phase = phaseOf(booking);
  return (
    booking.firm !== undefined &&
    booking.payment_method === 'invoice' &&
    !booking.invoice &&
    (phase === 'booked' || phase === 'completed') &&
    booking.payment_status === 'awaiting_payment' &&
    booking.booking_date.startsWith(`${month}-`)
  );
}

/**
 * The booking's line on its firm's invoice `invoiceId` was credited: it was cancelled while the
 * invoice was open, so its part of the invoice is void (`invoiceLineCredited`) and the firm no
 * longer owes it.
 */
export const lineCreditedOn = (
  booking: Partial<Pick<Booking, 'invoice'>>,
  invoiceId: string,
): boolean => booking.invoice?.id === invoiceId && booking.invoice.status === 'void';

/**
 * The booking is settled by its firm's invoice `invoiceId` when that is paid: it is on it, and
 * its line was not credited (`lineCreditedOn`).
 */
export const settledByFirmInvoice = (
  booking: Partial<Pick<Booking, 'invoice'>>,
  invoiceId: string,
): boolean => booking.invoice?.id === invoiceId && !lineCreditedOn(booking, invoiceId);
