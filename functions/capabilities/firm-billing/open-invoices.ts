/**
 * A firm's open monthly invoices as 'Firmaer' shows them (decision 0035): each with what is
 * still owed, the invoice's total less the lines credited since it was made. Which bookings'
 * lines were credited is the booking lifecycle's answer (`lineCreditedOn`), and by how much the
 * credit notes' (the store's invoice-line credit notes), the same amount the Stripe credit note
 * took off the invoice's amount due.
 */
import type { AdminFirm, FirmCreditedLine } from '@shared/api/firm-admin';
import type { Booking } from '@shared/api/entities';
import { lineCreditedOn } from '@shared/domain/booking-lifecycle/monthly-invoice';
import { bookingNumberText } from '@shared/domain/booking-number';
import { getBooking } from '@functions/stores/booking/booking-items';
import { invoiceLineCreditNotesOf } from '@functions/stores/credit-notes';
import type { StoredFirmInvoice } from '@functions/stores/firm-invoices';

type OpenInvoice = AdminFirm['open_invoices'][number];

/** The invoice's lines credited so far, in the invoice's order. */
async function creditedLinesOf(month: StoredFirmInvoice, invoiceId: string) {
  const bookings = await Promise.all(month.booking_ids.map((id) => getBooking(id)));
  const credited = bookings.filter(
    (booking): booking is Booking => booking !== undefined && lineCreditedOn(booking, invoiceId),
  );
  const lines = await Promise.all(
    credited.map(async (booking) =>
      (await invoiceLineCreditNotesOf(booking)).map((note): FirmCreditedLine => ({
        booking_id: booking.id,
        booking_number: bookingNumberText(booking),
        credit_note_number: note.credit_note_number,
        amount_ore: -note.total_ore,
      })),
    ),
  );
  return lines.flat();
}

/** The firm's months whose invoice is open, each with its credited lines and what is owed. */
export async function openInvoicesOf(
  months: StoredFirmInvoice[],
  today: string,
): Promise<OpenInvoice[]> {
  const open = months.filter(
    (month): month is StoredFirmInvoice & { stripe_invoice_id: string } =>
      month.status === 'open' && month.stripe_invoice_id !== null,
  );
  return Promise.all(
    open.map(async (month) => {
      const credited_lines = await creditedLinesOf(month, month.stripe_invoice_id);
      const credited = credited_lines.reduce((sum, line) => sum + line.amount_ore, 0);
      return {
        month: month.month,
        stripe_invoice_id: month.stripe_invoice_id,
        number: month.number,
        due_date: month.due_date,
        status: month.status,
        amount_ore: month.amount_ore,
        booking_ids: month.booking_ids,
        url: month.url,
        overdue: month.due_date !== null && month.due_date < today,
        credited_lines,
        open_ore: month.amount_ore - credited,
      };
    }),
  );
}
