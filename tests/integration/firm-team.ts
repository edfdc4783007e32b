/**
 * The people of the firm settings' tests (product §2 'Firma'): a firm's administrator, a
 * colleague who joined it, someone in no firm and the owner; the firm as a booking made for it
 * freezes it; and calls through the test gateway as any of them (or nobody).
 */
import { beforeAll, expect } from 'vitest';
import type { BookingFirm } from '@shared/api/entities';
import { joinFirm, putInvitation } from '@functions/stores/firms';
import { customer } from '@tests/support/booking-fixtures';
import { firmOf, frozenFirmOf } from '@tests/support/firms';
import type { TestUser } from './users';

export interface FirmTeam {
  boss: TestUser;
  colleague: TestUser;
  outsider: TestUser;
  owner: TestUser;
  firmId: string;
  /** The firm as a booking made for it holds it, with `reference`. */
  frozen: BookingFirm;
}

export async function firmTeam(name: string, reference: string | null): Promise<FirmTeam> {
  const [boss, colleague, outsider, owner] = await Promise.all([
    customer(),
    customer(),
    customer(),
    customer(0, { admin: true }),
  ]);
  const firmId = await firmOf(boss, { name });
  const email = colleague.email.toLowerCase();
  await putInvitation(firmId, email, '3999-01-01T00:00:00.000Z', 'test');
  await joinFirm(firmId, colleague.sub, email, new Date().toISOString());
  const frozen = await frozenFirmOf(firmId, reference);
  return { boss, colleague, outsider, owner, firmId, frozen };
}

/** A JSON call through the gateway at `api.url` as `who` (null: signed out). */
export const callerOf =
  (api: { url: string }) =>
  async (who: TestUser | null, method: string, path: string, body?: unknown) => {
    const res = await fetch(`${api.url}${path}`, {
      method,
      headers: {
        ...(who ? { authorization: `Bearer ${who.accessToken}` } : {}),
        'content-type': 'application/json',
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

/** The team, made before the file's tests (its fields are there from the first test on). */
export function useFirmTeam(name: string, reference: string | null): FirmTeam {
  const team = {} as FirmTeam;
  beforeAll(async () => {
    Object.assign(team, await firmTeam(name, reference));
  });
  return team;
}

/**
 * A firm setting is the administrators' alone: a colleague's change is refused (403), so is
 * that of someone in no firm (404), and a wrong value is refused in Danish (400, `refusal`).
 */
export async function expectSettingOfAdministrators(
  call: ReturnType<typeof callerOf>,
  team: FirmTeam,
  settings: { valid: Record<string, unknown>; wrong: Record<string, unknown>; refusal: string },
): Promise<void> {
  const path = '/api/me/firm/settings';
  expect((await call(team.colleague, 'PUT', path, settings.valid)).status).toBe(403);
  expect((await call(team.outsider, 'PUT', path, settings.valid)).status).toBe(404);
  const bad = await call(team.boss, 'PUT', path, settings.wrong);
  expect(bad.status).toBe(400);
  expect(bad.body.error).toBe(settings.refusal);
}

/**
 * The owner's delivery terms of a booking as `team`'s owner changes them, and whether a
 * property page names the business (its API, read by its link's token).
 */
export function propertyPageCalls(call: ReturnType<typeof callerOf>, team: FirmTeam) {
  const terms = (bookingId: string, body: unknown) =>
    call(team.owner, 'PUT', `/api/admin/bookings/${bookingId}/delivery-terms`, body);
  const pageNamesBusiness = async (url: unknown): Promise<boolean> => {
    const token = /[\w-]{32}$/.exec(String(url))![0];
    const page = await call(null, 'GET', `/api/property/${token}`);
    expect(page.status).toBe(200);
    return 'business' in page.body;
  };
  return { terms, pageNamesBusiness };
}
