/**
 * The admin's analytics (product §2, §9): revenue counts paid bookings only (less refunds); conversion rate =
 * completed / total bookings in percent; average order value = revenue / total bookings;
 * the daily revenue covers the last 7 days; an unset payment method counts as unknown.
 * Pure functions over the bookings and ratings of the period.
 */
import type { Booking } from '../api/entities';
import { addDays, copenhagenToday, copenhagenWallClock } from './copenhagen-time';

export const analyticsPeriods = ['7', '30', '90', 'all'] as const;
export type AnalyticsPeriod = (typeof analyticsPeriods)[number];

export type AnalyticsBooking = Pick<
  Booking,
  'product_name' | 'price' | 'payment_status' | 'payment_method' | 'is_completed' | 'created_at'
> &
  Partial<Pick<Booking, 'refund'>>;

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
/** Paid and not refunded: a cancelled card booking stops counting once its refund went through. */
export const paidPrice = (
  booking: Pick<AnalyticsBooking, 'payment_status' | 'price' | 'refund'>,
): number =>
  booking.payment_status === 'paid' && booking.refund?.status !== 'refunded' ? booking.price : 0;

export function analyticsOf(
  bookings: readonly AnalyticsBooking[],
  ratings: readonly { rating: number }[],
  lastSevenDays: readonly AnalyticsBooking[],
  now: Date,
) {
  const total = bookings.length;
  const revenue = bookings.reduce((sum, booking) => sum + paidPrice(booking), 0);
  const completed = bookings.filter((booking) => booking.is_completed).length;
  const paid = bookings.filter((booking) => booking.payment_status === 'paid').length;

  const today = copenhagenToday(now);
  const days = Array.from({ length: 7 }, (_, i) => addDays(today, i - 6));
  const daily = days.map((date) => {
    const ofDay = lastSevenDays.filter((booking) => copenhagenDateOf(booking.created_at) === date);
    return {
      date,
      revenue: ofDay.reduce((sum, booking) => sum + paidPrice(booking), 0),
      bookings: ofDay.length,
    };
  });

  const products = new Map<string, { product_name: string; bookings: number; revenue: number }>();
  const methods = new Map<string, { bookings: number; revenue: number }>();
  for (const booking of bookings) {
    const product = products.get(booking.product_name) ?? {
      product_name: booking.product_name,
      bookings: 0,
      revenue: 0,
    };
    product.bookings += 1;
    product.revenue += paidPrice(booking);
    products.set(booking.product_name, product);
    const method = booking.payment_method ?? 'unknown';
    const figures = methods.get(method) ?? { bookings: 0, revenue: 0 };
    figures.bookings += 1;
    figures.revenue += paidPrice(booking);
    methods.set(method, figures);
  }

  const ratingSum = ratings.reduce((sum, rating) => sum + rating.rating, 0);
  return {
    revenue,
    bookings: total,
    completed,
    paid,
    conversion_rate: total === 0 ? 0 : oneDecimal((completed / total) * 100),
    average_rating: ratings.length === 0 ? null : oneDecimal(ratingSum / ratings.length),
    ratings: ratings.length,
    average_order_value: total === 0 ? 0 : Math.round(revenue / total),
    daily_revenue: daily,
    products: [...products.values()].sort(
      (a, b) => b.revenue - a.revenue || b.bookings - a.bookings,
    ),
    payment_methods: [...methods.entries()]
      .map(([method, figures]) => ({
        method: method as 'card' | 'invoice' | 'cash' | 'credits' | 'unknown',
        ...figures,
      }))
      .sort((a, b) => b.bookings - a.bookings),
  };
}
