/**
 * 'Bed om ny tid' (issue 44, decision 0039) through the twin's gateway, the real handlers,
 * DynamoDB Local, the outbox and mailbox and the fake Stripe: the owner asks a day's customers
 * (a card booking paid, a cash one; a card checkout still open is left out); the customer's
 * signed link shows the request; a forged or expired link gets a Danish message; a time taken
 * meanwhile is refused and the choice stays open; a new time moves the booking (the calendar
 * file mailed) once; a cancel refunds the card and issues the credit note; a second answer is
 * refused kindly; a move by another route (the owner's, the customer's own) closes an open
 * request, and its link then says the booking was already moved; the reminder goes once, a
 * day after, whatever the shoot's date.
 *
 * The slot rules run with a clock in January 3745 (vi.mock below), a year no other file books in.
 */
import { beforeAll, afterAll, describe, expect, it, vi } from 'vitest';
import type { BookingChangeResult } from '@shared/api/booking-changes';
import type { Booking } from '@shared/api/entities';
import type { RescheduleAskResult, RescheduleRequestView } from '@shared/api/reschedule-requests';
import { newRescheduleRequest } from '@shared/domain/booking-lifecycle/reschedule-request';
import { isPaid } from '@shared/domain/booking-lifecycle/money';
import { mailTo } from '@tests/support/mailbox-wait';
import { gatewayCall } from '@tests/integration/gateway-call';
import { anyHourBusinessSettings } from '@tests/support/business-settings';
import { cashBookingOf, openDay } from '@tests/support/booking-fixtures';
import { startPaymentsTestBed, type PaymentsTestBed } from '@tests/support/payments-test-bed';
import { waitFor } from '@tests/support/table-data';
import { createTestUser, type TestUser } from '@tests/integration/users';
import { saveBusinessSettings } from '@functions/stores/business-settings';
import { startBookingCheckout } from '@functions/capabilities/payments/booking-checkout';
import { getBooking } from '@functions/stores/booking/booking-items';
import { rescheduleRequested } from '@functions/stores/booking/booking-changes';
import { getSlotLock } from '@functions/stores/slot-locks';
import { rescheduleRequestLink } from '@functions/capabilities/links/link-signing';
import { remindRescheduleRequests } from './reschedule-requests';
import type { ShootRequest } from './slot-availability';

const clock = vi.hoisted(() => ({ now: new Date('3745-01-05T07:00:00Z') }));
vi.mock('./slot-availability', async (importOriginal) => {
  const real = await importOriginal<typeof import('./slot-availability')>();
  return {
    ...real,
    decideShoot: (request: ShootRequest) => real.decideShoot({ ...request, now: clock.now }),
  };
});

let bed: PaymentsTestBed;
let admin: TestUser;
let customer: TestUser;
const day = '3745-01-08';

beforeAll(async () => {
  bed = await startPaymentsTestBed();
  [admin, customer] = await Promise.all([
    createTestUser({ admin: true }),
    createTestUser(),
    ...['3745-01-07', day, '3745-01-09'].map(openDay),
  ]);
  await saveBusinessSettings(anyHourBusinessSettings);
});
afterAll(async () => {
  await bed?.close();
});

const call = <T>(method: string, path: string, body?: unknown, as?: TestUser) =>
  gatewayCall<T>(bed.api.url, method, path, as, body);

const ask = (body: Record<string, unknown>) =>
  call<RescheduleAskResult>('POST', '/api/admin/reschedule-requests', body, admin);

/** The link's query of the booking's current request, as the mail carries it. */
async function linkOf(id: string): Promise<string> {
  const booking = await getBooking(id);
  const { expires, sig } = rescheduleRequestLink(id, booking!.reschedule_request!.expires_at);
  return `expires=${expires}&sig=${encodeURIComponent(sig)}`;
}
const view = async (id: string, query?: string) =>
  call<RescheduleRequestView>(
    'GET',
    `/api/reschedule-requests/${id}?${query ?? (await linkOf(id))}`,
  );
const move = async (id: string, date: string, time: string) =>
  call<BookingChangeResult>('POST', `/api/reschedule-requests/${id}/move?${await linkOf(id)}`, {
    booking_date: date,
    booking_time: time,
  });
/** Asked for a new time by the owner, for one booking; refused unless it answers 200. */
async function askOne(id: string, reason: string): Promise<void> {
  const answer = await ask({ reason, booking_id: id });
  expect(answer.status, answer.body.error).toBe(200);
}
/** The owner's own 'Flyt' of a booking. */
const ownerMove = (id: string, date: string, time: string) =>
  call<BookingChangeResult>(
    'POST',
    `/api/admin/bookings/${id}/reschedule`,
    { booking_date: date, booking_time: time },
    admin,
  );
const cancel = async (id: string) =>
  call<BookingChangeResult>('POST', `/api/reschedule-requests/${id}/cancel?${await linkOf(id)}`);

const booking = (date: string, time: string, fields: Partial<Booking> = {}) =>
  cashBookingOf(customer, date, time, fields);

