/**
 * The documents of a sale as PDF files (decision 0029): a booking's receipt, a credit
 * purchase's receipt and a credit note, each from the frozen document with the same rows the
 * profile's dialog and the mail show (shared/domain/receipt.ts, credit-note.ts), under the
 * seller's letterhead. Attached to the document's mail (receipt.ts) and answered by the
 * routes that hand the customer or the owner the file (functions/capabilities/receipts).
 *
 * The layout and pdf-lib are a lazy module (functions/lib/pdf-document.ts, decision 0022):
 * loaded by the first document a cold function makes, never by its other operations.
 */
import type { AnyCreditNote, CreditsReceipt, Receipt } from '@shared/api/receipt';
import { creditNoteFacts, creditNoteTotalRows } from '@shared/domain/credit-note';
import {
  creditsReceiptFacts,
  receiptFacts,
  receiptLineRows,
  receiptTotalRows,
  type ReceiptRow,
} from '@shared/domain/receipt';
import { fillText } from '@shared/texts/fill';
import { creditNoteTexts, receiptTexts as t } from '@shared/texts/receipt';
import { logger } from '@functions/lib/logger';
import type { Mail } from '@functions/lib/mailer';
import type { PdfDocumentContent } from '@functions/lib/pdf-document';

/** A document as a file: its name ('kvittering-42.pdf') and its bytes. */
export interface PdfFile {
  fileName: string;
  content: Uint8Array;
}

type SaleDocument = Receipt | CreditsReceipt | AnyCreditNote;

/** What differs between the kinds of document: the rest comes from the document itself. */
interface DocumentKind {
  title: string;
  fileName: string;
  facts: ReceiptRow[];
  totals: ReceiptRow[];
}

function kindOf(document: SaleDocument): DocumentKind {
  if (document.document === 'credit_note') {
    const number = { number: document.credit_note_number };
    return {
      title: fillText(creditNoteTexts.heading, number),
      fileName: fillText(creditNoteTexts.pdfFileName, number),
      facts: creditNoteFacts(document),
      totals: creditNoteTotalRows(document),
    };
  }
  const number = { number: document.receipt_number };
  return {
    title: fillText(t.heading, number),
    fileName: fillText(t.pdfFileName, number),
    facts: document.kind === 'credits' ? creditsReceiptFacts(document) : receiptFacts(document),
    totals: receiptTotalRows(document),
  };
}

/** The document's PDF: A4, the seller's letterhead, its facts, lines and totals. */
export async function saleDocumentPdf(document: SaleDocument): Promise<PdfFile> {
  const kind = kindOf(document);
  const content: PdfDocumentContent = {
    seller: {
      name: document.business.name,
      address: document.business.address,
      cvrLine: `${t.cvr} ${document.business.cvr}`,
    },
    title: kind.title,
    facts: kind.facts,
    linesCaption: t.linesCaption,
    columns: [t.lineDescription, t.lineAmount],
    lines: receiptLineRows(document),
    totals: kind.totals,
    pageOf: t.pdfPageOf,
    issuedAt: document.issued_at,
  };
  const { renderPdfDocument } = await import('@functions/lib/pdf-document');
  return { fileName: kind.fileName, content: await renderPdfDocument(content) };
}

/** The PDF as a mail's attachment. */
export const pdfAttachment = (file: PdfFile): NonNullable<Mail['attachments']>[number] => ({
  filename: file.fileName,
  contentType: 'application/pdf',
  content: Buffer.from(file.content),
});

/**
 * The PDF for the document's mail, or none when it could not be made (logged): the mail,
 * which states the whole document too, still goes with the change that issues it, and the
 * customer can fetch the PDF from the profile later.
 */
export async function saleDocumentPdfForMail(document: SaleDocument): Promise<PdfFile | undefined> {
  try {
    return await saleDocumentPdf(document);
  } catch (error) {
    logger.error('document_pdf_failed', { document: kindOf(document).fileName, error });
    return undefined;
  }
}
