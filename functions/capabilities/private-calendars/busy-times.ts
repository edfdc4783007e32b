/**
 * The busy times of a private calendar (issue 44, decision 0038): an iCalendar file read with
 * ical.js, every event between `from` and `until` as an interval, recurring events expanded
 * with their exceptions (RRULE, EXDATE, RECURRENCE-ID), all-day events as whole Copenhagen
 * days. Free (TRANSP:TRANSPARENT) and cancelled events block nothing. An event that cannot be
 * read is skipped and counted, never fatal. Times without a known time zone (floating, or a
 * TZID the file does not define) are read as Copenhagen wall-clock times. An event's place is
 * its GEO point or its LOCATION text (found by the geocoder before anything is stored).
 */
import ICAL from 'ical.js';
import { copenhagenToUtc } from '@shared/domain/copenhagen-time';

export interface BusyInterval {
  /** ISO instants, end exclusive. */
  start: string;
  end: string;
  /** The event's place: its GEO, or its LOCATION's text for the geocoder (never stored). */
  lat?: number;
  lon?: number;
  location?: string;
}

export interface BusyTimes {
  busy: BusyInterval[];
  /** Events skipped because they could not be read. */
  skipped: number;
}

/** No calendar the owner keeps needs more; a runaway rule stops here. */
const maxOccurrencesPerEvent = 2000;
const pad = (n: number) => String(n).padStart(2, '0');

/** An ICAL.Time as an instant: its own zone when the file defines it, else Copenhagen. */
function instantOf(time: ICAL.Time): number {
  const tzid = time.zone?.tzid;
  const known =
    tzid === 'UTC' || (tzid !== undefined && tzid !== 'floating' && ICAL.TimezoneService.has(tzid));
  if (known && !time.isDate) return time.toJSDate().getTime();
  const date = `${time.year}-${pad(time.month)}-${pad(time.day)}`;
  const clock = time.isDate ? '00:00' : `${pad(time.hour)}:${pad(time.minute)}`;
  const instant = copenhagenToUtc(date, clock);
  // A wall-clock time skipped by the change to summer time: an hour later is what it means.
  return instant ? instant.getTime() : Date.parse(`${date}T${clock}:00Z`) - 3_600_000;
}

/** Where an event is: GEO's point when it has one, else LOCATION's text, else nothing. */
function whereOf(component: ICAL.Component): Pick<BusyInterval, 'lat' | 'lon' | 'location'> {
  const geo: unknown = component.getFirstPropertyValue('geo');
  const [lat, lon] = (
    Array.isArray(geo) ? geo : typeof geo === 'string' ? geo.split(/[;,]/) : []
  ).map(Number);
  if (
    lat !== undefined &&
    lon !== undefined &&
    Number.isFinite(lat) &&
    Number.isFinite(lon) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lon) <= 180
  )
    return { lat, lon };
  const location = String(component.getFirstPropertyValue('location') ?? '').trim();
  return location ? { location: location.slice(0, 300) } : {};
}

function blocksTime(component: ICAL.Component): boolean {
  const transparency = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
  const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
  return transparency !== 'TRANSPARENT' && status !== 'CANCELLED';
}

/** An occurrence's end: DTEND, or DTSTART + DURATION, or a whole day for an all-day start. */
function endOf(start: ICAL.Time, end: ICAL.Time | null): number {
  if (end) return instantOf(end);
  if (start.isDate) {
    const next = start.clone();
    next.adjust(1, 0, 0, 0);
    return instantOf(next);
  }
  return instantOf(start);
}

/** Reads the file; throws when it is no iCalendar at all (the caller says so in Danish). */
export function busyTimesOf(text: string, from: Date, until: Date): BusyTimes {
  const calendar = new ICAL.Component(ICAL.parse(text));
  if (calendar.name !== 'vcalendar') throw new Error('not a VCALENDAR');
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    try {
      ICAL.TimezoneService.register(zone);
    } catch {
      // A zone that cannot be read: its times are read as Copenhagen's.
    }
  }
  const components = calendar.getAllSubcomponents('vevent');
  const exceptions = components.filter((c) => c.hasProperty('recurrence-id'));
  const masters = components.filter((c) => !c.hasProperty('recurrence-id'));
  const busy: BusyInterval[] = [];
  let skipped = 0;
  const lower = from.getTime();
  const upper = until.getTime();
  const add = (start: number, end: number, component: ICAL.Component) => {
    if (!(end > start)) return;
    if (end <= lower || start >= upper) return;
    busy.push({
      start: new Date(start).toISOString(),
      end: new Date(end).toISOString(),
      ...whereOf(component),
    });
  };

  for (const component of masters) {
    try {
      const event = new ICAL.Event(component);
      if (!event.startDate) throw new Error('no DTSTART');
      for (const exception of exceptions)
        if (exception.getFirstPropertyValue('uid') === event.uid) event.relateException(exception);
      if (!event.isRecurring()) {
        if (blocksTime(component))
          add(instantOf(event.startDate), endOf(event.startDate, event.endDate), component);
        continue;
      }
      const iterator = event.iterator();
      for (let n = 0; n < maxOccurrencesPerEvent; n += 1) {
        const next = iterator.next();
        if (!next) break;
        const details = event.getOccurrenceDetails(next);
        const start = instantOf(details.startDate);
        if (start >= upper) break;
        if (blocksTime(details.item.component))
          add(start, endOf(details.startDate, details.endDate), details.item.component);
      }
    } catch {
      skipped += 1;
    }
  }
  busy.sort((a, b) => a.start.localeCompare(b.start));
  return { busy, skipped };
}
