/** `GET /api/admin/analytics`: the figures of product §2 'Analytics', computed by the server. */
import { z } from 'zod';
import { analyticsPeriods } from '../domain/analytics';

export const analyticsQuerySchema = z.object({
  period: z.enum(analyticsPeriods).default('30'),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const count = z.number().int().min(0);

export const analyticsSchema = z.object({
  period: z.enum(analyticsPeriods),
  /** First day counted (Copenhagen date), null for all time. */
  from: z.string().nullable(),
  /** Kroner of paid bookings only. */
  revenue: count,
  bookings: count,
  completed: count,
  paid: count,
  /** Completed / total bookings in percent, one decimal; 0 without bookings. */
  conversion_rate: z.number().min(0).max(100),
  /** To one decimal; null without ratings in the period. */
  average_rating: z.number().nullable(),
  ratings: count,
  /** Revenue / total bookings in whole kroner; 0 without bookings. */
  average_order_value: count,
  /** The last 7 days, oldest first (whatever the period). */
  daily_revenue: z.array(z.object({ date: z.string(), revenue: count, bookings: count })),
  products: z.array(z.object({ product_name: z.string(), bookings: count, revenue: count })),
  payment_methods: z.array(
    z.object({
      method: z.enum(['card', 'invoice', 'cash', 'credits', 'unknown']),
      bookings: count,
      revenue: count,
    }),
  ),
});
export type Analytics = z.infer<typeof analyticsSchema>;
