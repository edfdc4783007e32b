/**
 * Slot availability against DynamoDB Local: the 28-day window (getAvailabilityWindow with a
 * clock set in year 3700, which no other test file uses), the single-slot check, and the
 * two routes `GET /api/availability` and `POST /api/bookings/check` through the bookings
 * handler. The table is shared with other test files running at the same time: everything
 * written here is removed afterwards, assertions only look at slots this file controls, and
 * the few entries in the real window (today + 20 days and later) are narrow.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilitySchema, type Availability } from '@shared/api/availability';
import { bookingCheckSchema } from '@shared/api/booking';
import type { Booking, Product, Schedule, Zone } from '@shared/api/entities';
import {
  addDays,
  copenhagenToUtc,
  copenhagenToday,
  timeOfMinutes,
  weekdayOf,
} from '@shared/domain/copenhagen-time';
import { goldenHourOf, sunTimesOf } from '@shared/domain/golden-hour';
import { createTestUser, type TestUser } from '@tests/integration/users';
import { createBooking, expireBooking } from '@functions/stores/booking/booking-days';
import { softDeleteBooking } from '@tests/support/booking-states';
import { DuplicateScheduleDateError } from '@functions/data/errors';
import { createProduct, deleteProduct } from '@functions/stores/products';
import {
  createSpecificSchedule,
  createWeeklySchedule,
  deleteSchedule,
  listSchedulesFrom,
  type NewSpecificSchedule,
} from '@functions/stores/schedules';
import { bookingInput, uniqueId } from '@tests/support/table-data';
import { createZone, deleteZone } from '@functions/stores/zones';
import { handler } from '@functions/bookings/index';
import { decideShoot, getAvailabilityWindow, type Place } from './slot-availability';

/** The window for a one-slot shoot (the integration setup's business flies at any hour). */
const windowAt = (now: Date, place?: Place) =>
  getAvailabilityWindow(now, { place, durationMinutes: 30 });
const isSlotBookable = async (date: string, time: string, now: Date) =>
  (await decideShoot({ date, time, durationMinutes: 30, place: null, now })).refusal === null;

const schedules: Schedule[] = [];
const bookings: Booking[] = [];
let zone: Zone;
let product: Product;
let customer: TestUser;

// The far-future window: Monday 3700-03-01 (Wednesday the 3rd) at 06:00 in Copenhagen, 28 days.
const futureToday = '3700-03-01';
const futureNow = copenhagenToUtc(futureToday, '06:00')!;
const futureDate = (offset: number) => addDays(futureToday, offset);
const firstWednesday = [0, 1, 2, 3, 4, 5, 6]
  .map(futureDate)
  .find((d) => weekdayOf(d) === 'wednesday')!;

const aarhus = { lat: 56.1527, lon: 10.2039 };

async function specific(input: NewSpecificSchedule): Promise<Schedule> {
  const created = await createSpecificSchedule(input);
  schedules.push(created);
  return created;
}

/** A specific date in the real window, from today + 20 on, not yet used by anyone. */
async function realWindowSpecific(
  fields: Omit<NewSpecificSchedule, 'date_override'>,
  firstOffset: number,
): Promise<Schedule> {
  const today = copenhagenToday();
  for (let offset = firstOffset; offset < 28; offset += 1) {
    try {
      return await specific({ ...fields, date_override: addDays(today, offset) });
    } catch (error) {
      if (!(error instanceof DuplicateScheduleDateError)) throw error;
    }
  }
  throw new Error('no free date in the real window');
}

async function book(date: string, time: string): Promise<Booking> {
  const created = await createBooking(
    bookingInput({ user_id: customer.sub, booking_date: date, booking_time: time }),
  );
  bookings.push(created);
  return created;
}

const timesOn = (availability: Availability, date: string): string[] =>
  availability.days.find((d) => d.date === date)?.slots.map((s) => s.time) ?? [];

