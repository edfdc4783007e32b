/**
 * e-conomic's OpenAPI (apis.e-conomic.com, decision 0036) as the bookkeeping adapter needs it:
 * the journals (to check a grant), the draft entries of a journal (the vouchers, found again
 * by voucher number so a retry never makes a second one), a voucher's PDF attachment, and the
 * customers (found by e-mail, else created). Every request carries the app's secret token and
 * the agreement's grant (`X-AppSecretToken`, `X-AgreementGrantToken`); the paths live here
 * only. Every write to the OpenAPI carries an `Idempotency-Key` of what it writes (the voucher,
 * the customer), so a write repeated after a lost answer is answered, not made twice; the
 * adapter still asks first what is there (the keys expire). An answer that is not 2xx becomes an EconomicError saying what it means for a push:
 * `grant` (401/403: expired or revoked), `rejected` (400/404/409/422: e-conomic's validation),
 * `unavailable` (429, 5xx, no answer: try again later).
 *
 * EAN invoices go through e-conomic's REST API (ECONOMIC_REST_URL; the OpenAPI set books no
 * invoices): `POST /invoices/drafts`, then `POST /invoices/booked` with `sendBy: "ean"`, each
 * found again first by `references.other` (`GET /invoices/booked|drafts?filter=…`).
 */
import { config } from '@functions/lib/config';

/** Relative to ECONOMIC_API_URL (an API's name and version, then its resource). */
export const economicPaths = {
  journals: 'journalsapi/v11.0.0/journals',
  draftEntries: 'journalsapi/v11.0.0/draft-entries',
  /** The voucher's attachment: a PDF as multipart/form-data. */
  attachment: (journal: number, voucher: number) =>
    `journalsapi/v11.0.0/attachments/${journal}/${voucher}`,
  customers: 'customersapi/v3.1.0/Customers',
} as const;

/** Relative to ECONOMIC_REST_URL (e-conomic's REST API). */
export const economicRestPaths = {
  draftInvoices: 'invoices/drafts',
  bookedInvoices: 'invoices/booked',
  /** A customer's contact persons (an EAN invoice needs one, on the customer and the invoice). */
  contacts: (customerNumber: number) => `customers/${customerNumber}/contacts`,
} as const;

export type EconomicErrorKind = 'grant' | 'rejected' | 'unavailable';

export class EconomicError extends Error {
  constructor(
    readonly kind: EconomicErrorKind,
    readonly status: number,
    /** e-conomic's own words (validation), never a token. */
    readonly detail: string,
  ) {
    super(`e-conomic answered ${status} (${kind})`);
    this.name = 'EconomicError';
  }
}

export interface EconomicCredentials {
  appSecretToken: string;
  agreementGrantToken: string;
}

const timeoutMs = 15_000;