async function paidCardBooking(date: string, time: string): Promise<Booking> {
  const made = await booking(date, time, { payment_method: 'card', payment_status: 'pending' });
  const checkout = await startBookingCheckout(made);
  expect((await bed.pressCheckout(checkout.sessionId, 'pay')).status).toBe(303);
  return (await waitFor(
    () => getBooking(made.id),
    (b) => Boolean(b && isPaid(b) && typeof b.receipt_number === 'number'),
  ))!;
}

const mailToCustomer = (subject: string, mentions = '') =>
  mailTo(customer.email, subject, mentions);

describe("'Bed om ny tid' for a day", () => {
  let card: Booking;
  let cash: Booking;

  it('asks every booking of the day that will be flown, card and cash alike, and mails each', async () => {
    card = await paidCardBooking(day, '09:00');
    cash = await booking(day, '11:00');
    const paying = await booking(day, '13:00', {
      payment_method: 'card',
      payment_status: 'pending',
    });
    await startBookingCheckout(paying);

    const refused = await ask({ reason: '   ', date: day });
    expect([refused.status, refused.body.error]).toEqual([
      400,
      'Skriv en kort begrundelse til kunden',
    ]);
    const tooLong = await ask({ reason: 'x'.repeat(301), date: day });
    expect([tooLong.status, tooLong.body.error]).toEqual([
      400,
      'Begrundelsen må højst være 300 tegn',
    ]);
    const neither = await ask({ reason: 'Blæst' });
    expect(neither.status).toBe(400);

    const asked = await ask({ reason: 'Blæst over 12 m/s', date: day });
    expect(asked.status, asked.body.error).toBe(200);
    expect(asked.body.asked.map((b) => b.id).sort()).toEqual([card.id, cash.id].sort());
    expect(asked.body.skipped).toBe(1);
    expect(asked.body.message).toMatch(/^2 kunder har fået en mail om at vælge en ny tid\./);
    const mail = await mailToCustomer('Vælg en ny tid til din', 'Blæst over 12 m/s');
    expect(mail.text).toContain('/new-time?booking=');

    // Asked, the booking keeps its slot; asking again waits for the answer.
    expect((await getSlotLock(day, '11:00'))?.booking_id).toBe(cash.id);
    const again = await ask({ reason: 'Blæst', booking_id: cash.id });
    expect([again.status, again.body.error]).toEqual([
      409,
      'Kunden er allerede bedt om en ny tid og har ikke svaret endnu.',
    ]);
    const shown = await view(cash.id);
    expect(shown.status).toBe(200);
    expect(shown.body.request.reason).toBe('Blæst over 12 m/s');
  });

  it('refuses a forged link; a taken time leaves the choice open; a new time moves the booking once', async () => {
    const forged = await view(cash.id, 'expires=99999999999&sig=forfalsket');
    expect([forged.status, forged.body.error]).toEqual([
      404,
      'Linket er ugyldigt. Brug linket i den seneste mail fra os, eller kontakt os.',
    ]);
    const taken = await move(cash.id, day, '09:00');
    expect([taken.status, taken.body.error]).toEqual([
      409,
      'Tidspunktet blev taget, mens du valgte. Vælg et andet tidspunkt.',
    ]);
    expect((await getBooking(cash.id))?.reschedule_request?.answer).toBeUndefined();

    const moved = await move(cash.id, '3745-01-09', '10:00');
    expect(moved.status, moved.body.error).toBe(200);
    expect(moved.body.booking).toMatchObject({
      booking_date: '3745-01-09',
      booking_time: '10:00',
      reschedule_request: { answer: { kind: 'moved', date: '3745-01-09', time: '10:00' } },
    });
    expect(await getSlotLock(day, '11:00')).toBeUndefined();
    const mail = await mailToCustomer('Booking flyttet', 'kl. 10:00');
    expect(mail.attachments[0]).toMatchObject({ filename: 'booking.ics' });

    const twice = await cancel(cash.id);
    expect(twice.status).toBe(409);
    expect(twice.body.error).toMatch(/^Du har allerede svaret\. Tak! Din booking er flyttet til/);
  });

  it('a cancel refunds the card in full and issues the credit note', async () => {
    const cancelled = await cancel(card.id);
    expect(cancelled.status, cancelled.body.error).toBe(200);
    expect(cancelled.body.message).toBe(
      'Din booking er aflyst. Beløbet bliver refunderet til dit kort.',
    );
    await bed.fake.idle();
    const refunded = await waitFor(
      () => getBooking(card.id),
      (b) => b?.refund?.status === 'refunded' && (b.credit_note_numbers?.length ?? 0) === 1,
    );
    expect(refunded?.refund?.amount).toBe(card.price);
    expect(refunded?.reschedule_request?.answer?.kind).toBe('cancelled');
    const again = await cancel(card.id);
    expect([again.status, again.body.error]).toEqual([
      409,
      'Du har allerede svaret. Tak! Din booking er aflyst.',
    ]);
  });
});

