/** The mail that asks a new address to confirm its sign-up (double opt-in). */
import { newsletterConfirmTexts as t } from '@shared/texts/newsletter';
import { escapeHtml } from '@functions/lib/html';
import { subscriptionConfirmUrl } from '../lib/link-signing';
import type { Mail } from '../lib/mailer';

export function confirmationMail(address: string): Mail {
  const email = address.trim().toLowerCase();
  const link = subscriptionConfirmUrl(email);
  return {
    to: [email],
    subject: t.mailSubject,
    text: [t.mailIntro, '', link, '', t.mailIgnore].join('\n'),
    html: [
      `<p>${escapeHtml(t.mailIntro)}</p>`,
      `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#3B82F6;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(t.mailButton)}</a></p>`,
      `<p style="color:#6b7280;font-size:13px">${escapeHtml(t.mailIgnore)}</p>`,
    ].join('\n'),
  };
}
