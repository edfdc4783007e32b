/**
 * `GET /api/admin/analytics`: the figures of product §2 'Analytics' for 7, 30, 90 days or all,
 * with the revenue chart of that period (shared/domain/analytics.ts decides the buckets).
 * Bookings and ratings are read by Query over their created-at index (gsi1), from the
 * period's first day on: no Scan. The cost grows with the bookings in the period (see
 * docs/data-model.md 'Analytics' for what takes over at scale).
 */
import type { Analytics } from '@shared/api/analytics';
import { analyticsOf, periodStart } from '@shared/domain/analytics';
import { copenhagenToUtc } from '@shared/domain/copenhagen-time';
import { listAllBookings, listBookingsCreatedSince } from '@functions/stores/booking/booking-items';
import { listRatingsCreatedSince } from '@functions/stores/ratings';
import type { InputOf } from '@functions/lib/http';

/** The instant a Copenhagen date begins, as stored in created_at (ISO, UTC). */
const startOf = (date: string) =>
  (copenhagenToUtc(date, '00:00') ?? new Date(`${date}T00:00:00Z`)).toISOString();

export async function getAnalytics({ query }: InputOf<'getAnalytics'>): Promise<Analytics> {
  const now = new Date();
  const from = periodStart(query.period, now);
  const [bookings, ratings] = await Promise.all([
    from ? listBookingsCreatedSince(startOf(from)) : listAllBookings(),
    listRatingsCreatedSince(from ? startOf(from) : ''),
  ]);
  return { period: query.period, from, ...analyticsOf(query.period, bookings, ratings, now) };
}
