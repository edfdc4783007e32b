/**
 * The e-mails of the documents of a sale: a booking's receipt, a credit purchase's receipt and
 * a credit note. Each states its number, the seller's name, address and CVR, the customer, the
 * lines and the total incl. 25 % moms with the moms in it, and carries the document as a PDF
 * (sale-document-pdfs.ts) when one was made; the subject and the sign-off name the seller on
 * the document (issue 41: 'Kvittering nr. 1 – Luftfoto Østjylland ApS'). Pure functions of the
 * frozen document.
 */
import type { AnyCreditNote, CreditsReceipt, Receipt } from '@shared/api/receipt';
import { creditNoteFacts, creditNoteTotalRows } from '@shared/domain/credit-note';
import {
  creditsReceiptFacts,
  receiptFacts,
  receiptLineRows,
  receiptTotalRows,
} from '@shared/domain/receipt';
import { pageUrl } from '@shared/site/pages';
import { fillText } from '@shared/texts/fill';
import { mailTexts } from '@shared/texts/mails';
import { creditNoteTexts, receiptTexts as t } from '@shared/texts/receipt';
import type { Mail } from '@functions/lib/mailer';
import { heading, link, paragraph, renderMail, table } from './blocks';
import { pdfAttachment, type PdfFile } from './sale-document-pdfs';

const attached = (pdf: PdfFile | undefined) => (pdf ? { attachments: [pdfAttachment(pdf)] } : {});

export function receiptMail(receipt: Receipt, siteUrl: string, pdf?: PdfFile): Mail {
  const profileUrl = pageUrl(siteUrl, 'profile');
  return renderMail({
    to: [receipt.customer_email],
    ...attached(pdf),
    subject: fillText(t.mailSubject, {
      number: receipt.receipt_number,
      site: receipt.business.name,
    }),
    blocks: [
      paragraph(mailTexts.greeting),
      paragraph(t.mailIntro),
      heading(fillText(t.heading, { number: receipt.receipt_number })),
      table(receiptFacts(receipt)),
      paragraph(`${t.linesCaption}:`),
      table(receiptLineRows(receipt), {
        header: [t.lineDescription, t.lineAmount],
        totals: receiptTotalRows(receipt),
        numbers: true,
      }),
      link(t.mailProfileLink, profileUrl),
      paragraph(t.mailSignoff, receipt.business.name),
    ],
  });
}

/** The receipt of a credit purchase: the credits bought, with the moms paid now. */
export function creditsReceiptMail(receipt: CreditsReceipt, siteUrl: string, pdf?: PdfFile): Mail {
  return renderMail({
    to: [receipt.customer_email],
    ...attached(pdf),
    subject: fillText(t.mailSubject, {
      number: receipt.receipt_number,
      site: receipt.business.name,
    }),
    blocks: [
      paragraph(mailTexts.greeting),
      paragraph(t.creditsMailIntro),
      heading(fillText(t.heading, { number: receipt.receipt_number })),
      table(creditsReceiptFacts(receipt)),
      paragraph(`${t.linesCaption}:`),
      table(receiptLineRows(receipt), {
        header: [t.lineDescription, t.lineAmount],
        totals: receiptTotalRows(receipt),
        numbers: true,
      }),
      link(t.mailProfileLink, pageUrl(siteUrl, 'profile')),
      paragraph(t.mailSignoff, receipt.business.name),
    ],
  });
}

/** The credit note: which receipt it concerns, its negative lines, total and moms. */
export function creditNoteMail(note: AnyCreditNote, siteUrl: string, pdf?: PdfFile): Mail {
  const c = creditNoteTexts;
  return renderMail({
    to: [note.customer_email],
    ...attached(pdf),
    subject: fillText(c.mailSubject, { number: note.credit_note_number, site: note.business.name }),
    blocks: [
      paragraph(mailTexts.greeting),
      paragraph('kind' in note ? c.creditsMailIntro : c.mailIntro),
      heading(fillText(c.heading, { number: note.credit_note_number })),
      table(creditNoteFacts(note)),
      paragraph(`${t.linesCaption}:`),
      table(receiptLineRows(note), {
        header: [t.lineDescription, t.lineAmount],
        totals: creditNoteTotalRows(note),
        numbers: true,
      }),
      link(c.mailProfileLink, pageUrl(siteUrl, 'profile')),
      paragraph(t.mailSignoff, note.business.name),
    ],
  });
}
