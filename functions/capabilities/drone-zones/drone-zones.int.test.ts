/**
 * Drone zones end to end against the stand-ins (product §4 'Drone zones'): an address in
 * Kastrup lies within 8 km of Copenhagen Airport (EKCH), so its availability carries the zone
 * and no time within the permit lead (30 days), and the server refuses such a time at
 * booking with a Danish 409; central Aarhus lies in no zone. The owner's zones through the
 * admin API: a GeoJSON area is checked (types, coordinates, size) with Danish 400s, and once
 * saved decides the next availability at once. The availability window runs with its clock
 * in year 3900, which no other test file uses; the lead is saved here and put back after.
 */
import { openRingPolygon } from '@tests/support/geojson';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DroneZone } from '@shared/api/drone-zones';
import type { Booking, Product, Schedule, Zone } from '@shared/api/entities';
import { addDays, copenhagenToUtc, copenhagenToday } from '@shared/domain/copenhagen-time';
import { droneZoneTexts } from '@shared/texts/drone-zones';
import { anyHourBusinessSettings } from '@tests/support/business-settings';
import { adminApi } from '@tests/integration/admin-api';
import {
  callBookings,
  contactDetails,
  customer,
  photoProduct,
} from '@tests/support/booking-fixtures';
import type { TestUser } from '@tests/integration/users';
import { saveBusinessSettings } from '@functions/stores/business-settings';
import { createZone, deleteZone } from '@functions/stores/zones';
import { deleteProduct } from '@functions/stores/products';
import { createWeeklySchedule, deleteSchedule } from '@functions/stores/schedules';
import { geocode } from '@functions/geo/geocode';
import {
  decideShoot,
  getAvailabilityWindow,
} from '@functions/capabilities/bookings/slot-availability';
import { createBooking, expireBooking } from '@functions/stores/booking/booking-days';
import { bookingInput } from '@tests/support/table-data';

const api = adminApi();

const kastrupAddress = 'Kastrupvej 100, 2770 Kastrup';
const aarhusAddress = 'Vestergade 1, 8000 Aarhus C';

// Thursday 3900-01-04 at 06:00 in Copenhagen; a weekly Thursday 03:00–04:00 gives one slot a
// week, the first on Thursday 3900-01-11.
const futureToday = '3900-01-04';
const futureNow = copenhagenToUtc(futureToday, '06:00')!;

let kastrup: { lat: number; lon: number };
let aarhus: { lat: number; lon: number };
let serviceZone: Zone;
let product: Product;
let buyer: TestUser;
let schedule: Schedule;
const droneZoneIds: string[] = [];
const bookings: Booking[] = [];

beforeAll(async () => {
  const [k, a] = await Promise.all([geocode(kastrupAddress), geocode(aarhusAddress)]);
  kastrup = { lat: k!.lat, lon: k!.lon };
  aarhus = { lat: a!.lat, lon: a!.lon };
  [serviceZone, product, buyer, schedule] = await Promise.all([
    // Copenhagen is no service zone of the integration business: one for this file.
    createZone({
      name: `København ${randomUUID().slice(0, 6)}`,
      center_address: 'Rådhuspladsen 1, 1550 København V',
      radius_km: 20,
      is_active: true,
      center_lat: 55.6761,
      center_lon: 12.5683,
    }),
    photoProduct(),
    customer(),
    createWeeklySchedule({ day_name: 'thursday', start_time: '03:00', end_time: '04:00' }),
  ]);
  await saveBusinessSettings({ ...anyHourBusinessSettings, permit_lead_days: 30 });
});

afterAll(async () => {
  await saveBusinessSettings(anyHourBusinessSettings);
  await Promise.allSettled([
    deleteZone(serviceZone.id),
    deleteProduct(product.id),
    deleteSchedule(schedule.id),
    ...bookings.map((b) => expireBooking(b.id)),
    ...droneZoneIds.map((id) => api.call('DELETE', `/api/admin/drone-zones/${id}`)),
  ]);
});

