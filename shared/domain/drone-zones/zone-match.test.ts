/**
 * Zone matching with Turf (product §4 'Drone zones'): Kastrup lies within EKCH's 8 km, central
 * Aarhus in no airfield's zone; the kind decides the distance rule; the owner's circles and
 * GeoJSON areas contain what they should.
 */
import { describe, expect, it } from 'vitest';
import { airfieldKindOf, airfieldLimitKm, danishAirfields, type Airfield } from './airfields';
import { airfields } from './airfields.generated';
import {
  airfieldZonesAt,
  droneZonesAt,
  ownerZonesAt,
  permitZoneOf,
  type OwnerZoneShape,
} from './zone-match';

// The offline gazetteer's post-town centres (functions/geo/gazetteer-data.ts).
const kastrup = { lat: 55.635, lon: 12.64 };
const aarhusC = { lat: 56.157, lon: 10.211 };
const ekch = airfields.find((a) => a.ident === 'EKCH')!;

describe('the generated airfields', () => {
  it('hold the Danish airports, Copenhagen Airport among them as an IMC airfield', () => {
    expect(airfields.length).toBeGreaterThanOrEqual(15);
    expect(ekch).toMatchObject({ kind: 'imc' });
    expect(ekch.lat).toBeCloseTo(55.618, 2);
    for (const airfield of airfields) {
      expect(airfield.lat).toBeGreaterThan(54);
      expect(airfield.lat).toBeLessThan(58);
    }
  });
});

describe('the kind of an airfield (decision 25)', () => {
  const row = (fields: Partial<Parameters<typeof airfieldKindOf>[0]>) => ({
    ident: 'EKXX',
    type: 'small_airport',
    name: 'Testflyveplads',
    latitude_deg: '56',
    longitude_deg: '10',
    iso_country: 'DK',
    scheduled_service: 'no',
    ...fields,
  });

  it('is IMC for large airports and those with scheduled service, 8 km', () => {
    expect(airfieldKindOf(row({ type: 'large_airport' }))).toBe('imc');
    expect(airfieldKindOf(row({ type: 'medium_airport', scheduled_service: 'yes' }))).toBe('imc');
    expect(airfieldLimitKm.imc).toBe(8);
  });

  it('is VMC for other airports (4 km), military for air bases (8 km), HEMS for heliports', () => {
    expect(airfieldKindOf(row({ type: 'medium_airport' }))).toBe('vmc');
    expect(airfieldKindOf(row({ type: 'small_airport' }))).toBe('vmc');
    expect(airfieldKindOf(row({ name: 'Skrydstrup Air Base' }))).toBe('military');
    expect(airfieldKindOf(row({ type: 'heliport' }))).toBe('hems');
    expect(airfieldKindOf(row({ type: 'closed' }))).toBeUndefined();
    expect(airfieldLimitKm).toEqual({ imc: 8, vmc: 4, military: 8, hems: 2 });
  });

  it('keeps only Danish rows with a position, sorted by ident', () => {
    const list = danishAirfields([
      row({ ident: 'EKZZ', gps_code: 'EKZZ' }),
      row({ ident: 'ESSA', iso_country: 'SE' }),
      row({ ident: 'EKAA', latitude_deg: 'x' }),
      row({ ident: 'EKAB', gps_code: '' }),
    ]);
    expect(list.map((a) => a.ident)).toEqual(['EKAB', 'EKZZ']);
  });
});

describe('airfield zones', () => {
  it('Kastrup lies about 2 km from EKCH, within its 8 km', () => {
    const [zone, ...rest] = airfieldZonesAt(kastrup, airfields);
    expect(rest).toEqual([]);
    expect(zone).toMatchObject({ source: 'airfield', ident: 'EKCH', limit_km: 8 });
    expect(zone!.distance_km).toBeGreaterThan(1.5);
    expect(zone!.distance_km).toBeLessThan(3);
  });

  it('central Aarhus lies in none (Aarhus Airport is some 29 km away)', () => {
    expect(airfieldZonesAt(aarhusC, airfields)).toEqual([]);
  });

  it('a VMC airfield reaches 4 km, not 8', () => {
    const vmc: Airfield = { ident: 'EKVV', name: 'Test', lat: 56, lon: 10, kind: 'vmc' };
    // 0.05° of latitude is about 5.6 km; 0.03° about 3.3 km.
    expect(airfieldZonesAt({ lat: 56.05, lon: 10 }, [vmc])).toEqual([]);
    expect(airfieldZonesAt({ lat: 56.03, lon: 10 }, [vmc])).toHaveLength(1);
    expect(airfieldZonesAt({ lat: 56.05, lon: 10 }, [{ ...vmc, kind: 'imc' }])).toHaveLength(1);
  });
});

describe("the owner's zones", () => {
  const square: OwnerZoneShape = {
    id: 'z1',
    name: 'Havnen',
    permit_required: true,
    shape: {
      type: 'area',
      geometry: {
        type: 'MultiPolygon',
        coordinates: [
          [
            [
              [10.2, 56.15],
              [10.22, 56.15],
              [10.22, 56.17],
              [10.2, 56.17],
              [10.2, 56.15],
            ],
          ],
        ],
      },
    },
  };
  const circle: OwnerZoneShape = {
    id: 'z2',
    name: 'Sygehusets landingsplads',
    permit_required: false,
    shape: { type: 'circle', lat: 56.157, lon: 10.211, radius_km: 1 },
  };

  it('an area contains the points inside it and not those outside', () => {
    expect(ownerZonesAt(aarhusC, [square])).toEqual([
      { source: 'owner', name: 'Havnen', zone_id: 'z1', permit_required: true, distance_km: null },
    ]);
    expect(ownerZonesAt({ lat: 56.2, lon: 10.21 }, [square])).toEqual([]);
  });

  it('a circle contains the points within its radius', () => {
    expect(ownerZonesAt({ lat: 56.16, lon: 10.211 }, [circle])[0]?.distance_km).toBe(0.3);
    expect(ownerZonesAt({ lat: 56.2, lon: 10.211 }, [circle])).toEqual([]);
  });

  it('the first zone needing a permit decides; a guidance-only zone does not', () => {
    const matches = droneZonesAt(aarhusC, airfields, [circle, square]);
    expect(matches.map((m) => m.name)).toEqual(['Sygehusets landingsplads', 'Havnen']);
    expect(permitZoneOf(matches)?.name).toBe('Havnen');
    expect(permitZoneOf(droneZonesAt(aarhusC, airfields, [circle]))).toBeUndefined();
  });
});
