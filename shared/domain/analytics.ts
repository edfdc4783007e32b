/**
 * The admin's analytics (product §2 'Analytics', §9). A booking belongs to the period of the
 * Copenhagen day it was made. Each figure counts only what its name says:
 * - revenue: what the bookings that count as paid brought in (`countsAsPaid`: paid, not
 *   cancelled, deleted or refunded; `paidAmount`: the price less a part refunded since);
 * - bookings: every booking made in the period, paid or not ('started');
 * - conversion rate: the bookings that count as paid ÷ the bookings made, in percent;
 * - average order value: revenue ÷ the bookings that count as paid;
 * - the chart: revenue over the period, by day (7 and 30 days), by week (90 days) and for all
 *   time by what fits its length (days, weeks or months).
 * - refunds: the prices of the bookings made in the period that were paid and have been
 *   cancelled, deleted or refunded since (their money given back, or their credit noted), and
 *   the parts refunded of those kept, so
 *   sales (every paid booking) − refunds = revenue; the month's books reconcile with these
 *   (shared/domain/ledger.ts, decision 0021).
 * An unset way to pay counts as unknown. Pure functions over the bookings and ratings.
 */
import type { Booking } from '../api/entities';
import { countsAsPaid, isPaid, paidAmount } from '@shared/domain/booking-lifecycle/money';
import { addDays, copenhagenToday, copenhagenWallClock } from './copenhagen-time';
import { mondayIndex } from './danish-format';

export const analyticsPeriods = ['7', '30', '90', 'all'] as const;
export type AnalyticsPeriod = (typeof analyticsPeriods)[number];

export const chartUnits = ['day', 'week', 'month'] as const;
export type ChartUnit = (typeof chartUnits)[number];

export type AnalyticsBooking = Pick<
  Booking,
  'product_name' | 'price' | 'payment_status' | 'payment_method' | 'is_completed' | 'created_at'
> &
  Partial<Pick<Booking, 'refund' | 'cancelled_at' | 'deleted_at' | 'credited_ore'>>;

/** The first Copenhagen date of a period ending today, or null for all time. */
export function periodStart(period: AnalyticsPeriod, now: Date): string | null {
  if (period === 'all') return null;
  return addDays(copenhagenToday(now), 1 - Number(period));
}

