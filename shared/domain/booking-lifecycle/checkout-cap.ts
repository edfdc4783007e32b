/**
 * The cap on held card checkouts (product §9): each card booking holds its slot while
 * its checkout is open (up to 30 minutes, until paid, left with 'Annuller booking' or expired),
 * so one account opening checkouts and leaving them could block the calendar for everyone
 * (issue 46). A product setting, here alone; the server enforces it under the customer's
 * booking lock (functions/capabilities/bookings/create-booking.ts).
 */
import type { Booking } from '@shared/api/entities';
import { stateOf } from './states';

/** How many card checkouts one customer may have open at once. */
export const maxOpenCardCheckouts = 2;

/**
 * A card booking holding its slot at the checkout: booked, not paid (at the checkout, or its
 * payment failed and 'Betal nu' may still pay it), its shoot today or later.
 */
export const holdsCardCheckout = (booking: Booking, today: string): boolean => {
  const { phase, payment } = stateOf(booking);
  return (
    booking.payment_method === 'card' &&
    phase === 'booked' &&
    (payment === 'pending' || payment === 'failed') &&
    booking.booking_date >= today
  );
};
