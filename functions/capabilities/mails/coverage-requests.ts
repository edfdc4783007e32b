/**
 * The two mails of a coverage request (product §4 'Coverage requests'): the notice each admin
 * gets of a new request, and the one mail the requester gets when a zone covers the address.
 */
import type { CoverageRequest } from '@shared/api/coverage-requests';
import { pageUrl } from '@shared/site/pages';
import { coverageRequestTexts as t } from '@shared/texts/coverage';
import { fillText } from '@shared/texts/fill';
import { mailTexts } from '@shared/texts/mails';
import type { Mail } from '@functions/lib/mailer';
import { button, note, paragraph, renderMail, table, type MailRow } from './blocks';

export function coverageRequestOwnerMail(
  request: CoverageRequest,
  distance: string | null,
  to: string,
): Mail {
  const rows: MailRow[] = [
    [t.ownerMailAddress, request.address],
    [t.ownerMailEmail, request.email, `mailto:${request.email}`],
  ];
  if (distance !== null) rows.push([t.ownerMailDistance, distance]);
  if (request.product_name !== null) rows.push([t.ownerMailProduct, request.product_name]);
  return renderMail({
    to: [to],
    subject: fillText(t.ownerMailSubject, { address: request.address }),
    blocks: [paragraph(t.ownerMailIntro), table(rows), paragraph(t.ownerMailNote)],
  });
}

export function coverageNowMail(request: CoverageRequest, zoneName: string, siteUrl: string): Mail {
  return renderMail({
    to: [request.email],
    subject: fillText(t.customerMailSubject, { address: request.address }),
    blocks: [
      paragraph(mailTexts.greeting),
      paragraph(fillText(t.customerMailIntro, { address: request.address, zone: zoneName })),
      button(t.customerMailButton, pageUrl(siteUrl, 'products')),
      note(t.customerMailNote),
    ],
  });
}
