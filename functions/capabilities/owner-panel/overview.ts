/**
 * `GET /api/admin/overview`: the figures of product §2's overview, each from one Query of its
 * list (no Scan). Deleted bookings do not count; revenue counts only what `countsAsPaid`
 * (paid, not cancelled, not refunded); a booking neither completed nor cancelled counts as
 * pending (product §4), a cancelled one as cancelled.
 */
import type { AdminOverview } from '@shared/api/admin';
import type { Booking } from '@shared/api/entities';
import { paidAmount } from '@shared/domain/booking-lifecycle/money';
import { listAllBookings } from '@functions/stores/booking/booking-items';
import { listPortfolio } from '@functions/stores/portfolio';
import { listProducts } from '@functions/stores/products';
import { listRatings } from '@functions/stores/ratings';
import { listSubscribers } from '@functions/stores/subscribers';

export const latestBookingsShown = 5;

export function bookingFigures(bookings: readonly Booking[]): AdminOverview['bookings'] {
  return {
    total: bookings.length,
    completed: bookings.filter((b) => b.is_completed).length,
    pending: bookings.filter((b) => !b.is_completed && !b.cancelled_at).length,
    cancelled: bookings.filter((b) => b.cancelled_at).length,
    revenue: bookings.reduce((sum, booking) => sum + paidAmount(booking), 0),
  };
}

export function averageRating(ratings: readonly { rating: number }[]): number | null {
  if (ratings.length === 0) return null;
  const sum = ratings.reduce((total, r) => total + r.rating, 0);
  return Math.round((sum / ratings.length) * 10) / 10;
}

export async function getOverview(): Promise<AdminOverview> {
  const [bookings, products, portfolio, subscribers, ratings] = await Promise.all([
    listAllBookings(),
    listProducts(),
    listPortfolio(),
    listSubscribers(),
    listRatings(),
  ]);
  return {
    bookings: bookingFigures(bookings),
    products: products.length,
    portfolio_images: portfolio.length,
    subscribers: subscribers.length,
    ratings: { count: ratings.length, average: averageRating(ratings) },
    // The list is newest first already (gsi1 by created_at descending).
    latest_bookings: bookings.slice(0, latestBookingsShown).map((b) => ({
      id: b.id,
      product_name: b.product_name,
      user_email: b.user_email,
      price: b.price,
      created_at: b.created_at,
      booking_date: b.booking_date,
      booking_time: b.booking_time,
      payment_status: b.payment_status,
      payment_method: b.payment_method,
      credits_used: b.credits_used,
      is_completed: b.is_completed,
      cancelled_at: b.cancelled_at ?? null,
      refund: b.refund ?? null,
      invoice: b.invoice ?? null,
    })),
  };
}
