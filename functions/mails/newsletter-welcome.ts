/** The Danish welcome mail a new newsletter subscriber gets, with a signed unsubscribe link. */
import { newsletterWelcomeTexts as t } from '@shared/texts/mails';
import { newsletterTexts } from '@shared/texts/newsletter';
import { unsubscribeUrl } from '../lib/link-signing';
import type { Mail } from '../lib/mailer';
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
