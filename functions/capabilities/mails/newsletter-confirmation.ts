/** The mail that asks a new address to confirm its newsletter sign-up (double opt-in). */
import { newsletterConfirmTexts as t } from '@shared/texts/newsletter';
import { subscriptionConfirmUrl } from '@functions/capabilities/links/link-signing';
import type { Mail } from '@functions/lib/mailer';
import { button, note, paragraph, renderMail } from './blocks';

export function confirmationMail(address: string): Mail {
  const email = address.trim().toLowerCase();
  return renderMail({
    to: [email],
    subject: t.mailSubject,
    blocks: [
      paragraph(t.mailIntro),
      button(t.mailButton, subscriptionConfirmUrl(email)),
      note(t.mailIgnore),
    ],
  });
}
