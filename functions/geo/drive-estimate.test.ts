import { describe, expect, it } from 'vitest';
import { distanceKm } from '@shared/domain/distance';
import { estimateDrive, isSamePlace } from './drive-estimate';

const aarhusC = { lat: 56.1567, lon: 10.2108 };
const copenhagenCityHall = { lat: 55.6761, lon: 12.5683 };
const odense = { lat: 55.3959, lon: 10.3883 };

describe('estimateDrive', () => {
  it('Aarhus C to Copenhagen city hall: ~157 km straight, ~219 road km, 168 minutes', () => {
    const straight = distanceKm(aarhusC, copenhagenCityHall);
    const estimate = estimateDrive(aarhusC, copenhagenCityHall);
    console.info('Aarhus C → Copenhagen', { straightKm: straight, ...estimate });
    expect(straight).toBeGreaterThan(155);
    expect(straight).toBeLessThan(158);
    // 156.3 km × 1.4 = 218.8 road km; 10 km at 40 km/h (15 min) + 208.8 km at 85 km/h
    // (147.4 min) + 5 min = 167.4, rounded up.
    expect(estimate).toEqual({ km: 218.8, minutes: 168 });
  });

  it('is the same both ways', () => {
    expect(estimateDrive(copenhagenCityHall, aarhusC)).toEqual(
      estimateDrive(aarhusC, copenhagenCityHall),
    );
  });

  it('Aarhus to Odense: ~85 km straight, under two hours', () => {
    const estimate = estimateDrive(aarhusC, odense);
    expect(estimate.km).toBeGreaterThan(115);
    expect(estimate.km).toBeLessThan(125);
    expect(estimate.minutes).toBeGreaterThanOrEqual(90);
    expect(estimate.minutes).toBeLessThan(105);
  });

  it('drives a short trip at town speed, plus 5 minutes to park and set off', () => {
    // 1 km east of Aarhus C: 1.4 road km at 40 km/h = 2.1 min, + 5 = 7.1, rounded up.
    const east = {
      lat: aarhusC.lat,
      lon: aarhusC.lon + 1 / (111.32 * Math.cos((aarhusC.lat * Math.PI) / 180)),
    };
    expect(distanceKm(aarhusC, east)).toBeCloseTo(1, 2);
    expect(estimateDrive(aarhusC, east)).toEqual({ km: 1.4, minutes: 8 });
  });

  it('switches from town to road speed after 10 road km, without a float minute too many', () => {
    // Exactly 10 road km: 15 minutes at 40 km/h, + 5.
    const north = { lat: aarhusC.lat + 10 / 1.4 / 111.195, lon: aarhusC.lon };
    expect(distanceKm(aarhusC, north) * 1.4).toBeCloseTo(10, 2);
    const tenKm = estimateDrive(aarhusC, north);
    expect(tenKm.minutes).toBeGreaterThanOrEqual(20);
    expect(tenKm.minutes).toBeLessThanOrEqual(21);
    // 85 more road km take one more hour.
    const further = { lat: north.lat + 85 / 1.4 / 111.195, lon: aarhusC.lon };
    expect(estimateDrive(aarhusC, further).minutes - tenKm.minutes).toBeGreaterThanOrEqual(59);
    expect(estimateDrive(aarhusC, further).minutes - tenKm.minutes).toBeLessThanOrEqual(61);
  });

  it('answers 0 for the same place, and for places within ~50 m', () => {
    expect(estimateDrive(aarhusC, aarhusC)).toEqual({ km: 0, minutes: 0 });
    const thirtyMetres = { lat: aarhusC.lat + 0.03 / 111.195, lon: aarhusC.lon };
    expect(isSamePlace(aarhusC, thirtyMetres)).toBe(true);
    expect(estimateDrive(aarhusC, thirtyMetres)).toEqual({ km: 0, minutes: 0 });
    const hundredMetres = { lat: aarhusC.lat + 0.1 / 111.195, lon: aarhusC.lon };
    expect(isSamePlace(aarhusC, hundredMetres)).toBe(false);
    expect(estimateDrive(aarhusC, hundredMetres)).toEqual({ km: 0.1, minutes: 6 });
  });
});