/** The Copenhagen date of an instant (YYYY-MM-DD). */
export function copenhagenDateOf(iso: string): string {
  const clock = copenhagenWallClock(new Date(iso));
  return clock.date;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * Sales, refunds and revenue of bookings: `sales` the prices of those paid (kept or not),
 * `refunds` what of them went back (the bookings since cancelled, deleted or refunded, and the
 * parts refunded of those kept), `revenue` = sales − refunds (what `paidAmount` keeps).
 */
export function salesAndRefunds(
  bookings: readonly Pick<
    AnalyticsBooking,
    'payment_status' | 'price' | 'refund' | 'cancelled_at' | 'deleted_at' | 'credited_ore'
  >[],
): { sales: number; refunds: number; revenue: number } {
  let sales = 0;
  let revenue = 0;
  for (const booking of bookings) {
    if (!isPaid(booking)) continue;
    sales += booking.price;
    revenue += paidAmount(booking);
  }
  return { sales, refunds: sales - revenue, revenue };
}

/** Days between two dates, counting both (2026-06-01 … 2026-06-07 is 7). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The longest stretch the chart shows by day, and by week, for all time. */
const longestByDay = 31;
const longestByWeek = 26 * 7;

/** How the chart of a period groups its days: what reads best for the period's length. */
export function chartUnitOf(period: AnalyticsPeriod, from: string, to: string): ChartUnit {
  if (period === '7' || period === '30') return 'day';
  if (period === '90') return 'week';
  const days = daysBetween(from, to);
  if (days <= longestByDay) return 'day';
  return days <= longestByWeek ? 'week' : 'month';
}

/** The last date of the bucket a date starts: itself, its week's Sunday, its month's last day. */
function bucketEnd(date: string, unit: ChartUnit): string {
  if (unit === 'day') return date;
  if (unit === 'week') return addDays(date, 6 - mondayIndex(date));
  const [year, month] = date.split('-').map(Number) as [number, number];
  const nextMonth =
    month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return addDays(nextMonth, -1);
}

/**
 * The chart's buckets from `from` to `to` (both Copenhagen dates, both included), oldest
 * first: days, Monday-to-Sunday weeks or calendar months, the first and last cut to the period.
 */
export function chartBuckets(
  from: string,
  to: string,
  unit: ChartUnit,
): { from: string; to: string }[] {
  const buckets: { from: string; to: string }[] = [];
  for (let start = from; start <= to;) {
    const end = bucketEnd(start, unit);
    buckets.push({ from: start, to: end < to ? end : to });
    start = addDays(end, 1);
  }
  return buckets;
}

/**
 * ISO 8601 week number of a date (weeks start on Monday; week 1 holds the year's first
 * Thursday), as Danish calendars number them ('uge 23').
 */
export function isoWeekOf(date: string): number {
  const thursday = addDays(date, 3 - mondayIndex(date));
  const yearStart = `${thursday.slice(0, 4)}-01-01`;
  return Math.floor((daysBetween(yearStart, thursday) - 1) / 7) + 1;
}

interface Tally {
  bookings: number;
  paid: number;
  revenue: number;
}
const emptyTally = (): Tally => ({ bookings: 0, paid: 0, revenue: 0 });
function add(tally: Tally, booking: AnalyticsBooking) {
  tally.bookings += 1;
  if (countsAsPaid(booking)) {
    tally.paid += 1;
    tally.revenue += paidAmount(booking);
  }
}

/** The percentage of `part` in `whole`, to one decimal; 0 when there is no whole. */
const percent = (part: number, whole: number) =>
  whole === 0 ? 0 : oneDecimal((part / whole) * 100);

/**
 * The figures of one period. `bookings` are those made in the period (for all time: every
 * booking); `ratings` those given in it.
 */
export function analyticsOf(
  period: AnalyticsPeriod,
  bookings: readonly AnalyticsBooking[],
  ratings: readonly { rating: number }[],
  now: Date,
) {
  const today = copenhagenToday(now);
  const madeOn = bookings.map((booking) => copenhagenDateOf(booking.created_at));
  const earliest = madeOn.reduce((first, date) => (date < first ? date : first), today);
  const from = periodStart(period, now) ?? earliest;
  const unit = chartUnitOf(period, from, today);

  const totals = emptyTally();
  const buckets = chartBuckets(from, today, unit).map((bucket) => ({
    ...bucket,
    ...emptyTally(),
  }));
  const products = new Map<string, Tally>();
  const methods = new Map<string, Tally>();
  bookings.forEach((booking, index) => {
    add(totals, booking);
    const date = madeOn[index]!;
    const bucket = buckets.find((b) => b.from <= date && date <= b.to);
    if (bucket) add(bucket, booking);
    const product = products.get(booking.product_name) ?? emptyTally();
    add(product, booking);
    products.set(booking.product_name, product);
    const method = booking.payment_method ?? 'unknown';
    const figures = methods.get(method) ?? emptyTally();
    add(figures, booking);
    methods.set(method, figures);
  });

  const ratingSum = ratings.reduce((sum, rating) => sum + rating.rating, 0);
  return {
    revenue: totals.revenue,
    refunds: salesAndRefunds(bookings).refunds,
    bookings: totals.bookings,
    paid: totals.paid,
    completed: bookings.filter((booking) => booking.is_completed).length,
    cancelled: bookings.filter((booking) => booking.cancelled_at).length,
    conversion_rate: percent(totals.paid, totals.bookings),
    average_rating: ratings.length === 0 ? null : oneDecimal(ratingSum / ratings.length),
    ratings: ratings.length,
    average_order_value: totals.paid === 0 ? 0 : Math.round(totals.revenue / totals.paid),
    chart: { unit, buckets },
    products: [...products.entries()]
      .map(([product_name, figures]) => ({ product_name, ...figures }))
      .sort((a, b) => b.revenue - a.revenue || b.bookings - a.bookings),
    payment_methods: [...methods.entries()]
      .map(([method, figures]) => ({
        method: method as 'card' | 'invoice' | 'cash' | 'credits' | 'unknown',
        ...figures,
      }))
      .sort((a, b) => b.bookings - a.bookings),
  };
}