beforeAll(async () => {
  [customer, zone, product] = await Promise.all([
    createTestUser(),
    createZone({
      name: `Aarhus ${uniqueId('zone').slice(-6)}`,
      center_address: 'Rådhuspladsen 2, 8000 Aarhus C',
      radius_km: 50,
      is_active: true,
      center_lat: aarhus.lat,
      center_lon: aarhus.lon,
    }),
    createProduct({
      name: 'Tilgængelighedstest',
      description: 'Produkt til tilgængelighedstesten',
      price: 1500,
      category: 'photo',
      images: [],
      links: [],
      is_editing_included: false,
    }),
  ]);
  // Weekly: Wednesdays 04:00–05:00, an hour no other test books in.
  schedules.push(
    await createWeeklySchedule({ day_name: 'wednesday', start_time: '04:00', end_time: '05:00' }),
  );
});

afterAll(async () => {
  await Promise.allSettled(bookings.map((b) => expireBooking(b.id)));
  await Promise.allSettled(schedules.map((s) => deleteSchedule(s.id)));
  await Promise.allSettled([deleteZone(zone.id), deleteProduct(product.id)]);
});

describe('listSchedulesFrom', () => {
  it('returns weekly periods and the specific dates from a date on, not earlier ones', async () => {
    const earlier = await specific({
      date_override: addDays(futureToday, -3),
      start_time: '10:00',
      end_time: '11:00',
      is_enabled: true,
    });
    const later = await specific({
      date_override: futureDate(40),
      start_time: '10:00',
      end_time: '11:00',
      is_enabled: true,
    });
    const ids = (await listSchedulesFrom(futureToday)).map((s) => s.id);
    expect(ids).toContain(later.id);
    expect(ids).toContain(schedules[0]!.id);
    expect(ids).not.toContain(earlier.id);
  });
});

describe('getAvailabilityWindow', () => {
  it('answers 28 days from today in Copenhagen that match the API schema', async () => {
    const window = await windowAt(futureNow);
    expect(() => availabilitySchema.parse(window)).not.toThrow();
    expect(window.today).toBe(futureToday);
    expect(window.days.map((d) => d.date)).toEqual(
      Array.from({ length: 28 }, (_, i) => futureDate(i)),
    );
    expect(timesOn(window, firstWednesday)).toEqual(expect.arrayContaining(['04:00', '04:30']));
  });

  it('hides a booked slot and shows it again when the booking is soft-deleted', async () => {
    const date = futureDate(3);
    await specific({
      date_override: date,
      start_time: '10:00',
      end_time: '11:30',
      is_enabled: true,
    });
    expect(timesOn(await windowAt(futureNow), date)).toEqual(
      expect.arrayContaining(['10:00', '10:30', '11:00']),
    );

    const booking = await book(date, '10:30');
    const booked = timesOn(await windowAt(futureNow), date);
    expect(booked).toEqual(expect.arrayContaining(['10:00', '11:00']));
    expect(booked).not.toContain('10:30');
    expect(await isSlotBookable(date, '10:30', futureNow)).toBe(false);
    expect(await isSlotBookable(date, '11:00', futureNow)).toBe(true);

    await softDeleteBooking(booking.id);
    expect(timesOn(await windowAt(futureNow), date)).toContain('10:30');
    expect(await isSlotBookable(date, '10:30', futureNow)).toBe(true);
  });

  it('blocks weekly slots with a blocked specific date, and only on that date', async () => {
    const nextWednesday = addDays(firstWednesday, 7);
    await specific({
      date_override: firstWednesday,
      start_time: '04:00',
      end_time: '04:30',
      is_enabled: false,
      reason: 'Ferie',
      priority: 5,
    });
    const window = await windowAt(futureNow);
    expect(timesOn(window, firstWednesday)).not.toContain('04:00');
    expect(timesOn(window, firstWednesday)).toContain('04:30');
    expect(timesOn(window, nextWednesday)).toEqual(expect.arrayContaining(['04:00', '04:30']));
    expect(await isSlotBookable(firstWednesday, '04:00', futureNow)).toBe(false);
    expect(await isSlotBookable(nextWednesday, '04:00', futureNow)).toBe(true);
  });

  it('adds slots with an available specific date', async () => {
    const date = futureDate(10);
    expect(timesOn(await windowAt(futureNow), date)).not.toContain('22:30');
    await specific({
      date_override: date,
      start_time: '22:30',
      end_time: '00:00',
      is_enabled: true,
    });
    expect(timesOn(await windowAt(futureNow), date)).toEqual(
      expect.arrayContaining(['22:30', '23:00', '23:30']),
    );
  });

  it('drops past slots of today', async () => {
    // 06:00 in Copenhagen: 05:00 and 05:30 are past, 06:00 has begun, 06:30 is free.
    await specific({
      date_override: futureToday,
      start_time: '05:00',
      end_time: '07:00',
      is_enabled: true,
    });
    const today = timesOn(await windowAt(futureNow), futureToday);
    expect(today).toContain('06:30');
    for (const past of ['05:00', '05:30', '06:00']) expect(today).not.toContain(past);
    expect(await isSlotBookable(futureToday, '05:30', futureNow)).toBe(false);
    expect(await isSlotBookable(futureToday, '06:30', futureNow)).toBe(true);
  });

  it('marks golden-hour slots for the shoot location', async () => {
    const date = futureDate(12);
    await specific({
      date_override: date,
      start_time: '00:00',
      end_time: '00:00',
      is_enabled: true,
    });
    const window = await windowAt(futureNow, aarhus);
    const day = window.days.find((d) => d.date === date)!;
    const sun = sunTimesOf(date, aarhus.lat, aarhus.lon);
    expect(day).toMatchObject({ sunrise: sun.sunrise, sunset: sun.sunset });
    const golden = day.slots.filter((s) => s.golden_hour !== null);
    expect(golden.map((s) => s.golden_hour)).toEqual(['morning', 'morning', 'evening', 'evening']);
    for (const slot of golden) {
      expect(goldenHourOf(copenhagenToUtc(date, slot.time)!, sun)).toBe(slot.golden_hour);
    }
  });

  it('refuses slots outside the window or off the half-hour grid', async () => {
    const date = futureDate(3);
    expect(await isSlotBookable(date, '10:15', futureNow)).toBe(false);
    expect(await isSlotBookable(futureDate(28), '10:00', futureNow)).toBe(false);
    expect(await isSlotBookable('not-a-date', '10:00', futureNow)).toBe(false);
  });
});