describe('a move by another route closes an open request', () => {
  it("the owner's move and the customer's own move each close the request; the link says it was moved", async () => {
    const byOwner = await booking('3745-01-09', '13:00');
    const byCustomer = await booking('3745-01-09', '15:00');
    for (const asked of [byOwner, byCustomer]) await askOne(asked.id, 'Luftrummet er lukket');

    const owners = await ownerMove(byOwner.id, '3745-01-07', '13:00');
    expect(owners.status, owners.body.error).toBe(200);
    expect(owners.body.booking.reschedule_request?.answer).toMatchObject({
      kind: 'moved',
      moved_by: 'owner',
      date: '3745-01-07',
      time: '13:00',
    });
    const customers = await call<BookingChangeResult>(
      'POST',
      `/api/me/bookings/${byCustomer.id}/reschedule`,
      { booking_date: '3745-01-07', booking_time: '15:00' },
      customer,
    );
    expect(customers.status, customers.body.error).toBe(200);
    expect((await getBooking(byCustomer.id))?.reschedule_request?.answer).toMatchObject({
      kind: 'moved',
      moved_by: 'customer',
    });

    for (const [moved, time] of [
      [byOwner, '13:00'],
      [byCustomer, '15:00'],
    ] as const) {
      const said = `Bookingen er allerede flyttet til torsdag d. 7. januar 3745 kl. ${time}, så du skal ikke vælge en ny tid. Kontakt os, hvis tiden ikke passer dig.`;
      const chosen = await move(moved.id, '3745-01-09', '16:00');
      expect([chosen.status, chosen.body.error]).toEqual([409, said]);
      const cancelled = await cancel(moved.id);
      expect([cancelled.status, cancelled.body.error]).toEqual([409, said]);
      // The page still shows the request, now closed; nothing to remind; asking again works.
      const shown = await view(moved.id);
      expect(shown.status).toBe(200);
      expect(shown.body.request.answer?.moved_by).toBeDefined();
    }
    expect((await getBooking(byOwner.id))?.cancelled_at).toBeFalsy();
    expect(await remindRescheduleRequests(new Date('3745-01-07T08:00:00Z'))).toBe(0);
    const again = await ask({ reason: 'Blæst', booking_id: byOwner.id });
    expect(again.status, again.body.error).toBe(200);
  });
});

describe('the link expires, and the reminder goes once a day after', () => {
  it('answers an expired link in Danish, and reminds an unanswered request once', async () => {
    const old = await booking('3745-01-07', '09:00');
    await rescheduleRequested(
      old,
      newRescheduleRequest('Sygdom', new Date(Date.now() - 8 * 86_400_000)),
      [],
    );
    const expired = await view(old.id);
    expect([expired.status, expired.body.error]).toEqual([
      410,
      'Linket er udløbet. Kontakt os, så finder vi en ny tid sammen.',
    ]);

    const waiting = await booking('3745-01-07', '11:00');
    // Asked in the test's year; the reminder's run looks at the days around its own clock.
    const askedAt = new Date('3745-01-05T07:00:00Z');
    await rescheduleRequested(waiting, newRescheduleRequest('Luftrummet er lukket', askedAt), []);
    const run = (hours: number) =>
      remindRescheduleRequests(new Date(askedAt.getTime() + hours * 3_600_000));
    expect(await run(23)).toBe(0);
    expect(await run(25)).toBe(1);
    expect((await getBooking(waiting.id))?.reschedule_request?.reminded_at).toBeTruthy();
    expect(await run(26)).toBe(0);
    await mailToCustomer('Påmindelse: vælg en ny tid', 'Luftrummet er lukket');
  });

  it('reminds a request on a shoot far ahead, whatever its date, once', async () => {
    // Asked through the owner's route now; the shoot lies 1,700 years ahead.
    const far = await booking('3745-01-07', '13:30');
    await askOne(far.id, 'Tilladelsen er afvist');
    const askedAt = Date.parse((await getBooking(far.id))!.reschedule_request!.requested_at);
    const run = (hours: number) => remindRescheduleRequests(new Date(askedAt + hours * 3_600_000));
    const remindedAt = async () => (await getBooking(far.id))?.reschedule_request?.reminded_at;
    await run(23);
    expect(await remindedAt()).toBeUndefined();
    expect(await run(25)).toBeGreaterThanOrEqual(1);
    const reminded = await remindedAt();
    expect(reminded).toBeTruthy();
    await run(26);
    expect(await remindedAt()).toBe(reminded);
    await mailToCustomer('Påmindelse: vælg en ny tid', 'Tilladelsen er afvist');
  });

  it('forgets the reminder of a request answered or closed before it was due', async () => {
    const moved = await booking('3745-01-07', '16:00');
    await askOne(moved.id, 'Sygdom i dag');
    const closing = await ownerMove(moved.id, '3745-01-07', '17:00');
    expect(closing.status, closing.body.error).toBe(200);
    const askedAt = Date.parse((await getBooking(moved.id))!.reschedule_request!.requested_at);
    expect(await remindRescheduleRequests(new Date(askedAt + 25 * 3_600_000))).toBe(0);
    expect((await getBooking(moved.id))?.reschedule_request?.reminded_at).toBeUndefined();
  });
});
