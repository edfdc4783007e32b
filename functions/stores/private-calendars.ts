/**
 * The owner's private calendars (PRIVATE_CALENDAR / SOURCE#{id}, decision 0038): the address
 * pasted in Indstillinger, what the last fetch said (when it last succeeded, its error, how
 * many events it skipped, the validators for the next one) and the busy times it found for
 * the weeks ahead. A failed fetch keeps the busy times of the last successful one. One Query
 * reads them all (the booking page asks on every availability read).
 */
import { randomUUID } from 'node:crypto';
import { privateCalendarKey, privateCalendarPartition, stripKeys } from '@functions/data/keys';
import { queryPartition } from '@functions/data/pagination';
import { deleteExisting, putItem, updateExisting } from '@functions/data/store';
import { NotFoundError } from '@functions/data/errors';

export interface BusyInterval {
  /** ISO instants, end exclusive. */
  start: string;
  end: string;
  /** Where the appointment is, when its calendar said and the place was found. */
  lat?: number;
  lon?: number;
}

export interface PrivateCalendar {
  id: string;
  url: string;
  added_at: string;
  last_attempt_at: string | null;
  last_success_at: string | null;
  /** The last fetch's error code (null: it succeeded) and the HTTP status it got, if any. */
  last_error: string | null;
  last_error_status: number | null;
  /** Events the last read could not read. */
  skipped_events: number;
  etag: string | null;
  last_modified: string | null;
  busy: BusyInterval[];
}

export async function listPrivateCalendars(): Promise<PrivateCalendar[]> {
  const items = await queryPartition({ partition: privateCalendarPartition });
  return items
    .map((item) => stripKeys<PrivateCalendar>(item))
    .sort((a, b) => a.added_at.localeCompare(b.added_at));
}

/** Every busy interval that overlaps [from, until). */
export async function privateBusyBetween(from: Date, until: Date): Promise<BusyInterval[]> {
  const lower = from.toISOString();
  const upper = until.toISOString();
  return (await listPrivateCalendars())
    .flatMap((calendar) => calendar.busy)
    .filter((interval) => interval.end > lower && interval.start < upper);
}

/** A new calendar, stored with what its first (successful) fetch found. */
export async function addPrivateCalendar(
  url: string,
  first: Pick<PrivateCalendar, 'etag' | 'last_modified' | 'busy' | 'skipped_events'>,
  now: Date,
): Promise<PrivateCalendar> {
  const at = now.toISOString();
  const calendar: PrivateCalendar = {
    id: randomUUID(),
    url,
    added_at: at,
    last_attempt_at: at,
    last_success_at: at,
    last_error: null,
    last_error_status: null,
    ...first,
  };
  await putItem({ ...privateCalendarKey(calendar.id), ...calendar });
  return calendar;
}

/** A fetch that found the calendar (new busy times) or found it unchanged (304). */
export async function privateCalendarFetched(
  id: string,
  found: Pick<PrivateCalendar, 'etag' | 'last_modified' | 'busy' | 'skipped_events'> | null,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await updateExisting(
    privateCalendarKey(id),
    {
      set: {
        last_attempt_at: at,
        last_success_at: at,
        last_error: null,
        last_error_status: null,
        ...found,
      },
    },
    'privat kalender',
  ).catch(ignoreRemoved);
}

/** A fetch that failed: the error is noted, the busy times of the last success are kept. */
export async function privateCalendarFailed(
  id: string,
  error: string,
  httpStatus: number | null,
  now: Date,
): Promise<void> {
  await updateExisting(
    privateCalendarKey(id),
    {
      set: { last_attempt_at: now.toISOString(), last_error: error, last_error_status: httpStatus },
    },
    'privat kalender',
  ).catch(ignoreRemoved);
}

export async function removePrivateCalendar(id: string): Promise<void> {
  await deleteExisting(privateCalendarKey(id), 'privat kalender');
}

/** The owner removed the calendar while it was fetched: nothing to note. */
function ignoreRemoved(error: unknown): void {
  if (!(error instanceof NotFoundError)) throw error;
}
