/**
 * The fake's customers and invoices, in memory: the calls our booking invoices make through
 * the real SDK (customers list/create, invoice items, invoices create/finalize/send/pay/void/
 * retrieve; credit notes lower what is due: credit-notes.ts), with Stripe's idempotency for creations. Sending an invoice mails the customer
 * (as Stripe does) through the twin's mailbox; its hosted page is `/_local/invoice/{id}`.
 * A customer e-mail containing `faktura-fejl` makes invoice creation fail (tests of the undo).
 * An invoice paid by the customer (not out of band) is paid by a payment intent with its charge
 * (refunds.ts), listed as Stripe's invoice payments (`GET /v1/invoice_payments`, filtered by
 * invoice or by payment intent), so a refund made in the dashboard can be refunded of it.
 */
import { randomBytes } from 'node:crypto';
import type { FormValue } from './form';
import { StripeApiError } from './sessions';

export interface FakeCustomer {
  id: string;
  object: 'customer';
  email: string | null;
}

export interface FakeInvoiceLine {
  description: string;
  amount: number;
}

export interface FakeInvoice {
  id: string;
  object: 'invoice';
  customer: string;
  customer_email: string | null;
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  number: string | null;
  currency: string;
  collection_method: string;
  description: string | null;
  footer: string | null;
  metadata: Record<string, string>;
  days_until_due: number;
  due_date: number | null;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  /** Credit notes issued while it was open (they lower what is due), and after it was paid. */
  pre_payment_credit_notes_amount: number;
  post_payment_credit_notes_amount: number;
  hosted_invoice_url: string | null;
  paid_out_of_band: boolean;
  lines: { object: 'list'; data: FakeInvoiceLine[] };
  created: number;
  livemode: false;
}

