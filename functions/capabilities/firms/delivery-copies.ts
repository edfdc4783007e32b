/**
 * Delivery reaches the office (product §2 'Firma'): when a firm's administrator turned on
 * 'delivery_copies', the administrators get a copy of the delivery mail of every booking made
 * for the firm. The firm is the one frozen on the booking; its administrators are those of now
 * (the booker, if one of them, has the mail already).
 */
import type { Booking } from '@shared/api/entities';
import { firmAdministratorEmails, getFirm } from '@functions/stores/firms';

/** Who gets a copy of the booking's delivery mail, and the firm's name; null: nobody. */
export async function deliveryCopyRecipients(
  booking: Pick<Booking, 'firm' | 'user_email'>,
): Promise<{ firmName: string; to: string[] } | null> {
  if (!booking.firm) return null;
  const firm = await getFirm(booking.firm.id);
  if (!firm?.delivery_copies) return null;
  const booker = booking.user_email.trim().toLowerCase();
  const to = (await firmAdministratorEmails(firm.id)).filter((email) => email !== booker);
  return to.length > 0 ? { firmName: firm.name, to } : null;
}
