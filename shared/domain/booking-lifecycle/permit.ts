/**
 * The drone-zone permit of a booking (issue 39): a booking whose address lay in a zone that
 * needs Trafikstyrelsen's permit depends on it until the owner records it. The payment page,
 * the thank-you page, the confirmation mail, the profile and the owner's card all ask here.
 */
import type { Booking } from '@shared/api/entities';
import type { DroneZoneNotice } from '@shared/api/drone-zone-notice';
import { droneZoneTexts as t } from '@shared/texts/drone-zones';
import { fillText } from '@shared/texts/fill';

export interface BookingPermit {
  /** The zone's name as the customer reads it. */
  zone: string;
  /** The owner has the permit ('Tilladelse modtaget'). */
  received: boolean;
}

/** Whether a zone needs a permit before a shoot may be flown there. */
export const needsPermit = (zone: DroneZoneNotice | null | undefined): zone is DroneZoneNotice =>
  Boolean(zone?.permit_required);

/** The booking's permit: null when its address needs none. */
export function permitOf(
  booking: Partial<Pick<Booking, 'drone_zone' | 'permit_received'>>,
): BookingPermit | null {
  const zone = booking.drone_zone;
  if (!needsPermit(zone)) return null;
  return { zone: zone.name, received: booking.permit_received === true };
}

/**
 * What the customer reads of the permit wherever the booking is shown after booking: that the
 * shoot depends on it and what happens if it is refused, or that it is in hand. No lines when
 * the address needs no permit.
 */
export function permitLines(permit: BookingPermit | null): string[] {
  if (!permit) return [];
  if (permit.received) return [fillText(t.permitInHand, { zone: permit.zone })];
  return [fillText(t.permitNeeded, { zone: permit.zone }), t.permitRefusedRule];
}
