/**
 * Paying a booking by invoice (product §7 `create-invoice`): a Stripe invoice for the amount the
 * server computed, to the customer by e-mail (a firm booking's to the firm's invoice e-mail,
 * naming the firm, CVR and reference): one line for the product, one for editing,
 * discount and credits as negative lines, in DKK, prices incl. 25 % moms with the moms amount
 * stated, due in 14 days, sent by Stripe with its hosted page (card or MobilePay). Every call
 * carries an idempotency key of the booking, so a retry never makes a second invoice.
 */
import type Stripe from 'stripe';
import type { Booking, BookingInvoice } from '@shared/api/entities';
import { formatOre, invoiceLines, momsOf, oreOf } from '@shared/domain/moms';
import { fillText } from '@shared/texts/fill';
import { paymentDocumentTexts } from '@shared/texts/mails';
import { invoiceSent } from '@functions/stores/booking/booking-changes';
import { getDiscountCode } from '@functions/stores/discount-codes';
import { getFirm } from '@functions/stores/firms';
import { firmInvoiceTexts } from '@shared/texts/firm-admin';
import { bookingDescription } from './booking-checkout';
import { stripeClient } from './stripe-client';
import { creditFirmMonthLine } from './firm-month-credit';
import { queueEanCopy, queueEanVoid } from './ean-invoice';
import { logger } from '@functions/lib/logger';

export const invoiceDaysUntilDue = 14;

/**
 * Who the invoice is sent to: the firm's invoice e-mail (and name) for a firm booking, so the
 * office's bookkeeping gets it, else the customer's e-mail.
 */
async function payerOf(booking: Booking): Promise<{ email: string; name?: string }> {
  const firm = booking.firm ? await getFirm(booking.firm.id) : undefined;
  return firm ? { email: firm.invoice_email, name: firm.name } : { email: booking.user_email };
}

/** A public customer's invoice also goes to e-conomic, which sends it by EAN (decision 0036). */
async function queueBookingEanCopy(
  booking: Booking,
  sent: Stripe.Invoice,
  payer: { email: string },
  lines: readonly { amount_ore: number; description: string }[],
): Promise<void> {
  if (!booking.firm?.ean) return;
  await queueEanCopy({
    kind: 'booking',
    invoice: { id: sent.id, number: sent.number ?? null, due_date: dueDateOf(sent) },
    firm: { ...booking.firm, invoice_email: payer.email },
    lines,
    booking_ids: [booking.id],
  });
}

/** The Stripe customer of an e-mail: the one there is, else made now (once per `key`). */
export async function stripeCustomerOf(
  stripe: Stripe,
  payer: { email: string; name?: string },
  key: string,
): Promise<string> {
  const found = await stripe.customers.list({ email: payer.email, limit: 1 });
  if (found.data[0]) return found.data[0].id;
  const created = await stripe.customers.create(
    { ...payer, preferred_locales: ['da'] },
    { idempotencyKey: key },
  );
  return created.id;
}

/** The invoice's description: the booking, and for a firm booking the firm, CVR and reference. */
function invoiceDescription(booking: Booking): string {
  const about = `${booking.product_name}: ${bookingDescription(booking)}`;
  const firm = booking.firm;
  if (!firm) return about;
  return [
    fillText(firmInvoiceTexts.bookingFor, { firm: firm.name, cvr: firm.cvr }),
    about,
    firm.reference
      ? fillText(firmInvoiceTexts.bookingReference, { reference: firm.reference })
      : '',
  ]
    .filter(Boolean)
    .join('. ');
}

/**
 * The draft invoice's lines, then finalized and sent by Stripe; each call with its idempotency
 * key (`key(step)`), so a retry adds no line twice and sends once.
 */
export async function addLinesAndSend(
  stripe: Stripe,
  draft: { customer: string; invoiceId: string; key: (step: string) => string },
  lines: readonly { amount_ore: number; description: string }[],
): Promise<Stripe.Invoice> {
  for (const [index, line] of lines.entries()) {
    await stripe.invoiceItems.create(
      {
        customer: draft.customer,
        invoice: draft.invoiceId,
        currency: 'dkk',
        amount: line.amount_ore,
        description: line.description,
      },
      { idempotencyKey: draft.key(`line-${index}`) },
    );
  }
  const finalized = await stripe.invoices.finalizeInvoice(
    draft.invoiceId,
    {},
    { idempotencyKey: draft.key('finalize') },
  );
  return stripe.invoices.sendInvoice(finalized.id, {}, { idempotencyKey: draft.key('send') });
}

