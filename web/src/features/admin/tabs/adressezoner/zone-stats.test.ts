import { describe, expect, it } from 'vitest';
import type { Zone } from '@shared/api/entities';
import { zoneStats } from './zone-stats';

const zone = (radius_km: number, is_active: boolean): Zone => ({
  id: String(radius_km),
  name: 'Zone',
  center_address: 'Torvet 1, 6700 Esbjerg',
  radius_km,
  is_active,
  created_at: '2026-01-01T00:00:00Z',
  center_lat: 55.5,
  center_lon: 8.5,
});

describe('zoneStats', () => {
  it('counts all and the active, and averages every radius', () => {
    expect(zoneStats([zone(10, true), zone(25, false), zone(40, true)])).toEqual({
      total: 3,
      active: 2,
      averageRadiusKm: 25,
    });
  });
  it('is 0 without zones', () => {
    expect(zoneStats([])).toEqual({ total: 0, active: 0, averageRadiusKm: 0 });
  });
});
