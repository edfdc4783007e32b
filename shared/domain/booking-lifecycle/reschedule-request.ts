/**
 * 'Bed om ny tid' (issue 44, decision 0039): the owner asks the customer of a booking that will
 * be flown to choose a new time or to cancel with a full refund. The booking keeps its slot
 * until the customer answers; the answer is given once, through a signed link that expires.
 * Pure, for the server (which decides) and the browser (which shows the owner where it stands).
 */
import type { Booking, RescheduleRequest } from '@shared/api/entities';
import { ownerChangeRefusal, type ChangeableBooking } from './changes';
import { willBeFlown } from './shoot';

/** The longest reason the owner may write (it goes into a mail and onto a page). */
export const rescheduleReasonMaxLength = 300;
/** How long the link in the request's mails works. */
export const rescheduleLinkDays = 7;
/** The reminder goes this long after the request when the customer has not answered. */
export const rescheduleReminderHours = 24;

const hourMs = 3_600_000;

type RequestFields = ChangeableBooking & Partial<Pick<Booking, 'reschedule_request'>>;

/** Whether the customer was asked and has not answered yet ('Afventer kundens nye tid'). */
export const rescheduleAwaited = (booking: Partial<Pick<Booking, 'reschedule_request'>>): boolean =>
  Boolean(booking.reschedule_request && !booking.reschedule_request.answer);

export type RescheduleAskRefusal = 'not_flown' | 'already_asked';

/**
 * Why the owner cannot ask for a new time, or null: only a booking that will be flown (paid,
 * or paid at or after the shoot: cash, invoice; not during a card checkout), not while an
 * earlier request is unanswered.
 */
export function rescheduleAskRefusal(booking: RequestFields): RescheduleAskRefusal | null {
  if (ownerChangeRefusal(booking) || !willBeFlown(booking)) return 'not_flown';
  if (rescheduleAwaited(booking)) return 'already_asked';
  return null;
}

/** The request as it is stored when the owner asks at `now`. */
export function newRescheduleRequest(reason: string, now: Date): RescheduleRequest {
  return {
    reason: reason.trim(),
    requested_at: now.toISOString(),
    expires_at: new Date(now.getTime() + rescheduleLinkDays * 24 * hourMs).toISOString(),
  };
}

export type RescheduleAnswerRefusal =
  'no_request' | 'expired' | 'answered' | 'moved_elsewhere' | 'not_open';

/**
 * Why the customer cannot answer now, or null when they can: asked, not answered (nor moved by
 * another route meanwhile, which closes the request), the link not expired, and the booking
 * still one the owner could move or cancel (not cancelled or completed meanwhile, by another
 * door).
 */
export function rescheduleAnswerRefusal(
  booking: RequestFields,
  now: Date,
): RescheduleAnswerRefusal | null {
  const request = booking.reschedule_request;
  if (!request) return 'no_request';
  if (request.answer) return request.answer.moved_by ? 'moved_elsewhere' : 'answered';
  if (ownerChangeRefusal(booking)) return 'not_open';
  if (Date.parse(request.expires_at) <= now.getTime()) return 'expired';
  return null;
}

/** Whether the reminder of an unanswered request is due: a day after it, once, until it expires. */
export function rescheduleReminderDue(booking: RequestFields, now: Date): boolean {
  const request = booking.reschedule_request;
  if (!request || request.reminded_at) return false;
  if (rescheduleAnswerRefusal(booking, now)) return false;
  return Date.parse(request.requested_at) + rescheduleReminderHours * hourMs <= now.getTime();
}

/** The reason as typed, checked: trimmed, not empty, not longer than the limit. */
export function rescheduleReasonProblem(reason: string): 'required' | 'too_long' | null {
  const trimmed = reason.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > rescheduleReasonMaxLength) return 'too_long';
  return null;
}

type RescheduleAnswer = NonNullable<RescheduleRequest['answer']>;

/**
 * What a move writes into the booking's request: through the link (`by: 'link'`) the
 * customer's answer; by another route (the owner's 'Flyt', the customer's own move) while the
 * request is open, an answer that closes it, saying who moved it; else nothing.
 */
export function moveAnswer(
  booking: RequestFields,
  move: { at: string; date: string; time: string },
  by: 'link' | NonNullable<RescheduleAnswer['moved_by']>,
): RescheduleAnswer | null {
  if (by === 'link') return booking.reschedule_request ? { kind: 'moved', ...move } : null;
  return rescheduleAwaited(booking) ? { kind: 'moved', ...move, moved_by: by } : null;
}
