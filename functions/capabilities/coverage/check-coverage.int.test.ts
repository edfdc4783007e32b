/**
 * `POST /api/coverage/check` through the twin's gateway, the real handler, DynamoDB Local
 * and the offline gazetteer, with seeded-style zones (Aarhus 50 km, København 40 km).
 * Other test files may add zones to the shared table at the same time: assertions only
 * rely on zones that cannot change the answers below.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoverageCheck } from '@shared/api/coverage';
import type { Zone } from '@shared/api/entities';
import { createZone, deleteZone, type NewZone } from '@functions/stores/zones';
import { startTestGateway } from '@tests/integration/gateway';

let api: Awaited<ReturnType<typeof startTestGateway>>;
const zones: Zone[] = [];

const zone = (input: Partial<NewZone> & Pick<NewZone, 'name' | 'center_address'>): NewZone => ({
  radius_km: 10,
  is_active: true,
  center_lat: null,
  center_lon: null,
  ...input,
});

beforeAll(async () => {
  api = await startTestGateway();
  const created = await Promise.all([
    createZone(
      zone({
        name: 'Aarhus',
        center_address: 'Rådhuspladsen 2, 8000 Aarhus C',
        radius_km: 50,
        center_lat: 56.1527,
        center_lon: 10.2039,
      }),
    ),
    createZone(
      zone({
        name: 'København',
        center_address: 'Rådhuspladsen 1, 1550 København V',
        radius_km: 40,
        center_lat: 55.6759,
        center_lon: 12.5691,
      }),
    ),
    // Saved without coordinates: its centre is geocoded at check time.
    createZone(zone({ name: 'Svendborg', center_address: '5700 Svendborg', radius_km: 15 })),
    // Inactive zones never cover anything.
    createZone(
      zone({ name: 'Esbjerg', center_address: 'Torvet 1, 6700 Esbjerg', is_active: false }),
    ),
  ]);
  zones.push(...created);
});
afterAll(async () => {
  await Promise.all(zones.map((z) => deleteZone(z.id)));
  await api.close();
});

const check = (body: unknown) =>
  fetch(`${api.url}/api/coverage/check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function coverage(address: string): Promise<CoverageCheck> {
  const res = await check({ address });
  expect(res.status, address).toBe(200);
  return (await res.json()) as CoverageCheck;
}

describe('POST /api/coverage/check', () => {
  it('covers an address in Aarhus, close to the base', async () => {
    const result = await coverage('Vestergade 1, 8000 Aarhus C');
    expect(result.covered).toBe(true);
    expect(result.zone).not.toBeNull();
    expect(result.distance_km).toBeLessThan(5);
    expect(result.location).toMatchObject({ label: '8000 Aarhus C' });
  });

  it('covers an address in København through the København zone', async () => {
    const result = await coverage('Strandvejen 100, 2900 Hellerup');
    expect(result).toMatchObject({
      covered: true,
      zone: { id: zones[1]!.id, name: 'København', radius_km: 40 },
      nearest_zone_name: 'København',
    });
  });

  it('does not cover Esbjerg (its zone is inactive) and tells the distance from Aarhus', async () => {
    const result = await coverage('Torvet 1, 6700 Esbjerg');
    expect(result.covered).toBe(false);
    expect(result.zone).toBeNull();
    expect(result.distance_km).toBeGreaterThan(120);
    expect(result.distance_km).toBeLessThan(150);
    expect(result.nearest_zone_name).toEqual(expect.any(String));
  });

  it('geocodes the centre of a zone saved without coordinates', async () => {
    const result = await coverage('Torvet 3, 5700 Svendborg');
    expect(result).toMatchObject({ covered: true, zone: { id: zones[2]!.id } });
    expect(result.distance_km).toBe(0);
  });

  it('answers 400 with the Danish message for a blank or missing address', async () => {
    for (const body of [{ address: '' }, { address: '   ' }, {}]) {
      const res = await check(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'Indtast venligst en adresse' });
    }
  });

  it('says in Danish when an address is on several lines or too long (400), never "not validated"', async () => {
    const refusals: Array<[string, string]> = [
      [
        'Vestergade 5\n8000 Aarhus C',
        'Skriv adressen på én linje, f.eks. Vestergade 5, 8000 Aarhus C.',
      ],
      [
        'Vestergade 5\r\n8000 Aarhus C',
        'Skriv adressen på én linje, f.eks. Vestergade 5, 8000 Aarhus C.',
      ],
      [
        `Vestergade 5, 8000 Aarhus C ${'x'.repeat(400)}`,
        'Adressen er for lang. Skriv højst 300 tegn.',
      ],
    ];
    for (const [address, message] of refusals) {
      const res = await check({ address });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: message });
    }
    // The same address on one line is found.
    expect(await coverage('Vestergade 5, 8000 Aarhus C')).toMatchObject({ covered: true });
  });

  it('answers an unknown address as not found (200, so the browser logs no failed request)', async () => {
    const res = await check({ address: 'Ukendtvej 1, Atlantis' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ found: false, message: 'Kunne ikke validere adressen' });
  });
});
