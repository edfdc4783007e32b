/**
 * Payment before download (issue 45, decision 0041): whether a booking's delivered files are
 * locked until it is paid. The owner sets it per booking ('Betaling før download') and per
 * firm; a booking's own setting wins, else its firm's, else it is off. A booking whose money
 * has arrived is never locked, and only a booking paid later (cash, invoice) can be: a card
 * booking pays before its shoot. The server (which refuses the downloads and hands out
 * watermarked previews) and the pages ask here, never the fields.
 */
import type { Booking } from '@shared/api/entities';
import { isPaid, paidLater } from './money';

/** The owner's choice on one booking: locked until paid, open, or as its firm says (null). */
export const downloadPaymentChoices = ['required', 'not_required'] as const;
export type DownloadPaymentChoice = (typeof downloadPaymentChoices)[number];

export type DownloadLockBooking = Pick<Booking, 'payment_status' | 'payment_method'> &
  Partial<Pick<Booking, 'download_payment' | 'cancelled_at' | 'deleted_at'>>;

/** What the booking's firm says (absent: a private booking, or a firm that never chose). */
export interface FirmDownloadSetting {
  payment_before_download?: boolean;
}

/** Whether payment before download applies: the booking's choice, else its firm's. */
export function paymentBeforeDownload(
  booking: DownloadLockBooking,
  firm?: FirmDownloadSetting,
): boolean {
  const choice = booking.download_payment;
  if (choice) return choice === 'required';
  return firm?.payment_before_download === true;
}

/**
 * The booking's downloads (originals, sizes, videos, 'Hent alle', the delivered file) are
 * locked: payment before download applies, and it is an unpaid cash or invoice booking.
 */
export function downloadsLocked(booking: DownloadLockBooking, firm?: FirmDownloadSetting): boolean {
  if (isPaid(booking)) return false;
  if (!booking.payment_method || !paidLater(booking.payment_method)) return false;
  return paymentBeforeDownload(booking, firm);
}

/**
 * The customer may pay from the locked gallery ('Betal nu'): locked, not cancelled or
 * deleted, and something to pay.
 */
export const canPayForDownloads = (
  booking: DownloadLockBooking & Pick<Booking, 'price'>,
  firm?: FirmDownloadSetting,
): boolean =>
  downloadsLocked(booking, firm) &&
  !booking.cancelled_at &&
  !booking.deleted_at &&
  booking.price > 0;
