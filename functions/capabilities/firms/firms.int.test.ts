/**
 * Firms through the twin's gateway and the real handlers (product §2 'Firma'): creating one (the CVR
 * and EAN checks, one firm per CVR, one firm per person), inviting by a signed mail link,
 * joining, making an administrator, removing, and never losing the last administrator.
 */
import { describe, expect, it } from 'vitest';
import type { MyFirm } from '@shared/api/firm';
import { firmTexts } from '@shared/texts/firms';
import { readMailbox } from '@infra/local/mailbox';
import { getMembership } from '@functions/stores/firms';
import { customer } from '@tests/support/booking-fixtures';
import { firmOf, invitationLink, invite, validCvr } from '@tests/support/firms';
import { useTestGateway } from '@tests/integration/gateway';
import type { TestUser } from '@tests/integration/users';
import { businessMailName } from '@functions/capabilities/mails/mail-brand';

const env = process.env as Record<string, string>;
const api = useTestGateway();

async function call(who: TestUser, method: string, path: string, body?: unknown) {
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${who.accessToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const firmBody = (fields: Record<string, unknown> = {}) => ({
  name: 'Mæglerhuset Aarhus ApS',
  cvr: validCvr(),
  address: 'Søndergade 1, 8000 Aarhus C',
  invoice_email: 'Bogholderi@Example.dk',
  ...fields,
});

async function mailTo(email: string) {
  for (let tries = 0; tries < 25; tries++) {
    const mail = (await readMailbox(env.SES_ENDPOINT!)).find((m) => m.to.includes(email));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${email}`);
}

describe('creating a firm', () => {
  it('makes the caller its administrator, with the CVR and EAN as digits', async () => {
    const someone = await customer();
    const cvr = validCvr();
    const res = await call(someone, 'POST', '/api/me/firm', {
      ...firmBody({ cvr: `${cvr.slice(0, 4)} ${cvr.slice(4)}`, ean: '5798 0004 16604' }),
      standing_reference: '  Sag 17  ',
    });
    expect(res.status).toBe(200);
    const { firm } = res.body as MyFirm;
    expect(firm).toMatchObject({
      role: 'admin',
      firm: {
        cvr,
        ean: '5798000416604',
        invoice_email: 'bogholderi@example.dk',
        standing_reference: 'Sag 17',
        invoice_approved: false,
      },
      members: [{ user_id: someone.sub, role: 'admin' }],
    });
  });

  it('refuses a wrong CVR or EAN check digit with a Danish message naming the field', async () => {
    const someone = await customer();
    const wrongCvr = await call(someone, 'POST', '/api/me/firm', firmBody({ cvr: '10150818' }));
    expect(wrongCvr.status).toBe(400);
    expect(wrongCvr.body).toMatchObject({
      error: firmTexts.cvrInvalid,
      issues: [{ path: 'cvr', message: firmTexts.cvrInvalid }],
    });
    const wrongEan = await call(
      someone,
      'POST',
      '/api/me/firm',
      firmBody({ ean: '5798000416605' }),
    );
    expect(wrongEan.status).toBe(400);
    expect(wrongEan.body).toMatchObject({
      issues: [{ path: 'ean', message: firmTexts.eanInvalid }],
    });
    expect(await getMembership(someone.sub)).toBeUndefined();
  });

  it('asks for an invitation when the CVR is registered, and writes nothing', async () => {
    const [first, second] = await Promise.all([customer(), customer()]);
    const body = firmBody();
    expect((await call(first, 'POST', '/api/me/firm', body)).status).toBe(200);
    const again = await call(second, 'POST', '/api/me/firm', body);
    expect(again).toMatchObject({ status: 409, body: { error: firmTexts.cvrTaken } });
    expect(await getMembership(second.sub)).toBeUndefined();
  });

  it('lets a person be in one firm only, even when two are created at once', async () => {
    const someone = await customer();
    const answers = await Promise.all([
      call(someone, 'POST', '/api/me/firm', firmBody()),
      call(someone, 'POST', '/api/me/firm', firmBody()),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.error).toBe(firmTexts.alreadyMember);
  });
});

describe('colleagues', () => {
  it('invites by mail; the invited person joins through the signed link', async () => {
    const [boss, colleague] = await Promise.all([customer(), customer()]);
    await call(boss, 'POST', '/api/me/firm', firmBody({ name: 'Bolig & Drone ApS' }));
    const invited = await call(boss, 'POST', '/api/me/firm/invitations', {
      email: colleague.email,
    });
    expect(invited.status).toBe(200);
    const mail = await mailTo(colleague.email.toLowerCase());
    // Sent as the business: its name from Indstillinger, the site's name before that.
    expect(mail.subject).toBe(`Invitation til Bolig & Drone ApS hos ${await businessMailName()}`);
    const href = /href="([^"]*firm=[^"]*)"/.exec(mail.html)?.[1]?.replace(/&amp;/g, '&');
    expect(href).toBeDefined();
    const link = Object.fromEntries(new URL(href!).searchParams);
    const preview = await call(
      colleague,
      'GET',
      `/api/me/firm/invitation?${new URLSearchParams({ firm: link.firm!, email: link.email!, expires: link.expires!, sig: link.sig! }).toString()}`,
    );
    expect(preview).toMatchObject({ status: 200, body: { name: 'Bolig & Drone ApS' } });
    const joined = await call(colleague, 'POST', '/api/me/firm/join', {
      firm: link.firm,
      email: link.email,
      expires: link.expires,
      sig: link.sig,
    });
    expect(joined.status).toBe(200);
    expect((joined.body as MyFirm).firm).toMatchObject({ role: 'member', members: [] });
    // The link is used up.
    const twice = await call(colleague, 'POST', '/api/me/firm/join', link);
    expect(twice.status).toBe(409);
  });

  it('refuses a forged link, and a link sent to another address', async () => {
    const [boss, colleague, stranger] = await Promise.all([customer(), customer(), customer()]);
    const firmId = await firmOf(boss);
    await invite(firmId, colleague.email);
    const link = invitationLink(firmId, colleague.email);
    const forged = await call(colleague, 'POST', '/api/me/firm/join', {
      ...link,
      sig: 'x'.repeat(43),
    });
    expect(forged).toMatchObject({ status: 400, body: { error: firmTexts.invitationInvalid } });
    const other = await call(stranger, 'POST', '/api/me/firm/join', link);
    expect(other).toMatchObject({ status: 403, body: { error: firmTexts.invitationOtherEmail } });
    expect(await getMembership(stranger.sub)).toBeUndefined();
  });

  it('lets only administrators invite, promote and remove; never the last administrator', async () => {
    const [boss, colleague] = await Promise.all([customer(), customer()]);
    const firmId = await firmOf(boss);
    await invite(firmId, colleague.email);
    expect(
      (await call(colleague, 'POST', '/api/me/firm/join', invitationLink(firmId, colleague.email)))
        .status,
    ).toBe(200);
    const notAllowed = await call(colleague, 'POST', '/api/me/firm/invitations', {
      email: 'ny@example.dk',
    });
    expect(notAllowed).toMatchObject({ status: 403, body: { error: firmTexts.notAdministrator } });
    expect((await call(colleague, 'DELETE', `/api/me/firm/members/${boss.sub}`)).status).toBe(403);

    const alone = await call(boss, 'DELETE', `/api/me/firm/members/${boss.sub}`);
    expect(alone).toMatchObject({ status: 409, body: { error: firmTexts.lastAdministrator } });

    expect(
      (await call(boss, 'POST', `/api/me/firm/members/${colleague.sub}/administrator`)).status,
    ).toBe(200);
    expect(await getMembership(colleague.sub)).toMatchObject({ role: 'admin' });
    // Now the first administrator may leave; the colleague is the last and may not.
    expect((await call(boss, 'DELETE', `/api/me/firm/members/${boss.sub}`)).status).toBe(200);
    expect(await getMembership(boss.sub)).toBeUndefined();
    const last = await call(colleague, 'DELETE', `/api/me/firm/members/${colleague.sub}`);
    expect(last.status).toBe(409);
  });

  it('answers an administrator of another firm as if the member did not exist', async () => {
    const [bossA, bossB, colleagueA] = await Promise.all([customer(), customer(), customer()]);
    const firmA = await firmOf(bossA);
    await firmOf(bossB);
    await invite(firmA, colleagueA.email);
    await call(colleagueA, 'POST', '/api/me/firm/join', invitationLink(firmA, colleagueA.email));
    const removal = await call(bossB, 'DELETE', `/api/me/firm/members/${colleagueA.sub}`);
    expect(removal).toMatchObject({ status: 404, body: { error: firmTexts.memberNotFound } });
    const promotion = await call(
      bossB,
      'POST',
      `/api/me/firm/members/${colleagueA.sub}/administrator`,
    );
    expect(promotion.status).toBe(404);
    expect(await getMembership(colleagueA.sub)).toMatchObject({ firm_id: firmA, role: 'member' });
  });
});
