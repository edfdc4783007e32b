/**
 * A local stand-in of the Stripe API for the twin and the tests: exactly the endpoints our
 * code calls through the real `stripe` SDK (Checkout Sessions, refunds, customers and
 * invoices, credit notes, webhook endpoints), the key checked like Stripe does, all in memory except the
 * webhook endpoints (webhook-endpoints.ts: kept in a file when given one). Events go, signed,
 * only to the registered endpoints subscribed to them (delivery.ts). It also serves the
 * checkout page (`/_local/checkout/{id}`, mounted on the gateway's port by the twin): 'Betal'
 * sends a signed `checkout.session.completed` and returns to the success URL; 'Annuller'
 * expires the session (signed `checkout.session.expired`) and returns to the cancel URL.
 * Sessions also expire at their `expires_at`, as in Stripe. Never in AWS.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { renderCheckoutError, renderCheckoutPage } from './checkout-page';
import { createEventDelivery } from './delivery';
import type { CheckoutEventType, InvoiceEventType } from './events';
import { invoiceMailText, renderInvoicePage } from './invoice-page';
import { createInvoiceStore, type FakeInvoice } from './invoices';
import { createCreditNoteStore } from './credit-notes';
import { parseStripeForm } from './form';
import { createRefundStore } from './refunds';
import { createSessionStore, StripeApiError, type FakeSession } from './sessions';
import { createWebhookEndpointStore } from './webhook-endpoints';

export interface FakeStripeOptions {
  /** The secret key the SDK must present (`sk_test_...`). */
  apiKey: string;
  /**
   * Signs the webhook events: the secret of every webhook endpoint of the fake. Unset: each
   * endpoint gets its own, answered only when it is created, as by Stripe.
   */
  webhookSecret?: string;
  /** JSON file the webhook endpoints are kept in (the twin's data folder); unset: memory. */
  webhookStateFile?: string;
  /** Origin the checkout page is reached on (the gateway); defaults to the fake's own. */
  checkoutOrigin?: string;
  /** Port to listen on; 0 (default) picks a free one. */
  port?: number;
  log?: (line: string) => void;
  /** Mails a sent invoice to its customer, as Stripe does (the twin's mailbox). */
  mailInvoice?: (to: string, subject: string, text: string) => Promise<void>;
}

export const checkoutPathPrefix = '/_local/checkout';
export const invoicePathPrefix = '/_local/invoice';

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
  res.end(JSON.stringify(body));
}

function sendHtml(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(html);
}

function redirect(res: ServerResponse, location: string) {
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
}

/**
 * Stripe's answer (401) to a key it does not know, which the SDK throws as a
 * StripeAuthenticationError: the key masked but for its prefix and last four characters.
 */
