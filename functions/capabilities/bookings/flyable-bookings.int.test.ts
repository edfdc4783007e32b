/**
 * Bookable means flyable (product §4), through the bookings handler against the stand-ins,
 * the route calculator's included: a shoot's whole length held and moved as one, the notice,
 * daylight at the address, and the pilot's drive from the base and between the day's
 * addresses, settled atomically when customers book one day at the same moment.
 *
 * The clock is set to late November 3651 (vi.mock below), a year no other file books in; the
 * business's flyable rules are saved here and the integration setup's put back afterwards.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CreatedBooking } from '@shared/api/booking';
import type { Product, Zone } from '@shared/api/entities';
import { copenhagenToUtc } from '@shared/domain/copenhagen-time';
import { placeOf, placeKey, type Place } from '@shared/domain/day-route';
import { bookingTexts } from '@shared/texts/booking';
import { fillText } from '@shared/texts/fill';
import type { TestUser } from '@tests/integration/users';
import { anyHourBusinessSettings } from '@tests/support/business-settings';
import { callBookings, customer, openDay, contactDetails } from '@tests/support/booking-fixtures';
import { createProduct, deleteProduct } from '@functions/stores/products';
import { createZone, deleteZone } from '@functions/stores/zones';
import { getFlyingRules, saveBusinessSettings } from '@functions/stores/business-settings';
import { driveMinutes } from '@functions/geo/drive-times';
import { getDayRoute } from '@functions/stores/day-routes';
import { getSlotLock } from '@functions/stores/slot-locks';
import { getAvailabilityWindow } from './slot-availability';

const clock = vi.hoisted(() => ({ now: new Date('3651-11-22T08:00:00Z') }));
vi.mock('./slot-availability', async (importOriginal) =>
  (await import('@tests/support/slot-clock')).slotRulesOnClock(importOriginal, clock, {
    window: true,
  }),
);

const aarhusAddress = 'Vestergade 1, 8000 Aarhus C';
const copenhagenAddress = 'Rådhuspladsen 1, 1550 København V';
const otherCopenhagenAddress = 'Østerbrogade 10, 2100 København Ø';
const spreadAddresses = [
  aarhusAddress,
  copenhagenAddress,
  otherCopenhagenAddress,
  'Vestergade 2, 5000 Odense C',
  'Algade 3, 9000 Aalborg',
  'Torvet 4, 6700 Esbjerg',
  'Nørregade 5, 7100 Vejle',
  'Stændertorvet 6, 4000 Roskilde',
  'Stengade 7, 3000 Helsingør',
  'Søndergade 8, 8700 Horsens',
];

const hourMs = 3_600_000;
let zones: Zone[] = [];
let photo: Product;
let video: Product;

beforeAll(async () => {
  zones = await Promise.all(
    [
      ['Jylland', 56.1, 9.5],
      ['Fyn og Sjælland', 55.55, 11.6],
      ['Nordjylland', 57.05, 9.92],
    ].map(([name, lat, lon]) =>
      createZone({
        name: `${String(name)} 3651`,
        center_address: String(name),
        radius_km: 100,
        is_active: true,
        center_lat: Number(lat),
        center_lon: Number(lon),
      }),
    ),
  );
  const base = { description: '', category: 'video' as const, images: [], links: [] };
  [photo, video] = await Promise.all([
    createProduct({ ...base, name: 'Foto 30 min', price: 1000, is_editing_included: false }),
    createProduct({
      ...base,
      name: 'Video 90 min',
      price: 3000,
      is_editing_included: false,
      duration_minutes: 90,
    }),
  ]);
  await saveBusinessSettings({
    ...anyHourBusinessSettings,
    min_notice_hours: 24,
    allow_after_sunset: false,
    base_address: 'Rådhuspladsen 2, 8000 Aarhus C',
    drive_buffer_minutes: 15,
  });
});
afterAll(async () => {
  await saveBusinessSettings(anyHourBusinessSettings);
  await Promise.allSettled([
    ...zones.map((z) => deleteZone(z.id)),
    deleteProduct(photo.id),
    deleteProduct(video.id),
  ]);
});

let nextDay = 24;
/** A fresh date in late November 3651, open 08:00-20:00. */
async function openDate(): Promise<string> {
  const date = `3651-11-${String(nextDay++).padStart(2, '0')}`;
  await openDay(date);
  return date;
}

type Answer = CreatedBooking & { error?: string; message?: string };
const book = (user: TestUser, body: Record<string, unknown>) =>
  callBookings<Answer>(
    '/api/bookings',
    {
      product_id: photo.id,
      payment_method: 'cash',
      address: aarhusAddress,
      terms_accepted: true,
      ...contactDetails,
      ...body,
    },
    user.accessToken,
  );

const place = (lat: number, lon: number): Place => ({ lat, lon });
const aarhus = place(56.157, 10.211);

