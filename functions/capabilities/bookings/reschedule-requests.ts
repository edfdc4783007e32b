/**
 * 'Bed om ny tid' (issue 44, decision 0039), the owner's side: for one booking or for every
 * booking of a day, the owner's reason is stored on each booking that will be flown, in ONE
 * transaction per booking with the customer's mail in the outbox (the signed link to choose a
 * new time or cancel). The booking keeps its slot until the customer answers
 * (reschedule-answers.ts); a day later an unanswered request is reminded once.
 */
import type { Booking, RescheduleRequest } from '@shared/api/entities';
import type { RescheduleAskResult } from '@shared/api/reschedule-requests';
import { addDays, copenhagenToday } from '@shared/domain/copenhagen-time';
import {
  newRescheduleRequest,
  rescheduleAskRefusal,
  rescheduleLinkDays,
  rescheduleReminderDue,
  rescheduleReminderHours,
  type RescheduleAskRefusal,
} from '@shared/domain/booking-lifecycle/reschedule-request';
import { fillText } from '@shared/texts/fill';
import { rescheduleRequestTexts as t } from '@shared/texts/reschedule-request';
import { AlreadyProcessedError, ConcurrentChangeError } from '@functions/data/errors';
import { runTransaction } from '@functions/data/transactions';
import { badRequest, conflict, notFound } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { logger } from '@functions/lib/logger';
import { bookingsOnDates, getBooking } from '@functions/stores/booking/booking-items';
import { rescheduleReminded, rescheduleRequested } from '@functions/stores/booking/booking-changes';
import { queueMail } from '@functions/stores/mail-outbox';
import {
  forgetRescheduleReminder,
  pendingRescheduleReminders,
  rescheduleReminderDone,
  rescheduleReminderPending,
  type PendingReminder,
} from '@functions/stores/reschedule-reminders';
import { rescheduleRequestUrl } from '@functions/capabilities/links/link-signing';
import { businessMailName } from '@functions/capabilities/mails/mail-brand';
import { rescheduleRequestMail } from '@functions/capabilities/mails/reschedule-request';

const refusalTexts: Record<RescheduleAskRefusal, string> = {
  not_flown: t.notFlown,
  already_asked: t.alreadyAsked,
};

/** The customer's mail of a request (or its reminder), queued under an id of its own. */
function requestMail(
  booking: Booking,
  request: RescheduleRequest,
  options: { reminder: boolean; businessName: string },
) {
  const kind = options.reminder ? 'reschedule-reminder' : 'reschedule-request';
  return queueMail({
    id: `${kind}#${booking.id}#${request.requested_at}`,
    mail: rescheduleRequestMail(
      booking,
      request,
      rescheduleRequestUrl(booking.id, request.expires_at),
      options,
    ),
    to: [booking.user_email],
    bookingId: booking.id,
  });
}

/** Asks one booking's customer; the booking as stored afterwards. ConcurrentChangeError: not asked. */
async function ask(
  booking: Booking,
  reason: string,
  now: Date,
  businessName: string,
): Promise<Booking> {
  const request = newRescheduleRequest(reason, now);
  await rescheduleRequested(booking, request, [
    requestMail(booking, request, { reminder: false, businessName }),
    // Its reminder is found whatever the shoot's date (stores/reschedule-reminders.ts).
    rescheduleReminderPending(booking.id, request),
  ]);
  logger.info('reschedule_requested', { bookingId: booking.id });
  return { ...booking, reschedule_request: request };
}

async function askOne(bookingId: string, reason: string, now: Date): Promise<RescheduleAskResult> {
  const booking = await getBooking(bookingId);
  if (!booking || booking.deleted_at) throw notFound(t.bookingNotFound);
  const refusal = rescheduleAskRefusal(booking);
  if (refusal) throw conflict(refusalTexts[refusal], refusal);
  try {
    const asked = await ask(booking, reason, now, await businessMailName());
    return { asked: [asked], skipped: 0, message: t.asked };
  } catch (error) {
    if (error instanceof ConcurrentChangeError) throw conflict(t.alreadyAsked, 'already_asked');
    throw error;
  }
}

