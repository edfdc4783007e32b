/**
 * What the product does when SES says an address cannot be mailed (a hard bounce) or its
 * owner marked our mail as spam (a complaint), product §3 'Newsletter subscriber':
 *
 * - the newsletter subscriber with that address is marked `suppressed` with the reason: the
 *   newsletter skips it, and the admin's subscriber list says why;
 * - when the mail was about a booking (its `booking` tag) and went to that booking's customer,
 *   the booking gets `mail_problem`, so the owner sees 'Kunden kan ikke modtage mails – ring i
 *   stedet' and calls instead.
 *
 * SES itself stops mailing the address (the configuration set's and the account's suppression
 * list). Applying one event twice (SNS may deliver it again) writes the same again.
 */
import { getBooking } from '@functions/stores/booking/booking-items';
import { mailProblemRecorded } from '@functions/stores/booking/booking-changes';
import { suppressSubscriber } from '@functions/stores/subscribers';
import { normaliseEmail } from '@functions/data/keys';
import { logger } from '@functions/lib/logger';
import { runTransaction } from '@functions/data/transactions';
import { countMetric } from '@functions/lib/metrics';
import type { MailProblemEvent } from './ses-events';

export interface RecordedMailProblem {
  /** Subscribers now suppressed. */
  subscribers: number;
  /** The booking marked, if any. */
  bookingId: string | null;
}

export async function recordMailProblem(event: MailProblemEvent): Promise<RecordedMailProblem> {
  const problem = { reason: event.reason, at: event.at };
  let subscribers = 0;
  for (const address of event.addresses) {
    if (await suppressSubscriber(address, problem)) subscribers += 1;
  }
  const bookingId = await markBooking(event, problem);
  countMetric(event.reason === 'bounce' ? 'MailBounced' : 'MailComplained');
  logger.info('mail_problem_recorded', {
    reason: event.reason,
    detail: event.detail,
    messageId: event.messageId,
    recipients: event.addresses.length,
    subscribers,
    bookingId,
  });
  return { subscribers, bookingId };
}

/** Only the customer's own address marks the booking (never an admin's copy). */
async function markBooking(
  event: MailProblemEvent,
  problem: { reason: MailProblemEvent['reason']; at: string },
): Promise<string | null> {
  if (!event.bookingId) return null;
  const booking = await getBooking(event.bookingId);
  if (!booking || !event.addresses.includes(normaliseEmail(booking.user_email))) return null;
  await runTransaction([mailProblemRecorded(booking.id, problem)]);
  return booking.id;
}
