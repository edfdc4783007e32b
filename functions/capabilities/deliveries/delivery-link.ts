/**
 * The customer's link to a delivered file: `/api/bookings/{id}/delivery?expires=&sig=`,
 * signed with the link-signing secret and valid 30 days. Opening it answers a redirect to a
 * presigned download of a few minutes (S3 presigns at most 7 days, so the link itself is
 * ours).
 */
import { pageUrl } from '@shared/site/pages';
import { deliveryLinkTexts } from '@shared/texts/delivery-link';
import { config } from '@functions/lib/config';
import { HttpError, notFound } from '@functions/lib/errors';
import { signValue, verifySignedValue } from '@functions/capabilities/links/link-signing';

export const deliveryLinkDays = 30;

const purpose = 'delivery';

/** The expiry and signature of a booking's delivery link, valid 30 days from `now`. */
function signedDelivery(bookingId: string, now: Date): { expires: string; sig: string } {
  const expires = String(Math.floor(now.getTime() / 1000) + deliveryLinkDays * 86_400);
  return { expires, sig: signValue(purpose, `${bookingId}.${expires}`) };
}

export function deliveryLink(bookingId: string, now: Date = new Date()): string {
  const params = new URLSearchParams({ ...signedDelivery(bookingId, now) });
  return `${config().SITE_URL}/api/bookings/${encodeURIComponent(bookingId)}/delivery?${params}`;
}

/**
 * The customer's link to the booking's gallery page (`/gallery?booking=&expires=&sig=`),
 * signed as the delivery link is: the page reads the gallery with the same expiry and
 * signature, without signing in.
 */
export function galleryLink(bookingId: string, now: Date = new Date()): string {
  return pageUrl(
    config().SITE_URL,
    'gallery',
    {},
    { booking: bookingId, ...signedDelivery(bookingId, now) },
  );
}

export type DeliveryLinkCheck = 'valid' | 'invalid' | 'expired';

export function checkDeliveryLink(
  bookingId: string,
  expires: string,
  sig: string,
  now: Date = new Date(),
): DeliveryLinkCheck {
  if (!/^\d{1,12}$/.test(expires)) return 'invalid';
  if (!verifySignedValue(purpose, `${bookingId}.${expires}`, sig)) return 'invalid';
  return Number(expires) * 1000 < now.getTime() ? 'expired' : 'valid';
}

/** Throws the Danish answer of a wrong (404) or expired (410) delivery link. */
export function requireDeliveryLink(
  bookingId: string,
  query: { expires: string; sig: string },
): void {
  const check = checkDeliveryLink(bookingId, query.expires, query.sig);
  if (check === 'invalid') throw notFound(deliveryLinkTexts.invalid);
  if (check === 'expired') {
    throw new HttpError(410, deliveryLinkTexts.expired, 'delivery_link_expired');
  }
}
