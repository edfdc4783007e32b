import { describe, expect, it } from 'vitest';
import type { Booking } from '@shared/api/entities';
import {
  bookingStats,
  bookingsOfPeriod,
  defaultPeriod,
  matchesSearch,
  visibleBookings,
} from './booking-filters';
import { isoWeekNumber, weekOf, weekStartOf } from './booking-week';
import { aBooking } from '@tests/support/booking-record';

const booking = (fields: Partial<Booking>): Booking =>
  aBooking({
    id: Math.random().toString(36),
    user_id: 'u',
    payment_status: 'pending',
    payment_method: 'cash',
    payment_intent_id: null,
    original_price: 1000,
    price: 1000,
    created_at: '2026-11-01T10:00:00Z',
    ...fields,
  });

// Tuesday 1 December 2026, 12:00 in Copenhagen.
const now = new Date('2026-12-01T11:00:00Z');
const cancelledAt = '2026-11-20T10:00:00Z';
const refunded = { id: 're_1', status: 'refunded' as const, amount: 1000 };

describe('the periods of the bookings tab', () => {
  const list = [
    booking({ id: 'later', booking_date: '2026-12-09', booking_time: '09:00' }),
    booking({ id: 'today-past', booking_time: '9:30', payment_status: 'paid' }),
    booking({ id: 'today-coming', booking_time: '14:00' }),
    booking({ id: 'tomorrow', booking_date: '2026-12-02', booking_time: '08:00' }),
    booking({
      id: 'last-week',
      booking_date: '2026-11-24',
      payment_status: 'paid',
      is_completed: true,
    }),
    booking({ id: 'long-ago', booking_date: '2026-10-01' }),
    booking({ id: 'cancelled-soon', booking_date: '2026-12-03', cancelled_at: cancelledAt }),
    booking({ id: 'cancelled-old', booking_date: '2026-11-02', cancelled_at: cancelledAt }),
  ];
  const ids = (period: Parameters<typeof bookingsOfPeriod>[1]) =>
    bookingsOfPeriod(list, period, now).map((b) => b.id);

  it('opens on the upcoming ones, soonest first, without cancelled or started ones', () => {
    expect(defaultPeriod).toBe('upcoming');
    expect(ids('upcoming')).toEqual(['today-coming', 'tomorrow', 'later']);
  });

  it("shows today's bookings by time, the past ones most recent first, and the cancelled", () => {
    expect(ids('today')).toEqual(['today-past', 'today-coming']);
    expect(ids('past')).toEqual(['today-past', 'last-week', 'long-ago']);
    expect(ids('cancelled')).toEqual(['cancelled-soon', 'cancelled-old']);
    expect(ids('all')).toHaveLength(list.length);
    expect(ids('all')[0]).toBe('long-ago');
  });

  it('filters by payment and search within the period', () => {
    const shown = (payment: Parameters<typeof visibleBookings>[1]['payment'], search = '') =>
      visibleBookings(list, { period: 'all', payment, search }, now).map((b) => b.id);
    expect(shown('paid')).toEqual(['today-past']);
    expect(shown('completed')).toEqual(['last-week']);
    expect(shown('waiting')).toEqual(['long-ago', 'today-coming', 'tomorrow', 'later']);
    expect(
      visibleBookings(list, { period: 'upcoming', payment: 'all', search: 'ingen' }, now),
    ).toEqual([]);
  });
});

describe('the search', () => {
  it('searches e-mail, product and address case-insensitively', () => {
    const one = booking({ user_email: 'Ejer@Firma.dk', address: 'Torvet 1, 6700 Esbjerg' });
    expect(matchesSearch(one, 'ejer@firma')).toBe(true);
    expect(matchesSearch(one, 'ESBJERG')).toBe(true);
    expect(matchesSearch(one, 'bolig esbjerg')).toBe(true);
    expect(matchesSearch(one, 'video')).toBe(false);
  });

  it('finds a booking by its number however it is typed, and only that booking', () => {
    const numbered = booking({ booking_number: 1042 });
    const other = booking({ booking_number: 1043 });
    for (const search of ['B-1042', 'b-1042', 'b1042', 'B 1042', '#1042', '1042', ' B-1042 '])
      expect(matchesSearch(numbered, search), search).toBe(true);
    for (const search of ['B-1042', 'b1042', '#1042'])
      expect(matchesSearch(other, search), search).toBe(false);
    // A booking made before numbers existed is never found by one.
    expect(matchesSearch(booking({}), 'B-1042')).toBe(false);
  });

  it("matches the customer's name and phone, the phone with or without spaces and +45", () => {
    const withContact = booking({
      customer_name: 'Jens Hansen',
      customer_phone: '+45 12 34 56 78',
    });
    for (const search of ['jens', 'HANSEN', '12345678', '12 34', '+4512345678', '+45 12 34 56 78'])
      expect(matchesSearch(withContact, search), search).toBe(true);
    expect(matchesSearch(withContact, '87654321')).toBe(false);
    expect(matchesSearch(booking({}), 'jens')).toBe(false);
  });
});

describe('the stats', () => {
  it('count a cancelled and refunded booking as neither waiting nor paid', () => {
    const list = [
      booking({ payment_status: 'awaiting_payment' }),
      booking({ payment_status: 'paid' }),
      booking({ payment_status: 'paid', is_completed: true }),
      booking({ payment_status: 'paid', cancelled_at: cancelledAt, refund: refunded }),
      booking({ payment_status: 'pending', cancelled_at: cancelledAt }),
    ];
    expect(bookingStats(list)).toEqual({ total: 5, pending: 1, paid: 2, completed: 1 });
  });
});

describe('the week view', () => {
  it('starts on Monday and numbers weeks as ISO 8601 does', () => {
    expect(weekStartOf('2026-12-01')).toBe('2026-11-30');
    expect(weekStartOf('2026-11-30')).toBe('2026-11-30');
    expect(weekStartOf('2026-12-06')).toBe('2026-11-30');
    expect(isoWeekNumber('2026-12-01')).toBe(49);
    expect(isoWeekNumber('2026-01-01')).toBe(1);
    expect(isoWeekNumber('2027-01-01')).toBe(53);
    expect(isoWeekNumber('2025-12-29')).toBe(1);
  });

  it('holds seven days, each with its bookings by time and without cancelled ones', () => {
    const week = weekOf(
      [
        booking({ id: 'b', booking_date: '2026-12-01', booking_time: '14:00' }),
        booking({ id: 'a', booking_date: '2026-12-01', booking_time: '09:00' }),
        booking({ id: 'x', booking_date: '2026-12-02', cancelled_at: cancelledAt }),
        booking({ id: 'next', booking_date: '2026-12-07' }),
      ],
      '2026-11-30',
    );
    expect(week.map((day) => day.date)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(week[1]!.bookings.map((b) => b.id)).toEqual(['a', 'b']);
    expect(week.flatMap((day) => day.bookings).map((b) => b.id)).toEqual(['a', 'b']);
  });
});