async function askDay(date: string, reason: string, now: Date): Promise<RescheduleAskResult> {
  const onDay = (await bookingsOnDates(date, 1)).filter((b) => b.booking_date === date);
  const askable = onDay.filter((b) => rescheduleAskRefusal(b) === null);
  if (askable.length === 0) throw conflict(t.noneOnDay, 'none_on_day');
  const businessName = await businessMailName();
  const asked: Booking[] = [];
  for (const booking of askable) {
    try {
      asked.push(await ask(booking, reason, now, businessName));
    } catch (error) {
      // Moved, cancelled or asked meanwhile: left out, and counted.
      if (!(error instanceof ConcurrentChangeError)) throw error;
    }
  }
  const skipped = onDay.length - asked.length;
  const told = asked.length === 1 ? t.askedDayOne : fillText(t.askedDay, { count: asked.length });
  return {
    asked,
    skipped,
    message: skipped > 0 ? `${told} ${fillText(t.askedDaySkipped, { count: skipped })}` : told,
  };
}

/** `POST /api/admin/reschedule-requests`: one booking (`booking_id`) or a day (`date`). */
export async function askForNewTime({
  body,
}: InputOf<'askForNewTime'>): Promise<RescheduleAskResult> {
  const now = new Date();
  if (body.booking_id !== undefined && body.date === undefined)
    return askOne(body.booking_id, body.reason, now);
  if (body.date !== undefined && body.booking_id === undefined)
    return askDay(body.date, body.reason, now);
  throw badRequest(t.oneOrDay, 'one_or_day');
}

/**
 * The days whose bookings the reminder also looks at, for requests made before their pending
 * reminder was stored: a request's link lives a week; shoots ahead.
 */
const reminderDaysBack = rescheduleLinkDays;
const reminderDaysAhead = 120;

const hourMs = 3_600_000;

/**
 * The requests whose reminder may be due: every pending reminder of a request made a day ago
 * or earlier, whatever the shoot's date, and (for requests made before those were stored) the
 * bookings of the days around now. Each with its booking as read now.
 */
async function reminderCandidates(
  now: Date,
): Promise<Array<{ booking: Booking; pending: PendingReminder | null }>> {
  const dueBy = new Date(now.getTime() - rescheduleReminderHours * hourMs);
  const from = addDays(copenhagenToday(now), -reminderDaysBack);
  const [pending, around] = await Promise.all([
    pendingRescheduleReminders(dueBy),
    bookingsOnDates(from, reminderDaysBack + reminderDaysAhead),
  ]);
  const found = new Map<string, { booking: Booking; pending: PendingReminder | null }>();
  for (const reminder of pending) {
    const booking = await getBooking(reminder.booking_id);
    const request = booking?.reschedule_request;
    // Answered, closed, expired, reminded or gone: it will never go.
    if (
      !booking ||
      request?.requested_at !== reminder.requested_at ||
      !rescheduleReminderDue(booking, now)
    ) {
      await forgetRescheduleReminder(reminder);
      continue;
    }
    found.set(booking.id, { booking, pending: reminder });
  }
  for (const booking of around)
    if (!found.has(booking.id) && rescheduleReminderDue(booking, now))
      found.set(booking.id, { booking, pending: null });
  return [...found.values()];
}

/**
 * The reminder of each request unanswered for 24 hours, whatever the shoot's date (scheduled,
 * with the shoot reminders): claimed and mailed in ONE transaction, so two runs at once, or a
 * retried run, remind once.
 */
export async function remindRescheduleRequests(now: Date): Promise<number> {
  const due = await reminderCandidates(now);
  if (due.length === 0) return 0;
  const businessName = await businessMailName();
  let sent = 0;
  for (const { booking, pending } of due) {
    const request = booking.reschedule_request;
    if (!request) continue;
    try {
      await runTransaction([
        rescheduleReminded(
          booking.id,
          request,
          now,
          () => new AlreadyProcessedError(`reschedule reminder of ${booking.id}`),
        ),
        requestMail(booking, request, { reminder: true, businessName }),
        ...(pending ? [rescheduleReminderDone(pending)] : []),
      ]);
      sent += 1;
    } catch (error) {
      if (!(error instanceof AlreadyProcessedError)) throw error;
    }
  }
  return sent;
}