// ---- The routes, in the real window (today + 20 days on) ----

async function callBookings(
  routeKey: string,
  rawPath: string,
  options: { query?: Record<string, string>; body?: unknown; token?: string } = {},
) {
  const event = {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString: new URLSearchParams(options.query ?? {}).toString(),
    queryStringParameters: options.query,
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    isBase64Encoded: false,
    requestContext: { http: { method: routeKey.split(' ')[0], path: rawPath } },
  } as unknown as APIGatewayProxyEventV2;
  const result = (await handler(event, {} as never)) as APIGatewayProxyStructuredResultV2 & {
    statusCode: number;
    body: string;
  };
  return { status: result.statusCode, body: JSON.parse(result.body || 'null') as unknown };
}

describe('GET /api/availability and POST /api/bookings/check', () => {
  let morning: Schedule;
  let blocked: Schedule;

  beforeAll(async () => {
    // Around sunrise in Aarhus on a date near the end of the real window.
    const probe = addDays(copenhagenToday(), 24);
    const sunrise = sunTimesOf(probe, aarhus.lat, aarhus.lon).sunrise ?? '08:00';
    const startHour = Number(sunrise.slice(0, 2)) - 1;
    morning = await realWindowSpecific(
      {
        start_time: timeOfMinutes(startHour * 60),
        end_time: timeOfMinutes((startHour + 3) * 60),
        is_enabled: true,
        priority: 100,
      },
      24,
    );
    blocked = await realWindowSpecific(
      { start_time: '00:00', end_time: '00:00', is_enabled: false, priority: 100 },
      20,
    );
  });

  it('answers the window through the bookings handler with golden-hour marks', async () => {
    const res = await callBookings('GET /api/availability', '/api/availability', {
      query: { lat: String(aarhus.lat), lon: String(aarhus.lon) },
    });
    expect(res.status).toBe(200);
    const window = availabilitySchema.parse(res.body);
    expect(window.today).toBe(copenhagenToday());
    expect(window.days).toHaveLength(28);
    const day = window.days.find((d) => d.date === morning.date_override)!;
    expect(day.sunrise).toBe(sunTimesOf(day.date, aarhus.lat, aarhus.lon).sunrise);
    const start = morning.start_time;
    const mine = day.slots.filter((s) => s.time >= start && s.time < morning.end_time);
    expect(mine).toHaveLength(6);
    expect(mine.filter((s) => s.golden_hour === 'morning')).toHaveLength(2);
    // Each slot is only its time and golden-hour mark: the date is its day's.
    expect(Object.keys(mine[0]!).sort()).toEqual(['golden_hour', 'time']);
    expect(window.days.find((d) => d.date === blocked.date_override)?.slots).toEqual([]);
  });

  it('rejects coordinates outside Denmark with 400', async () => {
    const res = await callBookings('GET /api/availability', '/api/availability', {
      query: { lat: '10', lon: '10' },
    });
    expect(res.status).toBe(400);
  });

  const check = (body: Record<string, unknown>, token: string | null = customer.accessToken) =>
    callBookings('POST /api/bookings/check', '/api/bookings/check', {
      body,
      token: token ?? undefined,
    });

  it('tells whether a slot is free, taken or outside the schedule, and the coverage', async () => {
    const date = morning.date_override!;
    const [free, taken] = [
      morning.start_time,
      timeOfMinutes(Number(morning.start_time.slice(0, 2)) * 60 + 30),
    ];
    await book(date, taken);
    const base = {
      product_id: product.id,
      booking_date: date,
      address: 'Vestergade 1, 8000 Aarhus C',
    };

    const freeRes = await check({ ...base, booking_time: free });
    expect(freeRes.status).toBe(200);
    const freeCheck = bookingCheckSchema.parse(freeRes.body);
    expect(freeCheck.slot_available).toBe(true);
    expect(freeCheck.coverage).toMatchObject({ covered: true });

    const takenRes = await check({ ...base, booking_time: taken });
    expect(bookingCheckSchema.parse(takenRes.body).slot_available).toBe(false);

    const blockedRes = await check({
      ...base,
      booking_date: blocked.date_override,
      booking_time: free,
    });
    expect(bookingCheckSchema.parse(blockedRes.body).slot_available).toBe(false);

    const pastRes = await check({
      ...base,
      booking_date: addDays(copenhagenToday(), -1),
      booking_time: free,
    });
    expect(bookingCheckSchema.parse(pastRes.body).slot_available).toBe(false);
  });

  it('reports an uncovered address, and null coverage when it cannot be validated', async () => {
    const base = {
      product_id: product.id,
      booking_date: morning.date_override,
      booking_time: morning.start_time,
    };
    const esbjerg = bookingCheckSchema.parse(
      (await check({ ...base, address: 'Torvet 1, 6700 Esbjerg' })).body,
    );
    expect(esbjerg.coverage).toMatchObject({ covered: false, zone: null });
    expect(esbjerg.coverage?.distance_km).toEqual(expect.any(Number));

    const unknown = bookingCheckSchema.parse(
      (await check({ ...base, address: 'Ukendtvej 1, Atlantis' })).body,
    );
    expect(unknown).toEqual({
      slot_available: true,
      slot_message: null,
      coverage: null,
      drone_zone: null,
    });
  });

  it('answers 404 for an unknown product and 401 without a login', async () => {
    const body = {
      product_id: 987654321,
      booking_date: morning.date_override,
      booking_time: morning.start_time,
      address: 'Vestergade 1, 8000 Aarhus C',
    };
    const missing = await check(body);
    expect(missing).toEqual({
      status: 404,
      body: { error: 'Produktet blev ikke fundet', code: 'not_found' },
    });
    expect((await check({ ...body, product_id: product.id }, null)).status).toBe(401);
  });
});
