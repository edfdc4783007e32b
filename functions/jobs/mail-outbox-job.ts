/**
 * Scheduled job (EventBridge every minute in AWS, the twin's scheduler locally): the mail
 * outbox's sweeper. Sends every queued mail the stream consumer did not (a consumer that was
 * stopped, a stream record past its retention, a lease that ran out), and every retry whose
 * back-off has passed, each claimed first so nothing goes twice
 * (functions/capabilities/mails/outbox-delivery.ts).
 */
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { useBundledMailSdk } from '@functions/lib/mailer';
import {
  deliverDueMails,
  type DeliverySummary,
} from '@functions/capabilities/mails/outbox-delivery';
import { withRequestLogging } from '@functions/lib/logger';

// `void`: the schedule's event carries nothing the job needs, and tests call it with none.
async function handle(_event: void): Promise<DeliverySummary> {
  return deliverDueMails(new Date());
}

/** The Lambda entry point, its log lines carrying the request id. */
// Sending mail is what this function does: the SES client bundled with it (lib/mailer.ts).
useBundledMailSdk({ SendEmailCommand, SESv2Client });

export const handler = withRequestLogging(handle);
