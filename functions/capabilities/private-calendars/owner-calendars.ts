/**
 * Indstillinger → 'Private kalendere' (decision 0038): the owner's list, adding one (read once
 * first: an address that gives no calendar is refused in Danish and nothing is stored), removing
 * one, and the busy times for the week view. The address is shown with its secret part hidden.
 */
import {
  maxPrivateCalendars,
  type PrivateBusy,
  type PrivateCalendarView,
} from '@shared/api/private-calendars';
import { privateCalendarTexts as t } from '@shared/texts/private-calendars';
import { badRequest, orNotFound } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import {
  addPrivateCalendar as storeCalendar,
  listPrivateCalendars as storedCalendars,
  privateBusyBetween,
  removePrivateCalendar as removeStored,
  type PrivateCalendar,
} from '@functions/stores/private-calendars';
import { calendarErrorText, readCalendar, busyWeeksAhead } from './refresh';

const dayMs = 86_400_000;

/** `https://calendar.google.com/calendar/ical/…/basic.ics`: the host and the file name only. */
export function shownAddress(url: string): string {
  try {
    const parsed = new URL(url);
    const file = parsed.pathname.split('/').filter(Boolean).at(-1);
    return `${parsed.protocol}//${parsed.host}/…${file ? `/${file}` : ''}`;
  } catch {
    return '…';
  }
}

const viewOf = (calendar: PrivateCalendar): PrivateCalendarView => ({
  id: calendar.id,
  address: shownAddress(calendar.url),
  last_success_at: calendar.last_success_at,
  error: calendar.last_error
    ? calendarErrorText(calendar.last_error, calendar.last_error_status)
    : null,
  skipped_events: calendar.skipped_events,
  busy_count: calendar.busy.length,
});

export const listPrivateCalendars = async (): Promise<PrivateCalendarView[]> =>
  (await storedCalendars()).map(viewOf);

export async function addPrivateCalendar({
  body,
}: InputOf<'addPrivateCalendar'>): Promise<PrivateCalendarView[]> {
  const known = await storedCalendars();
  if (known.length >= maxPrivateCalendars) throw badRequest(t.tooMany);
  if (known.some((calendar) => calendar.url === body.url)) throw badRequest(t.alreadyAdded);
  const now = new Date();
  const read = await readCalendar(body.url, {}, now);
  if (read.status === 'error') throw badRequest(calendarErrorText(read.error, read.httpStatus));
  if (read.status === 'not_modified') throw badRequest(calendarErrorText('not_calendar', null));
  await storeCalendar(body.url, read.found, now);
  return listPrivateCalendars();
}

export async function removePrivateCalendar({
  params,
}: InputOf<'removePrivateCalendar'>): Promise<PrivateCalendarView[]> {
  await orNotFound(t.notFound, () => removeStored(params.id));
  return listPrivateCalendars();
}

/** The busy times from a week ago to the weeks ahead that are kept. */
export async function getPrivateBusy(): Promise<PrivateBusy> {
  const now = Date.now();
  const busy = await privateBusyBetween(
    new Date(now - 7 * dayMs),
    new Date(now + busyWeeksAhead * 7 * dayMs),
  );
  return busy.map(({ start, end }) => ({ start, end }));
}
