/**
 * What a document becomes in e-conomic (decision 0036), built from the frozen document and the
 * owner's mapping alone:
 *
 * - the customer, found by e-mail or created with its name and e-mail in the mapping's group;
 *   a firm booking's customer is the firm (found by CVR), with its CVR and, for a public
 *   customer, its EAN and e-invoicing on, so e-conomic sends its invoices by EAN;
 * - under the document's voucher number ('Bilagsnr.'), in the mapping's journal: a manual
 *   customer invoice (the customer against the sales account with the 25 % moms code: shoots
 *   on `sales_account`, credits on `credits_account`, a single-purpose voucher whose moms is
 *   due at the sale, decision 0020) and the customer's payment (the customer against the
 *   payment account), so the customer's balance is 0 and the money is in the bank. A credit
 *   note is the same with negative amounts (the sale and the money given back).
 *
 * A document of 0 kr (a booking paid wholly with credits) books nothing: its moms was in the
 * credits' own receipt. The receipt of a booking whose invoice e-conomic booked and sent by EAN
 * (`saleInvoiced`) books only the customer's payment: the booked invoice is the sale's entry;
 * its credit note only the money given back (its EAN credit note undoes the sale).
 */
import type { EconomicMapping } from '@shared/api/economic';
import type { AnyCreditNote, CreditsReceipt, Receipt } from '@shared/api/receipt';
import { copenhagenDateOf } from '@shared/domain/analytics';
import { ledgerText } from '@shared/domain/ledger';
import { formatBookingNumber } from '@shared/domain/booking-number';
import { fillText } from '@shared/texts/fill';
import { economicTexts as t } from '@shared/texts/economic';

export type BookedDocument = Receipt | CreditsReceipt | AnyCreditNote;

/** e-conomic's entry types in the journals API (`entryTypeNumber`). */
export const economicEntryTypes = {
  financeVoucher: 1,
  customerPayment: 4,
  manualCustomerInvoice: 5,
} as const;

/** Who the customer is, as the document names them: the person, or the firm booked for. */
export interface BookkeepingCustomer {
  name: string;
  email: string;
  /** The firm's CVR number (a firm booking): the firm is one customer, whoever booked. */
  cvr?: string;
  /** A public customer's EAN (GLN) number: e-conomic sends its invoices by EAN (NemHandel). */
  ean?: string;
}

export function customerOfDocument(document: BookedDocument): BookkeepingCustomer {
  const firm = 'customer_firm' in document ? document.customer_firm : undefined;
  if (firm)
    return {
      name: firm.name,
      email: document.customer_email,
      cvr: firm.cvr,
      ...(firm.ean ? { ean: firm.ean } : {}),
    };
  return {
    name: document.customer_name?.trim() || document.customer_email,
    email: document.customer_email,
  };
}

/** NemHandel's receiver type of a customer reached by its EAN (Customers API v3.1.0). */
export const nemHandelByEan = 1;

/**
 * The body of the Customers API's `POST Customers` (v3.1.0) for a new customer. Its field
 * names are the OpenAPI Customers API's, not the legacy REST API's (decision 0036, 'Field
 * names checked'): `zone` (vat zone), `paymentTermId`, `cvrNo`, `eanLocationNumber`,
 * `nemHandelReceiverType`, `defaultDisableEInvoicing`.
 */
export function economicCustomer(customer: BookkeepingCustomer, mapping: EconomicMapping) {
  return {
    name: customer.name.slice(0, 255),
    email: customer.email.slice(0, 255),
    currency: 'DKK',
    customerGroupNumber: mapping.customer_group,
    /** Domestic ('Indenlandsk'). */
    zone: 1,
    paymentTermId: 1,
    ...(customer.cvr ? { cvrNo: customer.cvr } : {}),
    // With an EAN, e-conomic's default way to send this customer's invoices is e-invoicing.
    ...(customer.ean
      ? {
          eanLocationNumber: customer.ean,
          nemHandelReceiverType: nemHandelByEan,
          defaultDisableEInvoicing: false,
        }
      : {}),
  };
}

export interface EconomicDraftEntry {
  journalNumber: number;
  voucherNumber: number;
  entryTypeNumber: number;
  date: string;
  text: string;
  /** Kroner with øre as decimals; negative on a credit note. */
  amount: number;
  currency: 'DKK';
  customerNumber: number;
  contraAccountNumber: number;
  contraVatCode?: string;
}

/** The document's number in the journal's text ('Kvittering 12: …', 'Kreditnota 3: …'). */
function documentText(document: BookedDocument): string {
  const booking =
    'booking_number' in document && document.booking_number
      ? ` ${formatBookingNumber(document.booking_number)}`
      : '';
  const text =
    document.document === 'credit_note'
      ? fillText(t.entryCreditNote, {
          number: document.credit_note_number,
          text: ledgerText(
            'credit_note',
            kindOf(document),
            null,
            document.receipt_number ??
              ('invoice_number' in document ? document.invoice_number : '') ??
              '',
          ),
        })
      : fillText(t.entryReceipt, {
          number: document.receipt_number,
          text: ledgerText(
            'receipt',
            document.kind,
            document.kind === 'booking' ? document.product_name : null,
            document.receipt_number,
          ),
        });
  return `${text}${booking}`.slice(0, 250);
}

/** What the document sold or credits: a booking, or prepaid credits. */
const kindOf = (document: BookedDocument) =>
  'kind' in document && document.kind === 'credits' ? 'credits' : 'booking';

/** The account the sale is booked on: credits (and their refunds) are a voucher sale of their own. */
const salesAccountOf = (document: BookedDocument, mapping: EconomicMapping): number =>
  kindOf(document) === 'credits' ? mapping.credits_account : mapping.sales_account;

/**
 * The draft entries of a document under its voucher number: none for 0 kr. Throws when the
 * document has no voucher number (issued before the series: not pushed).
 */
export function economicEntries(
  document: BookedDocument,
  mapping: EconomicMapping,
  customerNumber: number,
  options: { saleInvoiced?: boolean } = {},
): EconomicDraftEntry[] {
  const voucherNumber = document.voucher_number;
  if (voucherNumber === undefined) throw new Error('the document has no voucher number');
  if (document.total_ore === 0) return [];
  const common = {
    journalNumber: mapping.journal_number,
    voucherNumber,
    date: copenhagenDateOf(document.issued_at),
    text: documentText(document),
    amount: document.total_ore / 100,
    currency: 'DKK' as const,
    customerNumber,
  };
  const payment: EconomicDraftEntry = {
    ...common,
    entryTypeNumber: economicEntryTypes.customerPayment,
    contraAccountNumber: mapping.payment_account,
  };
  if (options.saleInvoiced) return [payment];
  return [
    {
      ...common,
      entryTypeNumber: economicEntryTypes.manualCustomerInvoice,
      contraAccountNumber: salesAccountOf(document, mapping),
      contraVatCode: mapping.sales_vat_code,
    },
    payment,
  ];
}
