/** A period's start and end (half-hour steps): a weekly period's, or a specific date's. */
import { scheduleAdminTexts as t } from '@shared/texts/admin-schedules';
import { AdminInput } from '@web/features/admin/components/admin-field';

export function PeriodTimeFields({
  start,
  end,
  onStart,
  onEnd,
}: {
  start: string;
  end: string;
  onStart: (start: string) => void;
  onEnd: (end: string) => void;
}) {
  return (
    <>
      <AdminInput label={t.start} type="time" step={1800} value={start} onValue={onStart} />
      <AdminInput label={t.end} type="time" step={1800} value={end} onValue={onEnd} />
    </>
  );
}
