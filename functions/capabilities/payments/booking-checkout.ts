/**
 * Starts the card checkout of a booking: a Checkout Session for the amount left to pay
 * (after discount and credits), whose id is stored on the booking and mapped to it. The
 * caller (booking creation) deletes the booking when this throws.
 */
import type { Booking } from '@shared/api/entities';
import { formatDateAtTime } from '@shared/domain/danish-format';
import { fillText } from '@shared/texts/fill';
import { paymentDocumentTexts } from '@shared/texts/mails';
import { AlreadyProcessedError } from '@functions/data/errors';
import { checkoutStarted } from '@functions/stores/booking/booking-changes';
import { getSessionTarget, sessionMapPut } from '@functions/stores/payment-records';
import { runTransaction } from '@functions/data/transactions';
import { createCheckoutSession, type StartedCheckout } from './checkout-session';
import { bookingCancelUrl, bookingSuccessUrl } from './checkout-urls';

/** The provider's idempotency key of a booking's checkout: one session per booking. */
export const bookingIdempotencyKey = (bookingId: string) => `booking-${bookingId}`;

export function bookingDescription(booking: Booking): string {
  const when = formatDateAtTime(booking.booking_date, booking.booking_time);
  const description = fillText(paymentDocumentTexts.description, {
    when,
    address: booking.address,
  });
  return booking.include_editing
    ? `${description}${paymentDocumentTexts.withEditing}`
    : description;
}

export async function startBookingCheckout(
  booking: Booking,
): Promise<{ sessionId: string; url: string }> {
  const checkout: StartedCheckout = await createCheckoutSession({
    productName: booking.product_name,
    description: bookingDescription(booking),
    amountKroner: booking.price,
    customerEmail: booking.user_email,
    metadata: { kind: 'booking', booking_id: booking.id },
    clientReferenceId: booking.id,
    successUrl: bookingSuccessUrl(booking.id),
    cancelUrl: bookingCancelUrl(booking.id),
    idempotencyKey: bookingIdempotencyKey(booking.id),
  });
  await attachSession(booking.id, checkout.sessionId);
  return checkout;
}

/** Stores the session on the booking; a retry that got the same session back is fine. */
async function attachSession(bookingId: string, sessionId: string): Promise<void> {
  try {
    // The session on the booking and the session's map to it, in one transaction.
    await runTransaction([
      checkoutStarted(bookingId, sessionId),
      sessionMapPut(sessionId, { kind: 'booking', id: bookingId }),
    ]);
  } catch (error) {
    if (!(error instanceof AlreadyProcessedError)) throw error;
    const target = await getSessionTarget(sessionId);
    if (target?.kind !== 'booking' || target.id !== bookingId) throw error;
  }
}
