import { describe, expect, it } from 'vitest';
import {
  drivesToDecide,
  driveLookupOf,
  routeLegs,
  routeRefusal,
  type Place,
  type RouteDay,
} from './day-route';

const at = (hhmm: string) => Date.parse(`2026-11-30T${hhmm}:00Z`);
const aarhus: Place = { lat: 56.157, lon: 10.211 };
const copenhagen: Place = { lat: 55.676, lon: 12.568 };
const copenhagenEast: Place = { lat: 55.69, lon: 12.59 };

/** Aarhus ⇄ Copenhagen 180 min, within Copenhagen 10 min. */
const drive = (from: Place, to: Place) => {
  if (from === to || (from.lat === to.lat && from.lon === to.lon)) return 0;
  const inAarhus = (p: Place) => p.lon < 11;
  return inAarhus(from) === inAarhus(to) ? 10 : 180;
};

const day = (stops: RouteDay['stops'], base: Place | null = aarhus): RouteDay => ({
  stops,
  base,
  workingDay: { from: at('07:00'), to: at('19:00') },
  bufferMinutes: 15,
});
const copenhagenAtTen = { id: 'b1', start: at('10:00'), end: at('10:30'), place: copenhagen };
const shoot = (hhmm: string, place: Place, minutes = 30) => ({
  id: 'new',
  start: at(hhmm),
  end: at(hhmm) + minutes * 60_000,
  place,
});

describe('routeRefusal', () => {
  it('leaves the base at the start of the working day and needs the drive plus the buffer', () => {
    // 07:00 + 180 + 15 = 10:15
    // The first shoot of the day: the drive from the base is what refuses it, not a shoot.
    expect(routeRefusal(day([]), shoot('10:00', copenhagen), drive)).toBe('from_base');
    expect(routeRefusal(day([]), shoot('10:30', copenhagen), drive)).toBeNull();
    expect(routeRefusal(day([]), shoot('07:30', aarhus), drive)).toBeNull();
  });

  it('must be home by the end of the working day, without a buffer', () => {
    // A 15:30 shoot ends 16:00: + 180 = 19:00 fits; a 16:00 shoot is home at 19:30.
    expect(routeRefusal(day([]), shoot('15:30', copenhagen), drive)).toBeNull();
    expect(routeRefusal(day([]), shoot('16:00', copenhagen), drive)).toBe('to_base');
  });

  it('rules out Aarhus times the drive to or from a Copenhagen shoot at 10:00 cannot make', () => {
    const withCopenhagen = day([copenhagenAtTen]);
    // Before: end + 180 + 15 ≤ 10:00 → end ≤ 06:45: no time in the working day.
    expect(routeRefusal(withCopenhagen, shoot('07:00', aarhus), drive)).toBe('to_next');
    // After: 10:30 + 180 + 15 = 13:45 → 14:00 is the first.
    expect(routeRefusal(withCopenhagen, shoot('13:30', aarhus), drive)).toBe('from_previous');
    expect(routeRefusal(withCopenhagen, shoot('14:00', aarhus), drive)).toBeNull();
  });

  it('offers another Copenhagen address the times that fit around the booking', () => {
    const withCopenhagen = day([copenhagenAtTen]);
    // 10:30 + 10 + 15 = 10:55 → 11:00 fits, 10:30 does not.
    expect(routeRefusal(withCopenhagen, shoot('10:30', copenhagenEast), drive)).toBe(
      'from_previous',
    );
    expect(routeRefusal(withCopenhagen, shoot('11:00', copenhagenEast), drive)).toBeNull();
    // The same address right after needs no drive and no buffer.
    expect(routeRefusal(withCopenhagen, shoot('10:30', copenhagen), drive)).toBeNull();
  });

  it('refuses an overlap whatever the places', () => {
    expect(routeRefusal(day([copenhagenAtTen]), shoot('09:30', copenhagen, 60), drive)).toBe(
      'overlap',
    );
  });

  it('skips the legs whose place is unknown, and the base legs without a base', () => {
    const unknown = { ...copenhagenAtTen, place: null };
    expect(routeRefusal(day([unknown]), shoot('11:00', aarhus), drive)).toBeNull();
    expect(routeRefusal(day([], null), shoot('07:00', copenhagen), drive)).toBeNull();
  });
});

describe('drivesToDecide and driveLookupOf', () => {
  it('asks each other place to and from the shoot once', () => {
    const pairs = drivesToDecide([day([copenhagenAtTen]), day([])], copenhagenEast);
    expect(pairs).toHaveLength(4);
    const lookup = driveLookupOf(pairs, [1, 2, 3, 4]);
    expect(lookup(aarhus, copenhagenEast)).toBe(1);
    expect(lookup(copenhagenEast, copenhagen)).toBe(4);
    expect(lookup(copenhagen, copenhagen)).toBe(0);
    expect(() => lookup(aarhus, copenhagen)).toThrow(/not asked/);
  });
});

describe('routeLegs', () => {
  it('lists base → stops → base with the minutes to spare', () => {
    const legs = routeLegs(day([copenhagenAtTen]), drive);
    expect(legs).toEqual([
      // 07:00 → 10:00 is 180 min, the drive and buffer need 195.
      { from: null, to: 'b1', drive_minutes: 180, spare_minutes: -15 },
      // 10:30 → 19:00 is 510 min, home needs 180.
      { from: 'b1', to: null, drive_minutes: 180, spare_minutes: 330 },
    ]);
  });
});