export const dueDateOf = (invoice: Stripe.Invoice) =>
  invoice.due_date ? new Date(invoice.due_date * 1000).toISOString().slice(0, 10) : null;

/** Creates, finalizes and sends the invoice, and stores it on the booking. */
export async function sendBookingInvoice(
  booking: Booking,
  amounts: { productPrice: number; editingPrice: number },
): Promise<BookingInvoice> {
  const stripe = await stripeClient();
  const key = (step: string) => `booking-invoice-${booking.id}-${step}`;
  const payer = await payerOf(booking);
  const customer = await stripeCustomerOf(stripe, payer, `customer-${booking.id}`);
  const amountOre = oreOf(booking.price);
  const momsOre = momsOf(amountOre);
  const draft = await stripe.invoices.create(
    {
      customer,
      collection_method: 'send_invoice',
      days_until_due: invoiceDaysUntilDue,
      currency: 'dkk',
      auto_advance: false,
      pending_invoice_items_behavior: 'exclude',
      description: invoiceDescription(booking),
      footer: fillText(paymentDocumentTexts.invoiceFooter, {
        moms: formatOre(momsOre),
        total: formatOre(amountOre),
      }),
      metadata: { kind: 'booking', booking_id: booking.id },
    },
    { idempotencyKey: key('invoice') },
  );
  const code = booking.discount_code_id
    ? ((await getDiscountCode(booking.discount_code_id))?.code ?? null)
    : null;
  const lines = invoiceLines({
    productName: booking.product_name,
    productPrice: amounts.productPrice,
    editingPrice: amounts.editingPrice,
    discount: booking.discount_amount,
    discountCode: code,
    credits: booking.credits_used,
  });
  const stripeLines = lines.map((line) => ({
    amount_ore: line.amountOre,
    description: line.description,
  }));
  const sent = await addLinesAndSend(stripe, { customer, invoiceId: draft.id, key }, stripeLines);
  await queueBookingEanCopy(booking, sent, payer, stripeLines);
  const invoice: BookingInvoice = {
    id: sent.id,
    number: sent.number ?? null,
    due_date: dueDateOf(sent),
    status: 'open',
    url: sent.hosted_invoice_url ?? null,
    amount_ore: amountOre,
    moms_ore: momsOre,
  };
  await invoiceSent(booking.id, invoice);
  return invoice;
}

/** Marks the invoice paid out of band (the admin registered a bank transfer). */
export async function payInvoiceOutOfBand(bookingId: string, invoiceId: string): Promise<void> {
  await (
    await stripeClient()
  ).invoices.pay(
    invoiceId,
    { paid_out_of_band: true },
    { idempotencyKey: `booking-invoice-${bookingId}-paid-out-of-band` },
  );
}

/**
 * Voids the open Stripe invoice of a cancelled invoice booking (best effort, logged). A firm's
 * monthly invoice bills other bookings too, so it is never voided for one of them (decision
 * 0035): the booking's line is credited at once instead (a Stripe credit note and ours).
 */
export async function voidBookingInvoice(booking: Booking): Promise<void> {
  if (booking.invoice?.status !== 'open') return;
  try {
    const stripe = await stripeClient();
    const invoice = await stripe.invoices.retrieve(booking.invoice.id);
    if (invoice.metadata?.kind !== 'booking') {
      if (invoice.status === 'open') await creditFirmMonthLine(booking, invoice);
      return;
    }
    await stripe.invoices.voidInvoice(booking.invoice.id);
    // An invoice e-conomic sent by EAN is credited there the same way.
    await queueEanVoid(booking.invoice.id);
  } catch (error) {
    logger.error('cancelled_booking_invoice_void_failed', { bookingId: booking.id, error });
  }
}
