/**
 * The caller's place in a firm (product §2 'Firma'), read from their own membership, never the
 * request. (Who may read a firm booking's documents: receipts/readable-booking.ts.)
 */
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
