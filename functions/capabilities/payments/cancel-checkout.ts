/**
 * `POST /api/bookings/{id}/cancel-checkout` ('Annuller booking' beside 'Betal nu' on the
 * profile): the customer lets go of a booking held at the card checkout. The provider session
 * is expired first (so it can no longer be paid), then the booking is released at once
 * through the lifecycle's `checkoutExpired` change (`expireBooking`: the booking, its slot
 * locks, its stop on the day's route, the credits and the discount use, in one transaction),
 * so another customer can book the time immediately. The provider's `checkout.session.expired`
 * event arriving later finds nothing left and changes nothing; arriving first, it released the
 * booking already and this call changes nothing. A session paid meanwhile is never released.
 * Only the booking's owner may do this: anyone else gets the same 404 as for a missing booking.
 */
import type Stripe from 'stripe';
import type { Booking } from '@shared/api/entities';
import { expireBooking } from '@functions/stores/booking/booking-days';
import { getBooking } from '@functions/stores/booking/booking-items';
import { NotFoundError } from '@functions/data/errors';
import { notFound, unauthorized } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { logger } from '@functions/lib/logger';
import { stripeClient } from './stripe-client';
import { bookingTexts } from '@shared/texts/booking';
import { atCardCheckout } from '@shared/domain/booking-lifecycle/money';

const awaitingCardPayment = (
  booking: Booking,
): booking is Booking & { payment_intent_id: string } =>
  atCardCheckout(booking) && Boolean(booking.payment_intent_id);

/**
 * Expires the provider session; answers whether it is expired now (false: it was completed,
 * so the booking is being paid and is kept). A refusal for an open session is thrown.
 */
async function expireSession(stripe: Stripe, sessionId: string): Promise<boolean> {
  try {
    await stripe.checkout.sessions.expire(sessionId);
    return true;
  } catch (error) {
    // Already expired or completed: the provider refuses; nothing is left to cancel.
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    if (session.status === 'open') throw error;
    return session.status === 'expired';
  }
}

/** The booking and all it held given back now; gone already (the expired event) is fine. */
async function releaseBooking(bookingId: string): Promise<void> {
  try {
    await expireBooking(bookingId);
    logger.info('checkout_booking_released', { bookingId });
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
  }
}

export async function cancelBookingCheckout({
  params,
  caller,
}: InputOf<'cancelBookingCheckout'>): Promise<{ cancelled: boolean }> {
  if (!caller) throw unauthorized();
  const booking = params.id ? await getBooking(params.id) : undefined;
  if (!booking || booking.user_id !== caller.userId) throw notFound(bookingTexts.bookingNotFound);
  if (!awaitingCardPayment(booking)) return { cancelled: false };
  const expired = await expireSession(await stripeClient(), booking.payment_intent_id);
  if (!expired) return { cancelled: false };
  await releaseBooking(booking.id);
  return { cancelled: true };
}
