import { describe, expect, it } from 'vitest';
import { distanceKm } from '../../../../../shared/domain/distance';
import { denmarkLandmasses } from './denmark-outline';
import { kmToUnits, mapHeight, mapWidth, project, ringPath } from './map-projection';

const aarhus = { lat: 56.157, lon: 10.211 };
const copenhagen = { lat: 55.676, lon: 12.568 };

describe('the coverage map projection', () => {
  it('puts every landmass point inside the map', () => {
    for (const { name, ring } of denmarkLandmasses) {
      for (const [lon, lat] of ring) {
        const { x, y } = project({ lat, lon });
        expect(x, name).toBeGreaterThan(0);
        expect(x, name).toBeLessThan(mapWidth);
        expect(y, name).toBeGreaterThan(0);
        expect(y, name).toBeLessThan(mapHeight);
      }
    }
  });

  it('keeps north up and east right', () => {
    expect(project(aarhus).y).toBeLessThan(project(copenhagen).y);
    expect(project(aarhus).x).toBeLessThan(project(copenhagen).x);
  });

  it('draws kilometres at nearly the true scale in Denmark (within 3 %)', () => {
    const a = project(aarhus);
    const b = project(copenhagen);
    const units = Math.hypot(b.x - a.x, b.y - a.y);
    const km = distanceKm(aarhus, copenhagen);
    expect(Math.abs(units / kmToUnits(km) - 1)).toBeLessThan(0.03);
  });

  it('writes a ring as a closed path', () => {
    const path = ringPath([
      [10, 56],
      [11, 56],
      [11, 55],
    ]);
    expect(path).toMatch(/^M[\d.]+ [\d.]+ L[\d.]+ [\d.]+ L[\d.]+ [\d.]+ Z$/);
  });
});
