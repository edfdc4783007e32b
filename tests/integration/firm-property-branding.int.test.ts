/**
 * The firm's default for its property pages (issue 45, decision 0034): a firm's administrator
 * sets whether the property pages of the firm's bookings show the business's name and link
 * (`PUT /api/me/firm/settings`; a colleague may not: 403, someone in no firm: 404); a firm
 * booking's page follows it until the owner chooses for the delivery, whose choice wins; a
 * private booking's page is branded as before. Read by the page's API, as the renderer reads it.
 * Bookings in 3697, a year no other test uses.
 */
import { describe, expect, it } from 'vitest';
import type { Booking, BookingFirm } from '@shared/api/entities';
import { getFirm } from '@functions/stores/firms';
import { tableBookingOf } from '@tests/support/firms';
import {
  callerOf,
  expectSettingOfAdministrators,
  propertyPageCalls,
  useFirmTeam,
} from './firm-team';
import { useTestGateway } from './gateway';
import type { TestUser } from './users';

const api = useTestGateway();
const call = callerOf(api);
const team = useFirmTeam('Boligportalen ApS', null);

let hour = 8;
const bookingOf = (user: TestUser, firm?: BookingFirm): Promise<Booking> =>
  tableBookingOf(user, firm ?? null, {
    customer_name: 'Kim Kollega',
    booking_date: '3697-03-12',
    booking_time: `${String(hour++).padStart(2, '0')}:00`,
    payment_method: 'cash',
    payment_status: 'paid',
  });

const { terms, pageNamesBusiness } = propertyPageCalls(call, team);

describe("the firm's default for its property pages", () => {
  it("is a setting of the firm's administrators only", async () => {
    await expectSettingOfAdministrators(call, team, {
      valid: { property_branded: false },
      wrong: { property_branded: 'nej' },
      refusal: 'Vælg, om ejendomssiderne skal vise fotografens navn og link.',
    });
    expect((await getFirm(team.firmId))?.property_branded).toBeUndefined();

    const saved = await call(team.boss, 'PUT', '/api/me/firm/settings', {
      property_branded: false,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ firm: { firm: { property_branded: false } } });
    // The other setting is left as it was.
    expect((await getFirm(team.firmId))?.delivery_copies).toBeUndefined();
  });

  it("makes the firm's bookings' pages unbranded until the owner chooses for a delivery", async () => {
    const booking = await bookingOf(team.colleague, team.frozen);
    const made = await terms(booking.id, { link: 'new' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({ branded: false, firm_branded: false });
    expect(await pageNamesBusiness(made.body.url)).toBe(false);

    // The owner's own choice for this delivery wins over the firm's default.
    const chosen = await terms(booking.id, { branded: true });
    expect(chosen.body).toMatchObject({ branded: true, firm_branded: false });
    expect(await pageNamesBusiness(chosen.body.url)).toBe(true);
    // And stays the delivery's when the firm changes its default again.
    await call(team.boss, 'PUT', '/api/me/firm/settings', { property_branded: true });
    await call(team.boss, 'PUT', '/api/me/firm/settings', { property_branded: false });
    const renewed = await terms(booking.id, { link: 'new' });
    expect(renewed.body).toMatchObject({ branded: true });
    expect(await pageNamesBusiness(renewed.body.url)).toBe(true);
  });

  it("leaves a private booking's page branded", async () => {
    const booking = await bookingOf(team.colleague);
    const made = await terms(booking.id, { link: 'new' });
    expect(made.body).toMatchObject({ branded: true, firm_branded: null });
    expect(await pageNamesBusiness(made.body.url)).toBe(true);
  });
});
