/**
 * The owner's calendar feed (issue 44, decision 0038), through the twin's gateway and parsed
 * by a real iCalendar library (ical.js): one event per booking that will be flown, in
 * Europe/Copenhagen with its VTIMEZONE, the drive to a shoot before it, a cancelled booking as
 * a cancelled event, nothing for an unpaid card checkout; a change in the very next read (kept
 * at most 60 seconds); renewing the address makes the old
 * one answer 404. Dates in the year 3733, which no other file books in.
 */
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeedAddress } from '@shared/api/calendar-feed';
import { bookingInput, uniqueId } from '@tests/support/table-data';
import { openDay } from '@tests/support/booking-fixtures';
import { useTestGateway } from '@tests/integration/gateway';
import { createTestUser, type TestUser } from '@tests/integration/users';
import { cancelBooking, createBooking } from '@functions/stores/booking/booking-days';

const date = '3733-07-01';
const api = useTestGateway();
let admin: TestUser;

beforeAll(async () => {
  admin = await createTestUser({ admin: true });
  await openDay(date);
});

async function renew(): Promise<CalendarFeedAddress> {
  const answer = await fetch(`${api.url}/api/admin/calendar-feed`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.accessToken}` },
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as CalendarFeedAddress;
}

/** The feed at the twin's address (the answer names the site's own). */
const feedAt = (address: CalendarFeedAddress) =>
  fetch(`${api.url}${new URL(address.https_url).pathname}`);

function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar;
}

describe("the owner's calendar feed", () => {
  it('shows the bookings that will be flown, a cancelled one as cancelled, in Copenhagen time', async () => {
    const customer = uniqueId('feed');
    const near = { shoot_lat: 55.6761, shoot_lon: 12.5683 };
    const cash = await createBooking(
      bookingInput({
        user_id: customer,
        booking_date: date,
        booking_time: '10:00',
        payment_status: 'awaiting_payment',
        payment_method: 'cash',
        customer_name: 'Jens Hansen',
        customer_phone: '+45 12 34 56 78',
        access_notes: 'Nøglen ligger under måtten',
        ...near,
      }),
    );
    const paid = await createBooking(
      bookingInput({
        user_id: customer,
        booking_date: date,
        booking_time: '14:00',
        payment_status: 'paid',
        address: 'Strøget 10, 1160 København K',
        shoot_lat: 55.6786,
        shoot_lon: 12.5747,
      }),
    );
    const checkout = await createBooking(
      bookingInput({ user_id: customer, booking_date: date, booking_time: '16:00' }),
    );
    const gone = await createBooking(
      bookingInput({
        user_id: customer,
        booking_date: date,
        booking_time: '18:00',
        payment_status: 'paid',
      }),
    );
    await cancelBooking(gone, null);

    const address = await renew();
    expect(address.webcal_url).toBe(address.https_url.replace(/^https?:/, 'webcal:'));
    expect(address.https_url).toMatch(/\/api\/calendar-feed\/[\w-]{43}\.ics$/);
    const answer = await feedAt(address);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('private, max-age=60');
    const calendar = parsed(await answer.text());

    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(
      'Europe/Copenhagen',
    );
    const events = calendar
      .getAllSubcomponents('vevent')
      .map((component) => new ICAL.Event(component));
    const eventOf = (id: string) => events.filter((event) => event.uid.includes(id));
    expect(eventOf(checkout.id)).toHaveLength(0);
    const [cashEvent] = eventOf(cash.id);
    const [paidEvent] = eventOf(paid.id);
    const [goneEvent] = eventOf(gone.id);
    expect([cashEvent, paidEvent, goneEvent].every(Boolean)).toBe(true);

    // 10:00 in Copenhagen in July is 08:00 UTC; no base, so no drive to the first shoot.
    expect(cashEvent!.startDate.zone?.tzid).toBe('Europe/Copenhagen');
    expect(cashEvent!.startDate.toJSDate().toISOString()).toBe('3733-07-01T08:00:00.000Z');
    expect(cashEvent!.endDate.toJSDate().toISOString()).toBe('3733-07-01T08:30:00.000Z');
    expect(cashEvent!.location).toBe(cash.address);
    expect(cashEvent!.summary).toBe(`Dronefoto af bolig · B-${cash.booking_number}`);
    expect(cashEvent!.description).toContain('Kunde: Jens Hansen');
    expect(cashEvent!.description).toContain('tel:+4512345678');
    expect(cashEvent!.description).toContain('Adgangsforhold: Nøglen ligger under måtten');
    expect(cashEvent!.description).toContain('Betaling: Afventer betaling · kontant');
    expect(cashEvent!.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(cashEvent!.component.getFirstPropertyValue('url')).toContain(
      `/admin?tab=bookinger&booking=B-${cash.booking_number}`,
    );

    // The drive from the 10:00 shoot starts the 14:00 event earlier than the shoot.
    const drive = /Kørsel før: (\d+) min\./.exec(paidEvent!.description)?.[1];
    expect(Number(drive)).toBeGreaterThan(0);
    expect(paidEvent!.startDate.toJSDate().getTime()).toBe(
      Date.parse('3733-07-01T12:00:00Z') - Number(drive) * 60_000,
    );
    expect(paidEvent!.description).toContain('Optagelse kl. 14:00–14:30');

    expect(goneEvent!.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(goneEvent!.sequence).toBe(1);

    // Built on each request, kept at most 60 seconds: a change is in the very next read.
    const later = await createBooking(
      bookingInput({
        user_id: customer,
        booking_date: date,
        booking_time: '12:00',
        payment_status: 'paid',
      }),
    );
    await cancelBooking(cash, null);
    const again = parsed(await (await feedAt(address)).text())
      .getAllSubcomponents('vevent')
      .map((component) => new ICAL.Event(component));
    expect(again.filter((event) => event.uid.includes(later.id))).toHaveLength(1);
    const [cashNow] = again.filter((event) => event.uid.includes(cash.id));
    expect(cashNow!.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('answers 404 to the old address once the owner made a new one, and to a made-up one', async () => {
    const old = await renew();
    expect((await feedAt(old)).status).toBe(200);
    const fresh = await renew();
    const gone = await feedAt(old);
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { error: string }).error).toBe(
      'Kalenderen findes ikke. Lav en ny adresse i Indstillinger.',
    );
    expect((await feedAt(fresh)).status).toBe(200);
    expect((await fetch(`${api.url}/api/calendar-feed/opdigtet.ics`)).status).toBe(404);
  });
});
