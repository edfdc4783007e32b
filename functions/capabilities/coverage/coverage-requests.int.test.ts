/**
 * Asking to be told when an address is covered (product §4 'Coverage requests'), through the
 * twin's gateway with the real handlers, DynamoDB Local, the gazetteer and the local mailbox:
 * Danish refusals, the owner's mail and list, and one mail to the requester when an active zone
 * covering the address is saved, even when it is saved twice.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { CoverageRequest, CoverageRequestAnswer } from '@shared/api/coverage-requests';
import type { Zone } from '@shared/api/entities';
import { readMailbox } from '@infra/local/mailbox';
import { adminApi } from '@tests/integration/admin-api';
import { deleteZone } from '@functions/stores/zones';

const { call, url } = adminApi();
const env = process.env as Record<string, string>;
const createdZones: string[] = [];
afterAll(async () => {
  await Promise.all(createdZones.map((id) => deleteZone(id)));
});

const uniqueEmail = () => `daekning-${randomUUID().slice(0, 8)}@example.dk`;

async function ask(body: unknown) {
  const res = await fetch(`${url()}/api/coverage/requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as CoverageRequestAnswer & { error?: string },
  };
}

const mailsTo = async (email: string) =>
  (await readMailbox(env.SES_ENDPOINT!)).filter((m) => m.to.includes(email));

async function waitForMail(email: string, subject: string) {
  for (let tries = 0; tries < 25; tries++) {
    const mail = (await mailsTo(email)).find((m) => m.subject === subject);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail '${subject}' to ${email}`);
}

describe('POST /api/coverage/requests', () => {
  it.each([
    [{ address: '9990 Skagen' }, 'Indtast venligst en gyldig e-mailadresse'],
    [
      { email: 'uden-snabel-a.dk', address: '9990 Skagen' },
      'Indtast venligst en gyldig e-mailadresse',
    ],
    [{ email: 'a@b.dk', address: '  ' }, 'Indtast venligst en adresse'],
    [
      { email: 'a@b.dk', address: 'Ingen Sådan Vej 999, 0000 Intetsteds' },
      'Kunne ikke validere adressen',
    ],
  ])('refuses %j in Danish and stores nothing', async (body, message) => {
    const res = await ask(body);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.error).toBe(message);
  });

  it('refuses an address a zone already covers', async () => {
    const zone = await call<Zone>('POST', '/api/admin/zones', {
      name: 'Thisted',
      center_address: '7700 Thisted',
      radius_km: 10,
      is_active: true,
    });
    createdZones.push(zone.body.id);
    const res = await ask({ email: uniqueEmail(), address: '7700 Thisted' });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(
      'Adressen ligger allerede i et område, vi dækker. Du kan booke den nu.',
    );
  });

  it('stores the request, mails the owner, and mails the requester once when a zone covers it', async () => {
    const email = uniqueEmail();
    const saved = await ask({ email, address: '9990 Skagen' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ saved: true, address: expect.stringContaining('Skagen') });
    // Asking again is the same request, not a second one.
    expect((await ask({ email: email.toUpperCase(), address: '9990 Skagen' })).status).toBe(200);

    const listed = await call<CoverageRequest[]>('GET', '/api/admin/coverage-requests');
    const mine = listed.body.filter((r) => r.email === email);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ notified_at: null, notified_zone: null });
    const owner = (await readMailbox(env.SES_ENDPOINT!)).find(
      (m) => m.subject === `Ønske om dækning: ${saved.body.address}` && m.text.includes(email),
    );
    expect(owner, 'the owner is told of the request').toBeDefined();

    // An inactive zone tells nobody; switching it on does, and a second save does not again.
    const zone = await call<Zone>('POST', '/api/admin/zones', {
      name: 'Skagen',
      center_address: '9990 Skagen',
      radius_km: 5,
      is_active: false,
    });
    expect(zone.status).toBe(200);
    createdZones.push(zone.body.id);
    expect(await mailsTo(email)).toHaveLength(0);
    await call<Zone>('POST', `/api/admin/zones/${zone.body.id}/toggle`);
    const told = await waitForMail(email, `Nu flyver vi på ${saved.body.address}`);
    expect(told.text).toContain('Nu flyver vi i Skagen');
    await call<Zone>('PATCH', `/api/admin/zones/${zone.body.id}`, { radius_km: 6 });
    expect((await mailsTo(email)).filter((m) => m.subject.startsWith('Nu flyver'))).toHaveLength(1);

    const after = (await call<CoverageRequest[]>('GET', '/api/admin/coverage-requests')).body;
    const notified = after.find((r) => r.email === email);
    expect(notified).toMatchObject({ notified_zone: 'Skagen' });
    expect(notified?.notified_at).not.toBeNull();

    const removed = await call<CoverageRequest>(
      'DELETE',
      `/api/admin/coverage-requests/${notified!.id}`,
    );
    expect(removed.status).toBe(200);
    const again = await call<CoverageRequest>(
      'DELETE',
      `/api/admin/coverage-requests/${notified!.id}`,
    );
    expect(again.status).toBe(404);
    expect(again.body.error).toBe('Ønsket blev ikke fundet');
  });
});
