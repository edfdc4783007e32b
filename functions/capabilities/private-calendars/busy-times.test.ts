import { describe, expect, it } from 'vitest';
import { copenhagenVtimezoneLines } from '@shared/domain/copenhagen-vtimezone';
import { busyTimesOf } from './busy-times';

const calendar = (...lines: string[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//DA',
    ...copenhagenVtimezoneLines,
    ...lines,
    'END:VCALENDAR',
  ].join('\r\n');

const from = new Date('2030-06-01T00:00:00Z');
const until = new Date('2030-06-29T00:00:00Z');

describe('the busy times of a private calendar', () => {
  it('expands a weekly event with an exception and an EXDATE, and an all-day event as a whole day', () => {
    const text = calendar(
      'BEGIN:VEVENT',
      'UID:weekly@test',
      'DTSTAMP:20300101T000000Z',
      'SUMMARY:Tandlæge',
      'DTSTART;TZID=Europe/Copenhagen:20300603T100000',
      'DTEND;TZID=Europe/Copenhagen:20300603T110000',
      'RRULE:FREQ=WEEKLY;COUNT=4',
      'EXDATE;TZID=Europe/Copenhagen:20300617T100000',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:weekly@test',
      'DTSTAMP:20300101T000000Z',
      'RECURRENCE-ID;TZID=Europe/Copenhagen:20300610T100000',
      'DTSTART;TZID=Europe/Copenhagen:20300610T140000',
      'DTEND;TZID=Europe/Copenhagen:20300610T150000',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:allday@test',
      'DTSTAMP:20300101T000000Z',
      'DTSTART;VALUE=DATE:20300620',
      'DTEND;VALUE=DATE:20300621',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:free@test',
      'DTSTAMP:20300101T000000Z',
      'DTSTART:20300605T080000Z',
      'DTEND:20300605T090000Z',
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
    expect(busyTimesOf(text, from, until)).toEqual({
      skipped: 0,
      busy: [
        { start: '2030-06-03T08:00:00.000Z', end: '2030-06-03T09:00:00.000Z' },
        // The exception moved the 10th to 14:00.
        { start: '2030-06-10T12:00:00.000Z', end: '2030-06-10T13:00:00.000Z' },
        // The 17th was taken out (EXDATE); the whole 20th in Copenhagen.
        { start: '2030-06-19T22:00:00.000Z', end: '2030-06-20T22:00:00.000Z' },
        { start: '2030-06-24T08:00:00.000Z', end: '2030-06-24T09:00:00.000Z' },
      ],
    });
  });

  it('skips and counts an event it cannot read, and reads floating times as Copenhagen', () => {
    const text = calendar(
      'BEGIN:VEVENT',
      'UID:broken@test',
      'DTSTAMP:20300101T000000Z',
      'SUMMARY:Uden start',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:floating@test',
      'DTSTAMP:20300101T000000Z',
      'DTSTART:20300602T090000',
      'DTEND:20300602T093000',
      'END:VEVENT',
    );
    expect(busyTimesOf(text, from, until)).toEqual({
      skipped: 1,
      busy: [{ start: '2030-06-02T07:00:00.000Z', end: '2030-06-02T07:30:00.000Z' }],
    });
  });

  it("reads an event's place: its GEO point, else its LOCATION for the geocoder", () => {
    const text = calendar(
      'BEGIN:VEVENT',
      'UID:geo@test',
      'DTSTAMP:20300101T000000Z',
      'GEO:56.461;10.036',
      'LOCATION:Et sted',
      'DTSTART:20300603T080000Z',
      'DTEND:20300603T090000Z',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:location@test',
      'DTSTAMP:20300101T000000Z',
      'LOCATION:Boulevarden 1\\, 9000 Aalborg',
      'DTSTART:20300604T080000Z',
      'DTEND:20300604T090000Z',
      'END:VEVENT',
    );
    expect(busyTimesOf(text, from, until).busy).toEqual([
      {
        start: '2030-06-03T08:00:00.000Z',
        end: '2030-06-03T09:00:00.000Z',
        lat: 56.461,
        lon: 10.036,
      },
      {
        start: '2030-06-04T08:00:00.000Z',
        end: '2030-06-04T09:00:00.000Z',
        location: 'Boulevarden 1, 9000 Aalborg',
      },
    ]);
  });

  it('refuses what is no calendar', () => {
    expect(() => busyTimesOf('<!doctype html><title>Log ind</title>', from, until)).toThrow();
  });
});
