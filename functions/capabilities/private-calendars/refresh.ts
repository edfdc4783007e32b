/**
 * Reading the owner's private calendars (decision 0038): each one fetched with the validators
 * of its last success, its busy times for the weeks ahead stored, or its error noted with the
 * last known busy times kept. Run by the job every 15 minutes and once when the owner adds a
 * calendar (which is refused, and nothing stored, when the first read fails).
 */
import { privateCalendarErrorTexts } from '@shared/texts/private-calendars';
import { fillText } from '@shared/texts/fill';
import { countMetric } from '@functions/lib/metrics';
import { logger } from '@functions/lib/logger';
import {
  listPrivateCalendars,
  privateCalendarFailed,
  privateCalendarFetched,
  type PrivateCalendar,
} from '@functions/stores/private-calendars';
import { placeBusyTimes } from './busy-places';
import { busyTimesOf, type BusyTimes } from './busy-times';
import { fetchCalendar, type CalendarFetchError } from './fetch-calendar';

/** How far ahead busy times are kept (the booking page offers 28 days, a permit zone more). */
export const busyWeeksAhead = 8;
/** A calendar not read for longer is stale (an alarm in AWS). */
export const staleAfterMs = 2 * 3_600_000;
const dayMs = 86_400_000;

/** The busy times of a calendar's text, from a day ago to `busyWeeksAhead` weeks on. */
export function busyWindowOf(text: string, now: Date): BusyTimes {
  return busyTimesOf(
    text,
    new Date(now.getTime() - dayMs),
    new Date(now.getTime() + busyWeeksAhead * 7 * dayMs),
  );
}

/** An error's Danish text, as Indstillinger shows it. */
export function calendarErrorText(error: string, httpStatus: number | null): string {
  const text =
    privateCalendarErrorTexts[error as CalendarFetchError] ?? privateCalendarErrorTexts.unreachable;
  return fillText(text, { status: httpStatus ?? '' });
}

export type CalendarRead =
  | {
      status: 'ok';
      found: Pick<PrivateCalendar, 'etag' | 'last_modified' | 'busy' | 'skipped_events'>;
    }
  | { status: 'not_modified' }
  | { status: 'error'; error: CalendarFetchError; httpStatus: number | null };

/** Fetches and reads one calendar. */
export async function readCalendar(
  url: string,
  validators: { etag?: string | null; lastModified?: string | null },
  now: Date,
): Promise<CalendarRead> {
  const fetched = await fetchCalendar(url, validators);
  if (fetched.status === 'not_modified') return fetched;
  if (fetched.status === 'error')
    return { status: 'error', error: fetched.error, httpStatus: fetched.httpStatus ?? null };
  let read: BusyTimes;
  try {
    read = busyWindowOf(fetched.text, now);
  } catch {
    return { status: 'error', error: 'not_calendar', httpStatus: null };
  }
  return {
    status: 'ok',
    found: {
      etag: fetched.etag,
      last_modified: fetched.lastModified,
      // Where an appointment has a place, the drive to and from it counts (busy-places.ts).
      busy: await placeBusyTimes(read.busy),
      skipped_events: read.skipped,
    },
  };
}

export interface RefreshSummary {
  read: number;
  unchanged: number;
  failed: number;
  stale: number;
}

/** Reads every calendar once; one failing never stops the others. */
export async function refreshPrivateCalendars(now: Date): Promise<RefreshSummary> {
  const summary: RefreshSummary = { read: 0, unchanged: 0, failed: 0, stale: 0 };
  for (const calendar of await listPrivateCalendars()) {
    const result = await readCalendar(
      calendar.url,
      { etag: calendar.etag, lastModified: calendar.last_modified },
      now,
    );
    if (result.status === 'ok') {
      summary.read += 1;
      await privateCalendarFetched(calendar.id, result.found, now);
      if (result.found.skipped_events > 0)
        logger.warn('private_calendar_events_skipped', {
          calendar: calendar.id,
          skipped: result.found.skipped_events,
        });
      continue;
    }
    if (result.status === 'not_modified') {
      summary.unchanged += 1;
      await privateCalendarFetched(calendar.id, null, now);
      continue;
    }
    summary.failed += 1;
    logger.warn('private_calendar_failed', { calendar: calendar.id, error: result.error });
    await privateCalendarFailed(calendar.id, result.error, result.httpStatus, now);
    const lastSuccess = Date.parse(calendar.last_success_at ?? calendar.added_at);
    if (now.getTime() - lastSuccess > staleAfterMs) {
      summary.stale += 1;
      countMetric('PrivateCalendarStale');
    }
  }
  return summary;
}
