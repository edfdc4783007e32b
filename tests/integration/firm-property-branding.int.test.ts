/**
 * The firm's default for its property pages (issue 45, decision 0034): a firm's administrator
 * sets whether the property pages of the firm's bookings show the business's name and link
 * (`PUT /api/me/firm/settings`; a colleague may not: 403, someone in no firm: 404); a firm
 * booking's page follows it until the owner chooses for the delivery, whose choice wins; a
 * private booking's page is branded as before. Read by the page's API, as the renderer reads it.
 * Bookings in 3697, a year no other test uses.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Booking, BookingFirm } from '@shared/api/entities';
import { getFirm, joinFirm, putInvitation } from '@functions/stores/firms';
import { customer } from '@tests/support/booking-fixtures';
import { firmOf, frozenFirmOf, tableBookingOf } from '@tests/support/firms';
import { useTestGateway } from './gateway';
import type { TestUser } from './users';

const api = useTestGateway();
let boss: TestUser;
let colleague: TestUser;
let outsider: TestUser;
let owner: TestUser;
let firmId: string;
let frozen: BookingFirm;

async function call(who: TestUser | null, method: string, path: string, body?: unknown) {
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: {
      ...(who ? { authorization: `Bearer ${who.accessToken}` } : {}),
      'content-type': 'application/json',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

let hour = 8;
const bookingOf = (user: TestUser, firm?: BookingFirm): Promise<Booking> =>
  tableBookingOf(user, firm ?? null, {
    customer_name: 'Kim Kollega',
    booking_date: '3697-03-12',
    booking_time: `${String(hour++).padStart(2, '0')}:00`,
    payment_method: 'cash',
    payment_status: 'paid',
  });

const terms = (bookingId: string, body: unknown) =>
  call(owner, 'PUT', `/api/admin/bookings/${bookingId}/delivery-terms`, body);

/** Whether the booking's property page names the business (its API, read by its token). */
async function pageNamesBusiness(url: unknown): Promise<boolean> {
  const token = /[\w-]{32}$/.exec(String(url))![0];
  const page = await call(null, 'GET', `/api/property/${token}`);
  expect(page.status).toBe(200);
  return 'business' in page.body;
}

beforeAll(async () => {
  [boss, colleague, outsider, owner] = await Promise.all([
    customer(),
    customer(),
    customer(),
    customer(0, { admin: true }),
  ]);
  firmId = await firmOf(boss, { name: 'Boligportalen ApS' });
  const email = colleague.email.toLowerCase();
  await putInvitation(firmId, email, '3999-01-01T00:00:00.000Z', 'test');
  await joinFirm(firmId, colleague.sub, email, new Date().toISOString());
  frozen = await frozenFirmOf(firmId, null);
});

describe("the firm's default for its property pages", () => {
  it("is a setting of the firm's administrators only", async () => {
    const asColleague = await call(colleague, 'PUT', '/api/me/firm/settings', {
      property_branded: false,
    });
    expect(asColleague.status).toBe(403);
    const asOutsider = await call(outsider, 'PUT', '/api/me/firm/settings', {
      property_branded: false,
    });
    expect(asOutsider.status).toBe(404);
    const bad = await call(boss, 'PUT', '/api/me/firm/settings', { property_branded: 'nej' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Vælg, om ejendomssiderne skal vise fotografens navn og link.');
    expect((await getFirm(firmId))?.property_branded).toBeUndefined();

    const saved = await call(boss, 'PUT', '/api/me/firm/settings', { property_branded: false });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ firm: { firm: { property_branded: false } } });
    // The other setting is left as it was.
    expect((await getFirm(firmId))?.delivery_copies).toBeUndefined();
  });

  it("makes the firm's bookings' pages unbranded until the owner chooses for a delivery", async () => {
    const booking = await bookingOf(colleague, frozen);
    const made = await terms(booking.id, { link: 'new' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({ branded: false, firm_branded: false });
    expect(await pageNamesBusiness(made.body.url)).toBe(false);

    // The owner's own choice for this delivery wins over the firm's default.
    const chosen = await terms(booking.id, { branded: true });
    expect(chosen.body).toMatchObject({ branded: true, firm_branded: false });
    expect(await pageNamesBusiness(chosen.body.url)).toBe(true);
    // And stays the delivery's when the firm changes its default again.
    await call(boss, 'PUT', '/api/me/firm/settings', { property_branded: true });
    await call(boss, 'PUT', '/api/me/firm/settings', { property_branded: false });
    const renewed = await terms(booking.id, { link: 'new' });
    expect(renewed.body).toMatchObject({ branded: true });
    expect(await pageNamesBusiness(renewed.body.url)).toBe(true);
  });

  it("leaves a private booking's page branded", async () => {
    const booking = await bookingOf(colleague);
    const made = await terms(booking.id, { link: 'new' });
    expect(made.body).toMatchObject({ branded: true, firm_branded: null });
    expect(await pageNamesBusiness(made.body.url)).toBe(true);
  });
});
