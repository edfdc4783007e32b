/** The specific-dates tab of Booking-tider: the overrides by date, add, edit, delete. */
import { useState } from 'react';
import type { Schedule } from '@shared/api/entities';
import type { AffectedBooking } from '@shared/api/schedules-admin';
import { scheduleAdminTexts as t } from '@shared/texts/admin-schedules';
import { AdminAddSlot } from '@web/features/admin/components/admin-add';
import { AdminFacts } from '@web/features/admin/components/admin-facts';
import { AdminItemCard } from '@web/features/admin/components/admin-item-card';
import { AdminList } from '@web/features/admin/components/admin-list';
import { AffectedBookings } from './affected-bookings';
import { useScheduleChanges } from './schedule-actions';
import { SpecificDateForm } from './specific-date-form';

type ShowAffected = (bookings: AffectedBooking[]) => void;

const dateFormat = new Intl.DateTimeFormat('da-DK', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const dateText = (date: string) => dateFormat.format(new Date(`${date}T12:00:00Z`));

const removalTexts = {
  deleteConfirm: t.deleteSpecificConfirm,
  deleted: t.specificDeleted,
  deleteFailed: t.specificDeleteFailed,
};

function SpecificCard({ entry, onAffected }: { entry: Schedule; onAffected: ShowAffected }) {
  const { remove } = useScheduleChanges();
  return (
    <AdminItemCard
      titleId={`specific-${entry.id}`}
      title={dateText(entry.date_override ?? '')}
      badges={[
        entry.is_enabled ? { label: t.available, tone: 'ok' } : { label: t.blocked, tone: 'error' },
      ]}
      editForm={(done) => <SpecificDateForm entry={entry} onDone={done} onAffected={onAffected} />}
      remove={{
        texts: removalTexts,
        run: () =>
          remove.mutateAsync(entry.id).then((answer) => onAffected(answer.affected_bookings)),
      }}
    >
      <AdminFacts
        facts={[
          { label: t.start, value: entry.start_time },
          { label: t.end, value: entry.end_time },
          { label: t.priority, value: entry.priority },
          entry.reason ? { label: t.reason, value: entry.reason } : null,
        ]}
      />
    </AdminItemCard>
  );
}

export function SpecificDates({ schedules }: { schedules: readonly Schedule[] }) {
  const [affected, setAffected] = useState<AffectedBooking[]>([]);
  const entries = schedules.filter((schedule) => schedule.type === 'specific_date');
  return (
    <div className="admin-form">
      <p className="admin-field__hint">{t.specificIntro}</p>
      <AffectedBookings bookings={affected} />
      <AdminAddSlot
        label={t.addSpecific}
        form={(done) => <SpecificDateForm onDone={done} onAffected={setAffected} />}
      />
      <AdminList
        entries={entries}
        label={t.specificTab}
        empty={t.noSpecific}
        className="admin-bookings"
      >
        {(entry) => <SpecificCard entry={entry} onAffected={setAffected} />}
      </AdminList>
    </div>
  );
}
