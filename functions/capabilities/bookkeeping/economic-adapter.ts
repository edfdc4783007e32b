/**
 * e-conomic as the bookkeeping system (decision 0036): pushes one document as a voucher of
 * the owner's journal with its PDF attached, once. Before posting it asks e-conomic whether the
 * journal already holds entries under the voucher number (an earlier attempt that died before
 * it was marked sent), and attaches the PDF only when the voucher has none, so a retry never
 * makes a second entry nor a second attachment. Another system (Dinero, Billy) would be
 * another `BookkeepingSystem`; the documents and the queue stay as they are.
 */
import type { EconomicMapping } from '@shared/api/economic';
import type { PdfFile } from '@functions/capabilities/mails/sale-document-pdfs';
import type { PushReceipt } from '@functions/stores/bookkeeping-pushes';
import { EconomicError, type EconomicClient } from './economic-client';
import {
  customerOfDocument,
  economicCustomer,
  economicEntries,
  type BookedDocument,
} from './economic-entries';

/** A bookkeeping system the queue pushes documents to. */
export interface BookkeepingSystem {
  push(document: BookedDocument, pdf: PdfFile, mapping: EconomicMapping): Promise<PushReceipt>;
}

async function customerNumberOf(
  client: EconomicClient,
  document: BookedDocument,
  mapping: EconomicMapping,
): Promise<number> {
  const customer = customerOfDocument(document);
  // A firm is one customer whoever of its people booked: found by its CVR.
  const found = customer.cvr
    ? await client.customersBy('corporateIdentificationNumber', customer.cvr)
    : await client.customersBy('email', customer.email);
  const existing = found.items?.[0]?.customerNumber;
  if (existing !== undefined) return existing;
  return (await client.createCustomer(economicCustomer(customer, mapping))).customerNumber;
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

export function economicSystem(client: EconomicClient): BookkeepingSystem {
  return {
    async push(document, pdf, mapping) {
      const voucher = document.voucher_number;
      if (voucher === undefined) throw new Error('the document has no voucher number');
      const journal = mapping.journal_number;
      const already = (await client.draftEntriesOf(journal, voucher)).items ?? [];
      let customerNumber: number | undefined;
      let entries = already.length;
      if (entries === 0) {
        customerNumber = await customerNumberOf(client, document, mapping);
        const drafted = economicEntries(document, mapping, customerNumber);
        await client.postDraftEntries(drafted);
        entries = drafted.length;
      }
      await attachOnce(client, journal, voucher, pdf);
      return { entries, ...(customerNumber !== undefined ? { customerNumber } : {}) };
    },
  };
}
