/**
 * The owner moves and cancels any booking (issue 28) through the twin's gateway, the real
 * handlers, DynamoDB Local, the mailbox and the fake Stripe: inside the cut-off and inside
 * the minimum notice, but only to a time the shoot can take (free, scheduled, daylight); a
 * paid card booking cancelled by the owner is refunded by the Stripe stand-in and the
 * customer is mailed the refund; a move mails the customer the new calendar file. A
 * customer's own move or cancel mails every admin. 'Gennemfør' waits for the shoot.
 *
 * The slot rules run with a clock in January 3730 (vi.mock below), a year no other file books
 * in, under a business with a 24-hour notice and daylight only (saved here, the integration
 * setup's put back afterwards).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tokenCall } from '@tests/integration/gateway-call';
import type { Availability } from '@shared/api/availability';
import type { BookingChangeResult } from '@shared/api/booking-changes';
import type { Booking } from '@shared/api/entities';
import { formatDateAtTime } from '@shared/domain/danish-format';
import { mailTo } from '@tests/support/mailbox-wait';
import { anyHourBusinessSettings } from '@tests/support/business-settings';
import { cashBookingOf, openDay } from '@tests/support/booking-fixtures';
import { bookingAboutHoursAhead } from '@tests/support/booking-soon';
import { startPaymentsTestBed, type PaymentsTestBed } from '@tests/support/payments-test-bed';
import { uniqueId, waitFor } from '@tests/support/table-data';
import { createTestUser, type TestUser } from '@tests/integration/users';
import { addCredits, getProfile } from '@functions/stores/profiles';
import { saveBusinessSettings } from '@functions/stores/business-settings';
import { startBookingCheckout } from '@functions/capabilities/payments/booking-checkout';
import { getBooking } from '@functions/stores/booking/booking-items';
import { completed as completeBooking } from '@functions/stores/booking/booking-changes';
import { getSlotLock } from '@functions/stores/slot-locks';

const clock = vi.hoisted(() => ({ now: new Date('3730-01-05T07:00:00Z') }));
vi.mock('./slot-availability', async (importOriginal) =>
  (await import('@tests/support/slot-clock')).slotRulesOnClock(importOriginal, clock, {
    window: true,
  }),
);

let bed: PaymentsTestBed;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  bed = await startPaymentsTestBed();
  [admin, customer] = await Promise.all([
    createTestUser({ admin: true }),
    createTestUser(),
    ...['3730-01-05', '3730-01-06', '3730-01-07', '3730-01-08'].map(openDay),
  ]);
  await saveBusinessSettings({
    ...anyHourBusinessSettings,
    min_notice_hours: 24,
    allow_after_sunset: false,
  });
});
afterAll(async () => {
  await saveBusinessSettings(anyHourBusinessSettings);
  await bed?.close();
});

type Answer = BookingChangeResult & { error?: string };

const call = <T = Answer>(method: string, path: string, token: string, body?: unknown) =>
  tokenCall<T>(bed.api.url, method, path, token, body);

const slot = (date: string, time: string) => ({ booking_date: date, booking_time: time });
const ownerMove = (id: string, date: string, time: string, token = admin.accessToken) =>
  call('POST', `/api/admin/bookings/${id}/reschedule`, token, slot(date, time));
const ownerCancel = (id: string, token = admin.accessToken) =>
  call('POST', `/api/admin/bookings/${id}/cancel`, token);
const customerMove = (id: string, date: string, time: string) =>
  call('POST', `/api/me/bookings/${id}/reschedule`, customer.accessToken, slot(date, time));
const customerCancel = (id: string) =>
  call('POST', `/api/me/bookings/${id}/cancel`, customer.accessToken);

const cashBooking = (date: string, time: string, fields: Partial<Booking> = {}) =>
  cashBookingOf(customer, date, time, {
    customer_name: 'Jens Hansen',
    customer_phone: '+45 12 34 56 78',
    ...fields,
  });

describe('the owner moves a booking', () => {
  it('inside the minimum notice, where the customer may not; the customer is mailed the new calendar file', async () => {
    clock.now = new Date('3730-01-05T07:00:00Z'); // 08:00 in Copenhagen
    const booking = await cashBooking('3730-01-05', '14:00');

    // 09:00 today is inside the 24-hour notice: refused to the customer.
    const refused = await customerMove(booking.id, '3730-01-05', '09:00');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      'Optagelser skal bookes mindst 24 timer før. Vælg et senere tidspunkt.',
    );

    const { status, body } = await ownerMove(booking.id, '3730-01-05', '09:00');
    expect(status, body.error).toBe(200);
    expect(body.message).toBe(
      'Bookingen er flyttet til torsdag d. 5. januar 3730 kl. 09:00. Kunden har fået en mail med den nye kalenderfil.',
    );
    expect(body.booking).toMatchObject({
      booking_time: '09:00',
      rescheduled_from: { date: '3730-01-05', time: '14:00' },
      calendar_sequence: 1,
    });
    expect(await getSlotLock('3730-01-05', '14:00')).toBeUndefined();
    expect((await getSlotLock('3730-01-05', '09:00'))?.booking_id).toBe(booking.id);

    const mail = await mailTo(customer.email, 'Vi har flyttet din booking', 'kl. 09:00');
    expect(mail.text).toContain(
      `Vi har flyttet din booking af ${booking.product_name} til ${formatDateAtTime('3730-01-05', '09:00')}.`,
    );
    expect(mail.attachments).toEqual([
      expect.objectContaining({ filename: 'booking.ics', contentType: 'text/calendar' }),
    ]);
  });

  it('inside the cut-off, where the customer may not move it', async () => {
    clock.now = new Date('3730-01-05T07:00:00Z');
    // About 30 hours from now (real time): inside the 48-hour cut-off.
    const soon = await bookingAboutHoursAhead(30, {
      user_id: customer.sub,
      user_email: customer.email,
      payment_method: 'cash',
      payment_status: 'awaiting_payment',
    });
    const refused = await customerMove(soon.id, '3730-01-05', '10:00');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/^Bookingen kan ikke længere flyttes eller aflyses/);

    const moved = await ownerMove(soon.id, '3730-01-05', '10:00');
    expect(moved.status, moved.body.error).toBe(200);
    expect(await getSlotLock(soon.booking_date, soon.booking_time)).toBeUndefined();
    expect((await getSlotLock('3730-01-05', '10:00'))?.booking_id).toBe(soon.id);
  });

  it('only to a time the shoot can take, and not a completed, cancelled or paying booking', async () => {
    clock.now = new Date('3730-01-05T07:00:00Z');
    const [booking, other] = await Promise.all([
      cashBooking('3730-01-06', '10:00'),
      cashBooking('3730-01-06', '11:00'),
    ]);
    const afterDark = await ownerMove(booking.id, '3730-01-06', '17:00');
    expect([afterDark.status, afterDark.body.error]).toEqual([
      409,
      'Optagelsen skal ligge i dagslys på adressen, mellem solopgang og solnedgang. Vælg et andet tidspunkt.',
    ]);
    const taken = await ownerMove(booking.id, '3730-01-06', '11:00');
    expect([taken.status, taken.body.error]).toEqual([
      409,
      'Dette tidspunkt er desværre ikke længere ledigt',
    ]);
    const same = await ownerMove(booking.id, '3730-01-06', '10:00');
    expect([same.status, same.body.error]).toEqual([
      400,
      'Vælg et andet tidspunkt end det nuværende.',
    ]);
    expect((await getSlotLock('3730-01-06', '11:00'))?.booking_id).toBe(other.id);

    const done = await cashBooking('3730-01-06', '12:00', { payment_status: 'paid' });
    await completeBooking(done.id);
    const completed = await ownerMove(done.id, '3730-01-06', '13:00');
    expect([completed.status, completed.body.error]).toEqual([
      409,
      'Optagelsen er gennemført og kan ikke ændres.',
    ]);
    const paying = await cashBooking('3730-01-06', '12:30', {
      payment_method: 'card',
      payment_status: 'pending',
    });
    for (const answer of [
      await ownerMove(paying.id, '3730-01-06', '13:30'),
      await ownerCancel(paying.id),
    ]) {
      expect([answer.status, answer.body.error]).toEqual([
        409,
        'Kunden er ved at betale med kort. Vent, til betalingen er gennemført eller udløbet (højst 30 minutter).',
      ]);
    }
    expect((await getBooking(paying.id))?.cancelled_at ?? null).toBeNull();

    const unknown = await ownerMove(uniqueId('x'), '3730-01-06', '13:00');
    expect([unknown.status, unknown.body.error]).toEqual([404, 'Bookingen blev ikke fundet']);
  });

  it('is for admins only', async () => {
    const booking = await cashBooking('3730-01-06', '13:00');
    const token = customer.accessToken;
    expect((await ownerMove(booking.id, '3730-01-06', '14:00', token)).status).toBe(403);
    expect((await ownerCancel(booking.id, token)).status).toBe(403);
    const slots = await call('GET', `/api/admin/bookings/${booking.id}/free-slots`, token);
    expect(slots.status).toBe(403);
    expect((await getBooking(booking.id))?.booking_time).toBe('13:00');
  });

  it("offers times inside the notice and the booking's own, not taken ones or after dark", async () => {
    clock.now = new Date('3730-01-08T07:00:00Z'); // 08:00 on the day itself
    const booking = await cashBooking('3730-01-08', '12:00', { duration_minutes: 60 });
    await cashBooking('3730-01-08', '10:00');
    const { status, body } = await call<Availability>(
      'GET',
      `/api/admin/bookings/${booking.id}/free-slots`,
      admin.accessToken,
    );
    expect(status).toBe(200);
    expect(body.rules).toMatchObject({ duration_minutes: 60, min_notice_hours: 0 });
    const times = body.days.find((day) => day.date === '3730-01-08')?.slots.map((s) => s.time);
    expect(times).toEqual(expect.arrayContaining(['09:00', '11:00', '11:30', '12:00', '12:30']));
    expect(times).not.toContain('10:00');
    expect(times).not.toContain('09:30'); // would run into 10:00
    expect(times).not.toContain('16:00'); // after sunset in January
  });
});

describe('the owner cancels a booking', () => {
  it('a paid card booking inside the cut-off: refunded by Stripe, the customer mailed the refund', async () => {
    const booking = await bookingAboutHoursAhead(20, {
      user_id: customer.sub,
      user_email: customer.email,
      price: 1499,
      original_price: 1499,
    });
    const checkout = await startBookingCheckout(booking);
    expect((await bed.pressCheckout(checkout.sessionId, 'pay')).status).toBe(303);
    expect((await getBooking(booking.id))?.payment_status).toBe('paid');
    expect((await customerCancel(booking.id)).status).toBe(409);

    const { status, body } = await ownerCancel(booking.id);
    expect(status, body.error).toBe(200);
    expect(body.message).toBe(
      'Bookingen er aflyst. 1.499 kr bliver refunderet til kundens kort. Kunden har fået en mail om aflysningen.',
    );
    expect(body.booking.cancelled_at).toBeTruthy();
    expect(await getSlotLock(booking.booking_date, booking.booking_time)).toBeUndefined();
    await bed.fake.idle();
    const refunded = await waitFor(
      () => getBooking(booking.id),
      (b) => b?.refund?.status === 'refunded',
    );
    expect(refunded?.refund).toMatchObject({ status: 'refunded', amount: 1499 });
    const session = bed.fake.sessions.get(checkout.sessionId);
    const refunds = bed.fake.payments
      .list()
      .filter((r) => r.payment_intent === session.payment_intent);
    expect(refunds.map((r) => r.amount)).toEqual([149_900]);

    const mail = await mailTo(customer.email, 'Vi har aflyst din booking', '1.499 kr');
    expect(mail.text).toContain('Vi har desværre måttet aflyse din booking af');
    expect(mail.text).toContain(
      'Vi refunderer 1.499 kr til dit kort. Det kan tage nogle dage, før beløbet står på din konto.',
    );
    expect(mail.attachments[0]).toMatchObject({
      filename: 'booking.ics',
      contentType: 'text/calendar; method=CANCEL',
    });

    const again = await ownerCancel(booking.id);
    expect([again.status, again.body.error]).toEqual([409, 'Bookingen er allerede aflyst.']);
  });

  it('a booking paid with credits: the credits go back, and the mail says so', async () => {
    clock.now = new Date('3730-01-05T07:00:00Z');
    await addCredits(customer.sub, 249);
    const before = (await getProfile(customer.sub))?.credits ?? 0;
    const booking = await cashBooking('3730-01-07', '09:30', {
      payment_method: 'credits',
      payment_status: 'paid',
      price: 0,
      credits_used: 249,
    });
    expect((await getProfile(customer.sub))?.credits).toBe(before - 249);
    const { status, body } = await ownerCancel(booking.id);
    expect(status, body.error).toBe(200);
    expect(body.message).toBe('Bookingen er aflyst. Kunden har fået en mail om aflysningen.');
    expect((await getProfile(customer.sub))?.credits).toBe(before);
    const mail = await mailTo(customer.email, 'Vi har aflyst din booking', '249 credits');
    expect(mail.text).toContain('Dine 249 credits er givet tilbage.');
  });
});

describe("the owner hears of a customer's change", () => {
  it('a move and a cancel mail every admin: name, phone, old and new time, address', async () => {
    clock.now = new Date('3730-01-05T07:00:00Z');
    const booking = await cashBooking('3730-01-07', '10:00', {
      customer_name: `Kunde ${uniqueId('k').slice(0, 10)}`,
    });
    const moved = await customerMove(booking.id, '3730-01-07', '11:00');
    expect(moved.status, moved.body.error).toBe(200);
    const notice = await mailTo(
      admin.email,
      'Booking flyttet af kunden',
      booking.customer_name ?? '',
    );
    expect(notice.text).toContain(
      `${booking.customer_name} har flyttet sin booking af ${booking.product_name} fra ${formatDateAtTime('3730-01-07', '10:00')} til ${formatDateAtTime('3730-01-07', '11:00')}.`,
    );
    expect(notice.text).toContain('Mobilnummer: +45 12 34 56 78');
    expect(notice.text).toContain(
      `Tidligere tidspunkt: ${formatDateAtTime('3730-01-07', '10:00')}`,
    );
    expect(notice.text).toContain(`Nyt tidspunkt: ${formatDateAtTime('3730-01-07', '11:00')}`);
    expect(notice.text).toContain(`Adresse: ${booking.address}`);
    expect(notice.html).toContain('href="tel:+4512345678"');

    const cancelled = await customerCancel(booking.id);
    expect(cancelled.status, cancelled.body.error).toBe(200);
    const cancelNotice = await mailTo(
      admin.email,
      'Booking aflyst af kunden',
      booking.customer_name ?? '',
    );
    expect(cancelNotice.text).toContain('Tidspunktet er frigivet.');
    expect(cancelNotice.text).toContain(`Tidspunkt: ${formatDateAtTime('3730-01-07', '11:00')}`);
  });
});

describe("'Gennemfør'", () => {
  it('is refused before the shoot has started and allowed once it has', async () => {
    const coming = await cashBooking('3730-01-07', '12:00', { payment_status: 'paid' });
    const early = await call<Booking>(
      'POST',
      `/api/admin/bookings/${coming.id}/complete`,
      admin.accessToken,
    );
    expect([early.status, early.body.error]).toEqual([
      409,
      'Optagelsen kan først markeres som gennemført, når den er gået i gang (lørdag d. 7. januar 3730 kl. 12:00).',
    ]);
    expect((await getBooking(coming.id))?.is_completed).toBe(false);

    const shot = await cashBooking('1730-01-07', '12:00', { payment_status: 'paid' });
    const done = await call<Booking>(
      'POST',
      `/api/admin/bookings/${shot.id}/complete`,
      admin.accessToken,
    );
    expect([done.status, done.body.is_completed]).toEqual([200, true]);
  });
});
