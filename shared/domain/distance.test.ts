import { describe, expect, it } from 'vitest';
import { distanceKm, formatKm } from './distance';

const aarhus = { lat: 56.1567, lon: 10.2108 };
const copenhagen = { lat: 55.6761, lon: 12.5683 };
const esbjerg = { lat: 55.4765, lon: 8.4594 };

describe('distanceKm', () => {
  it('is zero between a point and itself', () => {
    expect(distanceKm(aarhus, aarhus)).toBe(0);
  });

  it('measures Aarhus – København as about 156 km, either way round', () => {
    expect(distanceKm(aarhus, copenhagen)).toBeGreaterThan(154);
    expect(distanceKm(aarhus, copenhagen)).toBeLessThan(158);
    expect(distanceKm(copenhagen, aarhus)).toBeCloseTo(distanceKm(aarhus, copenhagen), 9);
  });

  it('measures Aarhus – Esbjerg as about 130 km', () => {
    expect(distanceKm(aarhus, esbjerg)).toBeGreaterThan(125);
    expect(distanceKm(aarhus, esbjerg)).toBeLessThan(135);
  });

  it('gives 111.2 km for one degree of latitude and half the circumference for antipodes', () => {
    expect(distanceKm({ lat: 55, lon: 10 }, { lat: 56, lon: 10 })).toBeCloseTo(111.195, 2);
    expect(distanceKm({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(
      Math.PI * 6371.0088,
      6,
    );
  });
});

describe('formatKm', () => {
  it('shows one decimal with a Danish comma', () => {
    expect(formatKm(12.345)).toBe('12,3 km');
    expect(formatKm(0)).toBe('0,0 km');
    expect(formatKm(155.96)).toBe('156,0 km');
  });

  it('groups thousands with a dot', () => {
    expect(formatKm(1234.56)).toBe('1.234,6 km');
  });
});
