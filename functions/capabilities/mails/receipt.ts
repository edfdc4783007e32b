/**
 * The receipt e-mail: the receipt's number, the seller's name, address and CVR, the customer,
 * the shoot, the lines, the total incl. 25 % moms and the moms in it. A pure function of the
 * frozen receipt.
 */
import type { Receipt } from '@shared/api/receipt';
import { receiptFacts, receiptLineRows, receiptTotalRows } from '@shared/domain/receipt';
import { pageUrl } from '@shared/site/pages';
import { fillText } from '@shared/texts/fill';
import { mailTexts } from '@shared/texts/mails';
import { receiptTexts as t } from '@shared/texts/receipt';
import type { Mail } from '@functions/lib/mailer';
import { heading, link, paragraph, renderMail, table } from './blocks';

export function receiptMail(receipt: Receipt, siteUrl: string, siteName: string): Mail {
  const profileUrl = pageUrl(siteUrl, 'profile');
  return renderMail({
    to: [receipt.customer_email],
    subject: fillText(t.mailSubject, { number: receipt.receipt_number, site: siteName }),
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
