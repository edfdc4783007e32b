/**
 * An EAN invoice as e-conomic's REST API takes it (decision 0036, 'EAN invoices'), built from
 * the frozen invoice and the owner's mapping alone: the draft (`POST /invoices/drafts`: the
 * firm as customer and recipient with its EAN, the layout, DKK, the date and due date, our
 * reference in `references.other`, one line per line of the Stripe invoice on the mapping's
 * product, its net price; e-conomic adds the 25 % moms of the product's account for a domestic
 * customer), then booked and sent by EAN. A credit note is the same with negative prices.
 */
import type { EanInvoice, EconomicMapping } from '@shared/api/economic';
import type { CreditNote } from '@shared/api/receipt';
import { copenhagenDateOf } from '@shared/domain/analytics';
import { momsOf } from '@shared/domain/moms';
import { fillText } from '@shared/texts/fill';
import { economicTexts as t } from '@shared/texts/economic';
import type { BookkeepingCustomer } from './economic-entries';

/**
 * The EAN credit note of (part of) an invoice that went by EAN: to the same firm, crediting
 * that invoice, with the money lines (credits given back are not money: left out). Undefined
 * when nothing is money.
 */
export function eanCreditNote(
  original: EanInvoice,
  credit: {
    reference: string;
    number: string | null;
    issued_at: string;
    lines: readonly { description: string; amount_ore: number; prepaid?: true }[];
    booking_ids: readonly string[];
  },
): EanInvoice | undefined {
  const lines = credit.lines
    .filter((line) => !line.prepaid && line.amount_ore !== 0)
    .map(({ description, amount_ore }) => ({ description, amount_ore }));
  if (lines.length === 0) return undefined;
  return {
    kind: 'credit_note',
    reference: credit.reference,
    stripe_invoice_id: original.stripe_invoice_id,
    number: credit.number,
    credited_invoice_number: original.number,
    issued_at: credit.issued_at,
    due_date: null,
    firm: original.firm,
    lines,
    total_ore: lines.reduce((sum, line) => sum + line.amount_ore, 0),
    booking_ids: [...credit.booking_ids],
  };
}

/** The EAN credit note of one of our credit notes of a booking on such an invoice. */
export const eanCreditNoteOf = (original: EanInvoice, note: CreditNote) =>
  eanCreditNote(original, {
    reference: `kreditnota-${note.credit_note_number}`,
    number: String(note.credit_note_number),
    issued_at: note.issued_at,
    lines: note.lines,
    booking_ids: [note.booking_id],
  });

/** e-conomic's domestic vat zone ('Indenlandsk'): 25 % moms on the lines. */
export const domesticVatZone = 1;

/** The firm as e-conomic's customer: found by CVR, created with its EAN. */
export const customerOfEanInvoice = (invoice: EanInvoice): BookkeepingCustomer => ({
  name: invoice.firm.name,
  email: invoice.firm.email,
  cvr: invoice.firm.cvr,
  ean: invoice.firm.ean,
});

/**
 * The contact person e-conomic needs on the customer and on the invoice to send by EAN: the
 * firm's reference (the public customer's person or order reference, printed on the e-invoice
 * as its `eInvoiceId`), else the firm itself; REST `POST /customers/{n}/contacts`.
 */
export function eanContactOf(invoice: EanInvoice) {
  const reference = invoice.firm.reference?.trim();
  return {
    name: (reference || invoice.firm.name).slice(0, 255),
    email: invoice.firm.email.slice(0, 255),
    ...(reference ? { eInvoiceId: reference.slice(0, 50) } : {}),
  };
}

/** Kroner with øre as decimals, without moms. */
const netKroner = (oreInclMoms: number) => (oreInclMoms - momsOf(oreInclMoms)) / 100;

function headingOf(invoice: EanInvoice): string {
  if (invoice.kind !== 'credit_note')
    return fillText(t.eanInvoiceHeading, { number: invoice.number ?? invoice.reference });
  const credited = invoice.credited_invoice_number ?? invoice.stripe_invoice_id;
  // A voided invoice's credit note has no number of its own.
  if (invoice.number === null) return fillText(t.eanVoidHeading, { invoice: credited });
  return fillText(t.eanCreditNoteHeading, { number: invoice.number, invoice: credited });
}

/** The body of `POST /invoices/drafts`. */
export function economicDraftInvoice(
  invoice: EanInvoice,
  mapping: EconomicMapping,
  customerNumber: number,
  customerContactNumber: number,
) {
  return {
    date: copenhagenDateOf(invoice.issued_at),
    ...(invoice.due_date ? { dueDate: invoice.due_date } : {}),
    currency: 'DKK',
    paymentTerms: { paymentTermsNumber: 1 },
    customer: { customerNumber },
    recipient: {
      name: invoice.firm.name.slice(0, 250),
      address: invoice.firm.address.slice(0, 250),
      ean: invoice.firm.ean,
      vatZone: { vatZoneNumber: domesticVatZone },
    },
    layout: { layoutNumber: mapping.invoice_layout },
    references: { other: invoice.reference, customerContact: { customerContactNumber } },
    notes: {
      heading: headingOf(invoice).slice(0, 250),
      ...(invoice.firm.reference
        ? {
            textLine1: fillText(t.eanInvoiceReference, {
              reference: invoice.firm.reference,
            }).slice(0, 1000),
          }
        : {}),
    },
    lines: invoice.lines.map((line, index) => ({
      lineNumber: index + 1,
      sortKey: index + 1,
      description: line.description.slice(0, 2500),
      quantity: 1,
      unitNetPrice: netKroner(line.amount_ore),
      product: { productNumber: mapping.invoice_product },
    })),
  };
}

export type EconomicDraftInvoice = ReturnType<typeof economicDraftInvoice>;
