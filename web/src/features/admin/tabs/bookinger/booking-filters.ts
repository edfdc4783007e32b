/**
 * The bookings tab as a day's work (product §2 'Bookings', §4 'Admin booking actions'): which
 * bookings a period shows and in which order, the payment filter, the search and the stats.
 * Pure functions of the list the server answered and of now (Copenhagen wall-clock times).
 */
import type { Booking } from '@shared/api/entities';
import { countsAsPaid, waitsForPayment } from '@shared/domain/booking-lifecycle/money';
import { copenhagenDateTime } from '@shared/domain/danish-format';
import { bookingNumberText, parseBookingNumber } from '@shared/domain/booking-number';
import { readablePhone } from '@shared/domain/danish-phone';
import { adminBookingTexts as t, bookingViewTexts as v } from '@shared/texts/admin-bookings';

/** The periods, 'Kommende' first (the tab opens on it). */
export const bookingPeriods = ['today', 'upcoming', 'past', 'cancelled', 'all'] as const;
export type BookingPeriod = (typeof bookingPeriods)[number];
export const defaultPeriod: BookingPeriod = 'upcoming';

export const periodLabels: Record<BookingPeriod, string> = {
  today: v.today,
  upcoming: v.upcoming,
  past: v.past,
  cancelled: v.cancelled,
  all: v.all,
};

export const periodEmpty: Record<BookingPeriod, string> = {
  today: v.noneToday,
  upcoming: v.noneUpcoming,
  past: v.nonePast,
  cancelled: v.noneCancelled,
  all: t.none,
};

export const paymentFilters = ['all', 'waiting', 'paid', 'completed'] as const;
export type PaymentFilter = (typeof paymentFilters)[number];

export const paymentFilterLabels: Record<PaymentFilter, string> = {
  all: v.paymentAll,
  waiting: t.filterPending,
  paid: t.filterPaid,
  completed: t.filterCompleted,
};

/** Waiting for payment: not paid yet, not failed and not cancelled (the lifecycle's question). */
export const isWaiting = (b: Booking) => waitsForPayment(b);

const matchesPayment: Record<PaymentFilter, (b: Booking) => boolean> = {
  all: () => true,
  waiting: isWaiting,
  paid: (b) => countsAsPaid(b) && !b.is_completed,
  completed: (b) => b.is_completed,
};

/**
 * The phone as stored ('+45 12 34 56 78', '+46701234567'), as shown ('+46 70 123 45 67') and
 * its digits alone ('+4512345678', '12345678').
 */
function phoneForms(phone: string | null | undefined): string[] {
  if (!phone) return [];
  const digits = phone.replace(/\D/g, '');
  return [phone, readablePhone(phone), `+${digits}`, digits.replace(/^45/, '')];
}

/** The booking's number as shown and typed without the dash ('B-1042', 'B1042'). */
function numberForms(bookingNumber: number | null | undefined): string[] {
  const shown = bookingNumberText({ booking_number: bookingNumber });
  return shown ? [shown, shown.replace('-', '')] : [];
}

/**
 * Case-insensitive search in the booking's number (as read aloud: 'B-1042', 'b1042', '1042'),
 * the customer's e-mail, name and phone (typed with or without spaces and +45), the product and
 * the address.
 */
export function matchesSearch(booking: Booking, search: string): boolean {
  const words = search.trim().toLocaleLowerCase('da-DK').split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const typedNumber = parseBookingNumber(search);
  if (typedNumber !== null && typedNumber === booking.booking_number) return true;
  const haystack = [
    ...numberForms(booking.booking_number),
    booking.user_email,
    booking.customer_name ?? '',
    ...phoneForms(booking.customer_phone),
    booking.product_name,
    booking.address,
  ]
    .join(' ')
    .toLocaleLowerCase('da-DK');
  return words.every((word) => haystack.includes(word));
}

const minutes = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** product §9: bookings by date, then time in minutes. */
export const byDateAndTime = (a: Booking, b: Booking) =>
  a.booking_date.localeCompare(b.booking_date) || minutes(a.booking_time) - minutes(b.booking_time);

/** `YYYY-MM-DDTHH:MM` of a booking's start, comparable with `copenhagenDateTime(now)`. */
const startKey = (b: Booking) =>
  `${b.booking_date}T${String(Math.floor(minutes(b.booking_time) / 60)).padStart(2, '0')}:${String(
    minutes(b.booking_time) % 60,
  ).padStart(2, '0')}`;

/**
 * Which bookings a period holds: today's (not cancelled, by time), the upcoming ones (not
 * cancelled, not started yet, soonest first), the past ones (not cancelled, started, the most
 * recent first), the cancelled ones (the most recent shoot first), or all (by date and time).
 */
export function bookingsOfPeriod(
  bookings: readonly Booking[],
  period: BookingPeriod,
  now: Date,
): Booking[] {
  const nowKey = copenhagenDateTime(now);
  const today = nowKey.slice(0, 10);
  const sorted = [...bookings].sort(byDateAndTime);
  switch (period) {
    case 'today':
      return sorted.filter((b) => !b.cancelled_at && b.booking_date === today);
    case 'upcoming':
      return sorted.filter((b) => !b.cancelled_at && startKey(b) >= nowKey);
    case 'past':
      return sorted.filter((b) => !b.cancelled_at && startKey(b) < nowKey).reverse();
    case 'cancelled':
      return sorted.filter((b) => Boolean(b.cancelled_at)).reverse();
    case 'all':
      return sorted;
  }
}

export function visibleBookings(
  bookings: readonly Booking[],
  view: { period: BookingPeriod; payment: PaymentFilter; search: string },
  now: Date,
): Booking[] {
  return bookingsOfPeriod(bookings, view.period, now).filter(
    (b) => matchesPayment[view.payment](b) && matchesSearch(b, view.search),
  );
}

/** The stats: every booking, those waiting for payment, those that count as paid, completed. */
export function bookingStats(bookings: readonly Booking[]) {
  return {
    total: bookings.length,
    pending: bookings.filter(isWaiting).length,
    paid: bookings.filter(countsAsPaid).length,
    completed: bookings.filter((b) => b.is_completed).length,
  };
}
