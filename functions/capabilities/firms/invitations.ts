/**
 * Inviting a colleague and joining (product §2 'Firma'): the administrator's invitation is stored
 * and mailed as a signed link; the invited person, signed in with that address, joins.
 */
import type { FirmInvitationLink, MyFirm } from '@shared/api/firm';
import { firmTexts as t } from '@shared/texts/firms';
import {
  firmInvitationExpiry,
  firmInvitationLinkValid,
} from '@functions/capabilities/links/link-signing';
import { firmInvitationMail } from '@functions/capabilities/mails/firm-invitation';
import { businessMailName } from '@functions/capabilities/mails/mail-brand';
import { sendMailLogged } from '@functions/capabilities/mails/send';
import { badRequest, conflict, forbidden, HttpError, notFound } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import {
  getFirm,
  getInvitation,
  getMembership,
  joinFirm as storeJoin,
  listMembers,
  putInvitation,
} from '@functions/stores/firms';
import { callerAdministrator, signedIn } from './firm-access';
import { withFirmRefusals } from './firm-refusals';
import { callerEmail, myFirmOf } from './my-firm';

export async function inviteColleague({
  caller,
  body,
}: InputOf<'inviteColleague'>): Promise<MyFirm> {
  const administrator = await callerAdministrator(caller);
  const firm = await getFirm(administrator.firm_id);
  if (!firm) throw notFound(t.notMember);
  const invited = await getMembershipByEmail(firm.id, body.email);
  if (invited) throw conflict(t.alreadyInvitedMember, 'already_member');
  const expires = firmInvitationExpiry();
  await putInvitation(
    firm.id,
    body.email,
    new Date(expires * 1000).toISOString(),
    administrator.user_id,
  );
  const sent = await sendMailLogged(
    firmInvitationMail({
      firm,
      email: body.email,
      inviter: administrator.email,
      expires,
      business: await businessMailName(),
    }),
    'firm_invitation_mail_failed',
    { firm_id: firm.id },
  );
  if (!sent) throw new HttpError(503, t.invitationMailFailed);
  return myFirmOf(administrator.user_id);
}

/** A member of the firm with this e-mail, if any (from the firm's member list). */
async function getMembershipByEmail(firmId: string, email: string) {
  return (await listMembers(firmId)).find((member) => member.email === email);
}

/** The link's firm, when the link is genuine, unexpired, still open and for the caller. */
async function invitedFirm(link: FirmInvitationLink, email: string) {
  if (!firmInvitationLinkValid(link)) throw badRequest(t.invitationInvalid, 'invitation_invalid');
  if (link.email.trim().toLowerCase() !== email) throw forbidden(t.invitationOtherEmail);
  const [firm, invitation] = await Promise.all([
    getFirm(link.firm),
    getInvitation(link.firm, email),
  ]);
  if (!firm || !invitation) throw conflict(t.invitationRevoked, 'invitation_revoked');
  return firm;
}

export async function previewFirmInvitation({
  caller,
  query,
}: InputOf<'previewFirmInvitation'>): Promise<{ name: string; cvr: string }> {
  const firm = await invitedFirm(query, await callerEmail(signedIn(caller)));
  return { name: firm.name, cvr: firm.cvr };
}

export async function joinFirm({ caller, body }: InputOf<'joinFirm'>): Promise<MyFirm> {
  const me = signedIn(caller);
  const email = await callerEmail(me);
  const firm = await invitedFirm(body, email);
  if (await getMembership(me.userId)) throw conflict(t.alreadyMember, 'already_member');
  await withFirmRefusals(() => storeJoin(firm.id, me.userId, email, new Date().toISOString()));
  return myFirmOf(me.userId);
}
