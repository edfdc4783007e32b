/**
 * A firm booking's property page as its firm sees it (issue 45, decision 0034):
 * `GET /api/me/firm/bookings/{id}/property-page` answers the firm's administrators and the
 * booking's booker the share link, the branding and whose choice it is; `PUT` is the firm's
 * administrators' choice for this delivery (a colleague: 403; someone outside the firm, an
 * unknown or private booking: 404; no delivery: 404; the owner chose: 409, all in Danish).
 * Precedence: the owner's choice > the firm's choice for the delivery > the firm's default >
 * branded, as the page's API shows. Bookings in 3691, a year no other test uses.
 */
import { describe, expect, it } from 'vitest';
import type { Booking, BookingFirm } from '@shared/api/entities';
import { firmTexts } from '@shared/texts/firms';
import { changeDelivery } from '@functions/stores/deliveries';
import { tableBookingOf } from '@tests/support/firms';
import { callerOf, propertyPageCalls, useFirmTeam } from './firm-team';
import { useTestGateway } from './gateway';
import type { TestUser } from './users';

const api = useTestGateway();
const call = callerOf(api);
const team = useFirmTeam('Boligkontoret ApS', null);

let hour = 8;
const bookingOf = (user: TestUser, firm: BookingFirm | null): Promise<Booking> =>
  tableBookingOf(user, firm, {
    customer_name: 'Kim Kollega',
    booking_date: '3691-04-15',
    booking_time: `${String(hour++).padStart(2, '0')}:00`,
    payment_method: 'cash',
    payment_status: 'paid',
  });

/** A delivered booking (its delivery item written as the delivery writes it). */
async function delivered(user: TestUser, firm: BookingFirm | null): Promise<Booking> {
  const booking = await bookingOf(user, firm);
  await changeDelivery(booking.id, ({ version: _version, ...delivery }) => ({
    ...delivery,
    delivered_at: new Date().toISOString(),
  }));
  return booking;
}

const path = (id: string) => `/api/me/firm/bookings/${id}/property-page`;
const { terms, pageNamesBusiness } = propertyPageCalls(call, team);

describe("a firm booking's property page for its firm", () => {
  it("shows the administrators and the booker the link; the firm's choice wins over its default", async () => {
    const booking = await delivered(team.colleague, team.frozen);
    const before = await call(team.boss, 'GET', path(booking.id));
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body).toEqual({
      url: null,
      branded: true,
      chosen_by: 'default',
      can_choose: true,
    });

    const made = await terms(booking.id, { link: 'new' });
    expect(made.status).toBe(200);
    const chosen = await call(team.boss, 'PUT', path(booking.id), { branded: false });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.body).toEqual({
      url: made.body.url,
      branded: false,
      chosen_by: 'firm',
      can_choose: true,
    });
    expect(await pageNamesBusiness(made.body.url)).toBe(false);
    // The owner's panel shows the firm's choice as the firm's.
    const owners = await call(
      team.owner,
      'GET',
      `/api/admin/bookings/${booking.id}/delivery-terms`,
    );
    expect(owners.body).toMatchObject({ branded: false, firm_branded: false });

    // The firm's default changed later does not undo the choice for this delivery.
    await call(team.boss, 'PUT', '/api/me/firm/settings', { property_branded: true });
    expect(await pageNamesBusiness(made.body.url)).toBe(false);
    await call(team.boss, 'PUT', path(booking.id), { branded: true });
    await call(team.boss, 'PUT', '/api/me/firm/settings', { property_branded: false });
    expect(await pageNamesBusiness(made.body.url)).toBe(true);

    // The booker (a colleague) sees the link of their own booking, and cannot choose.
    const booker = await call(team.colleague, 'GET', path(booking.id));
    expect(booker.body).toEqual({
      url: made.body.url,
      branded: true,
      chosen_by: 'firm',
      can_choose: false,
    });
    const refused = await call(team.colleague, 'PUT', path(booking.id), { branded: false });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(firmTexts.notAdministrator);
  });

  it("follows the firm's default until someone chooses for the delivery", async () => {
    await call(team.boss, 'PUT', '/api/me/firm/settings', { property_branded: false });
    const booking = await delivered(team.boss, team.frozen);
    const page = await call(team.boss, 'GET', path(booking.id));
    expect(page.body).toMatchObject({ branded: false, chosen_by: 'firm_default' });
  });

  it("keeps the owner's choice: the firm may no longer choose (409)", async () => {
    const booking = await delivered(team.colleague, team.frozen);
    const made = await terms(booking.id, { link: 'new', branded: true });
    expect(made.status).toBe(200);
    const refused = await call(team.boss, 'PUT', path(booking.id), { branded: false });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(firmTexts.propertyOwnerChose);
    expect(await pageNamesBusiness(made.body.url)).toBe(true);
    const page = await call(team.boss, 'GET', path(booking.id));
    expect(page.body).toMatchObject({ branded: true, chosen_by: 'owner', can_choose: false });
  });

  it('refuses in Danish: no delivery, an outsider, a private or unknown booking, a wrong value', async () => {
    const undelivered = await bookingOf(team.colleague, team.frozen);
    const none = await call(team.boss, 'PUT', path(undelivered.id), { branded: false });
    expect(none.status).toBe(404);
    expect(none.body.error).toBe(firmTexts.propertyNoDelivery);

    const booking = await delivered(team.colleague, team.frozen);
    for (const method of ['GET', 'PUT'])
      for (const id of [booking.id, 'ukendt-booking']) {
        const body = method === 'PUT' ? { branded: false } : undefined;
        const outsider = await call(team.outsider, method, path(id), body);
        expect(outsider.status).toBe(404);
        expect(outsider.body.error).toBe(firmTexts.propertyBookingNotFound);
      }
    const privateBooking = await delivered(team.colleague, null);
    const own = await call(team.colleague, 'GET', path(privateBooking.id));
    expect(own.status).toBe(404);
    expect((await call(team.boss, 'GET', path(privateBooking.id))).status).toBe(404);
    expect((await call(null, 'GET', path(booking.id))).status).toBe(401);

    const wrong = await call(team.boss, 'PUT', path(booking.id), { branded: 'nej' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(firmTexts.propertyBrandingInvalid);
  });
});
