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
import { eanPushId, getPush, queueEanInvoice } from '@functions/stores/bookkeeping-pushes';
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

/** The EAN invoice queued for the Stripe invoice, if it went that way. */
async function eanInvoiceOf(invoiceId: string): Promise<EanInvoice | undefined> {
  const push = await getPush(eanPushId(invoiceId));
  return push?.document === 'ean_invoice' ? push.invoice : undefined;
}

async function queueCredit(
  original: EanInvoice,
  credit: Pick<EanInvoice, 'reference' | 'number' | 'lines' | 'booking_ids'>,
  now: Date,
): Promise<void> {
  if (credit.lines.length === 0) return;
  const queued = await queueEanInvoice(
    {
      ...credit,
      kind: 'credit_note',
      stripe_invoice_id: original.stripe_invoice_id,
      credited_invoice_number: original.number,
      issued_at: now.toISOString(),
      due_date: null,
      firm: original.firm,
      total_ore: credit.lines.reduce((sum, line) => sum + line.amount_ore, 0),
    },
    now,
  );
  if (queued) logger.info('ean_credit_note_queued', { creditNote: credit.reference });
}

/**
 * The EAN credit note of a line of an invoice e-conomic sent by EAN (our credit note of a
 * cancelled booking on a firm's open monthly invoice): its money lines, under its number.
 */
export async function queueEanLineCredit(
  invoiceId: string,
  note: {
    credit_note_number: number;
    booking_id: string;
    lines: readonly { description: string; amount_ore: number; prepaid?: true }[];
  },
  now = new Date(),
): Promise<void> {
  const original = await eanInvoiceOf(invoiceId);
  if (!original) return;
  await queueCredit(
    original,
    {
      reference: `kreditnota-${note.credit_note_number}`,
      number: String(note.credit_note_number),
      lines: note.lines
        .filter((line) => !line.prepaid && line.amount_ore !== 0)
        .map(({ description, amount_ore }) => ({ description, amount_ore })),
      booking_ids: [note.booking_id],
    },
    now,
  );
}

/** A voided invoice e-conomic sent by EAN: credited whole, every line negated. */
export async function queueEanVoid(invoiceId: string, now = new Date()): Promise<void> {
  const original = await eanInvoiceOf(invoiceId);
  if (!original) return;
  await queueCredit(
    original,
    {
      reference: `annulleret-${invoiceId}`,
      number: null,
      lines: original.lines.map((line) => ({ ...line, amount_ore: -line.amount_ore })),
      booking_ids: original.booking_ids,
    },
    now,
  );
}
