/**
 * 'Bed om ny tid' (decision 0039): the owner's reason for one booking or for every booking of
 * a day, sent to the customers with the signed link to choose a new time or cancel; and where
 * a booking stands ('Afventer kundens nye tid', or the customer's answer).
 */
import { useState, type FormEvent } from 'react';
import type { Booking } from '@shared/api/entities';
import {
  rescheduleAwaited,
  rescheduleReasonMaxLength,
  rescheduleReasonProblem,
} from '@shared/domain/booking-lifecycle/reschedule-request';
import { formatDanishDate, formatTime24 } from '@shared/domain/danish-format';
import { fillText } from '@shared/texts/fill';
import { rescheduleRequestTexts as t } from '@shared/texts/reschedule-request';
import { ModalDialog } from '@web/components/dialog/modal-dialog';
import { useToast } from '@web/components/toast/use-toast';
import { AdminTextArea } from '@web/features/admin/components/admin-field';
import { refusalText } from '@web/features/admin/lib/refusal';
import { useBookingChanges } from './booking-actions';

const reasonErrors = {
  required: t.reasonRequired,
  too_long: fillText(t.reasonTooLong, { max: rescheduleReasonMaxLength }),
};

/** The dialog: one booking (`bookingId`) or a day (`date`), the reason (proposed: `reason`). */
export function RescheduleAskDialog({
  target,
  reason: proposed = '',
  onClose,
}: {
  target: { bookingId: string } | { date: string };
  reason?: string;
  onClose: () => void;
}) {
  const toast = useToast();
  const { askForNewTime } = useBookingChanges();
  const [reason, setReason] = useState(proposed);
  const [tried, setTried] = useState(false);
  const problem = rescheduleReasonProblem(reason);
  const day = 'date' in target;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (problem) return;
    const where = day ? { date: target.date } : { booking_id: target.bookingId };
    askForNewTime.mutate(
      { reason: reason.trim(), ...where },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          onClose();
        },
        onError: (error) => toast.error(refusalText(error, t.askFailed)),
      },
    );
  };
  return (
    <ModalDialog title={day ? t.askDayTitle : t.askTitle} onClose={onClose} closeLabel={t.keep}>
      <form className="admin-form" onSubmit={submit} noValidate>
        <p>{day ? fillText(t.askDayIntro, { date: formatDanishDate(target.date) }) : t.askIntro}</p>
        <AdminTextArea
          label={t.reasonLabel}
          hint={fillText(t.reasonHint, { max: rescheduleReasonMaxLength })}
          error={tried && problem ? reasonErrors[problem] : undefined}
          rows={3}
          value={reason}
          onValue={setReason}
        />
        <div className="admin-form__actions">
          <button type="button" className="btn btn--outline" onClick={onClose}>
            {t.keep}
          </button>
          <button type="submit" className="btn btn--primary" disabled={askForNewTime.isPending}>
            {day ? t.sendDay : t.send}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

/** Where the request stands on a booking: waiting, or the customer's answer (none: never asked). */
export function RescheduleRequestNote({ booking }: { booking: Booking }) {
  const request = booking.reschedule_request;
  if (!request) return null;
  const answer = request.answer;
  let text: string;
  if (!answer) text = t.waiting;
  else if (answer.kind === 'moved') {
    const movedText =
      answer.moved_by === 'owner'
        ? t.closedByOwnerMove
        : answer.moved_by === 'customer'
          ? t.closedByCustomerMove
          : t.answeredMoved;
    text = fillText(movedText, {
      date: formatDanishDate(answer.date ?? booking.booking_date),
      time: formatTime24(answer.time ?? booking.booking_time),
    });
  } else text = t.answeredCancelled;
  return (
    <p className="admin-booking__reschedule">
      <span
        className={`admin-badge ${rescheduleAwaited(booking) ? 'admin-badge--wait' : 'admin-badge--ok'}`}
      >
        {text}
      </span>{' '}
      <span className="admin-field__hint">
        {fillText(t.waitingSince, {
          date: formatDanishDate(request.requested_at.slice(0, 10)),
          reason: request.reason,
        })}
      </span>
    </p>
  );
}

/** The bookings of a day asked for a new time: still there, cancelled, or moved away from it. */
export const askedOnDay = (bookings: readonly Booking[], date: string): Booking[] =>
  bookings.filter(
    (b) =>
      b.reschedule_request &&
      !b.deleted_at &&
      (b.booking_date === date || b.rescheduled_from?.date === date),
  );

/**
 * 'Bed om ny tid for dagen' and, once asked, who has answered (moved to when, or cancelled)
 * and who not yet, beside the day's route.
 */
export function DayRescheduleRequests({ date, bookings }: { date: string; bookings: Booking[] }) {
  const [asking, setAsking] = useState(false);
  const asked = askedOnDay(bookings, date);
  const headingId = `day-reschedule-${date}`;
  return (
    <div className="admin-day-route__reschedule">
      <button type="button" className="btn btn--outline btn--small" onClick={() => setAsking(true)}>
        {t.askDay}
      </button>
      {asked.length > 0 ? (
        <section aria-labelledby={headingId}>
          <h4 id={headingId}>{t.answersTitle}</h4>
          <ul className="admin-day-route__answers">
            {asked.map((booking) => (
              <li key={booking.id}>
                <strong>{booking.customer_name || booking.user_email}</strong>
                {booking.booking_number ? ` (${booking.booking_number})` : ''}:{' '}
                <RescheduleRequestNote booking={booking} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {asking ? <RescheduleAskDialog target={{ date }} onClose={() => setAsking(false)} /> : null}
    </div>
  );
}
