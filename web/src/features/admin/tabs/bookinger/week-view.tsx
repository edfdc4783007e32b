import { useId, useState } from 'react';
import type { Booking } from '@shared/api/entities';
import { bookingStatus } from '@shared/domain/booking-lifecycle/status';
import { minutesOfTime, timeOfMinutes } from '@shared/domain/copenhagen-time';
import {
  addDays,
  danishMonths,
  formatDanishDate,
  formatDanishDateWithoutWeekday,
  formatTime24,
  mondayIndex,
} from '@shared/domain/danish-format';
import { danishWeekdays } from '@shared/domain/danish-words';
import { adminBookingTexts as t, bookingViewTexts as v } from '@shared/texts/admin-bookings';
import { fillText } from '@shared/texts/fill';
import { AdminBookingCard } from './admin-booking-card';
import type { PrivateBusy } from '@shared/api/private-calendars';
import { privateCalendarTexts } from '@shared/texts/private-calendars';
import { isoWeekNumber, privateSpansOn, weekOf, weekStartOf } from './booking-week';

/** `2026-11-30` → `30. november` (the week's title has the year). */
const dayAndMonth = (date: string) =>
  `${Number(date.slice(8, 10))}. ${danishMonths[Number(date.slice(5, 7)) - 1]}`;

const endOf = (booking: Booking) =>
  timeOfMinutes(minutesOfTime(booking.booking_time) + booking.duration_minutes);

interface WeekViewProps {
  bookings: readonly Booking[];
  /** Today in Copenhagen: the week shown first. */
  today: string;
  now: Date;
  /** The owner's private busy times (no titles): shown as 'Privat'. */
  privateBusy?: PrivateBusy;
}

/**
 * The week as a calendar (product §2 'Bookings'): Monday to Sunday, each day a heading and its
 * bookings in time order as buttons ('10:00–10:30 · product', the customer and the status);
 * pressing one shows its card with every action below the week. 'Forrige uge', 'Denne uge'
 * and 'Næste uge' move between weeks. Plain lists and buttons: every part works with the
 * keyboard and reads in order.
 */
export function WeekView({ bookings, today, now, privateBusy = [] }: WeekViewProps) {
  const headingId = `${useId()}-week`;
  const [monday, setMonday] = useState(() => weekStartOf(today));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const days = weekOf(bookings, monday);
  const selected = bookings.find((b) => b.id === selectedId);
  const title = fillText(v.weekTitle, {
    week: isoWeekNumber(monday),
    from: formatDanishDateWithoutWeekday(monday),
    to: formatDanishDateWithoutWeekday(addDays(monday, 6)),
  });

  return (
    <section className="admin-week" aria-labelledby={headingId}>
      <div className="admin-week__head">
        <h3 id={headingId} aria-live="polite">
          {title}
        </h3>
        <div className="admin-week__nav">
          <button
            type="button"
            className="btn btn--outline btn--small"
            onClick={() => setMonday(addDays(monday, -7))}
          >
            {v.previousWeek}
          </button>
          <button
            type="button"
            className="btn btn--outline btn--small"
            disabled={monday === weekStartOf(today)}
            onClick={() => setMonday(weekStartOf(today))}
          >
            {v.thisWeek}
          </button>
          <button
            type="button"
            className="btn btn--outline btn--small"
            onClick={() => setMonday(addDays(monday, 7))}
          >
            {v.nextWeek}
          </button>
        </div>
      </div>
      <ol className="admin-week__days">
        {days.map((day) => {
          const dayHeading = `${headingId}-${day.date}`;
          const privateSpans = privateSpansOn(privateBusy, day.date);
          return (
            <li
              key={day.date}
              className="admin-week__day"
              data-today={day.date === today || undefined}
            >
              <h4 id={dayHeading}>
                {danishWeekdays[mondayIndex(day.date)]} <span>{dayAndMonth(day.date)}</span>
              </h4>
              {privateSpans.length > 0 ? (
                <ul className="admin-week__private">
                  {privateSpans.map((span) => (
                    <li key={`${span.from}-${span.to}`} className="admin-week__private-entry">
                      {`${span.from}–${span.to} · ${privateCalendarTexts.private}`}
                    </li>
                  ))}
                </ul>
              ) : null}
              {day.bookings.length === 0 ? (
                privateSpans.length === 0 ? (
                  <p className="admin-week__empty">{v.weekDayEmpty}</p>
                ) : null
              ) : (
                <ul
                  className="admin-week__bookings"
                  aria-label={fillText(v.weekBookingsOf, { date: formatDanishDate(day.date) })}
                >
                  {day.bookings.map((booking) => {
                    const status = bookingStatus(booking, now);
                    return (
                      <li key={booking.id}>
                        <button
                          type="button"
                          className="admin-week__booking"
                          aria-pressed={booking.id === selectedId}
                          onClick={() =>
                            setSelectedId(booking.id === selectedId ? null : booking.id)
                          }
                        >
                          <span className="admin-week__time">
                            {fillText(v.weekEntry, {
                              time: formatTime24(booking.booking_time),
                              end: endOf(booking),
                              product: booking.product_name,
                            })}
                          </span>
                          <span className="admin-week__customer">
                            {booking.customer_name || booking.user_email}
                          </span>
                          <span className={`admin-badge admin-badge--${status.tone}`}>
                            {status.label}
                          </span>
                          {booking.outside_hours ? (
                            <span className="admin-badge admin-badge--error">{t.outsideHours}</span>
                          ) : null}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
      {selected ? (
        <div className="admin-week__selected">
          <div className="admin-week__selected-head">
            <h3>{v.selectedTitle}</h3>
            <button
              type="button"
              className="btn btn--outline btn--small"
              onClick={() => setSelectedId(null)}
            >
              {v.closeSelected}
            </button>
          </div>
          <AdminBookingCard booking={selected} now={now} />
        </div>
      ) : null}
    </section>
  );
}
