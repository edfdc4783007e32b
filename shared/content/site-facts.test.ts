import { describe, expect, it } from 'vitest';
import type { Zone } from '../api/entities';
import {
  copyrightLine,
  coverageClaim,
  sellerLine,
  siteFactValues,
  workingDays,
} from './site-facts';
import { openingHoursLines } from './opening-hours';

let added = 0;
/** A zone added after the ones before it. */
const zone = (name: string, is_active = true): Zone => ({
  id: name,
  name,
  center_address: '',
  radius_km: 30,
  is_active,
  created_at: `2026-01-01T00:00:${String(added++).padStart(2, '0')}Z`,
  center_lat: null,
  center_lon: null,
});

const business = {
  name: 'Demo Dronefoto ApS',
  address: 'Eksempelvej 1, 8000 Aarhus C',
  cvr: '12345678',
};

describe('where the site says it flies', () => {
  it('names the active zones in the order they were added, never all of Denmark', () => {
    const [aarhus, copenhagen, odense] = [zone('Aarhus'), zone('København'), zone('Odense', false)];
    const values = siteFactValues(
      {
        business,
        delivery: { days: 2, editing_days: 6 },
        // Listed newest first, as the zones' list answers.
        zones: [odense!, copenhagen!, aarhus!],
      },
      'Dronefoto',
    );
    expect(values.area).toBe('i Aarhus og København');
    expect(values.zones).toBe('Aarhus og København');
    expect(coverageClaim(['Aarhus', 'København', 'Odense'])).toBe('i Aarhus, København og Odense');
  });

  it('says Denmark only before any zone is active', () => {
    expect(coverageClaim([])).toBe('i Danmark');
    const values = siteFactValues(
      { business: null, delivery: { days: 2, editing_days: 6 }, zones: [zone('Aarhus', false)] },
      'Dronefoto',
    );
    expect(values.area).toBe('i Danmark');
  });
});

describe('the delivery promise', () => {
  it('is the number of working days from Indstillinger, in Danish number agreement', () => {
    expect(workingDays(1)).toBe('1 hverdag');
    expect(workingDays(2)).toBe('2 hverdage');
    const values = siteFactValues(
      { business: null, delivery: { days: 3, editing_days: 7 }, zones: [] },
      'Dronefoto',
    );
    expect([values.delivery, values.editingdelivery]).toEqual(['3 hverdage', '7 hverdage']);
  });
});

describe('the seller', () => {
  it('is named with address and CVR from Indstillinger, in the terms and the footer', () => {
    expect(sellerLine(business, 'Dronefoto')).toBe(
      'Demo Dronefoto ApS, Eksempelvej 1, 8000 Aarhus C, CVR-nr. 12345678',
    );
    expect(copyrightLine(business, 'Dronefoto', 2026)).toBe(
      '© 2026 Demo Dronefoto ApS · CVR-nr. 12345678',
    );
  });

  it("is the site's name until the owner has saved the details", () => {
    expect(sellerLine(null, 'Dronefoto')).toBe('Dronefoto');
    expect(copyrightLine(null, 'Dronefoto', 2026)).toBe('© 2026 Dronefoto');
  });
});

describe('the opening hours from the weekly booking hours', () => {
  it('joins days with the same hours and names the closed ones', () => {
    const workingDay = (
      day: 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday',
    ) => ({
      day,
      start: '08:00',
      end: '20:00',
    });
    const week = (
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const
    ).map(workingDay);
    expect(openingHoursLines(week)).toEqual(['Mandag–lørdag: 8.00–20.00', 'Søndag: Lukket']);
  });

  it('lists several periods of a day and days that differ', () => {
    expect(
      openingHoursLines([
        { day: 'monday', start: '13:00', end: '17:00' },
        { day: 'monday', start: '08:30', end: '12:00' },
        { day: 'tuesday', start: '08:30', end: '12:00' },
        { day: 'saturday', start: '10:00', end: '14:00' },
      ]),
    ).toEqual([
      'Mandag: 8.30–12.00, 13.00–17.00',
      'Tirsdag: 8.30–12.00',
      'Onsdag–fredag: Lukket',
      'Lørdag: 10.00–14.00',
      'Søndag: Lukket',
    ]);
  });

  it('says nothing when no day has hours', () => {
    expect(openingHoursLines([])).toEqual([]);
  });
});
