/**
 * The fake's Checkout Sessions, in memory: created from the parameters the SDK sends (with
 * Stripe's own validation rules where our code could get them wrong), retrieved, expired and
 * completed. Honours Idempotency-Key like Stripe: the same key and parameters give the same
 * session; the same key with other parameters is an idempotency error.
 */
import { randomBytes } from 'node:crypto';
import type { FormValue } from './form';

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  customer_email: string | null;
  allowed_payment_method_types: string[];
  success_url: string;
  cancel_url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
  locale: string | null;
  url: string | null;
  /** Set when the session is paid (the fake's payments, refunds.ts). */
  payment_intent: string | null;
}

export interface LineItem {
  name: string;
  description: string | null;
  unitAmount: number;
  quantity: number;
}

/** A Stripe-shaped API error (`{ error: { type, message } }`). */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly param?: string,
    /** Stripe's error code, e.g. `resource_missing`. */
    readonly code?: string,
  ) {
    super(message);
  }
}

const invalid = (message: string, param?: string) =>
  new StripeApiError(400, 'invalid_request_error', message, param);

const minLifetime = 30 * 60;
const maxLifetime = 24 * 60 * 60;

function text(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function record(value: FormValue | undefined): Record<string, FormValue> {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

function wholeNumber(value: FormValue | undefined, param: string, min: number): number {
  const n = Number(text(value));
  if (!Number.isInteger(n) || n < min) throw invalid(`Invalid integer: ${String(value)}`, param);
  return n;
}

function lineItemsOf(params: Record<string, FormValue>): { currency: string; items: LineItem[] } {
  const raw = params.line_items;
  if (!Array.isArray(raw) || raw.length === 0)
    throw invalid('line_items is required in payment mode', 'line_items');
  const currencies = new Set<string>();
  const items = raw.map((entry, i) => {
    const item = record(entry);
    const price = record(item.price_data);
    const product = record(price.product_data);
    const currency = text(price.currency);
    const name = text(product.name);
    if (!currency) throw invalid('Missing currency', `line_items[${i}][price_data][currency]`);
    if (!name) throw invalid('Missing name', `line_items[${i}][price_data][product_data][name]`);
    currencies.add(currency);
    return {
      name,
      description: text(product.description) ?? null,
      unitAmount: wholeNumber(price.unit_amount, `line_items[${i}][price_data][unit_amount]`, 1),
      quantity: wholeNumber(item.quantity, `line_items[${i}][quantity]`, 1),
    };
  });
  if (currencies.size !== 1) throw invalid('All line items must use the same currency');
  return { currency: [...currencies][0] ?? 'dkk', items };
}

export function createSessionStore(options: { checkoutUrl: (sessionId: string) => string }) {
  const sessions = new Map<string, FakeSession>();
  const lineItems = new Map<string, LineItem[]>();
  const idempotent = new Map<string, { body: string; sessionId: string }>();

  function create(params: Record<string, FormValue>, now = Date.now()): FakeSession {
    if (text(params.mode) !== 'payment') throw invalid('Only mode=payment is supported', 'mode');
    const successUrl = text(params.success_url);
    if (!successUrl) throw invalid('success_url is required', 'success_url');
    const { currency, items } = lineItemsOf(params);
    const created = Math.floor(now / 1000);
    const expiresAt = params.expires_at
      ? wholeNumber(params.expires_at, 'expires_at', 0)
      : created + maxLifetime;
    if (expiresAt - created < minLifetime || expiresAt - created > maxLifetime)
      throw invalid(
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
        'expires_at',
      );
    const methods = params.allowed_payment_method_types ?? params.payment_method_types;
    const amount = items.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
    const id = `cs_test_${randomBytes(18).toString('base64url')}`;
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: amount,
      amount_total: amount,
      currency,
      metadata: Object.fromEntries(
        Object.entries(record(params.metadata)).map(([k, v]) => [k, text(v) ?? '']),
      ),
      client_reference_id: text(params.client_reference_id) ?? null,
      customer_email: text(params.customer_email) ?? null,
      allowed_payment_method_types: Array.isArray(methods)
        ? methods.filter((m): m is string => typeof m === 'string')
        : ['card'],
      success_url: successUrl,
      cancel_url: text(params.cancel_url) ?? null,
      created,
      expires_at: expiresAt,
      livemode: false,
      locale: text(params.locale) ?? null,
      url: options.checkoutUrl(id),
      payment_intent: null,
    };
    sessions.set(id, session);
    lineItems.set(id, items);
    return session;
  }

  return {
    /** Creates a session, or returns the one made before with the same Idempotency-Key. */
    create(params: Record<string, FormValue>, rawBody: string, idempotencyKey?: string) {
      if (idempotencyKey) {
        const earlier = idempotent.get(idempotencyKey);
        if (earlier) {
          if (earlier.body !== rawBody)
            throw new StripeApiError(
              400,
              'idempotency_error',
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            );
          const session = sessions.get(earlier.sessionId);
          if (session) return session;
        }
      }
      const session = create(params);
      if (idempotencyKey) idempotent.set(idempotencyKey, { body: rawBody, sessionId: session.id });
      return session;
    },
    get(id: string): FakeSession {
      const session = sessions.get(id);
      if (!session)
        throw new StripeApiError(
          404,
          'invalid_request_error',
          `No such checkout.session: '${id}'`,
          'session',
        );
      return session;
    },
    lineItems: (id: string): LineItem[] => lineItems.get(id) ?? [],
    /** The Idempotency-Key the session was created with (tests). */
    idempotencyKeyOf: (id: string): string | undefined =>
      [...idempotent.entries()].find(([, v]) => v.sessionId === id)?.[0],
    /** Open -> expired; anything else is refused as Stripe does. */
    expire(id: string): FakeSession {
      const session = this.get(id);
      if (session.status !== 'open')
        throw invalid(
          `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
        );
      session.status = 'expired';
      session.url = null;
      return session;
    },
    /** Open -> complete and paid (the customer pressed Betal) by the given payment intent. */
    complete(id: string, paymentIntent: string | null = null): FakeSession {
      const session = this.get(id);
      if (session.status !== 'open') throw invalid(`This Checkout Session is ${session.status}.`);
      session.status = 'complete';
      session.payment_status = 'paid';
      session.url = null;
      session.payment_intent = paymentIntent;
      return session;
    },
    /** Back to open (when our webhook did not accept the payment event). */
    reopen(id: string, url: string) {
      const session = this.get(id);
      session.status = 'open';
      session.payment_status = 'unpaid';
      session.url = url;
      session.payment_intent = null;
    },
    /** Open sessions whose expires_at has passed. */
    overdue(now = Date.now()): FakeSession[] {
      const seconds = Math.floor(now / 1000);
      return [...sessions.values()].filter((s) => s.status === 'open' && s.expires_at <= seconds);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
