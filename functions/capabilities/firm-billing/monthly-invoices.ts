/**
 * The monthly invoice job's work (decision 0035), for the month before the one it runs in (or a
 * month given by a script or test): per firm billed monthly, the bookings the month bills
 * (billedInMonth) go on one Stripe invoice. The firm's month is claimed first, in a transaction
 * on its guard item, with the booking ids it bills; a second run finds the claim and only
 * resumes it (same bookings, same Stripe idempotency keys), so no firm is billed twice for a
 * month. Each booking then carries the invoice (booking-changes' invoiceSent), so the owner sees
 * it and the webhook's invoice.paid marks it paid.
 */
import type { Booking } from '@shared/api/entities';
import type { Firm } from '@shared/api/firm';
import { linesTotal, monthlyInvoiceLines, previousMonth } from '@shared/domain/firm-billing';
import { momsOf, oreOf } from '@shared/domain/moms';
import { copenhagenToday } from '@shared/domain/copenhagen-time';
import { getBooking } from '@functions/stores/booking/booking-items';
import { invoiceSent } from '@functions/stores/booking/booking-changes';
import {
  claimFirmMonth,
  getFirmMonth,
  MonthAlreadyClaimed,
  recordFirmMonth,
} from '@functions/stores/firm-invoices';
import { listFirms } from '@functions/stores/firms';
import { sendFirmMonthInvoice } from '@functions/capabilities/payments/firm-month-invoice';
import { logger } from '@functions/lib/logger';
import { bookingsOfFirmMonth } from './firm-month';

export interface MonthlyRun {
  month: string;
  /** Firms invoiced by this run (a resumed claim included). */
  invoiced: string[];
  /** Firms whose month was invoiced before. */
  alreadyInvoiced: string[];
}

/** The month the job bills when it runs at `now`: the month before. */
export const monthToBill = (now: Date): string => previousMonth(copenhagenToday(now).slice(0, 7));

/** The bookings of the firm's month: claimed now, or as an earlier run claimed them. */
async function claimedBookings(firm: Firm, month: string, now: Date): Promise<Booking[] | null> {
  const earlier = await getFirmMonth(firm.id, month);
  if (earlier?.stripe_invoice_id) return null;
  if (!earlier) {
    const bookings = await bookingsOfFirmMonth(firm.id, month);
    if (bookings.length === 0) return [];
    const lines = monthlyInvoiceLines(bookings);
    try {
      await claimFirmMonth({
        firm_id: firm.id,
        month,
        stripe_invoice_id: null,
        number: null,
        due_date: null,
        status: 'open',
        url: null,
        amount_ore: linesTotal(lines),
        booking_ids: bookings.map((b) => b.id),
        claimed_at: now.toISOString(),
      });
      return bookings;
    } catch (error) {
      if (!(error instanceof MonthAlreadyClaimed)) throw error;
    }
  }
  // Claimed by an earlier run that stopped before Stripe answered (or a run at the same time):
  // the same bookings, so the same lines and idempotency keys.
  const claim = await getFirmMonth(firm.id, month);
  if (!claim || claim.stripe_invoice_id) return null;
  const bookings = await Promise.all(claim.booking_ids.map((id) => getBooking(id)));
  return bookings.filter((b): b is Booking => b !== undefined);
}

async function invoiceFirmMonth(firm: Firm, month: string, now: Date): Promise<boolean | null> {
  const bookings = await claimedBookings(firm, month, now);
  if (bookings === null) return null;
  if (bookings.length === 0) return false;
  const sent = await sendFirmMonthInvoice(firm, month, monthlyInvoiceLines(bookings));
  await recordFirmMonth(firm.id, month, {
    stripe_invoice_id: sent.id,
    number: sent.number,
    due_date: sent.due_date,
    url: sent.url,
    status: 'open',
  });
  for (const booking of bookings) {
    if (booking.invoice?.id === sent.id) continue;
    await invoiceSent(booking.id, {
      id: sent.id,
      number: sent.number,
      due_date: sent.due_date,
      status: 'open',
      url: sent.url,
      // The booking's own share of the firm's invoice.
      amount_ore: oreOf(booking.price),
      moms_ore: momsOf(oreOf(booking.price)),
    });
  }
  return true;
}

/** Invoices every firm billed monthly for `month` (YYYY-MM); safe to run again. */
export async function runMonthlyInvoices(month: string, now = new Date()): Promise<MonthlyRun> {
  const run: MonthlyRun = { month, invoiced: [], alreadyInvoiced: [] };
  const firms = (await listFirms()).filter(
    (firm) => firm.billing_mode === 'monthly' && firm.invoice_approved,
  );
  for (const firm of firms) {
    try {
      const done = await invoiceFirmMonth(firm, month, now);
      if (done === true) run.invoiced.push(firm.id);
      if (done === null) run.alreadyInvoiced.push(firm.id);
    } catch (error) {
      // One firm's failure does not stop the others; the next run resumes its claim.
      logger.error('firm_month_invoice_failed', { firmId: firm.id, month, error });
    }
  }
  return run;
}
