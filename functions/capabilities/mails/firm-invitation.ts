/** The mail that invites a colleague into a firm (product §2 'Firma'), with its signed link. */
import { firmInvitationMailTexts as t } from '@shared/texts/firms';
import { fillText } from '@shared/texts/fill';
import { firmInvitationDays, firmInvitationUrl } from '@functions/capabilities/links/link-signing';
import type { Mail } from '@functions/lib/mailer';
import { button, note, paragraph, renderMail } from './blocks';

export function firmInvitationMail(invitation: {
  firm: { id: string; name: string; cvr: string };
  email: string;
  inviter: string;
  expires: number;
  /** Who the mail speaks as (mail-brand.ts `businessMailName`). */
  business: string;
}): Mail {
  const { firm } = invitation;
  const values = {
    firm: firm.name,
    cvr: firm.cvr,
    inviter: invitation.inviter,
    business: invitation.business,
  };
  return renderMail({
    to: [invitation.email],
    subject: fillText(t.subject, values),
    blocks: [
      paragraph(fillText(t.intro, values)),
      paragraph(t.howTo),
      button(
        fillText(t.button, values),
        firmInvitationUrl(firm.id, invitation.email, invitation.expires),
      ),
      note(fillText(t.expires, { days: firmInvitationDays })),
      note(t.ignore),
    ],
  });
}
