/**
 * `POST /api/me/bookings/{id}/resume-checkout` ('Betal nu'): the customer left the card
 * checkout, and the booking waits, its slot held, until the checkout session expires (product
 * §4). This answers the still-open session's URL so the customer can pay after all. A session
 * that has expired answers 409 'Betalingen er udløbet. Book tiden igen.' (its expired webhook
 * deletes the booking and frees the slot); a paid one 409 saying so. Only the booking's owner
 * may ask: anyone else gets the same 404 as for a missing booking.
 */
import type { Checkout } from '@shared/api/payments';
import { bookingTexts } from '@shared/texts/booking';
import { atCardCheckout, isPaid } from '@shared/domain/booking-lifecycle/money';
import { getBooking } from '@functions/stores/booking/booking-items';
import { conflict, notFound } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { stripeClient } from './stripe-client';

export async function resumeBookingCheckout({
  params,
  caller,
}: InputOf<'resumeBookingCheckout'>): Promise<Checkout> {
  const booking = await getBooking(params.id);
  if (!booking || booking.user_id !== caller.userId || booking.deleted_at)
    throw notFound(bookingTexts.bookingNotFound);
  if (isPaid(booking)) throw conflict(bookingTexts.alreadyPaid, 'already_paid');
  if (!atCardCheckout(booking))
    throw conflict(bookingTexts.notAwaitingCardPayment, 'not_awaiting_card_payment');
  if (!booking.payment_intent_id) throw conflict(bookingTexts.checkoutExpired, 'checkout_expired');
  const session = await (
    await stripeClient()
  ).checkout.sessions.retrieve(booking.payment_intent_id);
  // Paid at the provider, its webhook not applied yet.
  if (session.status === 'complete') throw conflict(bookingTexts.alreadyPaid, 'already_paid');
  if (session.status !== 'open' || !session.url)
    throw conflict(bookingTexts.checkoutExpired, 'checkout_expired');
  return { url: session.url, session_id: session.id };
}
