/**
 * A firm's monthly invoice at Stripe (decision 0035): one invoice to the firm's invoice e-mail
 * with a line per booking of the month (and its discount and credits as negative lines), due in
 * the firm's payment term, sent by Stripe. Every call carries an idempotency key of the firm and
 * month, so a rerun of the job, or a run resuming one that stopped halfway, makes no second
 * invoice and no second line.
 */
import type { Firm } from '@shared/api/firm';
import type { FirmInvoiceLine } from '@shared/api/firm-admin';
import { formatOre, momsOf } from '@shared/domain/moms';
import { linesTotal } from '@shared/domain/firm-billing';
import { fillText } from '@shared/texts/fill';
import { firmInvoiceTexts } from '@shared/texts/firm-admin';
import { paymentDocumentTexts } from '@shared/texts/mails';
import { stripeClient } from './stripe-client';
import { addLinesAndSend, dueDateOf, stripeCustomerOf } from './booking-invoice';
import { queueEanCopy } from './ean-invoice';

/** The metadata kind of a firm's monthly invoice (the webhook's dispatch). */
export const firmMonthInvoiceKind = 'firm_month';

export interface SentFirmInvoice {
  id: string;
  number: string | null;
  due_date: string | null;
  url: string | null;
  amount_ore: number;
  moms_ore: number;
}

/** Creates, finalizes and sends the firm's invoice for `month` (YYYY-MM). */
export async function sendFirmMonthInvoice(
  firm: Firm,
  month: string,
  lines: readonly FirmInvoiceLine[],
): Promise<SentFirmInvoice> {
  const stripe = await stripeClient();
  const key = (step: string) => `firm-month-${firm.id}-${month}-${step}`;
  const customer = await stripeCustomerOf(
    stripe,
    { email: firm.invoice_email, name: firm.name },
    key('customer'),
  );
  const amountOre = linesTotal(lines);
  const momsOre = momsOf(amountOre);
  const draft = await stripe.invoices.create(
    {
      customer,
      collection_method: 'send_invoice',
      days_until_due: firm.payment_term_days,
      currency: 'dkk',
      auto_advance: false,
      pending_invoice_items_behavior: 'exclude',
      description: fillText(firmInvoiceTexts.description, {
        month,
        firm: firm.name,
        cvr: firm.cvr,
      }),
      footer: fillText(paymentDocumentTexts.invoiceFooter, {
        moms: formatOre(momsOre),
        total: formatOre(amountOre),
      }),
      metadata: { kind: firmMonthInvoiceKind, firm_id: firm.id, month },
    },
    { idempotencyKey: key('invoice') },
  );
  const sent = await addLinesAndSend(stripe, { customer, invoiceId: draft.id, key }, lines);
  // A public customer's invoice also goes to e-conomic, which sends it by EAN.
  await queueEanCopy({
    kind: 'firm_month',
    invoice: { id: sent.id, number: sent.number ?? null, due_date: dueDateOf(sent) },
    firm: { ...firm, reference: firm.standing_reference },
    lines,
    booking_ids: [...new Set(lines.map((line) => line.booking_id))],
  });
  return {
    id: sent.id,
    number: sent.number ?? null,
    due_date: dueDateOf(sent),
    url: sent.hosted_invoice_url ?? null,
    amount_ore: amountOre,
    moms_ore: momsOre,
  };
}
