/**
 * Scheduled job (EventBridge in AWS, a timer in the twin): sends each queued newsletter to
 * every subscriber, each e-mail with its own signed unsubscribe link, then marks it sent.
 * Each recipient is claimed (conditional put) before the mail goes out, so a run that failed
 * halfway, or overlaps another, never mails anyone twice; a failed mail gives its claim back
 * and keeps the newsletter queued for the next run. Marking sent is conditional too.
 */
import type { Newsletter, Subscriber } from '@shared/api/entities';
import {
  claimNewsletterDelivery,
  listQueuedNewsletters,
  markNewsletterSent,
  releaseNewsletterDelivery,
} from '../data/newsletters';
import { listSubscribers } from '../data/subscribers';
import { unsubscribeUrl } from '../lib/link-signing';
import { sendMail } from '../lib/mailer';
import { logger, withRequestLogging } from '@functions/lib/logger';

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

/** Mails one newsletter to every subscriber not mailed yet; returns mails sent and failures. */
async function deliver(newsletter: Newsletter, subscribers: Subscriber[]) {
  let sent = 0;
  let failed = 0;
  for (const subscriber of subscribers) {
    if (!(await claimNewsletterDelivery(newsletter.id, subscriber.email))) continue;
    try {
      await sendMail(newsletterMail(newsletter, subscriber));
      sent += 1;
    } catch (error) {
      failed += 1;
      await releaseNewsletterDelivery(newsletter.id, subscriber.email);
      logger.error('newsletter_mail_failed', { newsletterId: newsletter.id, error });
    }
  }
  return { sent, failed };
}

// `void`: the schedule's event carries nothing the job needs, and tests call it with none.
async function handle(
  _event: void,
): Promise<{ newsletters: number; mails: number; failed: number }> {
  const queued = await listQueuedNewsletters();
  if (queued.length === 0) return { newsletters: 0, mails: 0, failed: 0 };
  const subscribers = await listSubscribers();
  let mails = 0;
  let failed = 0;
  for (const newsletter of queued) {
    const result = await deliver(newsletter, subscribers);
    mails += result.sent;
    failed += result.failed;
    // Stays queued while any recipient is missing, so the next run retries just those.
    if (result.failed === 0) await markNewsletterSent(newsletter.id);
  }
  return { newsletters: queued.length, mails, failed };
}

/** The Lambda entry point, its log lines carrying the request id. */
export const handler = withRequestLogging(handle);
