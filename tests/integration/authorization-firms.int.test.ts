/**
 * Firms' bookings and documents (product §2 'Firma'): a colleague books for the firm with a
 * reference (its receipt names the firm, CVR and reference); the firm's administrator sees
 * every firm booking and its documents, a colleague only their own; nobody of firm B reads
 * firm A's, and nobody of a firm reads a colleague's private booking. Bookings through the
 * bookings handler, reads through the twin's gateway.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CreatedBooking } from '@shared/api/booking';
import type { Booking, Product, Zone } from '@shared/api/entities';
import type { Receipt } from '@shared/api/receipt';
import { customerRows } from '@shared/domain/receipt';
import { firmTexts } from '@shared/texts/firms';
import { listFirmBookingLinks } from '@functions/stores/firms';
import { listBookingsByUser } from '@functions/stores/booking/booking-items';
import { deleteProduct } from '@functions/stores/products';
import { deleteZone } from '@functions/stores/zones';
import {
  aarhusZone,
  callBookings,
  contactDetails,
  coveredAddress,
  customer,
  openDay,
  photoProduct,
} from '@tests/support/booking-fixtures';
import { firmOf, invitationLink, invite } from '@tests/support/firms';
import { useTestGateway } from './gateway';
import type { TestUser } from './users';

// The slot rules run with a clock in 3670, a year no other test books in.
const clock = vi.hoisted(() => ({ now: new Date('3670-05-01T06:00:00Z') }));
vi.mock('@functions/capabilities/bookings/slot-availability', async (importOriginal) =>
  (await import('@tests/support/slot-clock')).slotRulesOnClock(importOriginal, clock),
);

const api = useTestGateway();
const date = '3670-05-12';
let nextHour = 8;
let product: Product;
let zone: Zone;
let bossA: TestUser;
let colleagueA: TestUser;
let otherColleagueA: TestUser;
let bossB: TestUser;
let firmA: string;

type Answer = CreatedBooking & { error?: string };

/** A booking paid with credits (so its receipt is issued at once). */
const book = (user: TestUser, body: Record<string, unknown> = {}) =>
  callBookings<Answer>(
    '/api/bookings',
    {
      product_id: product.id,
      address: coveredAddress,
      booking_date: date,
      booking_time: `${String(nextHour++).padStart(2, '0')}:00`,
      payment_method: 'credits',
      credits_to_use: 5000,
      terms_accepted: true,
      ...contactDetails,
      ...body,
    },
    user.accessToken,
  );

async function get<T>(who: TestUser, path: string) {
  const res = await fetch(`${api.url}${path}`, {
    headers: { authorization: `Bearer ${who.accessToken}` },
  });
  return { status: res.status, body: (await res.json()) as T & { error?: string } };
}

async function join(colleague: TestUser, firmId: string) {
  await invite(firmId, colleague.email);
  const res = await fetch(`${api.url}/api/me/firm/join`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${colleague.accessToken}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(invitationLink(firmId, colleague.email)),
  });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  [product, zone, bossA, colleagueA, otherColleagueA, bossB] = await Promise.all([
    photoProduct(),
    aarhusZone(),
    customer(5000),
    customer(5000),
    customer(5000),
    customer(5000),
  ]);
  await openDay(date);
  firmA = await firmOf(bossA, { name: 'Mægler A ApS' });
  await firmOf(bossB, { name: 'Mægler B ApS' });
  await join(colleagueA, firmA);
  await join(otherColleagueA, firmA);
});
afterAll(async () => {
  await Promise.allSettled([deleteZone(zone.id), deleteProduct(product.id)]);
});

describe("a firm's bookings and documents", () => {
  let firmBooking: Booking;
  let privateBooking: Booking;

  it('books for the firm with a reference; the receipt names the firm, CVR and reference', async () => {
    const res = await book(colleagueA, { for_firm: true, reference: '  Sag 2026-117  ' });
    expect(res.status).toBe(201);
    firmBooking = res.body.booking;
    expect(firmBooking.firm).toMatchObject({
      id: firmA,
      name: 'Mægler A ApS',
      reference: 'Sag 2026-117',
    });
    expect(await listFirmBookingLinks(firmA)).toContainEqual({
      booking_id: firmBooking.id,
      user_id: colleagueA.sub,
    });
    const receipt = await get<Receipt>(colleagueA, `/api/me/bookings/${firmBooking.id}/receipt`);
    expect(receipt.status).toBe(200);
    const rows = customerRows(receipt.body);
    expect(rows).toContainEqual(['Firma', 'Mægler A ApS']);
    expect(rows).toContainEqual(['Firmaets CVR-nr.', firmBooking.firm!.cvr]);
    expect(rows).toContainEqual(['Reference', 'Sag 2026-117']);

    privateBooking = (await book(colleagueA)).body.booking;
    expect(privateBooking.firm).toBeUndefined();
  });

  it("shows the administrator every firm booking and its receipt, never a colleague's private one", async () => {
    const list = await get<Booking[]>(bossA, '/api/me/firm/bookings');
    expect(list.body.map((b) => b.id)).toContain(firmBooking.id);
    expect(list.body.map((b) => b.id)).not.toContain(privateBooking.id);
    expect((await get<Receipt>(bossA, `/api/me/bookings/${firmBooking.id}/receipt`)).status).toBe(
      200,
    );
    expect(
      (await get<Receipt>(bossA, `/api/me/bookings/${privateBooking.id}/receipt`)).status,
    ).toBe(404);
    expect((await get(bossA, `/api/me/bookings/${firmBooking.id}/credit-notes`)).status).toBe(200);
  });

  it("shows a colleague only their own firm bookings, nor another colleague's documents", async () => {
    const own = (await book(otherColleagueA, { for_firm: true })).body.booking;
    expect(own.firm?.reference).toBeNull();
    const list = await get<Booking[]>(otherColleagueA, '/api/me/firm/bookings');
    expect(list.body.map((b) => b.id)).toEqual([own.id]);
    for (const path of [
      `/api/me/bookings/${firmBooking.id}/receipt`,
      `/api/me/bookings/${firmBooking.id}/receipt/pdf`,
      `/api/me/bookings/${firmBooking.id}/credit-notes`,
      `/api/me/bookings/${privateBooking.id}/receipt`,
    ])
      expect((await get(otherColleagueA, path)).status, path).toBe(404);
  });

  it("gives firm B's administrator nothing of firm A", async () => {
    const list = await get<Booking[]>(bossB, '/api/me/firm/bookings');
    expect(list.status).toBe(200);
    expect(list.body.map((b) => b.id)).not.toContain(firmBooking.id);
    for (const path of [
      `/api/me/bookings/${firmBooking.id}/receipt`,
      `/api/me/bookings/${firmBooking.id}/receipt/pdf`,
      `/api/me/bookings/${firmBooking.id}/credit-notes`,
    ])
      expect((await get(bossB, path)).status, path).toBe(404);
  });

  it('refuses booking for a firm to someone in none, in Danish, writing nothing', async () => {
    const loner = await customer(5000);
    const res = await book(loner, { for_firm: true });
    expect(res).toMatchObject({ status: 403, body: { error: firmTexts.firmBookingNotMember } });
    expect(await listBookingsByUser(loner.sub)).toEqual([]);
    const list = await get(loner, '/api/me/firm/bookings');
    expect(list).toMatchObject({ status: 404, body: { error: firmTexts.notMember } });
  });
});
