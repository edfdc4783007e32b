/**
 * A booking's documents (issue 39): its receipt, once paid, and the credit notes against it.
 * An issued receipt is a bookkeeping voucher and is never changed; where it names a time the
 * booking has since left, the pages show the move beside it (`movedSince`).
 */
import type { Booking } from '@shared/api/entities';
import { isPaid } from './money';

/** Whether the booking is paid and has no receipt yet (it is issued now). */
export const receiptDue = (
  booking: Pick<Booking, 'payment_status' | 'deleted_at'> &
    Partial<Pick<Booking, 'receipt_number'>>,
): boolean => isPaid(booking) && !booking.receipt_number && !booking.deleted_at;

/** The numbers of the booking's documents (null: no receipt yet). */
export const documentNumbers = (
  booking: Partial<Pick<Booking, 'receipt_number' | 'credit_note_numbers'>>,
): { receipt: number | null; creditNotes: number[] } => ({
  receipt: booking.receipt_number ?? null,
  creditNotes: booking.credit_note_numbers ?? [],
});

/**
 * Where a booking is now when it was moved after its receipt was issued (the receipt names the
 * time before), or null: the page shows the move beside the receipt, which stays as issued.
 */
export function movedSinceReceipt(
  booking: Pick<Booking, 'booking_date' | 'booking_time'> &
    Partial<Pick<Booking, 'rescheduled_from' | 'receipt_issued_at' | 'receipt_number'>>,
): { date: string; time: string } | null {
  const moved = booking.rescheduled_from;
  if (!booking.receipt_number || !booking.receipt_issued_at || !moved) return null;
  if (moved.at <= booking.receipt_issued_at) return null;
  return { date: booking.booking_date, time: booking.booking_time };
}

/** The slot a document names: the shoot's date and time when it was issued. */
export type DocumentSlot = Pick<Booking, 'booking_date' | 'booking_time'>;

/**
 * Where the booking is now when a document names another time (it was moved after the
 * document was issued), or null when the document's time is the booking's.
 */
export function movedSince(
  document: DocumentSlot,
  booking: DocumentSlot,
): { date: string; time: string } | null {
  if (
    document.booking_date === booking.booking_date &&
    document.booking_time === booking.booking_time
  )
    return null;
  return { date: booking.booking_date, time: booking.booking_time };
}
