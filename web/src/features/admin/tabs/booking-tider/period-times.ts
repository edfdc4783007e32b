/** The checks of product §5 on a period's times, before anything is sent. */
import { scheduleAdminTexts as t } from '@shared/texts/admin-schedules';

const minutes = (time: string) => {
  const [hours, mins] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (mins ?? 0);
};

/** The problem with a period's times, or null. `withDate` for a specific date's form. */
export function periodProblem(start: string, end: string, date?: string): string | null {
  if (date !== undefined && !date) return t.dateTimesRequired;
  if (!start || !end) return date !== undefined ? t.dateTimesRequired : t.timesRequired;
  if (!/:(00|30)$/.test(start) || !/:(00|30)$/.test(end)) return t.slotTimes;
  const endMinutes = minutes(end) || 24 * 60;
  return endMinutes > minutes(start) ? null : t.endAfterStart;
}
