/**
 * The bookings and lines of a firm's monthly invoice (decision 0035): the firm's bookings
 * the lifecycle says the month bills (billedInMonth), as monthlyInvoiceLines words them.
 */
import type { Booking } from '@shared/api/entities';
import type { FirmInvoicePreview } from '@shared/api/firm-admin';
import { billedInMonth } from '@shared/domain/booking-lifecycle/monthly-invoice';
import { linesTotal, monthlyInvoiceLines } from '@shared/domain/firm-billing';
import { getBooking } from '@functions/stores/booking/booking-items';
import { listFirmBookingLinks } from '@functions/stores/firms';

/** The firm's bookings its invoice for `month` (YYYY-MM) bills. */
export async function bookingsOfFirmMonth(firmId: string, month: string): Promise<Booking[]> {
  const links = await listFirmBookingLinks(firmId);
  const bookings = await Promise.all(links.map((link) => getBooking(link.booking_id)));
  return bookings.filter((b): b is Booking => b !== undefined && billedInMonth(b, month));
}

/** The invoice for `month` as the job would make it now. */
export async function firmMonthPreview(firmId: string, month: string): Promise<FirmInvoicePreview> {
  const lines = monthlyInvoiceLines(await bookingsOfFirmMonth(firmId, month));
  return { month, lines, total_ore: linesTotal(lines) };
}
