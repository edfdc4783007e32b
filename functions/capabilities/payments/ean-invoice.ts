/**
 * The EAN copy of a firm's invoice (decision 0036, 'EAN invoices'): when Stripe has issued an
 * invoice to a firm with an EAN number (a public customer), the invoice as issued (the firm's
 * name, CVR, EAN, address and reference, the lines incl. moms) is queued for e-conomic, which
 * books it and sends it by EAN through NemHandel. The site sends no OIOUBL itself. Queued once
 * per Stripe invoice (a rerun of the job or a retried call finds it queued).
 *
 * What is taken off such an invoice before it is paid goes the same way as an EAN credit note
 * (negative lines) to the same firm: a cancelled booking's line of a monthly invoice (with our
 * credit note's number), and a booking's own invoice voided when the booking is cancelled.
 */
import type { EanInvoice } from '@shared/api/economic';
import type { CreditNote } from '@shared/api/receipt';
import { getEanInvoice, queueEanInvoice } from '@functions/stores/bookkeeping-pushes';
import {
  eanCreditNote,
  eanCreditNoteOf,
} from '@functions/capabilities/bookkeeping/economic-invoices';
import { logger } from '@functions/lib/logger';

export interface EanInvoiceInput {
  kind: EanInvoice['kind'];
  invoice: { id: string; number: string | null; due_date: string | null };
  /** A credit note's: its own reference and number, and the number of the invoice it credits. */
  credit_note?: { reference: string; number: string; invoice_number: string | null };
  firm: {
    name: string;
    cvr: string;
    ean: string | null;
    address: string;
    invoice_email: string;
    reference: string | null;
  };
  lines: readonly { description: string; amount_ore: number }[];
  booking_ids: readonly string[];
}

/** Queues the invoice for e-conomic when the firm has an EAN; nothing otherwise. */
export async function queueEanCopy(input: EanInvoiceInput, now = new Date()): Promise<void> {
  const { firm } = input;
  if (!firm.ean) return;
  const queued = await queueEanInvoice(
    {
      kind: input.kind,
      reference: input.credit_note?.reference ?? input.invoice.id,
      stripe_invoice_id: input.invoice.id,
      number: input.credit_note?.number ?? input.invoice.number,
      ...(input.credit_note ? { credited_invoice_number: input.credit_note.invoice_number } : {}),
      issued_at: now.toISOString(),
      due_date: input.invoice.due_date,
      firm: {
        name: firm.name,
        cvr: firm.cvr,
        ean: firm.ean,
        address: firm.address,
        email: firm.invoice_email,
        reference: firm.reference,
      },
      lines: input.lines.map((line) => ({
        description: line.description,
        amount_ore: line.amount_ore,
      })),
      total_ore: input.lines.reduce((sum, line) => sum + line.amount_ore, 0),
      booking_ids: [...input.booking_ids],
    },
    now,
  );
  if (queued)
    logger.info('ean_invoice_queued', {
      invoice: input.invoice.id,
      ...(input.credit_note ? { creditNote: input.credit_note.reference } : {}),
    });
}

async function queueCredit(credit: EanInvoice | undefined, now: Date): Promise<void> {
  if (!credit) return;
  if (await queueEanInvoice(credit, now))
    logger.info('ean_credit_note_queued', { creditNote: credit.reference });
}

/**
 * The EAN credit note of a line of an invoice e-conomic sent by EAN (our credit note of a
 * cancelled booking on a firm's open monthly invoice): its money lines, under its number.
 */
export async function queueEanLineCredit(
  invoiceId: string,
  note: CreditNote,
  now = new Date(),
): Promise<void> {
  const original = await getEanInvoice(invoiceId);
  if (original) await queueCredit(eanCreditNoteOf(original, note), now);
}

/** A voided invoice e-conomic sent by EAN: credited whole, every line negated. */
export async function queueEanVoid(invoiceId: string, now = new Date()): Promise<void> {
  const original = await getEanInvoice(invoiceId);
  if (!original) return;
  const credit = eanCreditNote(original, {
    reference: `annulleret-${invoiceId}`,
    number: null,
    issued_at: now.toISOString(),
    lines: original.lines.map((line) => ({ ...line, amount_ore: -line.amount_ore })),
    booking_ids: original.booking_ids,
  });
  await queueCredit(credit, now);
}