describe('the shoot length', () => {
  it('holds every slot of a 90-minute shoot, moves them together and frees them on cancel', async () => {
    const user = await customer();
    const date = await openDate();
    const created = await book(user, {
      product_id: video.id,
      booking_date: date,
      booking_time: '10:00',
    });
    expect(created.status).toBe(201);
    const id = created.body.booking.id;
    expect(created.body.booking.duration_minutes).toBe(90);
    for (const time of ['10:00', '10:30', '11:00'])
      expect((await getSlotLock(date, time))?.booking_id).toBe(id);
    expect(await getSlotLock(date, '11:30')).toBeUndefined();

    const taken = await book(await customer(), { booking_date: date, booking_time: '11:00' });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe(bookingTexts.slotTaken);

    // Half an hour later: 10:30 and 11:00 stay held, 10:00 is freed, 11:30 taken.
    const moved = await callBookings<Answer>(
      `/api/me/bookings/${id}/reschedule`,
      { booking_date: date, booking_time: '10:30' },
      user.accessToken,
    );
    expect(moved.status).toBe(200);
    expect(await getSlotLock(date, '10:00')).toBeUndefined();
    for (const time of ['10:30', '11:00', '11:30'])
      expect((await getSlotLock(date, time))?.booking_id).toBe(id);
    expect((await getDayRoute(date)).stops).toMatchObject([
      { booking_id: id, time: '10:30', duration_minutes: 90 },
    ]);

    const cancelled = await callBookings<Answer>(
      `/api/me/bookings/${id}/cancel`,
      {},
      user.accessToken,
    );
    expect(cancelled.status).toBe(200);
    for (const time of ['10:30', '11:00', '11:30'])
      expect(await getSlotLock(date, time)).toBeUndefined();
    expect((await getDayRoute(date)).stops).toEqual([]);
  });
});

