/**
 * Scheduled job (EventBridge every 15 minutes in AWS, the twin's scheduler locally): mails
 * the reminder of each shoot that will be flown (the lifecycle's `reminderDue`: paid, cash or
 * invoice alike) once it is 24 hours or less away (and not past). Each
 * booking is claimed before the mail goes out, so two runs at once, or a retried run, remind
 * it once. With them, the reminder of each 'Bed om ny tid' a day unanswered (decision 0039),
 * and the delivered galleries' lifetimes: the customer's reminder three days before one
 * closes, a closed one's files tagged for colder storage, deleted after the owner's days.
 */
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { serverContentFallback } from '@shared/texts/content-fallbacks';
import { copenhagenToday } from '@shared/domain/copenhagen-time';
import { reminderDue } from '@shared/domain/booking-lifecycle/shoot';
import { bookingsOnDates } from '@functions/stores/booking/booking-items';
import { reminded, reminderReleased } from '@functions/stores/booking/booking-changes';
import { getContent } from '@functions/stores/site-content';
import { reminderMail } from '@functions/capabilities/mails/reminder';
import { manageBookingUrl } from '@functions/capabilities/links/link-signing';
import { useBundledMailSdk } from '../lib/mailer';
import { sendBrandedMail } from '@functions/capabilities/mails/mail-brand';
import { logger, withRequestLogging } from '@functions/lib/logger';
import { remindRescheduleRequests } from '@functions/capabilities/bookings/reschedule-requests';
import {
  runDeliveryLifetimes,
  type LifetimeRun,
} from '@functions/capabilities/deliveries/delivery-lifetime';

async function weatherRule(): Promise<string> {
  const key = 'contact-faq-weather-answer';
  return (await getContent(key))?.value.trim() || serverContentFallback(key);
}

async function handle(_event: void): Promise<{
  reminded: number;
  failed: number;
  rescheduleReminded: number;
  deliveries: LifetimeRun;
}> {
  const now = new Date();
  // 'Bed om ny tid' unanswered for a day: reminded once (decision 0039).
  const rescheduleReminded = await remindRescheduleRequests(now);
  // Delivered galleries: reminded three days before they close, closed, deleted (decision 0034).
  const deliveries = await runDeliveryLifetimes(now);
  const due = (await bookingsOnDates(copenhagenToday(now), 2)).filter(
    (booking) => reminderDue(booking, now) && !('reminded_at' in booking),
  );
  if (due.length === 0) return { reminded: 0, failed: 0, rescheduleReminded, deliveries };
  const rule = await weatherRule();
  let sent = 0;
  let failed = 0;
  for (const booking of due) {
    // Claimed first: two runs at once remind it once.
    if (!(await reminded(booking.id, now))) continue;
    try {
      await sendBrandedMail({
        ...reminderMail(booking, rule, manageBookingUrl(booking.id)),
        bookingId: booking.id,
      });
      sent += 1;
    } catch (error) {
      failed += 1;
      await reminderReleased(booking.id);
      logger.error('booking_reminder_failed', { bookingId: booking.id, error });
    }
  }
  return { reminded: sent, failed, rescheduleReminded, deliveries };
}

/** The Lambda entry point, its log lines carrying the request id. */
// Sending mail is what this function does: the SES client bundled with it (lib/mailer.ts).
useBundledMailSdk({ SendEmailCommand, SESv2Client });

export const handler = withRequestLogging(handle);