const windowAt = (place: { lat: number; lon: number }) =>
  getAvailabilityWindow(futureNow, { place, durationMinutes: 30 });

describe('an address near Copenhagen Airport', () => {
  it('is geocoded by the offline gazetteer to Kastrup, within 8 km of EKCH', () => {
    expect(kastrup.lat).toBeCloseTo(55.635, 2);
    expect(kastrup.lon).toBeCloseTo(12.64, 2);
  });

  it('gets the zone with its availability, and no time within the 30-day lead', async () => {
    const window = await windowAt(kastrup);
    expect(window.drone_zone).toMatchObject({
      source: 'airfield',
      ident: 'EKCH',
      kind: 'imc',
      limit_km: 8,
      permit_required: true,
    });
    expect(window.drone_zone!.distance_km).toBeGreaterThan(1);
    expect(window.drone_zone!.distance_km).toBeLessThan(4);
    expect(window.rules.permit_lead_days).toBe(30);
    // The window runs the lead longer: 28 days with times after it.
    expect(window.days).toHaveLength(28 + 30);
    const firstAllowed = addDays(futureToday, 30);
    const offered = window.days.filter((day) => day.slots.length > 0).map((day) => day.date);
    expect(offered.length).toBeGreaterThan(0);
    for (const date of offered) expect(date >= firstAllowed).toBe(true);
  });

  it('is refused a time within the lead (409 permit_lead), and given one after it', async () => {
    // Thursday 3900-01-11 (7 days ahead) and Thursday 3900-02-15 (42 days ahead).
    const soon = await decideShoot({
      date: '3900-01-11',
      time: '03:00',
      durationMinutes: 30,
      place: kastrup,
      now: futureNow,
    });
    expect(soon.refusal).toBe('permit_lead');
    expect(soon.droneZone?.ident).toBe('EKCH');
    const later = await decideShoot({
      date: '3900-02-15',
      time: '03:00',
      durationMinutes: 30,
      place: kastrup,
      now: futureNow,
    });
    expect(later.refusal).toBeNull();
  });

  it('create-booking answers a Danish 409 for a time within the lead and writes nothing', async () => {
    const date = addDays(copenhagenToday(), 7);
    const answer = await callBookings(
      '/api/bookings',
      {
        product_id: product.id,
        address: kastrupAddress,
        booking_date: date,
        booking_time: '10:00',
        include_editing: false,
        payment_method: 'cash',
        terms_accepted: true,
        ...contactDetails,
      },
      buyer.accessToken,
    );
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('permit_lead');
    expect(answer.body.error).toContain('Trafikstyrelsen');
    expect(answer.body.error).toContain('30 dage');
  });
});

describe('an address in central Aarhus', () => {
  it('lies in no drone zone and is offered times in the first week', async () => {
    const window = await windowAt(aarhus);
    expect(window.drone_zone).toBeNull();
    expect(window.rules.permit_lead_days ?? 0).toBe(0);
    expect(window.days).toHaveLength(28);
    expect(window.days.find((day) => day.date === '3900-01-11')?.slots.length).toBeGreaterThan(0);
  });
});

/** A square around a point, as a GeoJSON FeatureCollection (about ±1 km). */
const squareAround = (at: { lat: number; lon: number }) =>
  JSON.stringify({
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: { name: 'Testzone' },
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [at.lon - 0.02, at.lat - 0.01],
              [at.lon + 0.02, at.lat - 0.01],
              [at.lon + 0.02, at.lat + 0.01],
              [at.lon - 0.02, at.lat + 0.01],
              [at.lon - 0.02, at.lat - 0.01],
            ],
          ],
        },
      },
    ],
  });

