/**
 * The fake's credit notes (`POST /v1/credit_notes`, `GET /v1/credit_notes?invoice=`), in
 * Stripe's shape: a credit note against an open invoice is a pre-payment credit note, which
 * lowers what the customer owes (`amount_due`, `amount_remaining`) and is added to the
 * invoice's `pre_payment_credit_notes_amount`; one against a paid invoice is post-payment. The
 * lines are custom line items (`unit_amount` × `quantity`) or an `amount`. Idempotent per key.
 */
import { randomBytes } from 'node:crypto';
import type { FormValue } from './form';
import type { FakeInvoice, InvoiceStore } from './invoices';
import { StripeApiError } from './sessions';

export interface FakeCreditNoteLine {
  id: string;
  object: 'credit_note_line_item';
  type: 'custom_line_item' | 'invoice_line_item';
  amount: number;
  description: string | null;
  quantity: number;
  unit_amount: number | null;
  invoice_line_item?: string;
}

export interface FakeCreditNote {
  id: string;
  object: 'credit_note';
  amount: number;
  subtotal: number;
  total: number;
  currency: string;
  customer: string;
  invoice: string;
  number: string;
  memo: string | null;
  metadata: Record<string, string>;
  reason: string | null;
  status: 'issued' | 'void';
  type: 'pre_payment' | 'post_payment';
  pre_payment_amount: number;
  post_payment_amount: number;
  lines: { object: 'list'; data: FakeCreditNoteLine[]; has_more: false; url: string };
  created: number;
  livemode: false;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;
const text = (value: FormValue | undefined) => (typeof value === 'string' ? value : undefined);
const invalid = (message: string) => new StripeApiError(400, 'invalid_request_error', message);

function lineOf(value: FormValue): FakeCreditNoteLine {
  const line = (typeof value === 'object' && !Array.isArray(value) ? value : {}) as Record<
    string,
    FormValue
  >;
  const type = text(line.type);
  if (type !== 'custom_line_item' && type !== 'invoice_line_item')
    throw invalid('Invalid lines[type]: must be custom_line_item or invoice_line_item');
  const quantity = Number(text(line.quantity) ?? 1);
  const unit = text(line.unit_amount);
  const amount = unit !== undefined ? Number(unit) * quantity : Number(text(line.amount) ?? NaN);
  if (!Number.isInteger(amount) || amount <= 0)
    throw invalid('A credit note line needs a positive unit_amount or amount');
  return {
    id: id('cnli'),
    object: 'credit_note_line_item',
    type,
    amount,
    description: text(line.description) ?? null,
    quantity,
    unit_amount: unit !== undefined ? Number(unit) : null,
    ...(type === 'invoice_line_item' ? { invoice_line_item: text(line.invoice_line_item) } : {}),
  };
}

export function createCreditNoteStore(invoices: InvoiceStore) {
  const notes = new Map<string, FakeCreditNote>();
  const byKey = new Map<string, FakeCreditNote>();
  let counter = 0;

  function create(params: Record<string, FormValue>, key?: string): FakeCreditNote {
    const known = key ? byKey.get(key) : undefined;
    if (known) return known;
    const invoice: FakeInvoice = invoices.get(text(params.invoice) ?? '');
    if (invoice.status !== 'open' && invoice.status !== 'paid')
      throw invalid(
        `You can only create a credit note on an open or paid invoice (${invoice.status})`,
      );
    const lines = Array.isArray(params.lines) ? params.lines.map(lineOf) : [];
    const amount = lines.length
      ? lines.reduce((sum, line) => sum + line.amount, 0)
      : Number(text(params.amount) ?? NaN);
    if (!Number.isInteger(amount) || amount <= 0)
      throw invalid('The credit note needs lines or an amount');
    const prePayment = invoice.status === 'open';
    if (prePayment && amount > invoice.amount_due)
      throw invalid('The credit note amount exceeds the amount due on the invoice');
    if (!prePayment && amount + invoice.post_payment_credit_notes_amount > invoice.amount_paid)
      throw invalid('The credit note amount exceeds the amount paid on the invoice');
    counter += 1;
    const noteId = id('cn');
    const note: FakeCreditNote = {
      id: noteId,
      object: 'credit_note',
      amount,
      subtotal: amount,
      total: amount,
      currency: invoice.currency,
      customer: invoice.customer,
      invoice: invoice.id,
      number: `${invoice.number ?? 'DRONE'}-CN-${String(counter).padStart(2, '0')}`,
      memo: text(params.memo) ?? null,
      metadata: (params.metadata ?? {}) as Record<string, string>,
      reason: text(params.reason) ?? null,
      status: 'issued',
      type: prePayment ? 'pre_payment' : 'post_payment',
      pre_payment_amount: prePayment ? amount : 0,
      post_payment_amount: prePayment ? 0 : amount,
      lines: {
        object: 'list',
        data: lines,
        has_more: false,
        url: `/v1/credit_notes/${noteId}/lines`,
      },
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    invoices.applyCreditNote(invoice.id, note.type, amount);
    notes.set(note.id, note);
    if (key) byKey.set(key, note);
    return note;
  }

  return {
    create,
    list(invoiceId: string | undefined) {
      const data = [...notes.values()].filter((note) => !invoiceId || note.invoice === invoiceId);
      return { object: 'list', data, has_more: false, url: '/v1/credit_notes' };
    },
    get(creditNoteId: string): FakeCreditNote {
      const found = notes.get(creditNoteId);
      if (!found)
        throw new StripeApiError(
          404,
          'invalid_request_error',
          `No such credit note: '${creditNoteId}'`,
        );
      return found;
    },
  };
}

export type CreditNoteStore = ReturnType<typeof createCreditNoteStore>;
