/**
 * The bookings tab's search, filters, stats and labels (product §4 and 5): pure functions of the
 * list the server answered.
 */
import type { Booking } from '@shared/api/entities';
import { adminBookingTexts as t } from '@shared/texts/admin-bookings';

export const bookingFilters = ['all', 'pending', 'paid', 'not_completed', 'completed'] as const;
export type BookingFilter = (typeof bookingFilters)[number];

export const filterLabels: Record<BookingFilter, string> = {
  all: t.filterAll,
  pending: t.filterPending,
  paid: t.filterPaid,
  not_completed: t.filterNotCompleted,
  completed: t.filterCompleted,
};

/** Waiting for payment: not paid yet, not failed and not cancelled. */
export const isWaiting = (b: Booking) =>
  !b.cancelled_at && (b.payment_status === 'pending' || b.payment_status === 'awaiting_payment');

const matchesFilter: Record<BookingFilter, (b: Booking) => boolean> = {
  all: () => true,
  pending: isWaiting,
  paid: (b) => b.payment_status === 'paid' && !b.is_completed,
  not_completed: (b) => !b.is_completed,
  completed: (b) => b.is_completed,
};

/** The phone as stored ('+45 12 34 56 78') and its digits alone ('+4512345678', '12345678'). */
function phoneForms(phone: string | null | undefined): string[] {
  if (!phone) return [];
  const digits = phone.replace(/\D/g, '');
  return [phone, `+${digits}`, digits.replace(/^45/, '')];
}

/**
 * Case-insensitive search in the customer's e-mail, name and phone (typed with or without
 * spaces and +45), the product and the address.
 */
export function matchesSearch(booking: Booking, search: string): boolean {
  const words = search.trim().toLocaleLowerCase('da-DK').split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [
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

export function visibleBookings(
  bookings: readonly Booking[],
  filter: BookingFilter,
  search: string,
): Booking[] {
  return bookings
    .filter((b) => matchesFilter[filter](b) && matchesSearch(b, search))
    .sort(byDateAndTime);
}

export function bookingStats(bookings: readonly Booking[]) {
  return {
    total: bookings.length,
    pending: bookings.filter(isWaiting).length,
    paid: bookings.filter((b) => b.payment_status === 'paid').length,
    completed: bookings.filter((b) => b.is_completed).length,
  };
}

export type PaymentLabelTone = 'wait' | 'ok' | 'error' | 'muted';

/** The admin's label of a payment status (product §4): Afventer, Betalt, Fejlet, Ukendt. */
export function adminPaymentLabel(status: string): { label: string; tone: PaymentLabelTone } {
  if (status === 'paid') return { label: t.statusPaid, tone: 'ok' };
  if (status === 'failed') return { label: t.statusFailed, tone: 'error' };
  if (status === 'pending' || status === 'awaiting_payment') {
    return { label: t.statusPending, tone: 'wait' };
  }
  return { label: t.statusUnknown, tone: 'muted' };
}
