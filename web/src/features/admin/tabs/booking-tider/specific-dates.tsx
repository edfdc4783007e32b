import { useId, useState, type FormEvent } from 'react';
import type { Schedule } from '@shared/api/entities';
import type { AffectedBooking } from '@shared/api/schedules-admin';
import { adminTexts } from '@shared/texts/admin';
import { scheduleAdminTexts as t } from '@shared/texts/admin-schedules';
import { useToast } from '@web/components/toast/use-toast';
import { DeleteButton } from '@web/features/admin/components/delete-button';
import { refusalText } from '@web/features/admin/lib/refusal';
import { AffectedBookings } from './affected-bookings';
import { periodProblem } from './period-times';
import { useScheduleChanges } from './schedule-actions';

const dateFormat = new Intl.DateTimeFormat('da-DK', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const dateText = (date: string) => dateFormat.format(new Date(`${date}T12:00:00Z`));

/** Adding or editing an override: blocked by default, priority 1–100 (default 1), reason optional. */
function SpecificForm({
  entry,
  onDone,
  onAffected,
}: {
  entry?: Schedule;
  onDone: () => void;
  onAffected: (bookings: AffectedBooking[]) => void;
}) {
  const id = useId();
  const toast = useToast();
  const { createSpecific, update } = useScheduleChanges();
  const [date, setDate] = useState(entry?.date_override ?? '');
  const [start, setStart] = useState(entry?.start_time ?? '');
  const [end, setEnd] = useState(entry?.end_time ?? '');
  const [available, setAvailable] = useState(entry?.is_enabled ?? false);
  const [priority, setPriority] = useState(String(entry?.priority ?? 1));
  const [reason, setReason] = useState(entry?.reason ?? '');
  const [error, setError] = useState<string | null>(null);
  const saving = createSpecific.isPending || update.isPending;

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
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
    setError(null);
    const body = {
      date_override: date,
      start_time: start,
      end_time: end,
      is_enabled: available,
      priority: priorityValue,
      reason: reason.trim() || null,
    };
    const failed = entry ? t.specificUpdateFailed : t.specificAddFailed;
    const handlers = {
      onSuccess: (answer: { affected_bookings: AffectedBooking[] }) => {
        toast.success(entry ? t.specificUpdated : t.specificAdded);
        onAffected(answer.affected_bookings);
        onDone();
      },
      onError: (failure: unknown) => {
        setError(refusalText(failure, failed));
        toast.error(failed);
      },
    };
    if (entry) update.mutate({ id: entry.id, body }, handlers);
    else createSpecific.mutate(body, handlers);
  };

  const field = (name: string) => `${id}-${name}`;
  return (
    <form
      className="admin-form admin-card-form"
      onSubmit={save}
      noValidate
      aria-labelledby={field('title')}
    >
      <h3 id={field('title')}>{entry ? t.editSpecific : t.addSpecific}</h3>
      <div className="admin-form__row">
        <div className="admin-field">
          <label htmlFor={field('date')}>{t.date}</label>
          <input
            id={field('date')}
            type="date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={field('start')}>{t.start}</label>
          <input
            id={field('start')}
            type="time"
            step={1800}
            value={start}
            onChange={(e) => setStart(e.target.value)}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={field('end')}>{t.end}</label>
          <input
            id={field('end')}
            type="time"
            step={1800}
            value={end}
            onChange={(e) => setEnd(e.target.value)}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={field('kind')}>{t.kind}</label>
          <select
            id={field('kind')}
            value={available ? 'available' : 'blocked'}
            onChange={(e) => setAvailable(e.target.value === 'available')}
          >
            <option value="blocked">{t.blocked}</option>
            <option value="available">{t.available}</option>
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor={field('priority')}>{t.priority}</label>
          <input
            id={field('priority')}
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            value={priority}
            onChange={(e) => setPriority(e.target.value)}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={field('reason')}>{t.reason}</label>
          <input
            id={field('reason')}
            aria-describedby={field('reason-hint')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <p id={field('reason-hint')} className="admin-field__hint">
            {t.reasonHint}
          </p>
        </div>
      </div>
      {error ? (
        <p role="alert" className="admin-field__error">
          {error}
        </p>
      ) : null}
      <div className="admin-form__actions">
        <button type="submit" className="btn btn--primary btn--small" disabled={saving}>
          {saving ? adminTexts.saving : adminTexts.save}
        </button>
        <button type="button" className="btn btn--outline btn--small" onClick={onDone}>
          {adminTexts.cancel}
        </button>
      </div>
    </form>
  );
}

function SpecificCard({
  entry,
  onAffected,
}: {
  entry: Schedule;
  onAffected: (bookings: AffectedBooking[]) => void;
}) {
  const toast = useToast();
  const { remove } = useScheduleChanges();
  const [editing, setEditing] = useState(false);
  const nameId = `specific-${entry.id}`;
  if (editing) {
    return <SpecificForm entry={entry} onDone={() => setEditing(false)} onAffected={onAffected} />;
  }
  return (
    <article className="admin-booking" aria-labelledby={nameId}>
      <div className="admin-booking__head">
        <h3 id={nameId}>{dateText(entry.date_override ?? '')}</h3>
        <p className="admin-booking__badges">
          <span className={`admin-badge admin-badge--${entry.is_enabled ? 'ok' : 'error'}`}>
            {entry.is_enabled ? t.available : t.blocked}
          </span>
        </p>
      </div>
      <dl className="admin-booking__facts">
        <div>
          <dt>{t.start}</dt>
          <dd>{entry.start_time}</dd>
        </div>
        <div>
          <dt>{t.end}</dt>
          <dd>{entry.end_time}</dd>
        </div>
        <div>
          <dt>{t.priority}</dt>
          <dd>{entry.priority}</dd>
        </div>
        {entry.reason ? (
          <div>
            <dt>{t.reason}</dt>
            <dd>{entry.reason}</dd>
          </div>
        ) : null}
      </dl>
      <div className="admin-form__actions">
        <button
          type="button"
          className="btn btn--outline btn--small"
          aria-describedby={nameId}
          onClick={() => setEditing(true)}
        >
          {adminTexts.edit}
        </button>
        <DeleteButton
          question={t.deleteSpecificConfirm}
          describedBy={nameId}
          onDelete={() =>
            remove.mutateAsync(entry.id).then(
              (answer) => {
                toast.success(t.specificDeleted);
                onAffected(answer.affected_bookings);
              },
              () => toast.error(t.specificDeleteFailed),
            )
          }
        />
      </div>
    </article>
  );
}

/** The specific-dates tab: the overrides by date, add, edit, delete. */
export function SpecificDates({ schedules }: { schedules: readonly Schedule[] }) {
  const [adding, setAdding] = useState(false);
  const [affected, setAffected] = useState<AffectedBooking[]>([]);
  const entries = schedules.filter((schedule) => schedule.type === 'specific_date');
  return (
    <div className="admin-form">
      <p className="admin-field__hint">{t.specificIntro}</p>
      <AffectedBookings bookings={affected} />
      {adding ? (
        <SpecificForm onDone={() => setAdding(false)} onAffected={setAffected} />
      ) : (
        <div>
          <button
            type="button"
            className="btn btn--primary btn--small"
            onClick={() => setAdding(true)}
          >
            {t.addSpecific}
          </button>
        </div>
      )}
      {entries.length === 0 ? (
        <p className="admin-empty">{t.noSpecific}</p>
      ) : (
        <ul className="admin-bookings" aria-label={t.specificTab}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <SpecificCard entry={entry} onAffected={setAffected} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
