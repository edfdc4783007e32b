/**
 * A firm booking's property page as its firm sees it (issue 45, decision 0034):
 * `GET /api/me/firm/bookings/{id}/property-page` for the firm's administrators and the
 * booking's booker (the share link, the branding and whose choice it is), and `PUT` the same
 * for the firm's administrators: their choice for this delivery, over the firm's default and
 * under the owner's (a 409 in Danish once the owner has chosen). Someone outside the firm, or
 * an unknown or private booking: 404; a colleague who did not book it: 403.
 */
import type { Booking } from '@shared/api/entities';
import type { FirmPropertyPage } from '@shared/api/firm';
import {
  propertyBrandingSource,
  propertyPageBranded,
} from '@shared/domain/gallery/property-branding';
import { firmTexts as t } from '@shared/texts/firms';
import type { Caller } from '@functions/lib/auth';
import { conflict, forbidden, notFound, unauthorized } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { getBooking } from '@functions/stores/booking/booking-items';
import { chooseFirmBranding, getDelivery, type Delivery } from '@functions/stores/deliveries';
import { getMembership } from '@functions/stores/firms';
import { brandingChoicesOf, propertyPageUrl } from './property-branding';

interface FirmBookingAccess {
  booking: Booking;
  administrator: boolean;
}

/** The firm booking and whether the caller administers its firm; refused as above otherwise. */
async function firmBookingAccess(caller: Caller | null, id: string): Promise<FirmBookingAccess> {
  if (!caller) throw unauthorized();
  const booking = await getBooking(id);
  const firmId = booking && !booking.deleted_at ? booking.firm?.id : undefined;
  if (!booking || !firmId) throw notFound(t.propertyBookingNotFound);
  const membership = await getMembership(caller.userId);
  const inFirm = membership?.firm_id === firmId;
  const administrator = inFirm && membership?.role === 'admin';
  if (administrator || booking.user_id === caller.userId) return { booking, administrator };
  if (inFirm) throw forbidden(t.notAdministrator);
  throw notFound(t.propertyBookingNotFound);
}

async function firmPropertyPageOf(
  { booking, administrator }: FirmBookingAccess,
  delivery: Delivery,
): Promise<FirmPropertyPage> {
  const choices = await brandingChoicesOf(booking, delivery);
  return {
    url: propertyPageUrl(delivery),
    branded: propertyPageBranded(choices),
    chosen_by: propertyBrandingSource(choices),
    can_choose: administrator && delivery.branded === undefined,
  };
}

export async function getFirmPropertyPage({ caller, params }: InputOf<'getFirmPropertyPage'>) {
  const access = await firmBookingAccess(caller, params.id);
  return firmPropertyPageOf(access, await getDelivery(params.id));
}

export async function chooseFirmPropertyPage({
  caller,
  params,
  body,
}: InputOf<'chooseFirmPropertyPage'>) {
  const access = await firmBookingAccess(caller, params.id);
  if (!access.administrator) throw forbidden(t.notAdministrator);
  const written = await chooseFirmBranding(params.id, body.branded);
  if (written === 'no_delivery') throw notFound(t.propertyNoDelivery);
  if (written === 'owner_chose') throw conflict(t.propertyOwnerChose, 'owner_chose');
  return firmPropertyPageOf(access, written);
}
