/**
 * `GET /api/admin/analytics` through the twin's gateway and the real handler, on bookings made
 * today and 40 days ago (their created-at moved back in the table, as if made then): the
 * 7-day figures and chart hold only today's, the 90-day ones both, in weeks; a cancelled and
 * refunded booking and an unpaid one are made but not paid. Shoot dates are in 3710 (no other
 * test books there); the product name is this run's own, so other tests' bookings do not count.
 */
import { describe, expect, it } from 'vitest';
import type { Analytics } from '@shared/api/analytics';
import type { Booking } from '@shared/api/entities';
import { addDays, copenhagenToday } from '@shared/domain/copenhagen-time';
import { copenhagenDateOf } from '@shared/domain/analytics';
import { bookingInput, uniqueId } from '@tests/support/table-data';
import { createBooking } from '@functions/stores/booking/booking-days';
import { adminApi } from '@tests/integration/admin-api';
import { setCreatedAt } from '@tests/support/booking-states';

const { call } = adminApi();

/** Moves a booking's creation back by `days` (and its place in the created-at index). */
async function madeDaysAgo(booking: Booking, days: number, fields: Partial<Booking> = {}) {
  const createdAt = new Date(Date.now() - days * 86_400_000).toISOString();
  await setCreatedAt(booking.id, createdAt, fields);
  return createdAt;
}

const analytics = async (period: string) => {
  const answer = await call<Analytics>('GET', `/api/admin/analytics?period=${period}`);
  expect(answer.status).toBe(200);
  return answer.body;
};

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

describe('analytics by period', () => {
  it('the 90-day chart differs from the 7-day chart on bookings that span both', async () => {
    const product = uniqueId('Periodeprodukt');
    const make = (time: string, fields: Partial<Parameters<typeof bookingInput>[0]>) =>
      createBooking(
        bookingInput({
          user_id: 'periode',
          booking_date: '3710-01-05',
          booking_time: time,
          product_name: product,
          ...fields,
        }),
      );
    const today = await make('09:00', { price: 1100, payment_status: 'paid' });
    const old = await make('10:00', { price: 2300, payment_status: 'paid' });
    const refunded = await make('11:00', { price: 5000, payment_status: 'paid' });
    const unpaid = await make('12:00', {
      price: 900,
      payment_status: 'awaiting_payment',
      payment_method: 'cash',
    });
    const oldCreatedAt = await madeDaysAgo(old, 40);
    await madeDaysAgo(refunded, 40, {
      cancelled_at: new Date().toISOString(),
      refund: { id: 're_periode', status: 'refunded', amount: 5000 },
    });
    await madeDaysAgo(unpaid, 40);
    const oldDate = copenhagenDateOf(oldCreatedAt);

    const [week, quarter] = await Promise.all([analytics('7'), analytics('90')]);

    // The figures of this product: only today's booking in 7 days; all four in 90, two paid.
    expect(week.products.find((p) => p.product_name === product)).toEqual({
      product_name: product,
      bookings: 1,
      paid: 1,
      revenue: today.price,
    });
    expect(quarter.products.find((p) => p.product_name === product)).toEqual({
      product_name: product,
      bookings: 4,
      paid: 2,
      revenue: today.price + old.price,
    });

    // 7 days by day, ending today; 90 days by week, covering 40 days ago.
    expect(week.chart.unit).toBe('day');
    expect(week.chart.buckets).toHaveLength(7);
    expect(week.chart.buckets.at(-1)!.to).toBe(copenhagenToday());
    expect(week.chart.buckets.some((b) => b.from <= oldDate && oldDate <= b.to)).toBe(false);
    expect(quarter.chart.unit).toBe('week');
    expect(quarter.from).toBe(addDays(copenhagenToday(), -89));
    expect(quarter.chart.buckets[0]!.from).toBe(quarter.from);
    const oldWeek = quarter.chart.buckets.find((b) => b.from <= oldDate && oldDate <= b.to)!;
    expect(oldWeek.revenue).toBeGreaterThanOrEqual(old.price);
    expect(oldWeek.bookings).toBeGreaterThanOrEqual(3);
    expect(quarter.chart.buckets).not.toEqual(week.chart.buckets);

    // Each period's figures agree with themselves: the chart adds up to the revenue, the
    // average is over paid bookings, the conversion is paid ÷ made.
    for (const figures of [week, quarter]) {
      const sum = (key: 'revenue' | 'bookings' | 'paid') =>
        figures.chart.buckets.reduce((total, bucket) => total + bucket[key], 0);
      expect(sum('revenue')).toBe(figures.revenue);
      expect(sum('bookings')).toBe(figures.bookings);
      expect(sum('paid')).toBe(figures.paid);
      expect(figures.average_order_value).toBe(
        figures.paid === 0 ? 0 : Math.round(figures.revenue / figures.paid),
      );
      expect(figures.conversion_rate).toBe(
        figures.bookings === 0 ? 0 : oneDecimal((figures.paid / figures.bookings) * 100),
      );
    }
    expect(quarter.cancelled).toBeGreaterThanOrEqual(1);
  });

  it("'all' starts its chart at the first booking made", async () => {
    const all = await analytics('all');
    expect(all.from).toBeNull();
    expect(['day', 'week', 'month']).toContain(all.chart.unit);
    expect(all.chart.buckets.at(-1)!.to).toBe(copenhagenToday());
    expect(all.chart.buckets.reduce((total, b) => total + b.bookings, 0)).toBe(all.bookings);
  });
});
