/**
 * The owner's private calendars as busy time (issue 44, decision 0038), against the twin's
 * stand-in of a calendar address (infra/local/fake-ics.ts): a weekly event with an exception
 * and an all-day event take exactly those times off the booking page; a calendar answering 500
 * keeps its last known busy times and says why in Danish; an address that gives no calendar
 * (HTML, 404, 20 MB, no answer within 10 seconds, http, a loopback address) is refused and
 * nothing is stored; one not read for over two hours is counted as stale (the alarm's metric);
 * an appointment's place makes the drive to and from it count. The clock is
 * in 3734, a year no other file books in, so these busy times touch no other test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetConfig } from '@functions/lib/config';
import { startFakeIcs, type FakeIcsHandle } from '@infra/local/fake-ics';
import { openDay } from '@tests/support/booking-fixtures';
import { useTestGateway } from '@tests/integration/gateway';
import { createTestUser, type TestUser } from '@tests/integration/users';
import {
  decideShoot,
  getAvailabilityWindow,
} from '@functions/capabilities/bookings/slot-availability';
import {
  addPrivateCalendar,
  listPrivateCalendars,
  removePrivateCalendar,
} from '@functions/stores/private-calendars';
import { copenhagenVtimezoneLines } from '@shared/domain/copenhagen-vtimezone';
import { refreshPrivateCalendars } from './refresh';

const now = new Date('3734-02-27T06:00:00Z');
const api = useTestGateway();
let ics: FakeIcsHandle;
let admin: TestUser;

const calendar = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
  ...copenhagenVtimezoneLines,
  'BEGIN:VEVENT',
  'UID:tandlaege@example.com',
  'DTSTAMP:37340101T000000Z',
  'SUMMARY:Tandlæge',
  'DTSTART;TZID=Europe/Copenhagen:37340301T100000',
  'DTEND;TZID=Europe/Copenhagen:37340301T110000',
  'RRULE:FREQ=WEEKLY;COUNT=3',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:tandlaege@example.com',
  'DTSTAMP:37340101T000000Z',
  'RECURRENCE-ID;TZID=Europe/Copenhagen:37340308T100000',
  'DTSTART;TZID=Europe/Copenhagen:37340308T140000',
  'DTEND;TZID=Europe/Copenhagen:37340308T150000',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:ferie@example.com',
  'DTSTAMP:37340101T000000Z',
  'SUMMARY:Fridag',
  'DTSTART;VALUE=DATE:37340304',
  'DTEND;VALUE=DATE:37340305',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:broken@example.com',
  'SUMMARY:Uden start',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

beforeAll(async () => {
  ics = await startFakeIcs(0);
  process.env.PRIVATE_CALENDAR_STAND_IN_ORIGIN = ics.url;
  resetConfig();
  admin = await createTestUser({ admin: true });
  await Promise.all(
    ['3734-03-01', '3734-03-02', '3734-03-04', '3734-03-08', '3734-03-15', '3734-03-22'].map(
      openDay,
    ),
  );
});
afterAll(async () => {
  for (const stored of await listPrivateCalendars())
    if (stored.url.startsWith(ics.url)) await removePrivateCalendar(stored.id);
  await ics.stop();
});

const aarhus = { lat: 56.157, lon: 10.211 };

const slotsOn = async (date: string, place?: typeof aarhus) =>
  (await getAvailabilityWindow(now, { durationMinutes: 30, place })).days
    .find((day) => day.date === date)
    ?.slots.map((slot) => slot.time) ?? [];

const addByApi = (url: string) =>
  fetch(`${api.url}/api/admin/private-calendars`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ url }),
  });

describe("the owner's private calendars", () => {
  it('takes exactly the busy times off the booking page, and keeps them when the calendar fails', async () => {
    ics.set('privat', { ics: calendar });
    const stored = await addPrivateCalendar(
      `${ics.url}/privat.ics`,
      { etag: null, last_modified: null, busy: [], skipped_events: 0 },
      now,
    );
    expect(await refreshPrivateCalendars(now)).toMatchObject({ failed: 0 });
    const read = (await listPrivateCalendars()).find((c) => c.id === stored.id)!;
    expect(read.skipped_events).toBe(1);
    expect(read.busy).toHaveLength(4);

    const monday = await slotsOn('3734-03-01');
    expect(monday).toContain('09:30');
    expect(monday).not.toContain('10:00');
    expect(monday).not.toContain('10:30');
    expect(monday).toContain('11:00');
    // The exception moved the second Monday's to 14:00.
    const moved = await slotsOn('3734-03-08');
    expect(moved).toContain('10:00');
    expect(moved).not.toContain('14:00');
    expect(moved).not.toContain('14:30');
    expect(moved).toContain('15:00');
    expect(await slotsOn('3734-03-04')).toEqual([]);
    expect(await slotsOn('3734-03-15')).not.toContain('10:00');
    expect(await slotsOn('3734-03-02')).toContain('10:00');
    const refused = await decideShoot({
      date: '3734-03-01',
      time: '10:30',
      durationMinutes: 30,
      place: null,
      now,
    });
    expect(refused.refusal).toBe('slot_taken');

    // Unchanged: the stand-in answers 304 to the ETag.
    expect(await refreshPrivateCalendars(now)).toMatchObject({ unchanged: 1 });

    // The calendar fails: the error in Danish, the busy times kept.
    ics.set('privat', { status: 500 });
    expect(await refreshPrivateCalendars(now)).toMatchObject({ failed: 1 });
    const answer = await fetch(`${api.url}/api/admin/private-calendars`, {
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    const views = (await answer.json()) as Array<{ id: string; error: string; busy_count: number }>;
    const view = views.find((v) => v.id === stored.id)!;
    expect(view.error).toBe('Kalenderen svarede med en fejl (500).');
    expect(view.busy_count).toBe(4);
    expect(await slotsOn('3734-03-01')).not.toContain('10:00');

    // Not read for over two hours: counted as stale (the metric that raises the alarm in AWS).
    expect(await refreshPrivateCalendars(new Date(now.getTime() + 3 * 3_600_000))).toMatchObject({
      failed: 1,
      stale: 1,
    });
    expect((await listPrivateCalendars()).find((c) => c.id === stored.id)!.busy).toHaveLength(4);
    // The week view's busy times carry no titles.
    const busy = await fetch(`${api.url}/api/admin/private-busy`, {
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    expect(JSON.stringify(await busy.json())).not.toContain('Tandlæge');
  });

  it('counts the drive to and from an appointment with a place, as between two shoots', async () => {
    // 10:00–11:00 in Aalborg (its LOCATION found by the geocoder), 12:00–13:00 at a GEO point
    // in Randers: a shoot in Aarhus needs the drive from and to each of them.
    ics.set('steder', {
      ics: [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//test//DA',
        ...copenhagenVtimezoneLines,
        'BEGIN:VEVENT',
        'UID:aalborg@example.com',
        'DTSTAMP:37340101T000000Z',
        'SUMMARY:Møde',
        'LOCATION:Boulevarden 1\\, 9000 Aalborg',
        'DTSTART;TZID=Europe/Copenhagen:37340322T100000',
        'DTEND;TZID=Europe/Copenhagen:37340322T110000',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:randers@example.com',
        'DTSTAMP:37340101T000000Z',
        'SUMMARY:Frokost',
        'GEO:56.461;10.036',
        'DTSTART;TZID=Europe/Copenhagen:37340322T160000',
        'DTEND;TZID=Europe/Copenhagen:37340322T170000',
        'END:VEVENT',
        'END:VCALENDAR',
      ].join('\r\n'),
    });
    const stored = await addPrivateCalendar(
      `${ics.url}/steder.ics`,
      { etag: null, last_modified: null, busy: [], skipped_events: 0 },
      now,
    );
    try {
      await refreshPrivateCalendars(now);
      const read = (await listPrivateCalendars()).find((c) => c.id === stored.id)!;
      // Only the points are stored, never the place's text.
      expect(read.busy).toEqual([
        expect.objectContaining({ lat: 57.048, lon: 9.919 }),
        expect.objectContaining({ lat: 56.461, lon: 10.036 }),
      ]);
      expect(JSON.stringify(read)).not.toContain('Aalborg');

      // Without an address (no drive check) only the appointments' own slots are taken.
      const anywhere = await slotsOn('3734-03-22');
      expect(anywhere).toContain('09:30');
      expect(anywhere).not.toContain('10:30');
      expect(anywhere).toContain('11:00');
      expect(anywhere).toContain('15:30');
      expect(anywhere).toContain('17:00');
      // In Aarhus: the drive from Aalborg and to Randers, as between two shoots.
      const inAarhus = await slotsOn('3734-03-22', aarhus);
      expect(inAarhus).not.toContain('09:30');
      expect(inAarhus).not.toContain('11:00');
      expect(inAarhus).not.toContain('15:30');
      expect(inAarhus).not.toContain('17:00');
      expect(inAarhus).toContain('13:30');
      const tooSoon = await decideShoot({
        date: '3734-03-22',
        time: '11:00',
        durationMinutes: 30,
        place: aarhus,
        now,
      });
      expect(tooSoon.refusal).toBe('unreachable');
      // The decision's route is the bookings' own: no private stop is ever written into it.
      expect(tooSoon.route.stops).toEqual([]);
    } finally {
      await removePrivateCalendar(stored.id);
    }
  });

  it('refuses an address that gives no calendar, in Danish, and stores nothing', async () => {
    ics.set('html', { failure: 'html' });
    ics.set('huge', { failure: 'huge' });
    const cases: Array<[string, string]> = [
      [`${ics.url}/html.ics`, 'Adressen gav ikke en kalender (HTML). Brug adressen i iCal-format.'],
      [
        `${ics.url}/findes-ikke.ics`,
        'Kalenderen findes ikke på adressen (404). Er adressen lavet om?',
      ],
      [`${ics.url}/huge.ics`, 'Kalenderen er for stor (over 2 MB).'],
      ['http://example.com/kalender.ics', 'Adressen skal starte med https://.'],
      [
        'https://127.0.0.1/kalender.ics',
        'Adressen peger på et lokalt eller privat netværk og kan ikke bruges.',
      ],
      [
        'https://localhost/kalender.ics',
        'Adressen peger på et lokalt eller privat netværk og kan ikke bruges.',
      ],
      [
        'https://[::1]/kalender.ics',
        'Adressen peger på et lokalt eller privat netværk og kan ikke bruges.',
      ],
    ];
    const before = (await listPrivateCalendars()).length;
    for (const [url, message] of cases) {
      const answer = await addByApi(url);
      expect(answer.status, url).toBe(400);
      expect(((await answer.json()) as { error: string }).error, url).toBe(message);
    }
    expect((await listPrivateCalendars()).length).toBe(before);
  });

  it('refuses an address that does not answer within 10 seconds, and stores nothing', async () => {
    ics.set('langsom', { failure: 'timeout' });
    const before = (await listPrivateCalendars()).length;
    const answer = await addByApi(`${ics.url}/langsom.ics`);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: string }).error).toBe(
      'Kalenderen svarede ikke inden for 10 sekunder.',
    );
    expect((await listPrivateCalendars()).length).toBe(before);
  }, 30_000);

  it('adds a calendar that answers one, and removes it', async () => {
    ics.set('tilfoej', { ics: calendar });
    const added = await addByApi(`${ics.url}/tilfoej.ics`);
    expect(added.status).toBe(200);
    const list = (await added.json()) as Array<{ id: string; address: string; error: null }>;
    const mine = list.find((c) => c.address.endsWith('/tilfoej.ics'))!;
    expect(mine.address).toBe(`${ics.url}/…/tilfoej.ics`);
    const removed = await fetch(`${api.url}/api/admin/private-calendars/${mine.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as Array<{ id: string }>).some((c) => c.id === mine.id)).toBe(
      false,
    );
  });
});
