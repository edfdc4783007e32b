/** `GET /api/admin/analytics`: the figures of product §2 'Analytics', computed by the server. */
import * as z from 'zod/mini';
import { analyticsPeriods, chartUnits } from '../domain/analytics';

export const analyticsQuerySchema = z.object({
  period: z._default(z.enum(analyticsPeriods), '30'),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const count = z.number().check(z.int(), z.gte(0));
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** Bookings made, how many of them count as paid, and the kroner of those. */
const tally = { bookings: count, paid: count, revenue: count };

export const analyticsSchema = z.object({
  period: z.enum(analyticsPeriods),
  /** First day counted (Copenhagen date), null for all time. */
  from: z.nullable(isoDate),
  /** Kroner of the bookings that count as paid (paid; not cancelled, deleted or refunded). */
  revenue: count,
  /**
   * Kroner of the bookings made in the period that were paid and have been cancelled, deleted
   * or refunded since (not in the revenue; their credit notes are in the month's books).
   */
  refunds: count,
  /** Every booking made in the period, paid or not. */
  bookings: count,
  completed: count,
  /** Bookings that count as paid. */
  paid: count,
  /** Bookings made in the period and cancelled since. */
  cancelled: count,
  /** Paid ÷ made in percent, one decimal; 0 without bookings. */
  conversion_rate: z.number().check(z.gte(0), z.lte(100)),
  /** To one decimal; null without ratings in the period. */
  average_rating: z.nullable(z.number()),
  ratings: count,
  /** Revenue ÷ paid bookings in whole kroner; 0 without paid bookings. */
  average_order_value: count,
  /**
   * The revenue over the period, oldest first: by day (7 and 30 days), by Monday-to-Sunday
   * week (90 days) and, for all time, by day, week or month after its length. The first and
   * last bucket are cut to the period.
   */
  chart: z.object({
    unit: z.enum(chartUnits),
    buckets: z.array(z.object({ from: isoDate, to: isoDate, ...tally })),
  }),
  products: z.array(z.object({ product_name: z.string(), ...tally })),
  payment_methods: z.array(
    z.object({ method: z.enum(['card', 'invoice', 'cash', 'credits', 'unknown']), ...tally }),
  ),
});
export type Analytics = z.infer<typeof analyticsSchema>;
