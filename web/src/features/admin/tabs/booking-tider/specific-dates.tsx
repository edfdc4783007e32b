/** The specific-dates tab of Booking-tider: the overrides by date, add, edit, delete. */
import { useState } from 'react';
import type { Schedule } from '@shared/api/entities';
import type { AffectedBooking } from '@shared/api/schedules-admin';
import { coversWholeDay } from '@shared/domain/slots';
import { scheduleAdminTexts as t } from '@shared/texts/admin-schedules';
import { fillText } from '@shared/texts/fill';
import type { AdminBadge } from '@web/features/admin/components/admin-badges';
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

/** Open, closed, or closed the whole day. */
function badgeOf(entry: Schedule): AdminBadge {
  if (entry.is_enabled) return { label: t.available, tone: 'ok' };
  return { label: coversWholeDay(entry) ? t.blockedWholeDay : t.blocked, tone: 'error' };
}

function SpecificCard({ entry, onAffected }: { entry: Schedule; onAffected: ShowAffected }) {
  const { remove } = useScheduleChanges();
  const times = coversWholeDay(entry)
    ? t.wholeDay
    : fillText(t.periodTimes, { start: entry.start_time, end: entry.end_time });
  return (
    <AdminItemCard
      titleId={`specific-${entry.id}`}
      title={dateText(entry.date_override ?? '')}
      badges={[badgeOf(entry)]}
      editForm={(done) => <SpecificDateForm entry={entry} onDone={done} onAffected={onAffected} />}
      remove={{
        texts: removalTexts,
        run: () =>
          remove.mutateAsync(entry.id).then((answer) => onAffected(answer.affected_bookings)),
      }}
    >
      <AdminFacts
        facts={[
          { label: t.time, value: times },
          // The priority only when the owner set one under 'Avanceret'.
          entry.priority !== 1 ? { label: t.priority, value: entry.priority } : null,
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
      <AffectedBookings bookings={affected} onSettled={() => setAffected([])} />
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
