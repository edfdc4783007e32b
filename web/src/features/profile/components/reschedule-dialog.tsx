import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { RescheduleBody } from '@shared/api/booking-changes';
import type { Booking } from '@shared/api/entities';
import { formatDanishDate, formatTime24 } from '@shared/domain/danish-format';
import { bookingChangeTexts as t } from '@shared/texts/booking-changes';
import { ratingTexts } from '@shared/texts/rating';
import { ModalDialog } from '@web/components/dialog/modal-dialog';
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
 * Picks a new slot for a booking: the days with free slots (the booking's own slot left
 * out), then a time of the chosen day. The server checks the slot again when moving.
 */
export function RescheduleDialog({ booking, busy, onClose, onConfirm }: RescheduleDialogProps) {
  const id = useId();
  const availability = useQuery(freeSlotsQueryOptions(booking));
  const days = (availability.data?.days ?? [])
    .map((day) => ({
      ...day,
      slots: day.slots.filter(
        (slot) => !(day.date === booking.booking_date && slot.time === booking.booking_time),
      ),
    }))
    .filter((day) => day.slots.length > 0);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const chosenDay = days.find((day) => day.date === date) ?? days[0];
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
        ) : days.length === 0 ? (
          <p role="status">{t.noFreeSlots}</p>
        ) : (
          <>
            <div className="form-field">
              <label className="form-field__label" htmlFor={`${id}-date`}>
                {t.newDate}
              </label>
              <select
                id={`${id}-date`}
                className="form-field__input"
                value={chosenDay?.date ?? ''}
                onChange={(event) => {
                  setDate(event.target.value);
                  setTime('');
                }}
              >
                {days.map((day) => (
                  <option key={day.date} value={day.date}>
                    {formatDanishDate(day.date)}
                  </option>
                ))}
              </select>
            </div>
            <fieldset className="reschedule-form__times">
              <legend>{t.newTime}</legend>
              {chosenDay?.slots.map((slot) => (
                <label key={slot.time} className="reschedule-form__time">
                  <input
                    type="radio"
                    name={`${id}-time`}
                    value={slot.time}
                    checked={chosenTime === slot.time}
                    onChange={() => setTime(slot.time)}
                  />
                  {formatTime24(slot.time)}
                </label>
              ))}
            </fieldset>
          </>
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
