/**
 * The admin's booking schedules and analytics through the twin's gateway and the real
 * handlers: product §5's messages, one override per date under concurrency, a block that names
 * the bookings it covers without cancelling them, and revenue = the paid bookings' prices.
 * Dates are in 3680 (no other test books there); weekly periods made here are disabled, so no
 * other test's slots change.
 */
import { describe, expect, it } from 'vitest';
import type { Analytics } from '@shared/api/analytics';
import type { Schedule } from '@shared/api/entities';
import type { ScheduleChange } from '@shared/api/schedules-admin';
import { bookingInput, uniqueId } from '@tests/support/table-data';
import { createBooking } from '@functions/stores/booking/booking-days';
import { getBooking } from '@functions/stores/booking/booking-items';
import { adminApi } from '@tests/integration/admin-api';

const { call } = adminApi();

describe('weekly periods', () => {
  it('default to 14:00–18:00 and answer the messages of product §5', async () => {
    const created = await call<ScheduleChange>('POST', '/api/admin/schedules/weekly', {
      day_name: 'sunday',
      is_enabled: false,
    });
    expect(created.status).toBe(200);
    expect(created.body.schedule).toMatchObject({
      type: 'weekly',
      day_name: 'sunday',
      start_time: '14:00',
      end_time: '18:00',
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ start_time: '' }, 'Start tid og slut tid er påkrævet'],
      [{ start_time: '12:00', end_time: '10:00' }, 'Slut tid skal være efter start tid'],
      [{ start_time: '12:00', end_time: '12:00' }, 'Slut tid skal være efter start tid'],
      [{ start_time: '12:15' }, 'Tiderne skal være hele eller halve timer (fx 14:00 eller 14:30)'],
    ];
    for (const [fields, message] of cases) {
      const answer = await call('POST', '/api/admin/schedules/weekly', {
        day_name: 'sunday',
        is_enabled: false,
        ...fields,
      });
      expect(answer, JSON.stringify(fields)).toMatchObject({
        status: 400,
        body: { error: message },
      });
    }
    const backwards = await call('PATCH', `/api/admin/schedules/${created.body.schedule.id}`, {
      end_time: '13:00',
    });
    expect(backwards).toMatchObject({
      status: 400,
      body: { error: 'Slut tid skal være efter start tid' },
    });
    const untilMidnight = await call<ScheduleChange>(
      'PATCH',
      `/api/admin/schedules/${created.body.schedule.id}`,
      { end_time: '00:00' },
    );
    expect(untilMidnight.body.schedule.end_time).toBe('00:00');
    expect((await call('DELETE', `/api/admin/schedules/${created.body.schedule.id}`)).status).toBe(
      200,
    );
  });
});

