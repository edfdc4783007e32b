/**
 * 'Betal nu' in a locked gallery (decision 0041): the customer pays the booking's amount by
 * Stripe Checkout, from the mailed link without an account (the link's signature authorizes
 * it) or signed in. The session is mapped to the booking like a booking's checkout, so its
 * webhook marks the booking paid, issues the receipt and the gallery opens; it never deletes a
 * booking when it expires (webhook-events.ts). An invoice booking whose Stripe invoice is open
 * pays that invoice instead (its paid event opens the gallery), so it is never paid twice.
 */
import type { Booking } from '@shared/api/entities';
import type { Checkout } from '@shared/api/payments';
import { isPaid } from '@shared/domain/booking-lifecycle/money';
import { pageUrl } from '@shared/site/pages';
import { bookingTexts } from '@shared/texts/booking';
import { downloadPaymentTexts as t } from '@shared/texts/download-payment';
import { config } from '@functions/lib/config';
import { conflict } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { mapSession } from '@functions/stores/payment-records';
import {
  requireCustomerBooking,
  requireLinkedBooking,
} from '@functions/capabilities/deliveries/customer-gallery';
import { downloadLockOf } from '@functions/capabilities/deliveries/download-lock';
import { bookingDescription } from './booking-checkout';
import { createCheckoutSession } from './checkout-session';

/** What a gallery checkout's session carries besides the booking: not the booking's own checkout. */
export const downloadsPaymentMetadata = { paid_for: 'downloads' } as const;

type GalleryDoor = { expires: string; sig: string } | null;

/** The calls of one minute share a session (see `idempotencyKey`). */
const keyWindowMs = 60_000;

/**
 * One session per booking, door and minute: a double click never makes two, and the two doors
 * (whose return addresses differ) never share a key, which the provider would refuse.
 */
const idempotencyKey = (bookingId: string, door: GalleryDoor, now: number) =>
  `gallery-${bookingId}-${door ? `link-${door.expires}` : 'mine'}-${Math.floor(now / keyWindowMs)}`;

/**
 * The end of the key's minute: the session's lifetime counted from it is the same for every
 * call of the minute (so a second tap sends the same parameters and gets the same session,
 * not Stripe's idempotency error), and at least Stripe's 30 minutes from each.
 */
const keyWindowEnd = (now: number) => (Math.floor(now / keyWindowMs) + 1) * keyWindowMs;

/** Back to the gallery by the same door; `paid` after paying (the page waits for the webhook). */
const galleryUrl = (bookingId: string, door: GalleryDoor, paid: boolean) =>
  pageUrl(
    config().SITE_URL,
    'gallery',
    {},
    { booking: bookingId, ...door, ...(paid ? { paid: 'true' } : {}) },
  );

async function payForDownloads(booking: Booking, door: GalleryDoor): Promise<Checkout> {
  if (isPaid(booking)) throw conflict(bookingTexts.alreadyPaid, 'already_paid');
  const lock = await downloadLockOf(booking);
  if (!lock.locked) throw conflict(t.notLocked, 'downloads_not_locked');
  if (!lock.canPay) throw conflict(t.nothingToPay, 'nothing_to_pay');
  const invoice = booking.invoice;
  if (invoice?.status === 'open' && invoice.url)
    return { url: invoice.url, session_id: invoice.id };
  const now = Date.now();
  const checkout = await createCheckoutSession({
    productName: booking.product_name,
    description: bookingDescription(booking),
    amountKroner: booking.price,
    customerEmail: booking.user_email,
    metadata: { kind: 'booking', booking_id: booking.id, ...downloadsPaymentMetadata },
    clientReferenceId: booking.id,
    successUrl: galleryUrl(booking.id, door, true),
    cancelUrl: galleryUrl(booking.id, door, false),
    idempotencyKey: idempotencyKey(booking.id, door, now),
    lifetimeFrom: keyWindowEnd(now),
  });
  await mapSession(checkout.sessionId, { kind: 'booking', id: booking.id });
  return { url: checkout.url, session_id: checkout.sessionId };
}

export async function payForMyGallery({ params, caller }: InputOf<'payForMyGallery'>) {
  return payForDownloads(await requireCustomerBooking(params.id, caller.userId), null);
}

export async function payForLinkedGallery({ params, query }: InputOf<'payForLinkedGallery'>) {
  const booking = await requireLinkedBooking(params.id, query);
  return payForDownloads(booking, { expires: query.expires, sig: query.sig });
}
