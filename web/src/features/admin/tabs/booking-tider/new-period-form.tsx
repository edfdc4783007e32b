/** A new period of a weekday: 14:00–18:00 and enabled unless changed (product §5). */
import { useState, type FormEvent } from 'react';
import type { Weekday } from '@shared/api/entities';
import { adminTexts } from '@shared/texts/admin';
import { scheduleAdminTexts as t, weekdayNames } from '@shared/texts/admin-schedules';
import { AdminFormError } from '@web/features/admin/components/admin-form';
import { useAdminSave } from '@web/features/admin/lib/use-admin-save';
import { periodProblem } from './period-times';
import { PeriodTimeFields } from './period-time-fields';
import { useScheduleChanges } from './schedule-actions';

export function NewPeriodForm({ day, onDone }: { day: Weekday; onDone: () => void }) {
  const { createWeekly } = useScheduleChanges();
  const [start, setStart] = useState('14:00');
  const [end, setEnd] = useState('18:00');
  const { error, setError, handlers } = useAdminSave(
    { done: t.periodAdded, failed: t.periodAddFailed },
    onDone,
  );
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = periodProblem(start, end);
    if (problem) {
      setError(problem);
      return;
    }
    createWeekly.mutate(
      { day_name: day, start_time: start, end_time: end, is_enabled: true },
      handlers,
    );
  };
  return (
    <form
      className="admin-period"
      onSubmit={save}
      noValidate
      aria-label={`${t.addPeriod}: ${weekdayNames[day]}`}
    >
      <PeriodTimeFields start={start} end={end} onStart={setStart} onEnd={setEnd} />
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
      <AdminFormError error={error} />
    </form>
  );
}
