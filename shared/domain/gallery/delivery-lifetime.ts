/**
 * A delivered gallery's lifetime (issue 45, decision 0034): it is open until the end of the
 * Copenhagen day the owner's number of days after delivery (30 unless set), the customer is
 * reminded three days before it closes (once per closing date), the owner can extend it from
 * the later of today and the closing date, and its files are deleted the owner's number of
 * days after it closed.
 */
import { addDays, copenhagenToUtc, copenhagenToday } from '../copenhagen-time';

export const defaultGalleryOpenDays = 30;
export const defaultGalleryKeepDays = 90;
/** The customer's reminder goes this many days before the delivery closes. */
export const reminderDaysBefore = 3;

const dayMs = 86_400_000;

/** The end (23:59:59 in Copenhagen, as an ISO instant) of the day `days` after `from`. */
export function openUntilAfter(from: Date, days: number): string {
  const date = addDays(copenhagenToday(from), days);
  const lastMinute = copenhagenToUtc(date, '23:59') ?? new Date(`${date}T22:59:00Z`);
  return new Date(lastMinute.getTime() + 59_000).toISOString();
}

/** The Copenhagen date a delivery is open to and including (for 'Åben til …'). */
export const lastOpenDate = (openUntil: string): string => copenhagenToday(new Date(openUntil));

export interface Lifetime {
  open_until?: string;
  reminded_for?: string;
  closed_for?: string;
  files_deleted_at?: string;
}

/** Closed: past its closing moment. A delivery without one (delivered before lifetimes) stays open. */
export const isClosed = (lifetime: Lifetime, now: Date): boolean =>
  lifetime.open_until !== undefined && now.toISOString() > lifetime.open_until;

/** The reminder is due: within three days of closing, still open, not yet sent for this date. */
export function reminderDue(lifetime: Lifetime, now: Date): boolean {
  if (!lifetime.open_until || isClosed(lifetime, now)) return false;
  if (lifetime.reminded_for === lifetime.open_until) return false;
  return new Date(lifetime.open_until).getTime() - now.getTime() <= reminderDaysBefore * dayMs;
}

/** The closing is due: closed by its date and its files not yet moved to colder storage. */
export const closingDue = (lifetime: Lifetime, now: Date): boolean =>
  isClosed(lifetime, now) &&
  lifetime.closed_for !== lifetime.open_until &&
  lifetime.files_deleted_at === undefined;

/** The files' deletion is due: `keepDays` after closing, and not done. */
export const deletionDue = (lifetime: Lifetime, keepDays: number, now: Date): boolean =>
  lifetime.open_until !== undefined &&
  lifetime.files_deleted_at === undefined &&
  now.getTime() > new Date(lifetime.open_until).getTime() + keepDays * dayMs;

/** Extending by `days`: from the later of now and the current closing date. */
export function extendedUntil(lifetime: Lifetime, days: number, now: Date): string {
  const from =
    lifetime.open_until && lifetime.open_until > now.toISOString()
      ? new Date(lifetime.open_until)
      : now;
  return openUntilAfter(from, days);
}
