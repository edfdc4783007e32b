/**
 * The firm's colleagues (product §2 'Firma'): the administrator removes a colleague or makes one
 * administrator; anyone may leave (remove themselves). The store's transaction keeps at
 * least one administrator.
 */
import { firmTexts as t } from '@shared/texts/firms';
import { forbidden, notFound } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { getMembership, makeAdministrator, removeMember } from '@functions/stores/firms';
import { callerAdministrator, callerMembership } from './firm-access';
import { withFirmRefusals } from './firm-refusals';

/** A member of the caller's firm; 404 in Danish for anyone else (another firm's too). */
async function colleagueOf(firmId: string, userId: string) {
  const colleague = await getMembership(userId);
  if (!colleague || colleague.firm_id !== firmId) throw notFound(t.memberNotFound);
  return colleague;
}

export async function removeColleague({
  caller,
  params,
}: InputOf<'removeColleague'>): Promise<{ ok: true }> {
  const me = await callerMembership(caller);
  if (params.userId !== me.user_id && me.role !== 'admin') throw forbidden(t.notAdministrator);
  const colleague = await colleagueOf(me.firm_id, params.userId);
  await withFirmRefusals(() => removeMember(colleague));
  return { ok: true };
}

export async function makeColleagueAdministrator({
  caller,
  params,
}: InputOf<'makeColleagueAdministrator'>): Promise<{ ok: true }> {
  const me = await callerAdministrator(caller);
  const colleague = await colleagueOf(me.firm_id, params.userId);
  if (colleague.role === 'admin') return { ok: true };
  await withFirmRefusals(() => makeAdministrator(colleague));
  return { ok: true };
}
