/**
 * A local stand-in of e-conomic's OpenAPI, for the twin and the tests (decision 0036): the
 * endpoints the bookkeeping adapter calls (functions/capabilities/bookkeeping/economic-client.ts),
 * answered in e-conomic's shapes and status codes:
 *
 * - every call needs `X-AppSecretToken` (the stand-in app's) and an `X-AgreementGrantToken` it
 *   issued and has not expired, else 401 with e-conomic's problem body; an OpenAPI write with an
 *   `Idempotency-Key` already answered successfully gets that answer again and writes nothing;
 * - `GET /journalsapi/v11.0.0/journals`; `GET`/`POST /journalsapi/v11.0.0/draft-entries` (the
 *   filter `journalNumber$eq:J$and:voucherNumber$eq:V`; a POST is validated as e-conomic does:
 *   400 with `errors[]` naming each field); `GET`/`POST .../attachments/{journal}/{voucher}`
 *   (multipart, a PDF; 404 when the voucher has none);
 * - `GET /customersapi/v3.1.0/Customers?filter=email$eq:…` (or `cvrNo$eq:` for a firm), `POST`
 *   (the Customers API's v3.1.0 field names: `zone`, `paymentTermId`, `cvrNo`,
 *   `eanLocationNumber`, `nemHandelReceiverType`, `defaultDisableEInvoicing`; validated: a CVR of 8
 *   digits, an EAN of 13, a legacy REST field name refused; 201 with the customer);
 * - e-conomic's REST API for EAN invoices (at the root, as `restapi.e-conomic.com`):
 *   `GET /invoices/drafts|booked?filter=references.other$eq:…` (`{ collection: [...] }`),
 *   `POST /invoices/drafts` (validated: customer, layout, currency, date, payment terms,
 *   recipient's name and vat zone, each line's product and price; 201 with the draft's number
 *   and its net, moms and gross), `POST /invoices/booked` `{ draftInvoice: { draftInvoiceNumber },
 *   sendBy }` (404 for a draft that is not there (booked already), 400 for `sendBy: "ean"` without a
 *   contact person of the customer on the invoice, or to a
 *   customer without an EAN; 201 with `bookedInvoiceNumber`), `GET`/`POST
 *   /customers/{n}/contacts` (`filter=name$eq:…`; a name required, an `eInvoiceId` of at most
 *   50), errors in the REST API's body
 *   (`message`, `errorCode`, `errors: { property: { errors: [{ errorMessage }] } }`);
 * - e-conomic's grant page: `GET /requestaccess.aspx?appPublicToken=…&redirectUrl=…` issues a
 *   grant at once and redirects back with `token=…`, as e-conomic does after the owner accepts.
 *
 * For the tests: `POST /_grants` issues a grant (`{ token }` answered), `POST /_grants/expire`
 * expires every grant (401 from then on), `POST /_failures` `{ kind: 'validation' |
 * 'rate_limit' | 'unavailable', times }` fails the next writes, `GET /_posted` lists what was
 * posted (entries, attachments with their size and type, customers, draft and booked
 * invoices), `DELETE /_posted` forgets
 * it. Kept in memory. Never in AWS.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EconomicDraftEntry } from '@functions/capabilities/bookkeeping/economic-entries';
import type { EconomicDraftInvoice } from '@functions/capabilities/bookkeeping/economic-invoices';
import { listenLocally } from './local-http-server';
import type { ServiceHandle } from './process';

export const fakeEconomicAppSecretToken = 'local-economic-app-secret';
export const fakeEconomicAppPublicToken = 'local-economic-app-public';

/** A draft entry as posted (the adapter's shape), with the number the stand-in gave it. */
export type PostedEntry = EconomicDraftEntry & { draftEntryNumber: number };

export interface PostedAttachment {
  journalNumber: number;
  voucherNumber: number;
  fileName: string;
  contentType: string;
  bytes: number;
  /** The file starts as a PDF does. */
  isPdf: boolean;
}

export interface PostedCustomer {
  customerNumber: number;
  name: string;
  email: string;
  customerGroupNumber: number;
  cvrNo?: string;
  eanLocationNumber?: string;
  /** NemHandel's receiver type: 1 = by EAN. */
  nemHandelReceiverType?: number;
  /** false: e-conomic sends the customer's invoices by EAN (e-invoicing) by default. */
  defaultDisableEInvoicing?: boolean;
}

