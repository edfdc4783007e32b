import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { RescheduleBody } from '@shared/api/booking-changes';
import type { Booking } from '@shared/api/entities';
import { bookingChangeTexts as t } from '@shared/texts/booking-changes';
import { ratingTexts } from '@shared/texts/rating';
import { ModalDialog } from '@web/components/dialog/modal-dialog';
import { DateGrid } from '@web/components/slot-calendar/date-grid';
import { SlotList } from '@web/components/slot-calendar/slot-list';
import { freeSlotsQueryOptions } from '../api/booking-changes';

interface RescheduleDialogProps {
  booking: Pick<
    Booking,
    'id' | 'booking_date' | 'booking_time' | 'product_id' | 'shoot_lat' | 'shoot_lon'
  >;
  busy: boolean;
  onClose: () => void;
  onConfirm: (slot: RescheduleBody) => void;
}

/**
 * Picks a new time for a booking with the booking page's calendar and times (the same
 * component), opening on the booking's own date: the days with free times for its product
 * at its address (its own time left out), then a time of the chosen day. The server checks
 * the time again when moving.
 */
export function RescheduleDialog({ booking, busy, onClose, onConfirm }: RescheduleDialogProps) {
  const availability = useQuery(freeSlotsQueryOptions(booking));
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

  return (
    <ModalDialog title={t.rescheduleTitle} closeLabel={ratingTexts.close} onClose={onClose}>
      <form
        className="reschedule-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (chosenDay && chosenTime)
            onConfirm({ booking_date: chosenDay.date, booking_time: chosenTime });
        }}
      >
        <p>{t.rescheduleIntro}</p>
        {availability.isPending ? (
          <p role="status" className="placeholder-note">
            <span className="spinner spinner--small" aria-hidden="true" /> {t.loadingSlots}
          </p>
        ) : !availability.data || bookable.length === 0 ? (
          <p role="status">{t.noFreeSlots}</p>
        ) : (
          <div className="reschedule-form__calendar">
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
        <div className="reschedule-form__actions">
          <button type="button" className="btn btn--outline" onClick={onClose}>
            {t.keepBooking}
          </button>
          <button type="submit" className="btn btn--primary" disabled={!chosenTime || busy}>
            {t.confirmReschedule}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
