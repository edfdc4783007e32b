/**
 * A delivery's property page branded or not (decision 0034): the owner's choice for the
 * delivery, else the firm's administrator's choice for it, else the booking's firm's default (shared/domain/gallery/property-branding.ts).
 */
import type { Booking } from '@shared/api/entities';
import { propertyPageBranded } from '@shared/domain/gallery/property-branding';
import type { Delivery } from '@functions/stores/deliveries';
import { getFirm } from '@functions/stores/firms';

/** The default of the booking's firm; undefined for a private booking or a firm without one. */
export async function firmBrandingOf(booking: Booking | undefined): Promise<boolean | undefined> {
  const firm = booking?.firm ? await getFirm(booking.firm.id) : undefined;
  return firm?.property_branded;
}

export async function deliveryBranded(
  booking: Booking | undefined,
  delivery: Pick<Delivery, 'branded' | 'firm_branded'>,
): Promise<boolean> {
  return propertyPageBranded({
    owner: delivery.branded,
    firmDelivery: delivery.firm_branded,
    firm: await firmBrandingOf(booking),
  });
}
