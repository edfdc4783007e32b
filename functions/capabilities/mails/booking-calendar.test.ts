import { describe, expect, it } from 'vitest';
import {
  bookingCalendarFile,
  icsParamValue,
  bookingStart,
  escapeIcsText,
  foldIcsLine,
  icsUtc,
} from './booking-calendar';

const booking = {
  id: 'b-123',
  product_name: 'Drone foto, basis',
  booking_date: '2026-07-15',
  booking_time: '14:30',
  address: 'Vestergade 1; 2. sal, 8000 Aarhus C',
};
const stamp = new Date('2026-07-01T08:09:10.123Z');

describe('bookingStart', () => {
  it('reads winter times as UTC+1', () => {
    expect(bookingStart('2026-01-15', '14:00').toISOString()).toBe('2026-01-15T13:00:00.000Z');
  });
  it('reads summer times as UTC+2', () => {
    expect(bookingStart('2026-07-15', '14:30').toISOString()).toBe('2026-07-15T12:30:00.000Z');
  });
  it('handles midnight and the day before a change', () => {
    expect(bookingStart('2026-03-29', '00:00').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(bookingStart('2026-03-29', '03:00').toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });
  it('takes the first (summer time) 02:30 on the autumn change day', () => {
    expect(bookingStart('2026-10-25', '02:30').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(bookingStart('2026-10-25', '03:00').toISOString()).toBe('2026-10-25T02:00:00.000Z');
  });
  it('reads a time skipped in spring with the winter offset', () => {
    expect(bookingStart('2026-03-29', '02:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });
});

describe('iCalendar text', () => {
  it('formats UTC date-times without separators or milliseconds', () => {
    expect(icsUtc(stamp)).toBe('20260701T080910Z');
  });
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
  it('leaves short lines alone', () => {
    expect(foldIcsLine('SUMMARY:kort')).toBe('SUMMARY:kort');
  });
  it('folds long lines at 75 octets with CRLF and a space', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBe(3);
    expect(Buffer.byteLength(parts[0]!)).toBe(75);
    for (const part of parts.slice(1)) {
      expect(part.startsWith(' ')).toBe(true);
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
  it('never splits a multi-byte character when folding', () => {
    const line = `LOCATION:${'æøå'.repeat(40)}`;
    const folded = foldIcsLine(line);
    for (const part of folded.split('\r\n')) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});

describe('bookingCalendarFile', () => {
  const organizer = 'booking@dronefoto.dk';
  const file = bookingCalendarFile(booking, 'dronefoto.dk', stamp, {
    organizer,
    organizerName: 'Dronefoto',
  });
  const unfolded = file.replace(/\r\n /g, '');
  const lines = unfolded.split('\r\n');

  it('is one VEVENT in a VCALENDAR, CRLF line ends throughout', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('END:VEVENT');
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });
  it('has a stable UID and the DTSTAMP', () => {
    expect(lines).toContain('UID:booking-b-123@dronefoto.dk');
    expect(lines).toContain('DTSTAMP:20260701T080910Z');
  });
  it('lasts 30 minutes from the Copenhagen wall-clock time, in UTC', () => {
    expect(lines).toContain('DTSTART:20260715T123000Z');
    expect(lines).toContain('DTEND:20260715T130000Z');
  });
  it('has the summary and the escaped location', () => {
    expect(lines).toContain('SUMMARY:Droneoptagelse: Drone foto\\, basis');
    expect(lines).toContain('LOCATION:Vestergade 1\\; 2. sal\\, 8000 Aarhus C');
  });
  it("names the booking's number in the title and description, never its id", () => {
    const numbered = bookingCalendarFile(
      { ...booking, booking_number: 1042 },
      'dronefoto.dk',
      stamp,
      {
        organizer,
        organizerName: 'Dronefoto',
      },
    ).replace(/\r\n /g, '');
    expect(numbered).toContain('SUMMARY:Droneoptagelse: Drone foto\\, basis (B-1042)');
    expect(numbered).toContain(
      'DESCRIPTION:Din booking af Drone foto\\, basis. Booking-nr. B-1042',
    );
    expect(numbered.split('\r\n').filter((line) => line.includes('b-123'))).toEqual([
      'UID:booking-b-123@dronefoto.dk',
    ]);
  });
  it("has the business's sender address as the organizer", () => {
    expect(lines).toContain('ORGANIZER;CN=Dronefoto:mailto:booking@dronefoto.dk');
  });
  it("names the organizer by the business's name, quoted where the format needs it", () => {
    expect(icsParamValue('Luftfoto Østjylland ApS')).toBe('Luftfoto Østjylland ApS');
    expect(icsParamValue('Foto, Film & Co')).toBe('"Foto, Film & Co"');
    expect(icsParamValue('Foto "Nord"\r\nX')).toBe('Foto NordX');
  });
  it('keeps every physical line within 75 octets', () => {
    const long = bookingCalendarFile({ ...booking, address: 'Ø'.repeat(120) }, 'x.dk', stamp, {
      organizer,
      organizerName: 'Dronefoto',
    });
    for (const line of long.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });
  it('publishes a new booking as SEQUENCE 0, confirmed', () => {
    expect(lines).toContain('METHOD:PUBLISH');
    expect(lines).toContain('SEQUENCE:0');
    expect(lines).toContain('STATUS:CONFIRMED');
  });
  it('updates the same event after a move (same UID, higher SEQUENCE)', () => {
    const moved = bookingCalendarFile(
      { ...booking, booking_time: '16:00', calendar_sequence: 1 },
      'dronefoto.dk',
      stamp,
      { organizer, organizerName: 'Dronefoto' },
    ).split('\r\n');
    expect(moved).toContain('UID:booking-b-123@dronefoto.dk');
    expect(moved).toContain('SEQUENCE:1');
    expect(moved).toContain('DTSTART:20260715T140000Z');
    expect(moved).toContain('METHOD:PUBLISH');
  });
  it('removes the event when cancelled (METHOD:CANCEL, STATUS:CANCELLED, organizer)', () => {
    const cancelled = bookingCalendarFile(
      { ...booking, calendar_sequence: 2 },
      'dronefoto.dk',
      stamp,
      { cancelled: true, organizer, organizerName: 'Dronefoto' },
    ).split('\r\n');
    expect(cancelled).toContain('METHOD:CANCEL');
    expect(cancelled).toContain('STATUS:CANCELLED');
    expect(cancelled).toContain('SEQUENCE:2');
    expect(cancelled).toContain('UID:booking-b-123@dronefoto.dk');
    expect(cancelled).toContain('ORGANIZER;CN=Dronefoto:mailto:booking@dronefoto.dk');
  });
});
