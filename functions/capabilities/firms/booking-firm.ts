/**
 * What a firm booking carries of its firm (product §2 'Firma'): the booker's firm as it is now,
 * frozen on the booking with the booking's reference (or the firm's standing one).
 */
import type { BookingFirm } from '@shared/api/entities';
import { firmTexts as t } from '@shared/texts/firms';
import { forbidden } from '@functions/lib/errors';
import { invoiceNotAgreed } from './firm-refusals';
import { getFirm, getMembership } from '@functions/stores/firms';
import { invoiceOffered, type FirmBilling } from '@shared/domain/firm-billing';

/**
 * The booker's firm for a booking (`frozen`) and the owner's terms with it (its price agreement,
 * its billing); 403 in Danish when they are in no firm.
 */
export async function bookingFirmOf(
  userId: string,
  reference: string | null | undefined,
): Promise<{ frozen: BookingFirm; terms: FirmBilling }> {
  const membership = await getMembership(userId);
  const firm = membership && (await getFirm(membership.firm_id));
  if (!firm) throw forbidden(t.firmBookingNotMember);
  return {
    frozen: {
      id: firm.id,
      name: firm.name,
      cvr: firm.cvr,
      address: firm.address,
      ean: firm.ean,
      reference: reference ?? firm.standing_reference,
    },
    terms: firm,
  };
}

/**
 * 'Faktura' by agreement (decision 0035): refused with 403 in Danish unless the booking is for
 * the booker's firm and the owner approved that firm for invoice. The booking's transaction
 * checks the approval again (firmBookingElements).
 */
export async function assertInvoiceAgreement(
  userId: string,
  forFirm: boolean | undefined,
): Promise<void> {
  const membership = await getMembership(userId);
  const firm = membership && (await getFirm(membership.firm_id));
  if (!invoiceOffered(firm, forFirm)) throw invoiceNotAgreed();
}

/** The owner's edit of a booking to 'Faktura': only a booking for a firm approved for invoice. */
export async function assertFirmInvoiceApproved(firmId: string | undefined): Promise<void> {
  const firm = firmId ? await getFirm(firmId) : undefined;
  if (!invoiceOffered(firm, firmId !== undefined)) throw invoiceNotAgreed();
}
