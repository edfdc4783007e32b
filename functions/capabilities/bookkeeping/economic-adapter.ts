/**
 * e-conomic as the bookkeeping system (decision 0036): pushes one document as a voucher of
 * the owner's journal with its PDF attached, once. Before posting it asks e-conomic whether the
 * journal already holds entries under the voucher number (an earlier attempt that died before
 * it was marked sent), and attaches the PDF only when the voucher has none, so a retry never
 * makes a second entry nor a second attachment. Another system (Dinero, Billy) would be
 * another `BookkeepingSystem`; the documents and the queue stay as they are.
 *
 * An EAN invoice is booked as an invoice in e-conomic and sent by EAN: first it asks for a
 * booked invoice with our reference (`references.other`), then for a draft with it, and creates
 * and books only what is missing, so a retry after a half-done push never makes a second draft
 * nor a second booked invoice. A receipt paying such an invoice books only the payment: the
 * booked invoice is the sale's entry.
 */
import type { EanInvoice, EconomicMapping } from '@shared/api/economic';
import type { PdfFile } from '@functions/capabilities/mails/sale-document-pdfs';
import type { PushReceipt } from '@functions/stores/bookkeeping-pushes';
import { EconomicError, type EconomicClient } from './economic-client';
import {
  customerOfDocument,
  economicCustomer,
  economicEntries,
  type BookedDocument,
  type BookkeepingCustomer,
} from './economic-entries';
import { customerOfEanInvoice, eanContactOf, economicDraftInvoice } from './economic-invoices';

/** A bookkeeping system the queue pushes documents to. */
export interface BookkeepingSystem {
  /** `saleInvoiced`: the sale was booked by an EAN invoice; the document books the payment only. */
  push(
    document: BookedDocument,
    pdf: PdfFile,
    mapping: EconomicMapping,
    options?: { saleInvoiced?: boolean },
  ): Promise<PushReceipt>;
  /** Books the invoice in the system and has it sent by EAN. */
  pushEanInvoice(invoice: EanInvoice, mapping: EconomicMapping): Promise<PushReceipt>;
}

async function customerNumberOf(
  client: EconomicClient,
  customer: BookkeepingCustomer,
  mapping: EconomicMapping,
): Promise<number> {
  // A firm is one customer whoever of its people booked: found by its CVR.
  const found = customer.cvr
    ? await client.customersBy('cvrNo', customer.cvr)
    : await client.customersBy('email', customer.email);
  const existing = found.items?.[0]?.customerNumber;
  if (existing !== undefined) return existing;
  const key = customer.cvr ?? customer.email.toLowerCase();
  return (await client.createCustomer(economicCustomer(customer, mapping), key)).customerNumber;
}

async function attachOnce(
  client: EconomicClient,
  journal: number,
  voucher: number,
  pdf: PdfFile,
): Promise<void> {
  try {
    await client.attachment(journal, voucher);
    return;
  } catch (error) {
    if (!(error instanceof EconomicError && error.status === 404)) throw error;
  }
  await client.attachPdf(journal, voucher, { name: pdf.fileName, bytes: pdf.content });
}

/** The customer's contact person for the invoice: the one of that name, else made now. */
async function contactNumberOf(
  client: EconomicClient,
  customerNumber: number,
  invoice: EanInvoice,
): Promise<number> {
  const contact = eanContactOf(invoice);
  const found = (await client.contactsBy(customerNumber, contact.name)).collection?.[0];
  if (found) return found.customerContactNumber;
  return (await client.createContact(customerNumber, contact)).customerContactNumber;
}

/** The booked invoice of our reference, booked now from its draft if need be. */
async function bookOnce(
  client: EconomicClient,
  invoice: EanInvoice,
  mapping: EconomicMapping,
): Promise<PushReceipt> {
  const booked = (await client.bookedInvoicesBy(invoice.reference)).collection?.[0];
  if (booked) return { entries: 0, bookedInvoiceNumber: booked.bookedInvoiceNumber };
  const customerNumber = await customerNumberOf(client, customerOfEanInvoice(invoice), mapping);
  const draft =
    (await client.draftInvoicesBy(invoice.reference)).collection?.[0] ??
    (await client.createDraftInvoice(
      economicDraftInvoice(
        invoice,
        mapping,
        customerNumber,
        await contactNumberOf(client, customerNumber, invoice),
      ),
    ));
  const { bookedInvoiceNumber } = await client.bookDraftInvoiceByEan(draft.draftInvoiceNumber);
  return { entries: 1, customerNumber, bookedInvoiceNumber };
}

export function economicSystem(client: EconomicClient): BookkeepingSystem {
  return {
    pushEanInvoice: (invoice, mapping) => bookOnce(client, invoice, mapping),
    async push(document, pdf, mapping, options = {}) {
      const voucher = document.voucher_number;
      if (voucher === undefined) throw new Error('the document has no voucher number');
      const journal = mapping.journal_number;
      const already = (await client.draftEntriesOf(journal, voucher)).items ?? [];
      let customerNumber: number | undefined;
      let entries = already.length;
      if (entries === 0) {
        customerNumber = await customerNumberOf(client, customerOfDocument(document), mapping);
        const drafted = economicEntries(document, mapping, customerNumber, options);
        await client.postDraftEntries(voucher, drafted);
        entries = drafted.length;
      }
      await attachOnce(client, journal, voucher, pdf);
      return { entries, ...(customerNumber !== undefined ? { customerNumber } : {}) };
    },
  };
}