describe('notice and daylight', () => {
  it('offers nothing sooner than the notice and nothing that ends after sunset', async () => {
    const date = await openDate();
    const availability = await getAvailabilityWindow(clock.now, {
      place: aarhus,
      durationMinutes: 30,
    });
    const earliest = clock.now.getTime() + 24 * hourMs;
    const day = availability.days.find((d) => d.date === date)!;
    expect(day.slots.length).toBeGreaterThan(0);
    for (const d of availability.days) {
      for (const slot of d.slots) {
        const start = copenhagenToUtc(d.date, slot.time)!.getTime();
        expect(start).toBeGreaterThanOrEqual(earliest);
        // HH:MM compare: the slot ends by sunset (Copenhagen wall clock, same day).
        const end = copenhagenToUtc(d.date, slot.time)!.getTime() + 30 * 60_000;
        expect(end).toBeLessThanOrEqual(copenhagenToUtc(d.date, d.sunset!)!.getTime() + 60_000);
      }
    }
    expect(day.slots.at(-1)!.time < '16:00').toBe(true);
    expect(availability.rules).toEqual({
      duration_minutes: 30,
      min_notice_hours: 24,
      daylight_only: true,
      drive_checked: true,
    });

    const refused = await book(await customer(), { booking_date: date, booking_time: '18:00' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(bookingTexts.afterDark);
    await openDay('3651-11-22');
    const soon = await book(await customer(), {
      booking_date: '3651-11-22',
      booking_time: '14:00',
    });
    expect(soon.status).toBe(409);
    expect(soon.body.error).toBe(fillText(bookingTexts.tooSoon, { hours: 24 }));

    await saveBusinessSettings({
      ...anyHourBusinessSettings,
      min_notice_hours: 24,
      allow_after_sunset: true,
      base_address: 'Rådhuspladsen 2, 8000 Aarhus C',
    });
    try {
      const evening = await getAvailabilityWindow(clock.now, { durationMinutes: 30 });
      expect(evening.days.find((d) => d.date === date)!.slots.map((s) => s.time)).toContain(
        '19:30',
      );
    } finally {
      await saveBusinessSettings({
        ...anyHourBusinessSettings,
        min_notice_hours: 24,
        allow_after_sunset: false,
        base_address: 'Rådhuspladsen 2, 8000 Aarhus C',
      });
    }
  });
});

describe('the drive', () => {
  it('keeps Aarhus times clear of the drive to and from a Copenhagen shoot at 10:00', async () => {
    const date = await openDate();
    const copenhagenBooking = await book(await customer(), {
      booking_date: date,
      booking_time: '10:00',
      address: copenhagenAddress,
    });
    // From the base in Aarhus at 08:00 the pilot reaches Copenhagen in time only if the drive
    // is short enough: the stand-in's estimate is about 2 h 40 min, so 10:00 is refused, and
    // for the drive from the base (there is no other shoot that day yet)…
    if (copenhagenBooking.status === 409) {
      expect(copenhagenBooking.body.error).toBe(bookingTexts.unreachableFromBase);
    }
    // …so the test puts the Copenhagen shoot on the route as the owner would by hand.
    const copenhagen = place(55.669, 12.548);
    const { createBooking } = await import('@functions/stores/booking/booking-days');
    const owner = await customer();
    await createBooking({
      user_id: owner.sub,
      user_email: owner.email,
      product_id: photo.id,
      product_name: photo.name,
      booking_date: date,
      booking_time: '10:00',
      address: copenhagenAddress,
      include_editing: false,
      payment_status: 'awaiting_payment',
      payment_method: 'cash',
      payment_intent_id: null,
      discount_code_id: null,
      discount_amount: 0,
      original_price: 1000,
      price: 1000,
      credits_used: 0,
      shoot_lat: copenhagen.lat,
      shoot_lon: copenhagen.lon,
    }).catch(() => undefined);

    const [toCph, fromCph] = await driveMinutes([
      [aarhus, copenhagen],
      [copenhagen, aarhus],
    ]);
    const buffer = (await getFlyingRules()).bufferMinutes;
    const startOf = (time: string) => start(date, time);
    const forAarhus = await getAvailabilityWindow(clock.now, {
      place: aarhus,
      durationMinutes: 30,
    });
    const aarhusDay = forAarhus.days.find((d) => d.date === date)!;
    expect(aarhusDay.unreachable).toBeGreaterThan(0);
    // The base is in Aarhus: what hides Aarhus times this day is the Copenhagen shoot alone.
    expect(aarhusDay.unreachable_from_base).toBe(0);
    for (const slot of aarhusDay.slots) {
      const s = startOf(slot.time);
      const before = s + 30 * 60_000 + (toCph! + buffer) * 60_000 <= startOf('10:00');
      const after = s >= startOf('10:30') + (fromCph! + buffer) * 60_000;
      expect(before || after).toBe(true);
    }
    expect(aarhusDay.slots.length).toBeGreaterThan(0);

    const otherCopenhagen = place(55.706, 12.577);
    const forCopenhagen = await getAvailabilityWindow(clock.now, {
      place: otherCopenhagen,
      durationMinutes: 30,
    });
    const copenhagenTimes = forCopenhagen.days
      .find((d) => d.date === date)!
      .slots.map((s) => s.time);
    // The Copenhagen shoot ends 10:30; a few minutes across town and the buffer after it.
    expect(copenhagenTimes).toContain('11:30');
    // The early times are out for the drive from the base in Aarhus, not for another shoot.
    const copenhagenDay = forCopenhagen.days.find((d) => d.date === date)!;
    expect(copenhagenDay.unreachable_from_base).toBeGreaterThan(0);
    expect(copenhagenTimes).not.toContain('10:30');

    const refused = await book(await customer(), {
      booking_date: date,
      booking_time: '11:00',
      address: aarhusAddress,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(bookingTexts.unreachable);
    const fits = await book(await customer(), {
      booking_date: date,
      booking_time: '11:30',
      address: otherCopenhagenAddress,
    });
    expect(fits.status).toBe(201);
  });

  it('lets 20 customers book one day at once and stores only a day that can be driven', async () => {
    const date = await openDate();
    const users = await Promise.all(Array.from({ length: 20 }, () => customer()));
    const times = [
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
    ];
    const answers = await Promise.all(
      users.map((user, i) =>
        book(user, {
          booking_date: date,
          booking_time: times[(i * 7) % times.length],
          address: spreadAddresses[i % spreadAddresses.length],
        }),
      ),
    );
    const clear = new Set<string>([
      bookingTexts.slotTaken,
      bookingTexts.unreachable,
      bookingTexts.unreachableFromBase,
      bookingTexts.dayBusy,
      bookingTexts.afterDark,
    ]);
    const won = answers.filter((a) => a.status === 201);
    expect(won.length).toBeGreaterThan(0);
    for (const lost of answers.filter((a) => a.status !== 201)) {
      expect(lost.status).toBe(409);
      expect(clear.has(lost.body.error ?? '')).toBe(true);
    }

    const route = await getDayRoute(date);
    expect(route.stops.map((s) => s.booking_id).sort()).toEqual(
      won.map((a) => a.body.booking.id).sort(),
    );
    const { base, bufferMinutes } = await getFlyingRules();
    const stops = route.stops.map((s) => ({
      place: placeOf(s)!,
      start: start(date, s.time),
      end: start(date, s.time) + s.duration_minutes * 60_000,
    }));
    const legs: Array<[Place, Place]> = [];
    for (let i = 0; i + 1 < stops.length; i += 1) legs.push([stops[i]!.place, stops[i + 1]!.place]);
    const minutes = await driveMinutes(legs);
    legs.forEach(([from, to], i) => {
      const needed = placeKey(from) === placeKey(to) ? 0 : minutes[i]! + bufferMinutes;
      expect(stops[i]!.end + needed * 60_000).toBeLessThanOrEqual(stops[i + 1]!.start);
    });
    // The first shoot can be reached from the base after opening (08:00).
    const [fromBase] = await driveMinutes([[base!, stops[0]!.place]]);
    const firstNeeds =
      placeKey(base!) === placeKey(stops[0]!.place) ? 0 : fromBase! + bufferMinutes;
    expect(start(date, '08:00') + firstNeeds * 60_000).toBeLessThanOrEqual(stops[0]!.start);
  });
});

const start = (date: string, time: string) => copenhagenToUtc(date, time)!.getTime();
