import { describe, expect, it } from 'vitest';
import { analyticsOf, periodStart, type AnalyticsBooking } from './analytics';

const now = new Date('2026-06-15T10:00:00Z');
const booking = (fields: Partial<AnalyticsBooking>): AnalyticsBooking => ({
  product_name: 'Dronefoto',
  price: 1000,
  payment_status: 'paid',
  payment_method: 'card',
  is_completed: false,
  created_at: '2026-06-15T08:00:00Z',
  ...fields,
});

describe('analyticsOf (product §9)', () => {
  const bookings = [
    booking({ price: 1500, is_completed: true }),
    booking({ price: 999, payment_status: 'awaiting_payment', payment_method: 'cash' }),
    booking({ price: 500, payment_method: null, created_at: '2026-06-12T21:30:00Z' }),
    booking({
      product_name: 'Dronevideo',
      price: 2500,
      is_completed: true,
      created_at: '2026-06-01T10:00:00Z',
    }),
  ];
  const figures = analyticsOf(
    bookings,
    [{ rating: 5 }, { rating: 4 }, { rating: 4 }],
    bookings,
    now,
  );

  it('counts revenue of paid bookings only, and the average over all bookings', () => {
    expect(figures.revenue).toBe(1500 + 500 + 2500);
    expect(figures.bookings).toBe(4);
    expect(figures.paid).toBe(3);
    expect(figures.average_order_value).toBe(Math.round(4500 / 4));
  });

  it('conversion = completed / total in percent; ratings to one decimal', () => {
    expect(figures.conversion_rate).toBe(50);
    expect(figures.average_rating).toBe(4.3);
    expect(figures.ratings).toBe(3);
  });

  it('has 7 days of revenue by Copenhagen date, oldest first', () => {
    expect(figures.daily_revenue.map((d) => d.date)).toEqual([
      '2026-06-09',
      '2026-06-10',
      '2026-06-11',
      '2026-06-12',
      '2026-06-13',
      '2026-06-14',
      '2026-06-15',
    ]);
    // 21:30 UTC on the 12th is 23:30 in Copenhagen: still the 12th.
    expect(figures.daily_revenue[3]).toEqual({ date: '2026-06-12', revenue: 500, bookings: 1 });
    expect(figures.daily_revenue[6]).toEqual({ date: '2026-06-15', revenue: 1500, bookings: 2 });
  });

  it('groups products by revenue and payment methods with unset as unknown', () => {
    expect(figures.products[0]).toEqual({ product_name: 'Dronevideo', bookings: 1, revenue: 2500 });
    expect(figures.payment_methods).toContainEqual({
      method: 'unknown',
      bookings: 1,
      revenue: 500,
    });
    expect(figures.payment_methods).toContainEqual({ method: 'cash', bookings: 1, revenue: 0 });
  });

  it('is all zeros without bookings', () => {
    expect(analyticsOf([], [], [], now)).toMatchObject({
      revenue: 0,
      conversion_rate: 0,
      average_rating: null,
      average_order_value: 0,
    });
  });

  it('periods end today: 7 days start 6 days back', () => {
    expect(periodStart('7', now)).toBe('2026-06-09');
    expect(periodStart('30', now)).toBe('2026-05-17');
    expect(periodStart('all', now)).toBeNull();
  });
});