/** Stripe's invoice payment: which payment intent paid which invoice. */
export interface FakeInvoicePayment {
  id: string;
  object: 'invoice_payment';
  invoice: string;
  amount_paid: number;
  currency: string;
  status: 'paid';
  is_default: true;
  payment: { type: 'payment_intent'; payment_intent: string };
  created: number;
  livemode: false;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;
const text = (value: FormValue | undefined) => (typeof value === 'string' ? value : undefined);
const notFound = (what: string) =>
  new StripeApiError(404, 'invalid_request_error', `No such ${what}`);

export function createInvoiceStore(options: {
  invoiceUrl: (id: string) => string;
  /** Records a payment of `amount` øre and answers its payment intent (refunds.ts). */
  recordPayment: (amount: number, currency: string) => string;
}) {
  const customers = new Map<string, FakeCustomer>();
  const invoices = new Map<string, FakeInvoice>();
  const payments: FakeInvoicePayment[] = [];
  const byKey = new Map<string, unknown>();
  let counter = 0;

  /** Stripe's idempotency: the same key answers the same object. */
  function once<T>(key: string | undefined, create: () => T): T {
    if (key && byKey.has(key)) return byKey.get(key) as T;
    const made = create();
    if (key) byKey.set(key, made);
    return made;
  }

  function invoice(invoiceId: string): FakeInvoice {
    const found = invoices.get(invoiceId);
    if (!found) throw notFound(`invoice: '${invoiceId}'`);
    return found;
  }

  const total = (inv: FakeInvoice) => inv.lines.data.reduce((sum, line) => sum + line.amount, 0);

  return {
    listCustomers(email: string | undefined) {
      const data = [...customers.values()].filter((c) => !email || c.email === email).slice(0, 1);
      return { object: 'list', data, has_more: false, url: '/v1/customers' };
    },
    createCustomer(params: Record<string, FormValue>, key?: string): FakeCustomer {
      return once(key, () => {
        const customer: FakeCustomer = {
          id: id('cus'),
          object: 'customer',
          email: text(params.email) ?? null,
        };
        customers.set(customer.id, customer);
        return customer;
      });
    },
    createInvoice(params: Record<string, FormValue>, key?: string): FakeInvoice {
      return once(key, () => {
        const customer = customers.get(text(params.customer) ?? '');
        if (!customer) throw notFound('customer');
        if (customer.email?.includes('faktura-fejl')) {
          throw new StripeApiError(500, 'api_error', 'Simulated failure creating the invoice');
        }
        const metadata = (params.metadata ?? {}) as Record<string, string>;
        const created: FakeInvoice = {
          id: id('in'),
          object: 'invoice',
          customer: customer.id,
          customer_email: customer.email,
          status: 'draft',
          number: null,
          currency: text(params.currency) ?? 'dkk',
          collection_method: text(params.collection_method) ?? 'charge_automatically',
          description: text(params.description) ?? null,
          footer: text(params.footer) ?? null,
          metadata,
          days_until_due: Number(text(params.days_until_due) ?? 30),
          due_date: null,
          amount_due: 0,
          amount_paid: 0,
          amount_remaining: 0,
          pre_payment_credit_notes_amount: 0,
          post_payment_credit_notes_amount: 0,
          hosted_invoice_url: null,
          paid_out_of_band: false,
          lines: { object: 'list', data: [] },
          created: Math.floor(Date.now() / 1000),
          livemode: false,
        };
        invoices.set(created.id, created);
        return created;
      });
    },
    addItem(params: Record<string, FormValue>, key?: string) {
      return once(key, () => {
        const target = invoice(text(params.invoice) ?? '');
        if (target.status !== 'draft') {
          throw new StripeApiError(400, 'invalid_request_error', 'Invoice is not a draft');
        }
        const line = {
          description: text(params.description) ?? '',
          amount: Number(text(params.amount) ?? 0),
        };
        target.lines.data.push(line);
        target.amount_due = total(target);
        target.amount_remaining = target.amount_due;
        return { id: id('ii'), object: 'invoiceitem', invoice: target.id, ...line };
      });
    },
    finalize(invoiceId: string): FakeInvoice {
      const target = invoice(invoiceId);
      if (target.status === 'draft') {
        counter += 1;
        target.status = 'open';
        target.number = `DRONE-${String(counter).padStart(4, '0')}`;
        target.due_date = Math.floor(Date.now() / 1000) + target.days_until_due * 86_400;
        target.hosted_invoice_url = options.invoiceUrl(target.id);
      }
      return target;
    },
    get: invoice,
    /** Paid by the customer on the hosted page, or out of band by the merchant. */
    pay(invoiceId: string, outOfBand: boolean): FakeInvoice {
      const target = invoice(invoiceId);
      if (target.status !== 'open' && target.status !== 'paid') {
        throw new StripeApiError(400, 'invalid_request_error', `Invoice is ${target.status}`);
      }
      if (target.status === 'open' && !outOfBand && target.amount_due > 0) {
        payments.push({
          id: id('inpay'),
          object: 'invoice_payment',
          invoice: target.id,
          amount_paid: target.amount_due,
          currency: target.currency,
          status: 'paid',
          is_default: true,
          payment: {
            type: 'payment_intent',
            payment_intent: options.recordPayment(target.amount_due, target.currency),
          },
          created: Math.floor(Date.now() / 1000),
          livemode: false,
        });
      }
      target.status = 'paid';
      target.amount_paid = target.amount_due;
      target.amount_remaining = 0;
      target.paid_out_of_band ||= outOfBand;
      return target;
    },
    /** GET /v1/invoice_payments: by `invoice`, or by `payment[payment_intent]`. */
    listPayments(filter: { invoice?: string; paymentIntent?: string }) {
      const data = payments.filter(
        (p) =>
          (!filter.invoice || p.invoice === filter.invoice) &&
          (!filter.paymentIntent || p.payment.payment_intent === filter.paymentIntent),
      );
      return { object: 'list', data, has_more: false, url: '/v1/invoice_payments' };
    },

    /** A credit note's amount: before payment it lowers what is due (credit-notes.ts). */
    applyCreditNote(invoiceId: string, type: 'pre_payment' | 'post_payment', amount: number) {
      const target = invoice(invoiceId);
      if (type === 'post_payment') {
        target.post_payment_credit_notes_amount += amount;
        return;
      }
      target.pre_payment_credit_notes_amount += amount;
      target.amount_due -= amount;
      target.amount_remaining = target.amount_due;
    },
    void(invoiceId: string): FakeInvoice {
      const target = invoice(invoiceId);
      if (target.status !== 'open') {
        throw new StripeApiError(400, 'invalid_request_error', `Invoice is ${target.status}`);
      }
      target.status = 'void';
      return target;
    },
  };
}

export type InvoiceStore = ReturnType<typeof createInvoiceStore>;
