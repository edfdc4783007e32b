/**
 * `POST /api/bookings/{id}/cancel-checkout`: the customer left the card checkout without
 * paying. Expires the provider session; the provider's `checkout.session.expired` webhook
 * then deletes the unpaid booking and frees its slot, credits and discount use. Only the
 * booking's owner may do this: anyone else gets the same 404 as for a missing booking.
 */
import type { Booking } from '@shared/api/entities';
import { getBooking } from '@functions/stores/booking/booking-items';
import { notFound, unauthorized } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { stripeClient } from './stripe-client';
import { bookingTexts } from '@shared/texts/booking';
import { atCardCheckout } from '@shared/domain/booking-lifecycle/money';

const awaitingCardPayment = (
  booking: Booking,
): booking is Booking & { payment_intent_id: string } =>
  atCardCheckout(booking) && Boolean(booking.payment_intent_id);

export async function cancelBookingCheckout({
  params,
  caller,
}: InputOf<'cancelBookingCheckout'>): Promise<{ cancelled: boolean }> {
  if (!caller) throw unauthorized();
  const booking = params.id ? await getBooking(params.id) : undefined;
  if (!booking || booking.user_id !== caller.userId) throw notFound(bookingTexts.bookingNotFound);
  if (!awaitingCardPayment(booking)) return { cancelled: false };
  const stripe = await stripeClient();
  try {
    await stripe.checkout.sessions.expire(booking.payment_intent_id);
    return { cancelled: true };
  } catch (error) {
    // Already expired or completed: the provider refuses; nothing is left to cancel.
    const session = await stripe.checkout.sessions.retrieve(booking.payment_intent_id);
    if (session.status === 'open') throw error;
    return { cancelled: session.status === 'expired' };
  }
}