describe("the owner's zones (admin API)", () => {
  const area = (geojson: string) => ({
    type: 'area',
    name: 'Importeret zone',
    permit_required: true,
    geojson,
  });

  it.each([
    ['not JSON', '{ not json', droneZoneTexts.geoJsonNotJson],
    [
      'no polygon',
      JSON.stringify({ type: 'Point', coordinates: [10.2, 56.1] }),
      droneZoneTexts.geoJsonNoPolygon,
    ],
    [
      'a latitude out of range',
      JSON.stringify({
        type: 'Polygon',
        coordinates: [
          [
            [10, 56],
            [10, 95],
            [11, 56],
            [10, 56],
          ],
        ],
      }),
      droneZoneTexts.geoJsonOutOfRange,
    ],
    ['an open ring', openRingPolygon, droneZoneTexts.geoJsonRingNotClosed],
    ['a text over 1 MB', 'x'.repeat(1_000_001), droneZoneTexts.geoJsonTooLarge],
  ])('refuses %s with a Danish 400', async (_case, geojson, message) => {
    const answer = await api.call('POST', '/api/admin/drone-zones', area(geojson));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(message);
  });

  it('an imported GeoJSON area takes effect at the next availability, and is deleted', async () => {
    expect((await windowAt(aarhus)).drone_zone).toBeNull();
    const created = await api.call<DroneZone>(
      'POST',
      '/api/admin/drone-zones',
      area(squareAround(aarhus)),
    );
    expect(created.status).toBe(200);
    droneZoneIds.push(created.body.id);
    expect(created.body.shape).toEqual({ type: 'area', polygons: 1, positions: 5 });

    const listed = await api.call<DroneZone[]>('GET', '/api/admin/drone-zones');
    expect(listed.body.map((zone) => zone.id)).toContain(created.body.id);

    const window = await windowAt(aarhus);
    expect(window.drone_zone).toMatchObject({
      source: 'owner',
      name: 'Importeret zone',
      distance_km: null,
      permit_required: true,
    });
    expect(window.rules.permit_lead_days).toBe(30);
    expect(window.days.find((day) => day.date === '3900-01-11')?.slots).toEqual([]);

    const removed = await api.call('DELETE', `/api/admin/drone-zones/${created.body.id}`);
    expect(removed.status).toBe(200);
    expect((await windowAt(aarhus)).drone_zone).toBeNull();
  });

  it('adds a circle around a geocoded address', async () => {
    const created = await api.call<DroneZone>('POST', '/api/admin/drone-zones', {
      type: 'circle',
      name: 'Hospitalets landingsplads',
      permit_required: false,
      center_address: 'Rådhuspladsen 2, 8000 Aarhus C',
      radius_km: 2,
    });
    expect(created.status).toBe(200);
    droneZoneIds.push(created.body.id);
    expect(created.body.shape).toMatchObject({ type: 'circle', radius_km: 2 });
    // For guidance only: the notice, but no lead.
    const window = await windowAt(aarhus);
    expect(window.drone_zone).toMatchObject({ source: 'owner', permit_required: false });
    expect(window.rules.permit_lead_days ?? 0).toBe(0);
    await api.call('DELETE', `/api/admin/drone-zones/${created.body.id}`);
  });

  it('takes a circle centre given as latitude, longitude (the airfield at Kastrup)', async () => {
    const created = await api.call<DroneZone>('POST', '/api/admin/drone-zones', {
      type: 'circle',
      name: 'Kontrolzone',
      permit_required: true,
      center_address: '55.6179, 12.6560',
      radius_km: 1,
    });
    expect(created.status).toBe(200);
    droneZoneIds.push(created.body.id);
    expect(created.body.shape).toMatchObject({ type: 'circle', lat: 55.6179, lon: 12.656 });
    await api.call('DELETE', `/api/admin/drone-zones/${created.body.id}`);
  });

  it("sets and clears a booking's 'Tilladelse modtaget'", async () => {
    const booking = await createBooking(
      bookingInput({ user_id: buyer.sub, booking_date: '3900-03-01', booking_time: '03:00' }),
    );
    bookings.push(booking);
    const set = await api.call<Booking>('POST', `/api/admin/bookings/${booking.id}/permit`, {
      permit_received: true,
    });
    expect(set.status).toBe(200);
    expect(set.body.permit_received).toBe(true);
    const missing = await api.call('POST', '/api/admin/bookings/no-such-booking/permit', {
      permit_received: true,
    });
    expect(missing.status).toBe(404);
  });
});