/** A draft invoice as posted, with its number and the amounts e-conomic works out. */
export type PostedDraftInvoice = EconomicDraftInvoice & {
  draftInvoiceNumber: number;
  netAmount: number;
  vatAmount: number;
  grossAmount: number;
};

/** A booked invoice: the draft it was, its number, and how e-conomic sent it. */
export type PostedBookedInvoice = PostedDraftInvoice & {
  bookedInvoiceNumber: number;
  sentBy: 'none' | 'ean';
};

/** A customer's contact person (REST `POST /customers/{n}/contacts`). */
export interface PostedContact {
  customerContactNumber: number;
  customerNumber: number;
  name: string;
  email?: string;
  eInvoiceId?: string;
}

export interface EconomicPosted {
  entries: PostedEntry[];
  attachments: PostedAttachment[];
  customers: PostedCustomer[];
  drafts: PostedDraftInvoice[];
  booked: PostedBookedInvoice[];
  contacts: PostedContact[];
}

export interface FakeEconomic extends ServiceHandle {
  posted(): EconomicPosted;
  issueGrant(): string;
  expireGrants(): void;
  /** Fails the next `times` writes, after letting `afterWrites` writes through first. */
  failNext(kind: FailureKind, times?: number, afterWrites?: number): void;
}

type FailureKind = 'validation' | 'rate_limit' | 'unavailable';

const journals = [{ journalNumber: 1, name: 'Kassekladde' }];
const vatCodes = new Set(['U25', 'I25', 'UEUV', 'UVEU']);
const entryTypes = new Set([1, 2, 3, 4, 5]);
const customerGroups = new Set([1, 2]);
const paths = {
  journals: '/journalsapi/v11.0.0/journals',
  draftEntries: '/journalsapi/v11.0.0/draft-entries',
  attachment: /^\/journalsapi\/v11\.0\.0\/attachments\/(\d+)\/(\d+)$/,
  customers: '/customersapi/v3.1.0/Customers',
  draftInvoices: '/invoices/drafts',
  bookedInvoices: '/invoices/booked',
};
const restPaths = new Set([paths.draftInvoices, paths.bookedInvoices]);
const contactsPath = /^\/customers\/(\d+)\/contacts$/;
const layouts = new Set([19, 20]);
const products = new Set(['1', '2']);
const paymentTerms = new Set([1, 2, 3]);

/** Answers sent for an `Idempotency-Key`, remembered when they succeed (see `api`). */
const recorders = new WeakMap<ServerResponse, (status: number, body: unknown) => void>();

