/**
 * Scheduled job (EventBridge every minute in AWS, a timer in the twin): sends each queued
 * newsletter that is due to every confirmed subscriber, exactly once each (see
 * ../newsletter/send-newsletter.ts), then marks it sent.
 */
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { useBundledMailSdk } from '@functions/lib/mailer';
import { listQueuedNewsletters } from '@functions/stores/newsletters';
import { listSubscribers } from '@functions/stores/subscribers';
import { sendNewsletter } from '@functions/capabilities/newsletter/send-newsletter';
import { withRequestLogging } from '@functions/lib/logger';

// `void`: the schedule's event carries nothing the job needs, and tests call it with none.
async function handle(
  _event: void,
): Promise<{ newsletters: number; mails: number; failed: number }> {
  const due = await listQueuedNewsletters(new Date());
  if (due.length === 0) return { newsletters: 0, mails: 0, failed: 0 };
  const subscribers = await listSubscribers();
  let mails = 0;
  let failed = 0;
  for (const newsletter of due) {
    const result = await sendNewsletter(newsletter, subscribers);
    mails += result.sent;
    failed += result.failed;
  }
  return { newsletters: due.length, mails, failed };
}

/** The Lambda entry point, its log lines carrying the request id. */
// Sending mail is what this function does: the SES client bundled with it (lib/mailer.ts).
useBundledMailSdk({ SendEmailCommand, SESv2Client });

export const handler = withRequestLogging(handle);
