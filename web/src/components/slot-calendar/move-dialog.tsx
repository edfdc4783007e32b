import { useState } from 'react';
import type { Availability } from '@shared/api/availability';
import type { Booking } from '@shared/api/entities';
import { bookingChangeTexts } from '@shared/texts/booking-changes';
import { ratingTexts } from '@shared/texts/rating';
import { droneZoneTexts } from '@shared/texts/drone-zones';
import { fillText } from '@shared/texts/fill';
import { ModalDialog } from '@web/components/dialog/modal-dialog';
import { DateGrid } from './date-grid';
import { SlotList } from './slot-list';
import './slot-calendar.css';

/** A new time for a booking, as the move routes take it. */
export interface MoveSlot {
  booking_date: string;
  booking_time: string;
}

interface MoveDialogProps {
  /** The booking's own date and time: the calendar opens there, its own time is not offered. */
  booking: Pick<Booking, 'booking_date' | 'booking_time'>;
  /** The free times the server answered (still loading: `pending`). */
  availability: { isPending: boolean; data: Availability | undefined };
  title: string;
  intro: string;
  confirmLabel: string;
  keepLabel: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: (slot: MoveSlot) => void;
}

/**
 * Picks a new time for a booking with the booking page's calendar and times (the same
 * components), opening on the booking's own date: the days with free times, then a time of
 * the chosen day. The customer's move (profile, manage link) and the owner's (admin) differ
 * only in which times the server offers and in their words. The server checks the time again
 * when moving.
 */
export function MoveDialog({
  booking,
  availability,
  title,
  intro,
  confirmLabel,
  keepLabel,
  busy,
  onClose,
  onConfirm,
}: MoveDialogProps) {
  const days = (availability.data?.days ?? []).map((day) => ({
    ...day,
    slots: day.slots.filter(
      (slot) => !(day.date === booking.booking_date && slot.time === booking.booking_time),
    ),
  }));
  const bookable = days.filter((day) => day.slots.length > 0);
  const [date, setDate] = useState(booking.booking_date);
  const [time, setTime] = useState('');
  // The booking's own date first (or the chosen one), while it has free times.
  const chosenDay = bookable.find((day) => day.date === date) ?? bookable[0];
  const chosenTime = chosenDay?.slots.some((slot) => slot.time === time) ? time : '';
  // Why the first weeks cannot be chosen: the drone zone's permit takes that long.
  const zone = availability.data?.drone_zone;
  const leadDays = availability.data?.rules.permit_lead_days ?? 0;
  const leadNote =
    zone && leadDays > 0
      ? fillText(droneZoneTexts.moveLeadNote, { zone: zone.name, days: leadDays })
      : null;

  return (
    <ModalDialog title={title} closeLabel={ratingTexts.close} onClose={onClose}>
      <form
        className="move-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (chosenDay && chosenTime)
            onConfirm({ booking_date: chosenDay.date, booking_time: chosenTime });
        }}
      >
        <p>{intro}</p>
        {leadNote ? <p className="move-form__lead">{leadNote}</p> : null}
        {availability.isPending ? (
          <p role="status" className="placeholder-note">
            <span className="spinner spinner--small" aria-hidden="true" />{' '}
            {bookingChangeTexts.loadingSlots}
          </p>
        ) : !availability.data || bookable.length === 0 ? (
          <p role="status">{bookingChangeTexts.noFreeSlots}</p>
        ) : (
          <div className="move-form__calendar">
            <DateGrid
              today={availability.data.today}
              days={days}
              selected={chosenDay?.date ?? null}
              onSelect={(next) => {
                setDate(next);
                setTime('');
              }}
            />
            <SlotList day={chosenDay} selected={chosenTime || null} onSelect={setTime} />
          </div>
        )}
        <div className="move-form__actions">
          <button type="button" className="btn btn--outline" onClick={onClose}>
            {keepLabel}
          </button>
          <button type="submit" className="btn btn--primary" disabled={!chosenTime || busy}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
