/** The weekly tab of Booking-tider: a section per weekday with its periods. */
import { useState } from 'react';
import type { Schedule, Weekday } from '@shared/api/entities';
import type { AffectedBooking } from '@shared/api/schedules-admin';
import { scheduleAdminTexts as t, weekdayNames } from '@shared/texts/admin-schedules';
import { AffectedBookings } from './affected-bookings';
import { NewPeriodForm } from './new-period-form';
import { PeriodRow } from './period-row';

type ShowAffected = (bookings: AffectedBooking[]) => void;

/** Monday first, as the week runs in Denmark. */
const weekdays = Object.keys(weekdayNames) as Weekday[];

function WeekdaySection({
  day,
  periods,
  onAffected,
}: {
  day: Weekday;
  periods: readonly Schedule[];
  onAffected: ShowAffected;
}) {
  const [adding, setAdding] = useState(false);
  const headingId = `weekday-${day}`;
  return (
    <section className="admin-booking" aria-labelledby={headingId}>
      <div className="admin-booking__head">
        <h3 id={headingId}>{weekdayNames[day]}</h3>
        {adding ? null : (
          <button
            type="button"
            className="btn btn--outline btn--small"
            aria-describedby={headingId}
            onClick={() => setAdding(true)}
          >
            {t.addPeriod}
          </button>
        )}
      </div>
      {periods.length === 0 && !adding ? <p className="admin-field__hint">{t.noPeriods}</p> : null}
      {periods.length > 0 ? (
        <ul className="admin-periods">
          {periods.map((period) => (
            <PeriodRow
              key={`${period.id}-${period.start_time}-${period.end_time}`}
              period={period}
              onAffected={onAffected}
            />
          ))}
        </ul>
      ) : null}
      {adding ? <NewPeriodForm day={day} onDone={() => setAdding(false)} /> : null}
    </section>
  );
}

export function WeeklyPlan({ schedules }: { schedules: readonly Schedule[] }) {
  const [affected, setAffected] = useState<AffectedBooking[]>([]);
  const weekly = schedules.filter((schedule) => schedule.type === 'weekly');
  return (
    <div className="admin-form">
      <p className="admin-field__hint">{t.weeklyIntro}</p>
      <AffectedBookings bookings={affected} onSettled={() => setAffected([])} />
      {weekdays.map((day) => (
        <WeekdaySection
          key={day}
          day={day}
          periods={weekly
            .filter((period) => period.day_name === day)
            .sort((a, b) => a.start_time.localeCompare(b.start_time))}
          onAffected={setAffected}
        />
      ))}
    </div>
  );
}
