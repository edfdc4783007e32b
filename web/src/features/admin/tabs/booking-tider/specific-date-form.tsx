/**
 * Adding or editing a specific date as one choice (issue 28): close the whole day (the default;
 * stored as the domain's whole day, 00:00–00:00), close a period, or open an extra period. The
 * priority (1–100, default 1) waits under 'Avanceret' with one sentence on what it does.
 */
import { useId, useState } from 'react';
import type { Schedule } from '@shared/api/entities';
import type { AffectedBooking } from '@shared/api/schedules-admin';
import { coversWholeDay, wholeDayPeriod } from '@shared/domain/slots';
import { scheduleAdminTexts as t } from '@shared/texts/admin-schedules';
import { AdminCheck } from '@web/features/admin/components/admin-check';
import { AdminInput, AdminNumberInput } from '@web/features/admin/components/admin-field';
import { AdminForm } from '@web/features/admin/components/admin-form';
import { useEntrySave } from '@web/features/admin/lib/use-entry-save';
import { periodProblem } from './period-times';
import { PeriodTimeFields } from './period-time-fields';
import { useScheduleChanges } from './schedule-actions';

const formTexts = {
  addTitle: t.addSpecific,
  editTitle: t.editSpecific,
  added: t.specificAdded,
  updated: t.specificUpdated,
  addFailed: t.specificAddFailed,
  updateFailed: t.specificUpdateFailed,
};

type Kind = 'closed-day' | 'closed-period' | 'open-period';

const kinds: readonly { value: Kind; label: string }[] = [
  { value: 'closed-day', label: t.closeWholeDay },
  { value: 'closed-period', label: t.closePeriod },
  { value: 'open-period', label: t.openPeriod },
];

/** What a stored entry does; a new one closes the whole day. */
function kindOf(entry: Schedule | undefined): Kind {
  if (!entry) return 'closed-day';
  if (entry.is_enabled) return 'open-period';
  return coversWholeDay(entry) ? 'closed-day' : 'closed-period';
}

export function SpecificDateForm({
  entry,
  onDone,
  onAffected,
}: {
  entry?: Schedule;
  onDone: () => void;
  onAffected: (bookings: AffectedBooking[]) => void;
}) {
  const kindGroup = useId();
  const { createSpecific, update } = useScheduleChanges();
  const [date, setDate] = useState(entry?.date_override ?? '');
  const [kind, setKind] = useState<Kind>(kindOf(entry));
  // A whole day's 00:00–00:00 is not offered as times to change when switching to a period.
  const initialTimes = entry && kindOf(entry) !== 'closed-day';
  const [start, setStart] = useState(initialTimes ? entry.start_time : '');
  const [end, setEnd] = useState(initialTimes ? entry.end_time : '');
  const [priority, setPriority] = useState(String(entry?.priority ?? 1));
  const [reason, setReason] = useState(entry?.reason ?? '');
  const { setError, save, form } = useEntrySave(
    entry?.id,
    { create: createSpecific, update },
    formTexts,
    (answer) => {
      onAffected(answer.affected_bookings);
      onDone();
    },
  );

  const wholeDay = kind === 'closed-day';
  const submit = () => {
    const problem = wholeDay ? (date ? null : t.dateRequired) : periodProblem(start, end, date);
    const priorityValue = Number(priority);
    if (problem) {
      setError(problem);
      return;
    }
    if (!Number.isInteger(priorityValue) || priorityValue < 1 || priorityValue > 100) {
      setError(t.priorityRange);
      return;
    }
    save({
      date_override: date,
      ...(wholeDay ? wholeDayPeriod : { start_time: start, end_time: end }),
      is_enabled: kind === 'open-period',
      priority: priorityValue,
      reason: reason.trim() || null,
    });
  };

  return (
    <AdminForm {...form} onSubmit={submit} onCancel={onDone}>
      <div className="admin-form__row">
        <AdminInput label={t.date} type="date" value={date} onValue={setDate} />
        <fieldset className="admin-field">
          <legend>{t.kind}</legend>
          {kinds.map((option) => (
            <AdminCheck
              key={option.value}
              type="radio"
              name={kindGroup}
              label={option.label}
              checked={kind === option.value}
              onChecked={() => setKind(option.value)}
            />
          ))}
        </fieldset>
        {wholeDay ? null : (
          <PeriodTimeFields start={start} end={end} onStart={setStart} onEnd={setEnd} />
        )}
        <AdminInput label={t.reason} hint={t.reasonHint} value={reason} onValue={setReason} />
      </div>
      <details className="admin-advanced">
        <summary>{t.advanced}</summary>
        <div className="admin-form__row">
          <AdminNumberInput
            label={t.priority}
            hint={t.priorityHint}
            min={1}
            max={100}
            value={priority}
            onValue={setPriority}
          />
        </div>
      </details>
    </AdminForm>
  );
}
