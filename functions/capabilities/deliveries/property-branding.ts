/**
 * A delivery's property page (decision 0034): its share link, and the choices that decide
 * whether it is branded: the owner's choice for the delivery, else the firm's administrator's
 * choice for it, else the booking's firm's default (the rule: shared/domain/gallery/
 * property-branding.ts).
 */
import type { Booking } from '@shared/api/entities';
import {
  propertyPageBranded,
  type PropertyBrandingChoices,
} from '@shared/domain/gallery/property-branding';
import { propertyPagePath } from '@shared/site/property-page';
import { config } from '@functions/lib/config';
import type { Delivery } from '@functions/stores/deliveries';
import { getFirm } from '@functions/stores/firms';

/** The default of the booking's firm; undefined for a private booking or a firm without one. */
export async function firmBrandingOf(booking: Booking | undefined): Promise<boolean | undefined> {
  const firm = booking?.firm ? await getFirm(booking.firm.id) : undefined;
  return firm?.property_branded;
}

/** Every choice about the delivery's branding, the firm's default read once. */
export async function brandingChoicesOf(
  booking: Booking | undefined,
  delivery: Pick<Delivery, 'branded' | 'firm_branded'>,
): Promise<PropertyBrandingChoices> {
  return {
    owner: delivery.branded,
    firmDelivery: delivery.firm_branded,
    firm: await firmBrandingOf(booking),
  };
}

export async function deliveryBranded(
  booking: Booking | undefined,
  delivery: Pick<Delivery, 'branded' | 'firm_branded'>,
): Promise<boolean> {
  return propertyPageBranded(await brandingChoicesOf(booking, delivery));
}

/** The property page's share link, or null while the delivery has none. */
export const propertyPageUrl = (delivery: Pick<Delivery, 'property_token'>): string | null =>
  delivery.property_token
    ? `${config().SITE_URL}${propertyPagePath(delivery.property_token)}`
    : null;
