/**
 * What a firm booking carries of its firm (product §2 'Firma'): the booker's firm as it is now,
 * frozen on the booking with the booking's reference (or the firm's standing one).
 */
import type { BookingFirm } from '@shared/api/entities';
import { firmTexts as t } from '@shared/texts/firms';
import { forbidden } from '@functions/lib/errors';
import { getFirm, getMembership } from '@functions/stores/firms';

/** The booker's firm for a booking; 403 in Danish when they are in no firm. */
export async function bookingFirmOf(
  userId: string,
  reference: string | null | undefined,
): Promise<BookingFirm> {
  const membership = await getMembership(userId);
  const firm = membership && (await getFirm(membership.firm_id));
  if (!firm) throw forbidden(t.firmBookingNotMember);
  return {
    id: firm.id,
    name: firm.name,
    cvr: firm.cvr,
    address: firm.address,
    ean: firm.ean,
    reference: reference ?? firm.standing_reference,
  };
}