describe('specific dates', () => {
  it('refuse a second override for a date, also under 10 concurrent requests', async () => {
    const date = '3680-02-01';
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', '/api/admin/schedules/specific', {
          date_override: date,
          start_time: '00:00',
          end_time: '00:00',
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(answers.find((a) => a.status === 409)?.body.error).toBe(
      'Der findes allerede en specifik indstilling for denne dato',
    );
    const all = await call<Schedule[]>('GET', '/api/admin/schedules');
    expect(all.body.filter((s) => s.date_override === date)).toHaveLength(1);
  });

  it('default to blocked with priority 1, and check date, times and priority', async () => {
    const created = await call<ScheduleChange>('POST', '/api/admin/schedules/specific', {
      date_override: '3680-02-02',
      start_time: '10:00',
      end_time: '12:00',
    });
    expect(created.body.schedule).toMatchObject({ is_enabled: false, priority: 1, reason: null });
    const cases: [Record<string, unknown>, string][] = [
      [{ date_override: '' }, 'Dato, start tid og slut tid er påkrævet'],
      [{ end_time: '' }, 'Dato, start tid og slut tid er påkrævet'],
      [{ end_time: '09:00' }, 'Slut tid skal være efter start tid'],
      [{ priority: 0 }, 'Prioritet skal være mellem 1 og 100'],
      [{ priority: 101 }, 'Prioritet skal være mellem 1 og 100'],
    ];
    for (const [fields, message] of cases) {
      const answer = await call('POST', '/api/admin/schedules/specific', {
        date_override: '3680-02-03',
        start_time: '10:00',
        end_time: '12:00',
        ...fields,
      });
      expect(answer, JSON.stringify(fields)).toMatchObject({
        status: 400,
        body: { error: message },
      });
    }
  });

  it('a block over booked slots names those bookings and cancels none', async () => {
    const date = '3680-03-04';
    const open = await call<ScheduleChange>('POST', '/api/admin/schedules/specific', {
      date_override: date,
      start_time: '09:00',
      end_time: '13:00',
      is_enabled: true,
    });
    expect(open.body.affected_bookings).toEqual([]);
    const email = `${uniqueId('blok')}@example.dk`;
    const [inside, outside] = await Promise.all([
      createBooking(
        bookingInput({
          user_id: 'blok',
          user_email: email,
          booking_date: date,
          booking_time: '10:30',
        }),
      ),
      createBooking(
        bookingInput({
          user_id: 'blok',
          user_email: email,
          booking_date: date,
          booking_time: '12:30',
        }),
      ),
    ]);
    const summary = (booking: typeof inside) => ({
      id: booking.id,
      booking_date: date,
      booking_time: booking.booking_time,
      product_name: booking.product_name,
      user_email: email,
    });
    // Opening later takes 10:30 out of the hours, not 12:30.
    const later = await call<ScheduleChange>(
      'PATCH',
      `/api/admin/schedules/${open.body.schedule.id}`,
      {
        start_time: '11:00',
      },
    );
    expect(later.status).toBe(200);
    expect(later.body.affected_bookings).toEqual([summary(inside)]);
    // Blocking the rest names 12:30 (10:30 was out already).
    const blocked = await call<ScheduleChange>(
      'PATCH',
      `/api/admin/schedules/${open.body.schedule.id}`,
      { is_enabled: false },
    );
    expect(blocked.body.affected_bookings).toEqual([summary(outside)]);
    // Neither booking was touched.
    expect((await getBooking(inside.id))?.deleted_at).toBeNull();
    expect((await getBooking(outside.id))?.deleted_at).toBeNull();
  });
});

describe('analytics', () => {
  it('answers revenue = the sum of the paid bookings of the period, by created-at', async () => {
    const before = (await call<Analytics>('GET', '/api/admin/analytics?period=30')).body;
    const email = `${uniqueId('analyse')}@example.dk`;
    const made = await Promise.all(
      [
        { price: 1499, payment_status: 'paid' as const, booking_time: '01:00' },
        { price: 2499, payment_status: 'paid' as const, booking_time: '01:30' },
        { price: 999, payment_status: 'awaiting_payment' as const, booking_time: '02:00' },
      ].map((fields) =>
        createBooking(
          bookingInput({
            user_id: 'analyse',
            user_email: email,
            booking_date: '3680-04-01',
            product_name: 'Analyseprodukt',
            ...fields,
          }),
        ),
      ),
    );
    const after = (await call<Analytics>('GET', '/api/admin/analytics?period=30')).body;
    const paidSum = made
      .filter((b) => b.payment_status === 'paid')
      .reduce((s, b) => s + b.price, 0);
    expect(after.revenue - before.revenue).toBe(paidSum);
    expect(after.bookings - before.bookings).toBe(3);
    expect(after.period).toBe('30');
    expect(after.chart.buckets).toHaveLength(30);
    expect(after.chart.buckets.at(-1)!.revenue).toBeGreaterThanOrEqual(paidSum);
    expect(after.products).toContainEqual({
      product_name: 'Analyseprodukt',
      bookings: 3,
      paid: 2,
      revenue: paidSum,
    });
  });

  it('defaults to 30 days and refuses another period', async () => {
    expect((await call<Analytics>('GET', '/api/admin/analytics')).body.period).toBe('30');
    const all = await call<Analytics>('GET', '/api/admin/analytics?period=all');
    expect(all.body.from).toBeNull();
    expect((await call('GET', '/api/admin/analytics?period=14')).status).toBe(400);
  });
});
