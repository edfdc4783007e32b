/**
 * A newsletter mail, rendered from its template (product §3: subject, header, body, footer and
 * colours): text and HTML, a signed unsubscribe link, and one-click List-Unsubscribe headers
 * (RFC 8058). The template's texts are escaped (never markup); the content is the owner's
 * marks, rendered and sanitised by newsletter-content.ts. The admin's preview and test mail
 * are this same mail, the test one marked so in its subject.
 */
import type { Newsletter } from '@shared/api/entities';
import { newsletterSubject, type TemplateData } from '@shared/domain/newsletter-template';
import { newsletterAdminTexts } from '@shared/texts/admin-newsletter';
import { fillText } from '@shared/texts/fill';
import { oneClickUnsubscribeUrl, unsubscribeUrl } from '@functions/capabilities/links/link-signing';
import { newsletterWelcomeTexts } from '@shared/texts/mails';
import { config } from '@functions/lib/config';
import type { Mail } from '@functions/lib/mailer';
import { renderNewsletterContent } from './newsletter-content';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const hex = (colour: string, fallback: string) =>
  /^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i.test(colour) ? colour : fallback;

export async function newsletterMail(
  newsletter: Pick<Newsletter, 'title' | 'content'> & Partial<Pick<Newsletter, 'subject'>>,
  template: TemplateData,
  email: string,
  options: { test?: boolean } = {},
): Promise<Mail> {
  const unsubscribe = unsubscribeUrl(email);
  const oneClick = oneClickUnsubscribeUrl(email);
  const colors = {
    primary: hex(template.colors.primary, '#3B82F6'),
    secondary: hex(template.colors.secondary, '#1F2937'),
    background: hex(template.colors.background, '#F9FAFB'),
    text: hex(template.colors.text, '#111827'),
  };
  const content = await renderNewsletterContent(newsletter.content, config().SITE_URL, colors);
  const subject = newsletterSubject(template, newsletter);
  // The template's starting text went into the content on the send form, where the owner
  // edited it: the mail is the owner's content, no fixed preamble.
  const textParts = [
    template.header,
    newsletter.title,
    content.text,
    '—',
    template.footer,
    `${newsletterWelcomeTexts.unsubscribe}: ${unsubscribe}`,
  ].filter((part) => part.trim());
  return {
    to: [email],
    subject: options.test ? fillText(newsletterAdminTexts.testSubject, { subject }) : subject,
    text: textParts.join('\n\n'),
    html: `<!doctype html><html lang="da"><body style="margin:0;background:${colors.background};font-family:Arial,Helvetica,sans-serif;color:${colors.text}">
<div style="max-width:600px;margin:0 auto;padding:32px 16px">
${template.header.trim() ? `<div style="background:${colors.primary};color:#ffffff;border-radius:12px 12px 0 0;padding:20px 32px;font-size:20px;font-weight:bold">${escape(template.header)}</div>` : ''}
<div style="background:#ffffff;border-radius:${template.header.trim() ? '0 0 12px 12px' : '12px'};padding:32px">
<h1 style="font-size:22px;margin:0 0 16px;color:${colors.text}">${escape(newsletter.title)}</h1>
${content.html}</div>
<p style="font-size:12px;color:${colors.secondary};text-align:center">${escape(template.footer)}<br>
<a href="${escape(unsubscribe)}" style="color:${colors.primary}">${escape(newsletterWelcomeTexts.unsubscribe)}</a></p></div></body></html>`,
    headers: [
      { name: 'List-Unsubscribe', value: `<${oneClick}>` },
      { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
    ],
  };
}
