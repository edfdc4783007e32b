/** The Danish welcome mail a new newsletter subscriber gets, with a signed unsubscribe link. */
import { newsletterWelcomeTexts as t } from '@shared/texts/mails';
import { newsletterTexts } from '@shared/texts/newsletter';
import { unsubscribeUrl } from '@functions/capabilities/links/link-signing';
import type { Mail } from '@functions/lib/mailer';
import { link, paragraph, renderMail } from './blocks';

export function welcomeMail(email: string): Mail {
  return renderMail({
    to: [email],
    subject: t.subject,
    blocks: [
      paragraph(newsletterTexts.subscribed),
      paragraph(t.frequency),
      link(t.unsubscribe, unsubscribeUrl(email), t.unsubscribeBefore),
    ],
  });
}
