import { useId, useState, type FormEvent } from 'react';
import type { Schedule, Weekday } from '@shared/api/entities';
import type { AffectedBooking } from '@shared/api/schedules-admin';
import { adminTexts } from '@shared/texts/admin';
import { scheduleAdminTexts as t, weekdayNames } from '@shared/texts/admin-schedules';
import { fillText } from '@shared/texts/fill';
import { useToast } from '@web/components/toast/use-toast';
import { DeleteButton } from '@web/features/admin/components/delete-button';
import { refusalText } from '@web/features/admin/lib/refusal';
import { AffectedBookings } from './affected-bookings';
import { periodProblem } from './period-times';
import { useScheduleChanges } from './schedule-actions';

type ShowAffected = (bookings: AffectedBooking[]) => void;

/** Monday first, as the week runs in Denmark. */
const weekdays = Object.keys(weekdayNames) as Weekday[];

/** A period's times, editable; 'Gem' saves them, the toggle and 'Slet' act at once. */
function PeriodRow({ period, onAffected }: { period: Schedule; onAffected: ShowAffected }) {
  const id = useId();
  const toast = useToast();
  const { update, remove } = useScheduleChanges();
  const [start, setStart] = useState(period.start_time);
  const [end, setEnd] = useState(period.end_time);
  const [error, setError] = useState<string | null>(null);
  const label = fillText(t.periodLabel, {
    day: weekdayNames[period.day_name ?? 'monday'],
    start: period.start_time,
    end: period.end_time,
  });
  const changed = start !== period.start_time || end !== period.end_time;

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = periodProblem(start, end);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    update.mutate(
      { id: period.id, body: { start_time: start, end_time: end } },
      {
        onSuccess: (answer) => {
          toast.success(t.periodUpdated);
          onAffected(answer.affected_bookings);
        },
        onError: (failure) => {
          setError(refusalText(failure, t.periodUpdateFailed));
          toast.error(t.periodUpdateFailed);
        },
      },
    );
  };

  return (
    <li>
      <form className="admin-period" onSubmit={save} noValidate aria-label={label}>
        <div className="admin-field">
          <label htmlFor={`${id}-start`}>{t.start}</label>
          <input
            id={`${id}-start`}
            type="time"
            step={1800}
            value={start}
            onChange={(e) => setStart(e.target.value)}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-end`}>{t.end}</label>
          <input
            id={`${id}-end`}
            type="time"
            step={1800}
            value={end}
            onChange={(e) => setEnd(e.target.value)}
          />
        </div>
        <span className={`admin-badge admin-badge--${period.is_enabled ? 'ok' : 'muted'}`}>
          {period.is_enabled ? t.enabled : t.disabled}
        </span>
        <div className="admin-form__actions">
          {changed ? (
            <button
              type="submit"
              className="btn btn--primary btn--small"
              disabled={update.isPending}
            >
              {adminTexts.save}
            </button>
          ) : null}
          <button
            type="button"
            className="btn btn--outline btn--small"
            disabled={update.isPending}
            onClick={() =>
              update.mutate(
                { id: period.id, body: { is_enabled: !period.is_enabled } },
                {
                  onSuccess: (answer) => {
                    toast.success(t.periodUpdated);
                    onAffected(answer.affected_bookings);
                  },
                  onError: () => toast.error(t.periodUpdateFailed),
                },
              )
            }
          >
            {period.is_enabled ? t.disable : t.enable}
          </button>
          <DeleteButton
            question={t.deletePeriodConfirm}
            onDelete={() =>
              remove.mutateAsync(period.id).then(
                (answer) => {
                  toast.success(t.periodDeleted);
                  onAffected(answer.affected_bookings);
                },
                () => toast.error(t.periodDeleteFailed),
              )
            }
          />
        </div>
        {error ? (
          <p role="alert" className="admin-field__error">
            {error}
          </p>
        ) : null}
      </form>
    </li>
  );
}

/** A new period of a weekday: 14:00–18:00 and enabled unless changed (SPEC 5). */
function NewPeriodForm({ day, onDone }: { day: Weekday; onDone: () => void }) {
  const id = useId();
  const toast = useToast();
  const { createWeekly } = useScheduleChanges();
  const [start, setStart] = useState('14:00');
  const [end, setEnd] = useState('18:00');
  const [error, setError] = useState<string | null>(null);
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = periodProblem(start, end);
    if (problem) {
      setError(problem);
      return;
    }
    createWeekly.mutate(
      { day_name: day, start_time: start, end_time: end, is_enabled: true },
      {
        onSuccess: () => {
          toast.success(t.periodAdded);
          onDone();
        },
        onError: (failure) => {
          setError(refusalText(failure, t.periodAddFailed));
          toast.error(t.periodAddFailed);
        },
      },
    );
  };
  return (
    <form
      className="admin-period"
      onSubmit={save}
      noValidate
      aria-label={`${t.addPeriod}: ${weekdayNames[day]}`}
    >
      <div className="admin-field">
        <label htmlFor={`${id}-start`}>{t.start}</label>
        <input
          id={`${id}-start`}
          type="time"
          step={1800}
          value={start}
          onChange={(e) => setStart(e.target.value)}
        />
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-end`}>{t.end}</label>
        <input
          id={`${id}-end`}
          type="time"
          step={1800}
          value={end}
          onChange={(e) => setEnd(e.target.value)}
        />
      </div>
      <div className="admin-form__actions">
        <button
          type="submit"
          className="btn btn--primary btn--small"
          disabled={createWeekly.isPending}
        >
          {adminTexts.save}
        </button>
        <button type="button" className="btn btn--outline btn--small" onClick={onDone}>
          {adminTexts.cancel}
        </button>
      </div>
      {error ? (
        <p role="alert" className="admin-field__error">
          {error}
        </p>
      ) : null}
    </form>
  );
}

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

/** The weekly tab: a section per weekday with its periods. */
export function WeeklyPlan({ schedules }: { schedules: readonly Schedule[] }) {
  const [affected, setAffected] = useState<AffectedBooking[]>([]);
  const weekly = schedules.filter((schedule) => schedule.type === 'weekly');
  return (
    <div className="admin-form">
      <p className="admin-field__hint">{t.weeklyIntro}</p>
      <AffectedBookings bookings={affected} />
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
