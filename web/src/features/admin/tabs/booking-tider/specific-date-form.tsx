/** Adding or editing a specific date: blocked by default, priority 1–100 (default 1). */
import { useState } from 'react';
import type { Schedule } from '@shared/api/entities';
import type { AffectedBooking } from '@shared/api/schedules-admin';
import { scheduleAdminTexts as t } from '@shared/texts/admin-schedules';
import { AdminInput, AdminSelect } from '@web/features/admin/components/admin-field';
import { AdminForm } from '@web/features/admin/components/admin-form';
import { useEntrySave } from '@web/features/admin/lib/use-entry-save';
import { periodProblem } from './period-times';
import { PeriodTimeFields } from './period-time-fields';
import { useScheduleChanges } from './schedule-actions';

const saveTexts = {
  added: t.specificAdded,
  updated: t.specificUpdated,
  addFailed: t.specificAddFailed,
  updateFailed: t.specificUpdateFailed,
};

const kinds = [
  { value: 'blocked', label: t.blocked },
  { value: 'available', label: t.available },
] as const;

export function SpecificDateForm({
  entry,
  onDone,
  onAffected,
}: {
  entry?: Schedule;
  onDone: () => void;
  onAffected: (bookings: AffectedBooking[]) => void;
}) {
  const { createSpecific, update } = useScheduleChanges();
  const [date, setDate] = useState(entry?.date_override ?? '');
  const [start, setStart] = useState(entry?.start_time ?? '');
  const [end, setEnd] = useState(entry?.end_time ?? '');
  const [available, setAvailable] = useState(entry?.is_enabled ?? false);
  const [priority, setPriority] = useState(String(entry?.priority ?? 1));
  const [reason, setReason] = useState(entry?.reason ?? '');
  const { error, setError, save, saving } = useEntrySave(
    entry?.id,
    { create: createSpecific, update },
    saveTexts,
    (answer) => {
      onAffected(answer.affected_bookings);
      onDone();
    },
  );

  const submit = () => {
    const problem = periodProblem(start, end, date);
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
      start_time: start,
      end_time: end,
      is_enabled: available,
      priority: priorityValue,
      reason: reason.trim() || null,
    });
  };

  return (
    <AdminForm
      title={entry ? t.editSpecific : t.addSpecific}
      error={error}
      saving={saving}
      onSubmit={submit}
      onCancel={onDone}
    >
      <div className="admin-form__row">
        <AdminInput label={t.date} type="date" value={date} onValue={setDate} />
        <PeriodTimeFields start={start} end={end} onStart={setStart} onEnd={setEnd} />
        <AdminSelect
          label={t.kind}
          options={kinds}
          value={available ? 'available' : 'blocked'}
          onValue={(kind) => setAvailable(kind === 'available')}
        />
        <AdminInput
          label={t.priority}
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          value={priority}
          onValue={setPriority}
        />
        <AdminInput label={t.reason} hint={t.reasonHint} value={reason} onValue={setReason} />
      </div>
    </AdminForm>
  );
}
