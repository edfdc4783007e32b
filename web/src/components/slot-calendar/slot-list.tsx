import { formatDanishDate, formatTime24 } from '@shared/domain/danish-format';
import type { AvailabilityDay } from '@shared/api/availability';
import './slot-calendar.css';
import { goldenHourTitle } from './golden-hour';
import { unreachableNotes } from './unreachable-notes';
import { bookingPageTexts, bookingTexts } from '@shared/texts/booking';
import { fillText } from '@shared/texts/fill';

interface SlotListProps {
  day: AvailabilityDay | undefined;
  selected: string | null;
  onSelect: (time: string) => void;
}

/** The free 30-minute slots of the chosen day as a radio group (24-hour clock). */
export function SlotList({ day, selected, onSelect }: SlotListProps) {
  if (!day || day.slots.length === 0) {
    return (
      <p className="slot-list__empty" role="status">
        {bookingTexts.noSlots}
      </p>
    );
  }
  const hasGolden = day.slots.some((slot) => slot.golden_hour);
  return (
    <fieldset className="slot-list">
      <legend>{fillText(bookingPageTexts.slotsOfDay, { date: formatDanishDate(day.date) })}</legend>
      {day.sunrise && day.sunset ? (
        <p className="slot-list__sun">
          {fillText(bookingPageTexts.sunTimes, {
            sunrise: formatTime24(day.sunrise),
            sunset: formatTime24(day.sunset),
          })}
        </p>
      ) : null}
      <div className="slot-list__options">
        {day.slots.map((slot) => (
          <label
            key={slot.time}
            className="slot-option"
            data-golden={slot.golden_hour ?? undefined}
          >
            <input
              type="radio"
              name="booking-time"
              value={slot.time}
              checked={selected === slot.time}
              onChange={() => onSelect(slot.time)}
              aria-describedby={slot.golden_hour ? 'golden-hour-explanation' : undefined}
            />
            <span className="slot-option__time">{formatTime24(slot.time)}</span>
            {slot.golden_hour ? (
              <span className="golden-badge" title={goldenHourTitle(slot.golden_hour)}>
                {bookingPageTexts.goldenHour}
              </span>
            ) : null}
          </label>
        ))}
      </div>
      {unreachableNotes(day).map((note) => (
        <p key={note} className="slot-list__unreachable">
          {note}
        </p>
      ))}
      {hasGolden ? (
        <p id="golden-hour-explanation" className="slot-list__golden-note">
          <span className="golden-badge" aria-hidden="true">
            {bookingPageTexts.goldenHour}
          </span>{' '}
          {bookingPageTexts.goldenHourExplanation}
        </p>
      ) : null}
    </fieldset>
  );
}
