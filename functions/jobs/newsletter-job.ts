/**
 * Scheduled job (EventBridge in AWS, a timer in the twin): sends each queued newsletter to
 * every subscriber, each e-mail with its own signed unsubscribe link, then marks it sent.
 * Marking happens after sending, and only once (conditional), so a run that overlaps
 * another does not mark twice.
 */
import type { Newsletter, Subscriber } from '../../shared/api/entities';
import { listQueuedNewsletters, markNewsletterSent } from '../data/newsletters';
import { listSubscribers } from '../data/subscribers';
import { unsubscribeUrl } from '../lib/link-signing';
import { sendMail } from '../lib/mailer';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function newsletterMail(newsletter: Newsletter, subscriber: Subscriber) {
  const unsubscribe = unsubscribeUrl(subscriber.email);
  const paragraphs = newsletter.content
    .split(/\n{2,}/)
    .map(
      (p) =>
        `<p style="font-size:16px;line-height:1.6;margin:0 0 16px">${escape(p).replace(/\n/g, '<br>')}</p>`,
    )
    .join('');
  return {
    to: [subscriber.email],
    subject: newsletter.title,
    text: `${newsletter.content}\n\n—\nAfmeld nyhedsbrevet: ${unsubscribe}`,
    html: `<!doctype html><html lang="da"><body style="margin:0;background:#f9fafb;font-family:Arial,Helvetica,sans-serif;color:#111827">
<div style="max-width:600px;margin:0 auto;padding:32px 16px"><div style="background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:22px;margin:0 0 16px">${escape(newsletter.title)}</h1>${paragraphs}</div>
<p style="font-size:12px;color:#6b7280;text-align:center">Du modtager denne e-mail, fordi du er tilmeldt vores nyhedsbrev.
<a href="${unsubscribe}" style="color:#374151">Afmeld nyhedsbrevet</a></p></div></body></html>`,
  };
}

export async function handler(): Promise<{ newsletters: number; mails: number }> {
  const queued = await listQueuedNewsletters();
  if (queued.length === 0) return { newsletters: 0, mails: 0 };
  const subscribers = await listSubscribers();
  let mails = 0;
  for (const newsletter of queued) {
    for (const subscriber of subscribers) {
      await sendMail(newsletterMail(newsletter, subscriber));
      mails += 1;
    }
    await markNewsletterSent(newsletter.id);
  }
  return { newsletters: queued.length, mails };
}
