/**
 * The receipt e-mail (Danish, text and HTML, every value escaped): the receipt's number,
 * the seller's name, address and CVR, the customer, the shoot, the lines, the total incl.
 * 25 % moms and the moms in it. A pure function of the frozen receipt.
 */
import { pageUrl } from '@shared/site/pages';
import type { Receipt } from '@shared/api/receipt';
import {
  receiptFacts,
  receiptLineRows,
  receiptTotalRows,
  type ReceiptRow,
} from '@shared/domain/receipt';
import { fillText } from '@shared/texts/fill';
import { receiptTexts as t } from '@shared/texts/receipt';
import { escapeHtml } from '../lib/html';
import type { Mail } from '../lib/mailer';

const textRows = (rows: readonly ReceiptRow[]) =>
  rows.map(([label, value]) => `${label}: ${value}`).join('\n');

const htmlRows = (rows: readonly ReceiptRow[], cell: 'th' | 'td' = 'th') =>
  rows
    .map(
      ([label, value]) =>
        `<tr><${cell} align="left" style="padding-right:16px">${escapeHtml(label)}</${cell}><td align="right">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');

export function receiptMail(receipt: Receipt, siteUrl: string, siteName: string): Mail {
  const heading = fillText(t.heading, { number: receipt.receipt_number });
  const profileUrl = pageUrl(siteUrl, 'profile');
  const profileNote = fillText(t.mailProfileNote, { url: profileUrl });
  const facts = receiptFacts(receipt);
  const lines = receiptLineRows(receipt);
  const totals = receiptTotalRows(receipt);
  return {
    to: [receipt.customer_email],
    subject: fillText(t.mailSubject, { number: receipt.receipt_number, site: siteName }),
    text: [
      'Hej,',
      '',
      t.mailIntro,
      '',
      heading,
      textRows(facts),
      '',
      `${t.linesCaption}:`,
      textRows(lines),
      '',
      textRows(totals),
      '',
      profileNote,
      '',
      t.mailSignoff,
      receipt.business.name,
    ].join('\n'),
    html: [
      '<p>Hej,</p>',
      `<p>${escapeHtml(t.mailIntro)}</p>`,
      `<h2>${escapeHtml(heading)}</h2>`,
      '<table cellpadding="4" style="border-collapse:collapse">',
      htmlRows(facts),
      '</table>',
      `<h3>${escapeHtml(t.linesCaption)}</h3>`,
      '<table cellpadding="4" style="border-collapse:collapse">',
      `<tr><th align="left">${escapeHtml(t.lineDescription)}</th><th align="right">${escapeHtml(t.lineAmount)}</th></tr>`,
      htmlRows(lines, 'td'),
      htmlRows(totals),
      '</table>',
      `<p><a href="${escapeHtml(profileUrl)}">${escapeHtml(t.mailProfileLink)}</a></p>`,
      `<p>${escapeHtml(t.mailSignoff)}<br>${escapeHtml(receipt.business.name)}</p>`,
    ].join('\n'),
  };
}
