/**
 * Leaving a firm and deleting it (product §2 'Firma', decision 0035): a colleague removed
 * keeps their private bookings and the firm keeps their firm bookings (its administrator still
 * sees them); 'Slet min konto' of a colleague ends the membership and leaves the firm booking,
 * anonymised, with the firm; the firm's only administrator may not delete their account while
 * colleagues remain; the firm is deleted by its administrator only as its last member without
 * coming bookings, and then the CVR is free. Bookings written to the table (2021 and 3696).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, BookingFirm } from '@shared/api/entities';
import type { MyFirm } from '@shared/api/firm';
import { fillText } from '@shared/texts/fill';
import { firmTexts } from '@shared/texts/firms';
import { getBooking, listBookingsByUser } from '@functions/stores/booking/booking-items';
import { getFirm, getMembership, joinFirm, putInvitation } from '@functions/stores/firms';
import { getItem } from '@functions/data/store';
import { firmCvrGuardKey } from '@functions/data/keys';
import { setBookingFields } from '@tests/support/booking-states';
import { firmOf, frozenFirmOf, tableBookingOf } from '@tests/support/firms';
import { startPaymentsTestBed, type PaymentsTestBed } from '@tests/support/payments-test-bed';
import { createTestUser, type TestUser } from './users';

let bed: PaymentsTestBed;
let boss: TestUser;
let firmId: string;
let frozen: BookingFirm;

beforeAll(async () => {
  bed = await startPaymentsTestBed();
  boss = await createTestUser();
  firmId = await firmOf(boss, { name: 'Forlader ApS' });
  frozen = await frozenFirmOf(firmId, null);
});
afterAll(async () => {
  await bed?.close();
});

async function call<T>(who: TestUser, method: string, path: string, body?: unknown) {
  const res = await fetch(`${bed.api.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${who.accessToken}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as T & { error?: string } };
}

async function colleagueOfFirm(): Promise<TestUser> {
  const user = await createTestUser();
  const email = user.email.toLowerCase();
  await putInvitation(firmId, email, '3999-01-01T00:00:00.000Z', 'test');
  await joinFirm(firmId, user.sub, email, new Date().toISOString());
  return user;
}

let hour = 8;
const bookingOf = (user: TestUser, date: string, firm?: BookingFirm): Promise<Booking> =>
  tableBookingOf(user, firm ?? null, {
    booking_date: date,
    booking_time: `${String(hour++).padStart(2, '0')}:00`,
    payment_method: 'cash',
    payment_status: 'awaiting_payment',
  });

const firmBookingIds = async () =>
  (await call<Booking[]>(boss, 'GET', '/api/me/firm/bookings')).body.map((b) => b.id);

describe('leaving a firm', () => {
  it('a removed colleague keeps their private bookings; the firm keeps its bookings', async () => {
    const colleague = await colleagueOfFirm();
    const forFirm = await bookingOf(colleague, '2021-03-02', frozen);
    const own = await bookingOf(colleague, '2021-03-03');
    const removed = await call(boss, 'DELETE', `/api/me/firm/members/${colleague.sub}`);
    expect(removed.status).toBe(200);
    expect((await call<MyFirm>(colleague, 'GET', '/api/me/firm')).body).toEqual({ firm: null });
    const theirs = (await listBookingsByUser(colleague.sub)).map((b) => b.id);
    expect(theirs).toEqual(expect.arrayContaining([own.id, forFirm.id]));
    expect(await firmBookingIds()).toContain(forFirm.id);
    expect(await firmBookingIds()).not.toContain(own.id);
  });

  it('the firm’s only administrator may not delete their account while a colleague remains', async () => {
    const colleague = await colleagueOfFirm();
    const refused = await call(boss, 'POST', '/api/me/delete', { confirm: true });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      fillText(firmTexts.accountOnlyAdministrator, { firm: 'Forlader ApS' }),
    );
    expect(await getMembership(boss.sub)).toMatchObject({ firm_id: firmId, role: 'admin' });

    // A colleague's account deletion ends their membership; the firm keeps the booking.
    const forFirm = await bookingOf(colleague, '2021-04-02', frozen);
    const deleted = await call(colleague, 'POST', '/api/me/delete', { confirm: true });
    expect(deleted.status).toBe(200);
    expect(await getMembership(colleague.sub)).toBeUndefined();
    expect(await firmBookingIds()).toContain(forFirm.id);
    expect((await getBooking(forFirm.id))?.firm).toMatchObject({
      id: firmId,
      name: 'Forlader ApS',
    });
    const members = (await call<MyFirm>(boss, 'GET', '/api/me/firm')).body.firm!.members;
    expect(members.map((m) => m.user_id)).toEqual([boss.sub]);
  });
});

describe('deleting a firm', () => {
  it('is refused with colleagues or coming bookings, then deletes the firm and frees its CVR', async () => {
    const colleague = await colleagueOfFirm();
    const withColleague = await call(boss, 'DELETE', '/api/me/firm');
    expect(withColleague.status).toBe(409);
    expect(withColleague.body.error).toBe(firmTexts.deleteHasMembers);
    expect((await call(colleague, 'DELETE', '/api/me/firm')).status).toBe(403);
    await call(boss, 'DELETE', `/api/me/firm/members/${colleague.sub}`);

    const coming = await bookingOf(boss, '3696-06-01', frozen);
    const withBooking = await call(boss, 'DELETE', '/api/me/firm');
    expect(withBooking.status).toBe(409);
    expect(withBooking.body.error).toBe(firmTexts.deleteFutureBookings);
    await setBookingFields(coming.id, { cancelled_at: new Date().toISOString() });

    const cvr = frozen.cvr;
    const deleted = await call<MyFirm>(boss, 'DELETE', '/api/me/firm');
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ firm: null });
    expect(await getFirm(firmId)).toBeUndefined();
    expect(await getMembership(boss.sub)).toBeUndefined();
    expect(await getItem(firmCvrGuardKey(cvr), true)).toBeUndefined();
    expect((await getBooking(coming.id))?.firm).toMatchObject({ name: 'Forlader ApS', cvr });
  });
});
