/**
 * 'Bed om ny tid' (decision 0039), the customer's side, through the signed link of the mails
 * (`/api/reschedule-requests/{id}…?expires=&sig=`): the booking and the owner's reason; a new
 * time among the flyable ones (the booking page's rules, the minimum notice too, but no
 * cut-off), moved exactly as any move (change-booking.ts: the calendar file mailed, the owner
 * told); or a cancel with the full refund and credit note the lifecycle decides
 * (`cancelMoney`). The answer is written with the move or the cancel, once: a second answer
 * is refused kindly; a time taken meanwhile leaves the choice open.
 */
import type { BookingChangeResult } from '@shared/api/booking-changes';
import type { Booking } from '@shared/api/entities';
import type { RescheduleLinkQuery, RescheduleRequestView } from '@shared/api/reschedule-requests';
import {
  rescheduleAnswerRefusal,
  type RescheduleAnswerRefusal,
} from '@shared/domain/booking-lifecycle/reschedule-request';
import { cancelMoney } from '@shared/domain/booking-lifecycle/money';
import { cancelledText } from '@shared/domain/booking-lifecycle/cancel-texts';
import { formatDanishDate, formatTime24 } from '@shared/domain/danish-format';
import { fillText } from '@shared/texts/fill';
import { rescheduleRequestTexts as t } from '@shared/texts/reschedule-request';
import { conflict, HttpError, notFound } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { getBooking } from '@functions/stores/booking/booking-items';
import {
  rescheduleRequestLink,
  rescheduleRequestLinkState,
} from '@functions/capabilities/links/link-signing';
import { cancelWithRefund, moveToSlot } from './change-booking';

const expired = () => new HttpError(410, t.expiredLink, 'link_expired');

/** 'Du har allerede svaret …' with where the booking is now. */
function answeredError(booking: Booking): HttpError {
  const answer = booking.reschedule_request?.answer;
  const where =
    answer?.kind === 'moved'
      ? fillText(t.alreadyAnsweredMoved, {
          date: formatDanishDate(answer.date ?? booking.booking_date),
          time: formatTime24(answer.time ?? booking.booking_time),
        })
      : t.alreadyAnsweredCancelled;
  return conflict(fillText(t.alreadyAnswered, { answer: where }), 'already_answered');
}

/** 'Bookingen er allerede flyttet til …': moved by another route, which closed the request. */
const movedElsewhereText = (booking: Booking): string =>
  fillText(t.movedElsewhere, {
    date: formatDanishDate(booking.booking_date),
    time: formatTime24(booking.booking_time),
  });

function refusalError(refusal: RescheduleAnswerRefusal, booking: Booking): HttpError {
  switch (refusal) {
    case 'no_request':
      return notFound(t.invalidLink);
    case 'expired':
      return expired();
    case 'answered':
      return answeredError(booking);
    case 'moved_elsewhere':
      return conflict(movedElsewhereText(booking), 'moved_elsewhere');
    case 'not_open':
      return conflict(t.noLongerOpen, 'not_open');
  }
}

/**
 * The booking of a genuine link of its current request (any other: 404, nothing said; an
 * expired one: 410 in Danish).
 */
async function linkedRequest(
  id: string | undefined,
  query: RescheduleLinkQuery,
  now: Date,
): Promise<Booking> {
  const state = id ? rescheduleRequestLinkState({ booking: id, ...query }, now) : 'forged';
  if (!id || state === 'forged') throw notFound(t.invalidLink);
  const booking = await getBooking(id);
  const request = booking?.reschedule_request;
  if (!booking || booking.deleted_at || !request) throw notFound(t.invalidLink);
  // A link of an earlier request of the same booking.
  if (rescheduleRequestLink(id, request.expires_at).expires !== query.expires)
    throw notFound(t.invalidLink);
  return booking;
}

/** The booking of a link the customer may answer now. */
async function answerable(id: string | undefined, query: RescheduleLinkQuery): Promise<Booking> {
  const now = new Date();
  const booking = await linkedRequest(id, query, now);
  const refusal = rescheduleAnswerRefusal(booking, now);
  if (refusal) throw refusalError(refusal, booking);
  return booking;
}

/** A change refused meanwhile: answered by another tab, or moved or cancelled by another door. */
async function refusedMeanwhile(id: string, error: unknown): Promise<unknown> {
  if (!(error instanceof HttpError) || error.code !== 'changed_meanwhile') return error;
  const current = await getBooking(id);
  const refusal = current && rescheduleAnswerRefusal(current, new Date());
  return current && refusal ? refusalError(refusal, current) : error;
}

export async function getRescheduleRequest({
  params,
  query,
}: InputOf<'getRescheduleRequest'>): Promise<RescheduleRequestView> {
  const now = new Date();
  const booking = await linkedRequest(params.id, query, now);
  const request = booking.reschedule_request!;
  // An answered request is shown (with its answer) after the link's expiry too.
  if (!request.answer && rescheduleAnswerRefusal(booking, now) === 'expired') throw expired();
  return { booking, request };
}

export async function answerRescheduleMove({
  params,
  query,
  body,
}: InputOf<'answerRescheduleMove'>): Promise<BookingChangeResult> {
  const booking = await answerable(params.id, query);
  let moved: Booking;
  try {
    moved = await moveToSlot(booking, body, { by: 'customer', answering: true });
  } catch (error) {
    if (error instanceof HttpError && error.code === 'slot_taken')
      throw conflict(t.slotTaken, 'slot_taken');
    throw await refusedMeanwhile(booking.id, error);
  }
  return {
    booking: moved,
    message: fillText(t.answeredMovedPage, {
      date: formatDanishDate(moved.booking_date),
      time: formatTime24(moved.booking_time),
    }),
  };
}

export async function answerRescheduleCancel({
  params,
  query,
}: InputOf<'answerRescheduleCancel'>): Promise<BookingChangeResult> {
  const booking = await answerable(params.id, query);
  const money = cancelMoney(booking);
  try {
    const outcome = await cancelWithRefund(booking, 'customer', {
      notifyOwner: true,
      answering: true,
    });
    return {
      booking: outcome.booking,
      message: cancelledText(money, outcome.refund === 'started'),
    };
  } catch (error) {
    throw await refusedMeanwhile(booking.id, error);
  }
}
