/**
 * The owner's side of a booking's delivery (its panel in the booking, issue 45): the property
 * page's branding and its share link (made, renewed or closed), and the delivery's lifetime
 * (extended by a number of days).
 */
import { randomBytes } from 'node:crypto';
import type { Booking } from '@shared/api/entities';
import type { DeliveryTerms } from '@shared/api/property-page';
import { propertyPageBranded } from '@shared/domain/gallery/property-branding';
import { isClosed } from '@shared/domain/gallery/delivery-lifetime';
import type { InputOf } from '@functions/lib/http';
import { changeDelivery, getDelivery, type Delivery } from '@functions/stores/deliveries';
import { extendDelivery } from './delivery-lifetime';
import { existingGalleryBooking } from './owner-gallery';
import { brandingChoicesOf, propertyPageUrl } from './property-branding';

export async function deliveryTermsOf(
  booking: Booking,
  delivery: Delivery,
  now: Date = new Date(),
): Promise<DeliveryTerms> {
  const choices = await brandingChoicesOf(booking, delivery);
  return {
    branded: propertyPageBranded(choices),
    firm_branded: booking.firm ? (choices.firmDelivery ?? choices.firm ?? true) : null,
    url: propertyPageUrl(delivery),
    delivered_at: delivery.delivered_at ?? null,
    open_until: delivery.open_until ?? null,
    closed: isClosed(delivery, now) || delivery.files_deleted_at !== undefined,
    files_deleted: delivery.files_deleted_at !== undefined,
  };
}

/** 24 random bytes, URL-safe: 32 characters nobody guesses. */
const newToken = () => randomBytes(24).toString('base64url');

export async function getDeliveryTerms({ params }: InputOf<'getDeliveryTerms'>) {
  const booking = await existingGalleryBooking(params.id);
  return deliveryTermsOf(booking, await getDelivery(params.id));
}

export async function changeDeliveryTerms({ params, body }: InputOf<'changeDeliveryTerms'>) {
  const booking = await existingGalleryBooking(params.id);
  if (body.extend_days !== undefined) await extendDelivery(params.id, body.extend_days);
  if (body.branded === undefined && body.link === undefined)
    return deliveryTermsOf(booking, await getDelivery(params.id));
  const written = await changeDelivery(params.id, (delivery) => {
    const { version: _version, property_token: kept, branded: chosen, ...rest } = delivery;
    const token = body.link === 'new' ? newToken() : body.link === 'revoke' ? undefined : kept;
    // The owner's choice, once made, is the delivery's own (over the firm's default).
    const branded = body.branded ?? chosen;
    return {
      ...rest,
      ...(branded !== undefined ? { branded } : {}),
      ...(token ? { property_token: token } : {}),
    };
  });
  return deliveryTermsOf(booking, written!);
}
