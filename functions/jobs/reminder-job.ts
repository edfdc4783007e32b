/**
 * Scheduled job (EventBridge every 15 minutes in AWS, the twin's scheduler locally): mails
 * each booking's reminder once its shoot is 24 hours or less away (and not past). Each
 * booking is claimed before the mail goes out, so two runs at once, or a retried run, remind
 * it once.
 */
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import type { Booking } from '@shared/api/entities';
import { serverContentFallback } from '@shared/texts/content-fallbacks';
import { copenhagenToday, copenhagenToUtc } from '@shared/domain/copenhagen-time';
import {
  bookingsOnDates,
  claimReminder,
  releaseReminder,
} from '@functions/stores/booking/booking-reminders';
import { getContent } from '@functions/stores/site-content';
import { reminderMail } from '@functions/capabilities/mails/reminder';
import { manageBookingUrl } from '@functions/capabilities/links/link-signing';
import { sendMail, useBundledMailSdk } from '../lib/mailer';
import { logger, withRequestLogging } from '@functions/lib/logger';

export const reminderHours = 24;

/** Whether a booking's shoot starts within the next 24 hours (and is not completed). */
export function isDueForReminder(booking: Booking, now: Date): boolean {
  if (booking.is_completed || booking.deleted_at !== null || booking.cancelled_at) return false;
  const start = copenhagenToUtc(booking.booking_date, booking.booking_time);
  if (!start) return false;
  const ahead = start.getTime() - now.getTime();
  return ahead > 0 && ahead <= reminderHours * 3_600_000;
}

async function weatherRule(): Promise<string> {
  const key = 'contact-faq-weather-answer';
  return (await getContent(key))?.value.trim() || serverContentFallback(key);
}

async function handle(_event: void): Promise<{ reminded: number; failed: number }> {
  const now = new Date();
  const due = (await bookingsOnDates(copenhagenToday(now), 2)).filter(
    (booking) => isDueForReminder(booking, now) && !('reminded_at' in booking),
  );
  if (due.length === 0) return { reminded: 0, failed: 0 };
  const rule = await weatherRule();
  let reminded = 0;
  let failed = 0;
  for (const booking of due) {
    if (!(await claimReminder(booking.id, now))) continue;
    try {
      await sendMail({
        ...reminderMail(booking, rule, manageBookingUrl(booking.id)),
        bookingId: booking.id,
      });
      reminded += 1;
    } catch (error) {
      failed += 1;
      await releaseReminder(booking.id);
      logger.error('booking_reminder_failed', { bookingId: booking.id, error });
    }
  }
  return { reminded, failed };
}

/** The Lambda entry point, its log lines carrying the request id. */
// Sending mail is what this function does: the SES client bundled with it (lib/mailer.ts).
useBundledMailSdk({ SendEmailCommand, SESv2Client });

export const handler = withRequestLogging(handle);
