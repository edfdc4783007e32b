/**
 * Who may see what of a firm (product §17): its administrators every booking and document of
 * the firm, a colleague their own. Read from the caller's own membership, never the request.
 */
import type { Booking } from '@shared/api/entities';
import { firmTexts as t } from '@shared/texts/firms';
import type { Caller } from '@functions/lib/auth';
import { forbidden, notFound, unauthorized } from '@functions/lib/errors';
import { getMembership, type FirmMembership } from '@functions/stores/firms';

/** The signed-in caller; 401 otherwise. */
export function signedIn(caller: Caller | null): Caller {
  if (!caller) throw unauthorized();
  return caller;
}

/** The caller's membership; 404 in Danish when they are in no firm (there is no 'their firm'). */
export async function callerMembership(caller: Caller | null): Promise<FirmMembership> {
  const membership = await getMembership(signedIn(caller).userId);
  if (!membership) throw notFound(t.notMember);
  return membership;
}

/** The caller's membership as an administrator of their firm; 403 in Danish otherwise. */
export async function callerAdministrator(caller: Caller | null): Promise<FirmMembership> {
  const membership = await callerMembership(caller);
  if (membership.role !== 'admin') throw forbidden(t.notAdministrator);
  return membership;
}

/**
 * Whether the caller may read this booking and its documents: their own, or one of their
 * firm's when they are its administrator.
 */
export async function mayReadBooking(caller: Caller, booking: Booking): Promise<boolean> {
  if (booking.user_id === caller.userId) return true;
  if (!booking.firm) return false;
  const membership = await getMembership(caller.userId);
  return membership?.role === 'admin' && membership.firm_id === booking.firm.id;
}
