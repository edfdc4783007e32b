import { describe, expect, it } from 'vitest';
import type { DayRoute, DayRouteLeg, DayRouteStop } from '@shared/api/day-route';
import { dayRouteItems, legLine } from './day-route-items';

const stop = (id: string, time: string, end_time: string): DayRouteStop => ({
  booking_id: id,
  time,
  end_time,
  duration_minutes: 30,
  address: `Adresse ${id}`,
  address_map_url: `https://www.google.com/maps/search/?api=1&query=Adresse+${id}`,
  access_notes: null,
  booking_number: null,
  product_name: 'Dronefoto – Bolig',
  customer_email: `${id}@example.dk`,
  customer_name: null,
  customer_phone: null,
  outside_hours: false,
});

const leg = (
  from: string | null,
  to: string | null,
  drive_minutes: number | null,
  spare_minutes: number | null,
): DayRouteLeg => ({ from, to, drive_minutes, spare_minutes });

const route = (fields: Partial<DayRoute>): DayRoute => ({
  date: '2026-12-01',
  base_address: 'Vestergade 1, 8000 Aarhus C',
  buffer_minutes: 15,
  opens: '08:00',
  closes: '17:00',
  stops: [],
  legs: [],
  map_url: null,
  ...fields,
});

describe("the day's route in order", () => {
  it('starts at the base, puts each drive before its stop and ends with the drive home', () => {
    const a = stop('a', '10:00', '11:30');
    const b = stop('b', '13:00', '13:30');
    const toA = leg(null, 'a', 40, 65);
    const toB = leg('a', 'b', 30, 45);
    const home = leg('b', null, 35, 175);
    const items = dayRouteItems(
      route({ stops: [a, b], legs: [home, toB, toA] }), // the order of the legs does not matter
    );
    expect(items).toEqual([
      { kind: 'base', address: 'Vestergade 1, 8000 Aarhus C' },
      { kind: 'leg', leg: toA },
      { kind: 'stop', stop: a },
      { kind: 'leg', leg: toB },
      { kind: 'stop', stop: b },
      { kind: 'leg', leg: home },
      { kind: 'home' },
    ]);
  });

  it('without a base says so, and has only the drives between the stops', () => {
    const a = stop('a', '10:00', '10:30');
    const b = stop('b', '12:00', '12:30');
    const between = leg('a', 'b', 20, 55);
    expect(dayRouteItems(route({ base_address: null, stops: [a, b], legs: [between] }))).toEqual([
      { kind: 'no-base' },
      { kind: 'stop', stop: a },
      { kind: 'leg', leg: between },
      { kind: 'stop', stop: b },
    ]);
  });

  it('is empty on a day without bookings, even with the base-to-base leg', () => {
    expect(dayRouteItems(route({ legs: [leg(null, null, 0, 540)] }))).toEqual([]);
  });
});

describe('a leg as a line', () => {
  it('gives the drive and the minutes to spare', () => {
    expect(legLine(leg(null, 'a', 155, 40))).toEqual({
      text: 'Kørsel 2 t 35 min · 40 min til overs',
      short: false,
    });
    expect(legLine(leg('a', 'b', 60, 0))).toEqual({
      text: 'Kørsel 1 time · 0 min til overs',
      short: false,
    });
  });

  it('says when the drive is unknown, or when there is no time to compare with', () => {
    expect(legLine(leg('a', 'b', null, null))).toEqual({ text: 'Kørsel ukendt', short: false });
    expect(legLine(leg(null, 'a', 30, null))).toEqual({ text: 'Kørsel 30 min', short: false });
  });

  it('warns when the leg cannot be made, with the minutes missing', () => {
    expect(legLine(leg('a', 'b', 45, -25))).toEqual({
      text: 'Kørsel 45 min · Kan ikke nås: mangler 25 min',
      short: true,
    });
  });
});
