import { describe, expect, it } from 'vitest';
import {
  analyticsOf,
  chartBuckets,
  chartUnitOf,
  isoWeekOf,
  periodStart,
  salesAndRefunds,
  type AnalyticsBooking,
} from './analytics';

// A Monday.
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

describe('analyticsOf: the figures count only what they say (product §9)', () => {
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
    // Paid, then cancelled and refunded: made, but not paid.
    booking({
      price: 4000,
      cancelled_at: '2026-06-14T10:00:00Z',
      refund: { id: 're_1', status: 'refunded', amount: 4000 },
      created_at: '2026-06-10T10:00:00Z',
    }),
    // Paid, then cancelled, the refund on its way: not paid either.
    booking({
      price: 3000,
      cancelled_at: '2026-06-14T10:00:00Z',
      refund: { id: null, status: 'requested', amount: 3000 },
      created_at: '2026-06-11T10:00:00Z',
    }),
  ];
  const figures = analyticsOf('30', bookings, [{ rating: 5 }, { rating: 4 }, { rating: 4 }], now);

  it('revenue is the prices of the bookings that count as paid', () => {
    expect(figures.revenue).toBe(1500 + 500 + 2500);
    expect(figures.bookings).toBe(6);
    expect(figures.paid).toBe(3);
    expect(figures.cancelled).toBe(2);
    expect(figures.completed).toBe(2);
  });

  it('the average order value is over the paid bookings only', () => {
    expect(figures.average_order_value).toBe(Math.round(4500 / 3));
  });

  it('conversion = paid bookings ÷ bookings made, in percent to one decimal', () => {
    expect(figures.conversion_rate).toBe(50);
    expect(analyticsOf('7', bookings.slice(0, 3), [], now).conversion_rate).toBe(66.7);
  });

  it('ratings average to one decimal', () => {
    expect(figures.average_rating).toBe(4.3);
    expect(figures.ratings).toBe(3);
  });

  it('groups products by revenue and ways to pay, with unset as unknown', () => {
    expect(figures.products[0]).toEqual({
      product_name: 'Dronevideo',
      bookings: 1,
      paid: 1,
      revenue: 2500,
    });
    expect(figures.products[1]).toEqual({
      product_name: 'Dronefoto',
      bookings: 5,
      paid: 2,
      revenue: 2000,
    });
    expect(figures.payment_methods).toContainEqual({
      method: 'unknown',
      bookings: 1,
      paid: 1,
      revenue: 500,
    });
    expect(figures.payment_methods).toContainEqual({
      method: 'cash',
      bookings: 1,
      paid: 0,
      revenue: 0,
    });
  });

  it('is all zeros without bookings', () => {
    expect(analyticsOf('30', [], [], now)).toMatchObject({
      revenue: 0,
      bookings: 0,
      conversion_rate: 0,
      average_rating: null,
      average_order_value: 0,
    });
  });
});

describe('the chart follows the period', () => {
  const recent = booking({ price: 700, created_at: '2026-06-14T09:00:00Z' });
  const weeksAgo = booking({ price: 1200, created_at: '2026-04-20T09:00:00Z' });

  it('7 days: one bar a day, by Copenhagen date, oldest first', () => {
    const late = booking({ price: 500, created_at: '2026-06-12T21:30:00Z' });
    const { chart } = analyticsOf('7', [recent, late], [], now);
    expect(chart.unit).toBe('day');
    expect(chart.buckets.map((b) => b.from)).toEqual([
      '2026-06-09',
      '2026-06-10',
      '2026-06-11',
      '2026-06-12',
      '2026-06-13',
      '2026-06-14',
      '2026-06-15',
    ]);
    // 21:30 UTC on the 12th is 23:30 in Copenhagen: still the 12th.
    expect(chart.buckets[3]).toEqual({
      from: '2026-06-12',
      to: '2026-06-12',
      bookings: 1,
      paid: 1,
      revenue: 500,
    });
    expect(chart.buckets[5]!.revenue).toBe(700);
  });

  it('30 days: 30 bars a day', () => {
    const { chart } = analyticsOf('30', [recent], [], now);
    expect(chart.unit).toBe('day');
    expect(chart.buckets).toHaveLength(30);
    expect(chart.buckets[0]!.from).toBe('2026-05-17');
    expect(chart.buckets.at(-1)!.to).toBe('2026-06-15');
  });

  it('90 days: weeks from Monday to Sunday, the first and last cut to the period', () => {
    const { chart } = analyticsOf('90', [recent, weeksAgo], [], now);
    expect(chart.unit).toBe('week');
    // 90 days end on Monday 15 June: they begin on Wednesday 18 March.
    expect(chart.buckets[0]).toMatchObject({ from: '2026-03-18', to: '2026-03-22' });
    expect(chart.buckets[1]).toMatchObject({ from: '2026-03-23', to: '2026-03-29' });
    expect(chart.buckets.at(-1)).toMatchObject({ from: '2026-06-15', to: '2026-06-15' });
    expect(chart.buckets).toHaveLength(14);
    expect(chart.buckets.find((b) => b.from === '2026-04-20')!.revenue).toBe(1200);
    expect(chart.buckets.find((b) => b.from === '2026-06-08')!.revenue).toBe(700);
  });

  it('the 90-day chart differs from the 7-day chart on bookings that span both', () => {
    const seven = analyticsOf('7', [recent], [], now).chart;
    const ninety = analyticsOf('90', [recent, weeksAgo], [], now).chart;
    const total = (chart: typeof seven) => chart.buckets.reduce((sum, b) => sum + b.revenue, 0);
    expect(total(seven)).toBe(700);
    expect(total(ninety)).toBe(1900);
    expect(ninety.buckets).not.toEqual(seven.buckets);
  });

  it('all time: from the first booking, by what fits its length', () => {
    expect(analyticsOf('all', [], [], now).chart).toEqual({
      unit: 'day',
      buckets: [{ from: '2026-06-15', to: '2026-06-15', bookings: 0, paid: 0, revenue: 0 }],
    });
    const weeks = analyticsOf('all', [recent, weeksAgo], [], now).chart;
    expect(weeks.unit).toBe('week');
    expect(weeks.buckets[0]!.from).toBe('2026-04-20');
    const old = booking({ price: 300, created_at: '2025-11-03T12:00:00Z' });
    const months = analyticsOf('all', [recent, weeksAgo, old], [], now).chart;
    expect(months.unit).toBe('month');
    expect(months.buckets[0]).toMatchObject({ from: '2025-11-03', to: '2025-11-30', revenue: 300 });
    expect(months.buckets.at(-1)).toMatchObject({ from: '2026-06-01', to: '2026-06-15' });
    expect(months.buckets).toHaveLength(8);
  });
});

