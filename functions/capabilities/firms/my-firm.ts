/** `GET /api/me/firm` and `POST /api/me/firm` (product §2 'Firma'): the caller's firm, creating one. */
import { defaultFirmBilling } from '@shared/domain/firm-billing';
import { randomUUID } from 'node:crypto';
import type { Firm, FirmSettingsBody, MyFirm } from '@shared/api/firm';
import { authTexts } from '@shared/texts/auth';
import type { Caller } from '@functions/lib/auth';
import { notFound } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { getProfile } from '@functions/stores/profiles';
import {
  createFirm as storeFirm,
  getFirm,
  getMembership,
  listInvitations,
  listMembers,
  setFirmSettings,
} from '@functions/stores/firms';
import { callerAdministrator, signedIn } from './firm-access';
import { withFirmRefusals } from './firm-refusals';

/** The caller's firm as they may see it: colleagues and invitations for administrators only. */
export async function myFirmOf(userId: string): Promise<MyFirm> {
  const membership = await getMembership(userId);
  const firm = membership && (await getFirm(membership.firm_id));
  if (!membership || !firm) return { firm: null };
  const administrator = membership.role === 'admin';
  const [members, invitations] = administrator
    ? await Promise.all([listMembers(firm.id), listInvitations(firm.id)])
    : [[], []];
  return { firm: { firm, role: membership.role, members, invitations } };
}

/** The caller's e-mail as stored on their profile (never from the request). */
export async function callerEmail(caller: Caller): Promise<string> {
  const profile = await getProfile(caller.userId);
  if (!profile) throw notFound(authTexts.profileNotFound);
  return profile.email.trim().toLowerCase();
}

export async function getMyFirm({ caller }: InputOf<'getMyFirm'>): Promise<MyFirm> {
  return myFirmOf(signedIn(caller).userId);
}

/** `PUT /api/me/firm/settings`: an administrator saves the firm's settings. */
export async function saveFirmSettings({
  caller,
  body,
}: InputOf<'saveFirmSettings'>): Promise<MyFirm> {
  const me = await callerAdministrator(caller);
  const settings = Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== undefined),
  ) as FirmSettingsBody;
  if (Object.keys(settings).length > 0) await setFirmSettings(me.firm_id, settings);
  return myFirmOf(me.user_id);
}

export async function createFirm({ caller, body }: InputOf<'createFirm'>): Promise<MyFirm> {
  const me = signedIn(caller);
  const email = await callerEmail(me);
  const firm: Firm = {
    id: randomUUID(),
    name: body.name,
    cvr: body.cvr,
    address: body.address,
    invoice_email: body.invoice_email,
    ean: body.ean ?? null,
    standing_reference: body.standing_reference ?? null,
    // The owner sets the billing terms in 'Firmaer'.
    ...defaultFirmBilling,
    created_at: new Date().toISOString(),
  };
  await withFirmRefusals(() => storeFirm(firm, { userId: me.userId, email }));
  return myFirmOf(me.userId);
}
