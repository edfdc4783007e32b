/** A weekly period's times, editable; 'Gem' saves them, the toggle and 'Slet' act at once. */
import { useState, type FormEvent } from 'react';
import type { Schedule } from '@shared/api/entities';
import type { AffectedBooking } from '@shared/api/schedules-admin';
import { adminTexts } from '@shared/texts/admin';
import { scheduleAdminTexts as t, weekdayNames } from '@shared/texts/admin-schedules';
import { fillText } from '@shared/texts/fill';
import { AdminFormError } from '@web/features/admin/components/admin-form';
import { DeleteButton } from '@web/features/admin/components/delete-button';
import { useAdminSave } from '@web/features/admin/lib/use-admin-save';
import { useReportedChange } from '@web/features/admin/lib/use-reported-change';
import { periodProblem } from './period-times';
import { PeriodTimeFields } from './period-time-fields';
import { useScheduleChanges } from './schedule-actions';

type ShowAffected = (bookings: AffectedBooking[]) => void;
type Answer = { affected_bookings: AffectedBooking[] };

export function PeriodRow({ period, onAffected }: { period: Schedule; onAffected: ShowAffected }) {
  const report = useReportedChange();
  const { update, remove } = useScheduleChanges();
  const [start, setStart] = useState(period.start_time);
  const [end, setEnd] = useState(period.end_time);
  const showAffected = (answer: Answer) => onAffected(answer.affected_bookings);
  const { error, setError, handlers } = useAdminSave(
    { done: t.periodUpdated, failed: t.periodUpdateFailed },
    showAffected,
  );
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
    update.mutate({ id: period.id, body: { start_time: start, end_time: end } }, handlers);
  };

  return (
    <li>
      <form className="admin-period" onSubmit={save} noValidate aria-label={label}>
        <PeriodTimeFields start={start} end={end} onStart={setStart} onEnd={setEnd} />
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
              void report(
                update
                  .mutateAsync({ id: period.id, body: { is_enabled: !period.is_enabled } })
                  .then(showAffected),
                t.periodUpdated,
                t.periodUpdateFailed,
              )
            }
          >
            {period.is_enabled ? t.disable : t.enable}
          </button>
          <DeleteButton
            question={t.deletePeriodConfirm}
            onDelete={() =>
              report(
                remove.mutateAsync(period.id).then(showAffected),
                t.periodDeleted,
                t.periodDeleteFailed,
              )
            }
          />
        </div>
        <AdminFormError error={error} />
      </form>
    </li>
  );
}