describe('periods and buckets', () => {
  it('periods end today: 7 days start 6 days back', () => {
    expect(periodStart('7', now)).toBe('2026-06-09');
    expect(periodStart('30', now)).toBe('2026-05-17');
    expect(periodStart('90', now)).toBe('2026-03-18');
    expect(periodStart('all', now)).toBeNull();
  });

  it('chooses days, weeks or months by the period', () => {
    expect(chartUnitOf('7', '2020-01-01', '2026-06-15')).toBe('day');
    expect(chartUnitOf('30', '2026-05-17', '2026-06-15')).toBe('day');
    expect(chartUnitOf('90', '2026-03-18', '2026-06-15')).toBe('week');
    expect(chartUnitOf('all', '2026-05-16', '2026-06-15')).toBe('day');
    expect(chartUnitOf('all', '2026-05-15', '2026-06-15')).toBe('week');
    expect(chartUnitOf('all', '2025-06-15', '2026-06-15')).toBe('month');
  });

  it('buckets cover the period without gaps or overlaps, also across a year', () => {
    const weeks = chartBuckets('2025-12-24', '2026-01-14', 'week');
    expect(weeks).toEqual([
      { from: '2025-12-24', to: '2025-12-28' },
      { from: '2025-12-29', to: '2026-01-04' },
      { from: '2026-01-05', to: '2026-01-11' },
      { from: '2026-01-12', to: '2026-01-14' },
    ]);
    expect(chartBuckets('2025-12-15', '2026-02-02', 'month')).toEqual([
      { from: '2025-12-15', to: '2025-12-31' },
      { from: '2026-01-01', to: '2026-01-31' },
      { from: '2026-02-01', to: '2026-02-02' },
    ]);
    expect(chartBuckets('2024-02-27', '2024-03-01', 'day')).toHaveLength(4);
  });

  it('numbers weeks as Danish calendars do (ISO 8601)', () => {
    expect(isoWeekOf('2026-06-15')).toBe(25);
    expect(isoWeekOf('2026-01-01')).toBe(1);
    expect(isoWeekOf('2025-12-29')).toBe(1);
    expect(isoWeekOf('2027-01-01')).toBe(53);
    expect(isoWeekOf('2021-01-03')).toBe(53);
  });
});

describe("salesAndRefunds: what the month's books reconcile with (decision 0021)", () => {
  it('sales are the paid bookings, refunds those cancelled, deleted or refunded since', () => {
    const figures = salesAndRefunds([
      booking({ price: 1500 }),
      booking({ price: 800, cancelled_at: '2026-06-14T10:00:00Z' }),
      booking({ price: 300, deleted_at: '2026-06-14T10:00:00Z' }),
      booking({ price: 700, refund: { id: 're_2', status: 'refunded', amount: 700 } }),
      booking({ price: 999, payment_status: 'awaiting_payment' }),
    ]);
    expect(figures).toEqual({ sales: 3300, refunds: 1800, revenue: 1500 });
  });

  it('a part refunded of a kept booking is in the refunds, not in the revenue', () => {
    // 1.499 kr paid, 250,50 kr refunded in Stripe's dashboard and credited.
    const partRefunded = booking({ price: 1499, credited_ore: 25050 });
    expect(salesAndRefunds([partRefunded, booking({ price: 500 })])).toEqual({
      sales: 1999,
      refunds: 250,
      revenue: 1749,
    });
    const figures = analyticsOf('30', [partRefunded], [], now);
    // 1.248,50 kr kept: whole kroner, rounded.
    expect(figures.revenue).toBe(1249);
    expect(figures.paid).toBe(1);
    expect(figures.average_order_value).toBe(1249);
    expect(figures.refunds).toBe(250);
  });

  it('Analyse reports the refunds beside a revenue that leaves them out', () => {
    const figures = analyticsOf(
      '30',
      [booking({ price: 1500 }), booking({ price: 800, cancelled_at: '2026-06-14T10:00:00Z' })],
      [],
      now,
    );
    expect(figures.revenue).toBe(1500);
    expect(figures.refunds).toBe(800);
  });
});