export function invalidApiKey(authorization: string | undefined) {
  const key = /^Bearer (.*)$/.exec(authorization ?? '')?.[1];
  if (!key)
    return {
      error: {
        type: 'invalid_request_error',
        message:
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      },
    };
  const prefix = /^(sk|rk|pk)_(test|live)_/.exec(key)?.[0] ?? '';
  const masked = `${prefix}${'*'.repeat(Math.max(0, key.length - prefix.length - 4))}${key.slice(-4)}`;
  return {
    error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${masked}` },
  };
}

const successLocation = (session: FakeSession) =>
  session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);

export async function startFakeStripe(options: FakeStripeOptions) {
  const log = options.log ?? (() => undefined);
  let origin = options.checkoutOrigin ?? '';
  const checkoutUrl = (id: string) => `${origin}${checkoutPathPrefix}/${id}`;
  const store = createSessionStore({ checkoutUrl });
  const payments = createRefundStore();
  const invoices = createInvoiceStore({
    invoiceUrl: (id) => `${origin}${invoicePathPrefix}/${id}`,
    recordPayment: (amount, currency) => payments.recordPayment(amount, currency),
  });
  const creditNotes = createCreditNoteStore(invoices);
  const endpoints = createWebhookEndpointStore({
    secret: options.webhookSecret,
    stateFile: options.webhookStateFile,
  });
  const delivery = createEventDelivery({ endpoints, log });
  /** Customers whose `customer.created` went out (an idempotent replay sends none). */
  const announcedCustomers = new Set<string>();

  /** Sends an invoice event as Stripe would (retried in the background). */
  const notifyInvoice = (type: InvoiceEventType, invoice: FakeInvoice) =>
    delivery.deliver(type, invoice);

  /** Sends a session event once and waits; true when it was accepted (or goes nowhere). */
  const notify = (type: CheckoutEventType, session: FakeSession) =>
    delivery.deliver(type, session, 1);

  /** A session event in the background, retried a few times. */
  const notifyLater = (type: CheckoutEventType, session: FakeSession) =>
    void delivery.deliver(type, session);

  async function handleApi(req: IncomingMessage, res: ServerResponse, path: string) {
    if (req.headers.authorization !== `Bearer ${options.apiKey}`) {
      return sendJson(res, 401, invalidApiKey(req.headers.authorization));
    }
    const raw = await readBody(req);
    const idempotencyKey = req.headers['idempotency-key'];
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const sessionKey = typeof idempotencyKey === 'string' ? idempotencyKey : undefined;
      return sendJson(res, 200, store.create(parseStripeForm(raw), raw, sessionKey));
    }
    const key = typeof idempotencyKey === 'string' ? idempotencyKey : undefined;
    const query = new URL(req.url ?? '/', 'http://fake.local').searchParams;
    if (req.method === 'POST' && path === '/v1/refunds') {
      const { refund, isNew } = payments.create(parseStripeForm(raw), key);
      const charge = payments.chargeOf(refund.payment_intent);
      if (isNew && charge) void delivery.deliver('charge.refunded', charge);
      return sendJson(res, 200, refund);
    }
    if (req.method === 'GET' && path === '/v1/customers') {
      return sendJson(res, 200, invoices.listCustomers(query.get('email') ?? undefined));
    }
    if (req.method === 'POST' && path === '/v1/customers') {
      const customer = invoices.createCustomer(parseStripeForm(raw), key);
      if (!announcedCustomers.has(customer.id)) {
        announcedCustomers.add(customer.id);
        void delivery.deliver('customer.created', customer);
      }
      return sendJson(res, 200, customer);
    }
    if (path === '/v1/webhook_endpoints') {
      if (req.method === 'GET') return sendJson(res, 200, endpoints.list(query));
      if (req.method === 'POST')
        return sendJson(res, 200, endpoints.create(parseStripeForm(raw), key));
    }
    const endpointCall = /^\/v1\/webhook_endpoints\/([^/]+)$/.exec(path);
    if (endpointCall?.[1]) {
      const endpointId = decodeURIComponent(endpointCall[1]);
      if (req.method === 'GET') return sendJson(res, 200, endpoints.get(endpointId));
      if (req.method === 'POST')
        return sendJson(res, 200, endpoints.update(endpointId, parseStripeForm(raw)));
      if (req.method === 'DELETE') return sendJson(res, 200, endpoints.remove(endpointId));
    }
    if (req.method === 'GET' && path === '/v1/invoice_payments') {
      return sendJson(
        res,
        200,
        invoices.listPayments({
          invoice: query.get('invoice') ?? undefined,
          paymentIntent: query.get('payment[payment_intent]') ?? undefined,
        }),
      );
    }
    if (req.method === 'POST' && path === '/v1/invoiceitems') {
      return sendJson(res, 200, invoices.addItem(parseStripeForm(raw), key));
    }
    if (req.method === 'POST' && path === '/v1/credit_notes') {
      return sendJson(res, 200, creditNotes.create(parseStripeForm(raw), key));
    }
    if (req.method === 'GET' && path === '/v1/credit_notes') {
      return sendJson(res, 200, creditNotes.list(query.get('invoice') ?? undefined));
    }
    const creditNoteCall = /^\/v1\/credit_notes\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && creditNoteCall?.[1]) {
      return sendJson(res, 200, creditNotes.get(creditNoteCall[1]));
    }
    if (req.method === 'POST' && path === '/v1/invoices') {
      return sendJson(res, 200, invoices.createInvoice(parseStripeForm(raw), key));
    }
    const invoiceCall = /^\/v1\/invoices\/([^/]+)(?:\/(finalize|send|pay|void))?$/.exec(path);
    if (invoiceCall?.[1]) {
      const [, invoiceId, action] = invoiceCall;
      if (req.method === 'GET' && !action) return sendJson(res, 200, invoices.get(invoiceId));
      if (req.method === 'POST' && action === 'finalize') {
        return sendJson(res, 200, invoices.finalize(invoiceId));
      }
      if (req.method === 'POST' && action === 'send') {
        const invoice = invoices.get(invoiceId);
        if (invoice.customer_email && options.mailInvoice) {
          const mail = invoiceMailText(invoice);
          await options.mailInvoice(invoice.customer_email, mail.subject, mail.text);
        }
        return sendJson(res, 200, invoice);
      }
      if (req.method === 'POST' && action === 'pay') {
        const wasPaid = invoices.get(invoiceId).status === 'paid';
        const outOfBand = parseStripeForm(raw).paid_out_of_band === 'true';
        const invoice = invoices.pay(invoiceId, outOfBand);
        if (!wasPaid) void notifyInvoice('invoice.paid', invoice);
        return sendJson(res, 200, invoice);
      }
      if (req.method === 'POST' && action === 'void') {
        const invoice = invoices.void(invoiceId);
        void notifyInvoice('invoice.voided', invoice);
        return sendJson(res, 200, invoice);
      }
    }
    const one = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && one?.[1]) return sendJson(res, 200, store.get(one[1]));
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (req.method === 'POST' && expire?.[1]) {
      const session = store.expire(expire[1]);
      notifyLater('checkout.session.expired', session);
      return sendJson(res, 200, session);
    }
    throw new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${path})`);
  }

  /** `/_local/checkout/{id}` (GET page), `/{id}/pay` and `/{id}/cancel` (POST forms). */
  async function handleCheckout(req: IncomingMessage, res: ServerResponse, path: string) {
    const match = /^\/_local\/checkout\/([^/]+)(?:\/(pay|cancel))?$/.exec(path);
    const id = match?.[1] ? decodeURIComponent(match[1]) : undefined;
    if (!id) return sendHtml(res, 404, renderCheckoutError('Betalingen blev ikke fundet.'));
    let session: FakeSession;
    try {
      session = store.get(id);
    } catch {
      return sendHtml(res, 404, renderCheckoutError('Betalingen blev ikke fundet.'));
    }
    const action = match?.[2];
    if (!action && (req.method === 'GET' || req.method === 'HEAD'))
      return sendHtml(
        res,
        200,
        renderCheckoutPage(session, store.lineItems(id), checkoutPathPrefix),
      );
    if (req.method !== 'POST' || !action)
      return sendHtml(res, 405, renderCheckoutError('Ikke tilladt.'));
    await readBody(req);
    if (session.status !== 'open')
      return sendHtml(res, 409, renderCheckoutPage(session, [], checkoutPathPrefix));
    if (action === 'cancel') {
      store.expire(id);
      await notify('checkout.session.expired', session);
      return redirect(res, session.cancel_url ?? '/');
    }
    const url = session.url ?? checkoutUrl(id);
    store.complete(id, payments.recordPayment(session.amount_total, session.currency));
    if (!(await notify('checkout.session.completed', session))) {
      store.reopen(id, url);
      return sendHtml(
        res,
        502,
        renderCheckoutError('Betalingen kunne ikke registreres. Prøv venligst igen.'),
      );
    }
    return redirect(res, successLocation(session));
  }

  /** `/_local/invoice/{id}` (GET page) and `/{id}/pay` (POST form: pays, then the webhook). */
  async function handleInvoicePage(req: IncomingMessage, res: ServerResponse, path: string) {
    const match = /^\/_local\/invoice\/([^/]+)(?:\/(pay))?$/.exec(path);
    const invoiceId = match?.[1] ? decodeURIComponent(match[1]) : undefined;
    let invoice: FakeInvoice;
    try {
      invoice = invoices.get(invoiceId ?? '');
    } catch {
      return sendHtml(res, 404, renderCheckoutError('Fakturaen blev ikke fundet.'));
    }
    const page = `${invoicePathPrefix}/${invoice.id}`;
    if (!match?.[2] && (req.method === 'GET' || req.method === 'HEAD')) {
      return sendHtml(res, 200, renderInvoicePage(invoice, `${page}/pay`));
    }
    if (req.method !== 'POST') return sendHtml(res, 405, renderCheckoutError('Ikke tilladt.'));
    await readBody(req);
    if (invoice.status === 'open') {
      invoices.pay(invoice.id, false);
      await notifyInvoice('invoice.paid', invoice);
    }
    return redirect(res, page);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://fake.local').pathname;
    try {
      if (path.startsWith('/v1/')) return await handleApi(req, res, path);
      if (path.startsWith(checkoutPathPrefix)) return await handleCheckout(req, res, path);
      if (path.startsWith(invoicePathPrefix)) return await handleInvoicePage(req, res, path);
      sendJson(res, 404, { error: { type: 'invalid_request_error', message: 'Not found' } });
    } catch (error) {
      if (error instanceof StripeApiError) {
        return sendJson(res, error.status, {
          error: { type: error.type, message: error.message, param: error.param, code: error.code },
        });
      }
      log(`fake stripe error: ${String(error)}`);
      if (!res.headersSent) sendJson(res, 500, { error: { type: 'api_error', message: 'Fejl' } });
    }
  }

  const server = http.createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  if (!origin) origin = url;

  // Sessions expire at their expires_at, as in Stripe: the unpaid booking's slot is freed.
  const sweep = setInterval(() => {
    for (const session of store.overdue()) {
      store.expire(session.id);
      notifyLater('checkout.session.expired', session);
    }
  }, 30_000);
  sweep.unref();

  return {
    /** Base URL for the SDK (STRIPE_API_URL). */
    url,
    /** Serves `/_local/checkout/*` (the twin's gateway mounts it on its own port). */
    handleCheckout: async (req: IncomingMessage, res: ServerResponse) => {
      const path = new URL(req.url ?? '/', 'http://fake.local').pathname;
      if (!path.startsWith(`${checkoutPathPrefix}/`) && !path.startsWith(`${invoicePathPrefix}/`))
        return sendHtml(res, 404, renderCheckoutError('Betalingen blev ikke fundet.'));
      return handle(req, res);
    },
    sessions: store,
    invoices,
    /** Credit notes against invoices (tests read them). */
    creditNotes,
    /** Payments of completed sessions and their refunds (tests count refunds). */
    payments,
    /** Pays an open session as the checkout page's 'Betal' does, without the webhook (tests). */
    completeSession: (id: string) => {
      const session = store.get(id);
      return store.complete(id, payments.recordPayment(session.amount_total, session.currency));
    },
    /** Sends an invoice event as Stripe would (tests: failed payments, voiding). */
    notifyInvoice,
    /** The latest event deliveries, oldest first (tests). */
    deliveries: delivery.deliveries,
    /** Resolves when background webhook deliveries have finished (tests). */
    idle: delivery.idle,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(sweep);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