function kindOf(status: number): EconomicErrorKind {
  if (status === 401 || status === 403) return 'grant';
  if (status === 429 || status >= 500) return 'unavailable';
  return 'rejected';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** One error of a body: `propertyName: message` (OpenAPI) or `…: errorMessage` (REST). */
const errorLine = (e: unknown): string =>
  isRecord(e)
    ? [e.propertyName, e.message ?? e.errorMessage].filter((v) => typeof v === 'string').join(': ')
    : '';

/**
 * e-conomic's error body in a sentence: its title/message and the fields it names. The OpenAPI
 * problem body lists `errors[]`; the REST API's names them by property
 * (`errors: { customer: { errors: [{ propertyName, errorMessage }] } }`).
 */
function detailOf(body: unknown): string {
  if (!isRecord(body)) return '';
  const title = [body.title, body.message, body.detail].find((v) => typeof v === 'string') as
    string | undefined;
  const errors = Array.isArray(body.errors)
    ? body.errors.map(errorLine)
    : isRecord(body.errors)
      ? Object.values(body.errors).flatMap((field) =>
          isRecord(field) && Array.isArray(field.errors) ? field.errors.map(errorLine) : [],
        )
      : [];
  return [title, ...errors.filter(Boolean)].filter(Boolean).join(' – ').slice(0, 300);
}

export function economicClient(credentials: EconomicCredentials) {
  const base = config().ECONOMIC_API_URL.replace(/\/$/, '');
  const restBase = config().ECONOMIC_REST_URL.replace(/\/$/, '');
  const headers = {
    'X-AppSecretToken': credentials.appSecretToken,
    'X-AgreementGrantToken': credentials.agreementGrantToken,
  };

  async function call<T>(
    path: string,
    init: {
      method?: string;
      body?: unknown;
      api?: 'openapi' | 'rest';
      idempotencyKey?: string;
    } = {},
  ) {
    let answer: Response;
    try {
      answer = await fetch(`${init.api === 'rest' ? restBase : base}/${path}`, {
        method: init.method ?? 'GET',
        headers: {
          ...headers,
          ...(init.body instanceof FormData ? {} : { 'content-type': 'application/json' }),
          ...(init.idempotencyKey ? { 'Idempotency-Key': init.idempotencyKey } : {}),
        },
        body:
          init.body === undefined
            ? undefined
            : init.body instanceof FormData
              ? init.body
              : JSON.stringify(init.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new EconomicError('unavailable', 0, error instanceof Error ? error.name : 'fetch');
    }
    const text = await answer.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    if (!answer.ok) throw new EconomicError(kindOf(answer.status), answer.status, detailOf(body));
    return body as T;
  }

  return {
    /** The agreement's journals: proves the grant works. */
    journals: () =>
      call<{ items?: { journalNumber: number; name: string }[] }>(economicPaths.journals),
    /** The draft entries already in the journal under this voucher number. */
    draftEntriesOf: (journal: number, voucher: number) =>
      call<{ items?: { draftEntryNumber?: number }[] }>(
        `${economicPaths.draftEntries}?filter=${encodeURIComponent(
          `journalNumber$eq:${journal}$and:voucherNumber$eq:${voucher}`,
        )}`,
      ),
    postDraftEntries: (voucher: number, entries: readonly unknown[]) =>
      call<unknown>(economicPaths.draftEntries, {
        method: 'POST',
        body: entries,
        idempotencyKey: `voucher-${voucher}-entries`,
      }),
    /** The voucher's attachment (an EconomicError with status 404: it has none). */
    attachment: (journal: number, voucher: number) =>
      call<unknown>(economicPaths.attachment(journal, voucher)),
    attachPdf: (journal: number, voucher: number, file: { name: string; bytes: Uint8Array }) => {
      const form = new FormData();
      form.append(
        'file',
        new Blob([Buffer.from(file.bytes)], { type: 'application/pdf' }),
        file.name,
      );
      return call<unknown>(economicPaths.attachment(journal, voucher), {
        method: 'POST',
        body: form,
        idempotencyKey: `voucher-${voucher}-attachment`,
      });
    },
    /** Customers whose `field` equals `value` (e-conomic's filter `field$eq:value`). */
    customersBy: (field: 'email' | 'cvrNo', value: string) =>
      call<{ items?: { customerNumber: number }[] }>(
        `${economicPaths.customers}?filter=${encodeURIComponent(`${field}$eq:${value}`)}`,
      ),
    /** `key`: who the customer is (its CVR or e-mail), so a repeated create makes one. */
    createCustomer: (customer: unknown, key: string) =>
      call<{ customerNumber: number }>(economicPaths.customers, {
        method: 'POST',
        body: customer,
        idempotencyKey: `customer-${key}`,
      }),
    /** The booked invoices (`bookedInvoiceNumber`) whose `references.other` is `reference`. */
    bookedInvoicesBy: (reference: string) =>
      call<{ collection?: { bookedInvoiceNumber: number }[] }>(
        `${economicRestPaths.bookedInvoices}?filter=${encodeURIComponent(
          `references.other$eq:${reference}`,
        )}`,
        { api: 'rest' },
      ),
    /** The draft invoices (`draftInvoiceNumber`) whose `references.other` is `reference`. */
    draftInvoicesBy: (reference: string) =>
      call<{ collection?: { draftInvoiceNumber: number }[] }>(
        `${economicRestPaths.draftInvoices}?filter=${encodeURIComponent(
          `references.other$eq:${reference}`,
        )}`,
        { api: 'rest' },
      ),
    createDraftInvoice: (invoice: unknown) =>
      call<{ draftInvoiceNumber: number }>(economicRestPaths.draftInvoices, {
        method: 'POST',
        body: invoice,
        api: 'rest',
      }),
    /** The customer's contact persons named `name`. */
    contactsBy: (customerNumber: number, name: string) =>
      call<{ collection?: { customerContactNumber: number }[] }>(
        `${economicRestPaths.contacts(customerNumber)}?filter=${encodeURIComponent(
          `name$eq:${name}`,
        )}`,
        { api: 'rest' },
      ),
    createContact: (customerNumber: number, contact: unknown) =>
      call<{ customerContactNumber: number }>(economicRestPaths.contacts(customerNumber), {
        method: 'POST',
        body: contact,
        api: 'rest',
      }),
    /** Books the draft and has e-conomic send it by EAN (NemHandel). */
    bookDraftInvoiceByEan: (draftInvoiceNumber: number) =>
      call<{ bookedInvoiceNumber: number }>(economicRestPaths.bookedInvoices, {
        method: 'POST',
        body: { draftInvoice: { draftInvoiceNumber }, sendBy: 'ean' },
        api: 'rest',
      }),
  };
}

export type EconomicClient = ReturnType<typeof economicClient>;