function send(res: ServerResponse, status: number, body?: unknown, headers = {}) {
  recorders.get(res)?.(status, body);
  res.writeHead(status, {
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    ...headers,
  });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

/** e-conomic's problem body. */
const problem = (
  status: number,
  title: string,
  errors?: { propertyName: string; message: string }[],
) => ({
  type: `https://apis.e-conomic.com/problems/${status}`,
  title,
  status,
  traceId: randomUUID(),
  ...(errors ? { errors } : {}),
});

/** The REST API's error body: its message and the errors by property. */
const restError = (
  status: number,
  message: string,
  errors?: { propertyName: string; errorMessage: string }[],
) => ({
  message,
  errorCode: `E${status}00`,
  developerHint: errors ? 'Find error details in the errors property.' : message,
  logId: randomUUID(),
  httpStatusCode: status,
  ...(errors
    ? {
        errors: Object.fromEntries(
          errors.map((e) => [e.propertyName, { errors: [{ ...e, errorCode: `E${status}01` }] }]),
        ),
      }
    : {}),
  logTime: new Date().toISOString(),
});

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** `a$eq:1$and:b$eq:x` as `{ a: '1', b: 'x' }`. */
function filterOf(url: URL): Record<string, string> {
  const filter = url.searchParams.get('filter') ?? '';
  return Object.fromEntries(
    filter
      .split('$and:')
      .map((part) => /^([A-Za-z.]+)\$eq:(.*)$/.exec(part))
      .flatMap((match) => (match ? [[match[1]!, match[2]!]] : [])),
  );
}

const isInt = (value: unknown): value is number => Number.isInteger(value);

function entryErrors(
  entry: Record<string, unknown>,
  index: number,
  customers: ReadonlyMap<number, PostedCustomer>,
): { propertyName: string; message: string }[] {
  const errors: { propertyName: string; message: string }[] = [];
  const fail = (field: string, message: string) =>
    errors.push({ propertyName: `[${index}].${field}`, message });
  if (!journals.some((j) => j.journalNumber === entry.journalNumber))
    fail('journalNumber', 'Journal not found.');
  if (!isInt(entry.voucherNumber) || entry.voucherNumber < 1)
    fail('voucherNumber', 'VoucherNumber is required and must be positive.');
  if (!isInt(entry.entryTypeNumber) || !entryTypes.has(entry.entryTypeNumber))
    fail('entryTypeNumber', 'Unknown entry type.');
  if (typeof entry.date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(entry.date))
    fail('date', 'Date must be yyyy-MM-dd.');
  if (typeof entry.amount !== 'number' || entry.amount === 0)
    fail('amount', 'Amount must be a number other than 0.');
  if (entry.currency !== 'DKK') fail('currency', 'Unknown currency.');
  if ('currencyCode' in entry) fail('currencyCode', 'Unknown property.');
  if (typeof entry.text !== 'string' || entry.text.length > 250)
    fail('text', 'Text must be at most 250 characters.');
  if (entry.entryTypeNumber === 4 || entry.entryTypeNumber === 5) {
    if (!isInt(entry.customerNumber) || !customers.has(entry.customerNumber))
      fail('customerNumber', 'Customer not found.');
  }
  if (!isInt(entry.contraAccountNumber)) fail('contraAccountNumber', 'Account not found.');
  if (entry.contraVatCode !== undefined && !vatCodes.has(String(entry.contraVatCode)))
    fail('contraVatCode', 'VAT code not found.');
  return errors;
}

function customerErrors(body: Record<string, unknown>) {
  const errors: { propertyName: string; message: string }[] = [];
  if (typeof body.name !== 'string' || !body.name.trim())
    errors.push({ propertyName: 'name', message: 'Name is required.' });
  if (typeof body.email !== 'string' || !body.email.includes('@'))
    errors.push({ propertyName: 'email', message: 'Email is not valid.' });
  if (body.currency !== 'DKK')
    errors.push({ propertyName: 'currency', message: 'Unknown currency.' });
  if (!isInt(body.customerGroupNumber) || !customerGroups.has(body.customerGroupNumber))
    errors.push({ propertyName: 'customerGroupNumber', message: 'Customer group not found.' });
  if (!isInt(body.zone)) errors.push({ propertyName: 'zone', message: 'Required.' });
  if (!isInt(body.paymentTermId))
    errors.push({ propertyName: 'paymentTermId', message: 'Required.' });
  if (
    body.eanLocationNumber !== undefined &&
    !(typeof body.eanLocationNumber === 'string' && /^\d{13}$/.test(body.eanLocationNumber))
  )
    errors.push({ propertyName: 'eanLocationNumber', message: 'EAN must be 13 digits.' });
  if (body.cvrNo !== undefined && !(typeof body.cvrNo === 'string' && /^\d{8}$/.test(body.cvrNo)))
    errors.push({ propertyName: 'cvrNo', message: 'CVR must be 8 digits.' });
  // The legacy REST API's names are not this API's: refused rather than quietly dropped.
  for (const legacy of [
    'vatZoneNumber',
    'paymentTermsNumber',
    'corporateIdentificationNumber',
    'ean',
    'eInvoicingDisabledByDefault',
  ])
    if (legacy in body) errors.push({ propertyName: legacy, message: 'Unknown property.' });
  return errors;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function draftInvoiceErrors(
  body: Record<string, unknown>,
  customers: ReadonlyMap<number, PostedCustomer>,
) {
  const errors: { propertyName: string; errorMessage: string }[] = [];
  const fail = (propertyName: string, errorMessage: string) =>
    errors.push({ propertyName, errorMessage });
  const customer = isRecord(body.customer) ? body.customer.customerNumber : undefined;
  if (!isInt(customer) || !customers.has(customer)) fail('customer', 'Customer not found.');
  if (body.currency !== 'DKK') fail('currency', 'Unknown currency.');
  if (typeof body.date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(body.date))
    fail('date', 'Date must be yyyy-MM-dd.');
  const layout = isRecord(body.layout) ? body.layout.layoutNumber : undefined;
  if (!isInt(layout) || !layouts.has(layout)) fail('layout', 'Layout not found.');
  const terms = isRecord(body.paymentTerms) ? body.paymentTerms.paymentTermsNumber : undefined;
  if (!isInt(terms) || !paymentTerms.has(terms)) fail('paymentTerms', 'Payment terms not found.');
  const recipient = isRecord(body.recipient) ? body.recipient : {};
  if (typeof recipient.name !== 'string' || !recipient.name.trim())
    fail('recipient.name', 'Recipient name is required.');
  if (!isRecord(recipient.vatZone) || !isInt(recipient.vatZone.vatZoneNumber))
    fail('recipient.vatZone', 'Recipient vat zone is required.');
  if (
    recipient.ean !== undefined &&
    !(typeof recipient.ean === 'string' && /^\d{13}$/.test(recipient.ean))
  )
    fail('recipient.ean', 'EAN must be 13 digits.');
  const other = isRecord(body.references) ? body.references.other : undefined;
  if (other !== undefined && !(typeof other === 'string' && other.length <= 250))
    fail('references.other', 'Other reference must be at most 250 characters.');
  const lines = Array.isArray(body.lines) ? body.lines : [];
  lines.forEach((line: unknown, index) => {
    const l = isRecord(line) ? line : {};
    const product = isRecord(l.product) ? l.product.productNumber : undefined;
    if (typeof product !== 'string' || !products.has(product))
      fail(`lines[${index}].product`, 'Product not found.');
    if (typeof l.unitNetPrice !== 'number') fail(`lines[${index}].unitNetPrice`, 'Required.');
    if (typeof l.quantity !== 'number' || l.quantity === 0)
      fail(`lines[${index}].quantity`, 'Quantity must be other than 0.');
  });
  return errors;
}

/** Kroner rounded to øre. */
const kr = (amount: number) => Math.round(amount * 100) / 100;

export async function startFakeEconomic(port = 0): Promise<FakeEconomic> {
  const grants = new Set<string>();
  let entries: PostedEntry[] = [];
  let attachments: PostedAttachment[] = [];
  const customers = new Map<number, PostedCustomer>();
  let failures: { kind: FailureKind; left: number; skip: number } | undefined;
  let drafts: PostedDraftInvoice[] = [];
  const replays = new Map<string, { status: number; body: unknown }>();
  const contacts: PostedContact[] = [];
  let nextContact = 1;
  let booked: PostedBookedInvoice[] = [];
  let nextEntry = 1;
  let nextCustomer = 1;
  let nextDraft = 1;
  let nextBooked = 1;

  const issueGrant = () => {
    const token = `local-grant-${randomUUID()}`;
    grants.add(token);
    return token;
  };

  /** A failure set by the test, for a write (in the REST API's body on its paths). */
  function injected(res: ServerResponse, rest = false): boolean {
    if (!failures || failures.left <= 0) return false;
    if (failures.skip > 0) {
      failures.skip -= 1;
      return false;
    }
    failures.left -= 1;
    const body = (status: number, title: string) =>
      rest ? restError(status, title) : problem(status, title);
    if (failures.kind === 'rate_limit')
      send(res, 429, body(429, 'Too many requests.'), { 'retry-after': '1' });
    else if (failures.kind === 'unavailable') send(res, 503, body(503, 'Service unavailable.'));
    else if (rest)
      send(
        res,
        400,
        restError(400, 'Validation exception.', [
          { propertyName: 'layout', errorMessage: 'Layout 19 is blocked.' },
        ]),
      );
    else
      send(
        res,
        400,
        problem(400, 'Validation error.', [
          { propertyName: '[0].contraAccountNumber', message: 'Account 1010 is blocked.' },
        ]),
      );
    return true;
  }

  async function jsonBody(req: IncomingMessage): Promise<unknown> {
    try {
      return JSON.parse((await readBody(req)).toString('utf8')) as unknown;
    } catch {
      return undefined;
    }
  }

  /** e-conomic's REST API: a customer's contact persons. */
  async function customerContacts(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    customerNumber: number,
  ) {
    if (!customers.has(customerNumber))
      return send(res, 404, restError(404, `Customer ${customerNumber} not found.`));
    if (req.method === 'GET') {
      const { name } = filterOf(url);
      const collection = contacts.filter(
        (c) => c.customerNumber === customerNumber && (name === undefined || c.name === name),
      );
      return send(res, 200, {
        collection,
        pagination: { results: collection.length, pageSize: 20, skipPages: 0 },
      });
    }
    if (req.method !== 'POST') return send(res, 405, restError(405, 'Method not allowed.'));
    if (injected(res, true)) return;
    const body = await jsonBody(req);
    const errors: { propertyName: string; errorMessage: string }[] = [];
    const b = isRecord(body) ? body : {};
    if (typeof b.name !== 'string' || !b.name.trim() || b.name.length > 255)
      errors.push({ propertyName: 'name', errorMessage: 'Name is required (at most 255).' });
    if (
      b.eInvoiceId !== undefined &&
      !(typeof b.eInvoiceId === 'string' && b.eInvoiceId.length <= 50)
    )
      errors.push({ propertyName: 'eInvoiceId', errorMessage: 'At most 50 characters.' });
    if (errors.length) return send(res, 400, restError(400, 'Validation exception.', errors));
    const contact: PostedContact = {
      customerContactNumber: nextContact++,
      customerNumber,
      name: String(b.name),
      ...(typeof b.email === 'string' ? { email: b.email } : {}),
      ...(typeof b.eInvoiceId === 'string' ? { eInvoiceId: b.eInvoiceId } : {}),
    };
    contacts.push(contact);
    return send(res, 201, contact);
  }

  /** e-conomic's REST API: the draft and booked invoices. */
  async function invoices(req: IncomingMessage, res: ServerResponse, url: URL) {
    const method = req.method ?? 'GET';
    if (method === 'GET') {
      const other = filterOf(url)['references.other'];
      const all = url.pathname === paths.draftInvoices ? drafts : booked;
      const collection = all.filter((i) => other === undefined || i.references.other === other);
      return send(res, 200, {
        collection,
        pagination: { results: collection.length, pageSize: 20, skipPages: 0 },
        self: `${url.pathname}${url.search}`,
      });
    }
    if (method !== 'POST') return send(res, 405, restError(405, 'Method not allowed.'));
    if (injected(res, true)) return;
    const body = await jsonBody(req);
    if (!isRecord(body)) return send(res, 400, restError(400, 'The body is not JSON.'));
    if (url.pathname === paths.draftInvoices) {
      const errors = draftInvoiceErrors(body, customers);
      if (errors.length) return send(res, 400, restError(400, 'Validation exception.', errors));
      const invoice = body as unknown as EconomicDraftInvoice;
      const netAmount = kr(invoice.lines.reduce((sum, l) => sum + l.quantity * l.unitNetPrice, 0));
      // Domestic vat zone: 25 % moms on the product's account.
      const vatAmount = invoice.recipient.vatZone.vatZoneNumber === 1 ? kr(netAmount * 0.25) : 0;
      const draft: PostedDraftInvoice = {
        ...invoice,
        draftInvoiceNumber: nextDraft++,
        netAmount,
        vatAmount,
        grossAmount: kr(netAmount + vatAmount),
      };
      drafts.push(draft);
      return send(res, 201, {
        ...draft,
        self: `${paths.draftInvoices}/${draft.draftInvoiceNumber}`,
      });
    }
    const number = isRecord(body.draftInvoice) ? body.draftInvoice.draftInvoiceNumber : undefined;
    const draft = drafts.find((d) => d.draftInvoiceNumber === number);
    if (!draft) return send(res, 404, restError(404, `Draft invoice ${String(number)} not found.`));
    const sentBy = body.sendBy === undefined ? 'none' : body.sendBy;
    if (sentBy !== 'none' && sentBy !== 'ean')
      return send(
        res,
        400,
        restError(400, 'Validation exception.', [
          { propertyName: 'sendBy', errorMessage: 'sendBy must be none or ean.' },
        ]),
      );
    const contactNumber = draft.references.customerContact?.customerContactNumber;
    if (
      sentBy === 'ean' &&
      !contacts.some(
        (c) =>
          c.customerNumber === draft.customer.customerNumber &&
          c.customerContactNumber === contactNumber,
      )
    )
      return send(
        res,
        400,
        restError(400, 'Validation exception.', [
          {
            propertyName: 'references.customerContact',
            errorMessage: 'An EAN invoice needs a contact person of the customer on the invoice.',
          },
        ]),
      );
    if (sentBy === 'ean' && !customers.get(draft.customer.customerNumber)?.eanLocationNumber)
      return send(
        res,
        400,
        restError(400, 'Validation exception.', [
          {
            propertyName: 'customer',
            errorMessage: 'The customer has no EAN number, so the invoice cannot be sent by EAN.',
          },
        ]),
      );
    drafts = drafts.filter((d) => d !== draft);
    const done: PostedBookedInvoice = { ...draft, bookedInvoiceNumber: nextBooked++, sentBy };
    booked.push(done);
    return send(res, 201, {
      ...done,
      self: `${paths.bookedInvoices}/${done.bookedInvoiceNumber}`,
    });
  }

  async function api(req: IncomingMessage, res: ServerResponse, url: URL) {
    const method = req.method ?? 'GET';
    const rest = restPaths.has(url.pathname) || contactsPath.test(url.pathname);
    if (
      req.headers['x-appsecrettoken'] !== fakeEconomicAppSecretToken ||
      !grants.has(String(req.headers['x-agreementgranttoken'] ?? ''))
    ) {
      const message = 'The app secret token or agreement grant token is not valid.';
      return send(res, 401, rest ? restError(401, message) : problem(401, message));
    }
    const contactsOf = contactsPath.exec(url.pathname);
    if (contactsOf) return customerContacts(req, res, url, Number(contactsOf[1]));
    if (rest) return invoices(req, res, url);
    // The OpenAPI's idempotency tokens: a write repeated with its key is answered as the first
    // time (when that succeeded), and not made again.
    const key = req.headers['idempotency-key'];
    if (method === 'POST' && typeof key === 'string' && key) {
      const first = replays.get(key);
      if (first) return send(res, first.status, first.body);
      recorders.set(res, (status, body) => {
        if (status < 300) replays.set(key, { status, body });
      });
    }
    if (url.pathname === paths.journals && method === 'GET')
      return send(res, 200, { items: journals, cursor: null });
    if (url.pathname === paths.draftEntries && method === 'GET') {
      const filter = filterOf(url);
      const items = entries.filter(
        (e) =>
          String(e.journalNumber) === filter.journalNumber &&
          String(e.voucherNumber) === filter.voucherNumber,
      );
      return send(res, 200, { items, cursor: null });
    }
    if (url.pathname === paths.draftEntries && method === 'POST') {
      if (injected(res)) return;
      let body: unknown;
      try {
        body = JSON.parse((await readBody(req)).toString('utf8'));
      } catch {
        return send(res, 400, problem(400, 'The body is not JSON.'));
      }
      if (!Array.isArray(body) || body.length === 0)
        return send(res, 400, problem(400, 'Expected a list of draft entries.'));
      const errors = (body as Record<string, unknown>[]).flatMap((e, i) =>
        entryErrors(e, i, customers),
      );
      if (errors.length) return send(res, 400, problem(400, 'Validation error.', errors));
      const created = (body as Omit<PostedEntry, 'draftEntryNumber'>[]).map((e) => ({
        ...e,
        draftEntryNumber: nextEntry++,
      }));
      entries.push(...created);
      return send(
        res,
        201,
        created.map((e) => ({ draftEntryNumber: e.draftEntryNumber })),
      );
    }
    const attachment = paths.attachment.exec(url.pathname);
    if (attachment) {
      const journalNumber = Number(attachment[1]);
      const voucherNumber = Number(attachment[2]);
      const found = attachments.find(
        (a) => a.journalNumber === journalNumber && a.voucherNumber === voucherNumber,
      );
      if (method === 'GET')
        return found
          ? send(res, 200, { fileName: found.fileName, pages: 1 })
          : send(res, 404, problem(404, 'The voucher has no attachment.'));
      if (method !== 'POST') return send(res, 405, problem(405, 'Method not allowed.'));
      if (injected(res)) return;
      if (
        !entries.some((e) => e.journalNumber === journalNumber && e.voucherNumber === voucherNumber)
      )
        return send(res, 404, problem(404, 'Voucher not found.'));
      if (found) return send(res, 409, problem(409, 'The voucher has an attachment already.'));
      const form = await new Response(new Uint8Array(await readBody(req)), {
        headers: { 'content-type': req.headers['content-type'] ?? '' },
      })
        .formData()
        .catch(() => undefined);
      const file = form?.get('file');
      if (!file || typeof file === 'string')
        return send(res, 400, problem(400, 'Expected a file in multipart/form-data.'));
      const bytes = Buffer.from(await file.arrayBuffer());
      attachments.push({
        journalNumber,
        voucherNumber,
        fileName: file.name,
        contentType: file.type,
        bytes: bytes.length,
        isPdf: bytes.subarray(0, 5).toString('latin1') === '%PDF-',
      });
      return send(res, 201, { fileName: file.name, pages: 1 });
    }
    if (url.pathname === paths.customers && method === 'GET') {
      const { email, cvrNo: cvr } = filterOf(url);
      const items = [...customers.values()].filter((c) =>
        cvr !== undefined ? c.cvrNo === cvr : c.email.toLowerCase() === email?.toLowerCase(),
      );
      return send(res, 200, { items, cursor: null });
    }
    if (url.pathname === paths.customers && method === 'POST') {
      if (injected(res)) return;
      let body: Record<string, unknown>;
      try {
        body = JSON.parse((await readBody(req)).toString('utf8')) as Record<string, unknown>;
      } catch {
        return send(res, 400, problem(400, 'The body is not JSON.'));
      }
      const errors = customerErrors(body);
      if (errors.length) return send(res, 400, problem(400, 'Validation error.', errors));
      const customer: PostedCustomer = {
        customerNumber: nextCustomer++,
        name: String(body.name),
        email: String(body.email),
        customerGroupNumber: Number(body.customerGroupNumber),
        ...(typeof body.cvrNo === 'string' ? { cvrNo: body.cvrNo } : {}),
        ...(typeof body.eanLocationNumber === 'string'
          ? { eanLocationNumber: body.eanLocationNumber }
          : {}),
        ...(isInt(body.nemHandelReceiverType)
          ? { nemHandelReceiverType: body.nemHandelReceiverType }
          : {}),
        ...(typeof body.defaultDisableEInvoicing === 'boolean'
          ? { defaultDisableEInvoicing: body.defaultDisableEInvoicing }
          : {}),
      };
      customers.set(customer.customerNumber, customer);
      // The Customers API answers the customer it created, with its number.
      return send(res, 201, customer);
    }
    return send(res, 404, problem(404, `No endpoint at ${method} ${url.pathname}.`));
  }

  const posted = (): EconomicPosted => ({
    entries: [...entries],
    attachments: [...attachments],
    customers: [...customers.values()],
    drafts: [...drafts],
    booked: [...booked],
    contacts: [...contacts],
  });

  const listener = await listenLocally(
    port,
    async (req, res): Promise<void> => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const method = req.method ?? 'GET';
      if (url.pathname === '/requestaccess.aspx' && method === 'GET') {
        const back = url.searchParams.get('redirectUrl');
        if (url.searchParams.get('appPublicToken') !== fakeEconomicAppPublicToken || !back)
          return send(res, 400, problem(400, 'Unknown app.'));
        const target = new URL(back);
        target.searchParams.set('token', issueGrant());
        res.writeHead(302, { location: target.toString() });
        res.end();
        return;
      }
      if (url.pathname === '/_grants' && method === 'POST')
        return send(res, 201, { token: issueGrant() });
      if (url.pathname === '/_grants/expire' && method === 'POST') {
        grants.clear();
        return send(res, 204);
      }
      if (url.pathname === '/_failures' && method === 'POST') {
        const body = JSON.parse((await readBody(req)).toString('utf8') || '{}') as {
          kind?: FailureKind;
          times?: number;
        };
        failures = body.kind ? { kind: body.kind, left: body.times ?? 1, skip: 0 } : undefined;
        return send(res, 204);
      }
      if (url.pathname === '/_posted' && method === 'GET') return send(res, 200, posted());
      if (url.pathname === '/_posted' && method === 'DELETE') {
        entries = [];
        attachments = [];
        drafts = [];
        booked = [];
        return send(res, 204);
      }
      return api(req, res, url);
    },
    (res, error) => send(res, 500, problem(500, String(error))),
  );
  return {
    name: 'e-conomic',
    port: listener.port,
    url: listener.url,
    stop: listener.stop,
    posted,
    issueGrant,
    expireGrants: () => grants.clear(),
    failNext: (kind, times = 1, afterWrites = 0) => {
      failures = { kind, left: times, skip: afterWrites };
    },
  };
}
