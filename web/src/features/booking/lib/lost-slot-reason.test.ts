import { describe, expect, it } from 'vitest';
import type { Availability } from '@shared/api/availability';
import { lostSlotReason } from './lost-slot-reason';

const day = (fields: Partial<Availability['days'][number]> = {}): Availability['days'][number] => ({
  date: '2026-12-10',
  weekday: 'thursday',
  sunrise: '08:30',
  sunset: '15:40',
  slots: [],
  unreachable: 0,
  unreachable_from_base: 0,
  ...fields,
});
const availability = (
  days: Availability['days'],
  rules: Partial<Availability['rules']> = {},
): Pick<Availability, 'today' | 'days' | 'rules'> => ({
  today: '2026-12-01',
  days,
  rules: {
    duration_minutes: 30,
    min_notice_hours: 24,
    daylight_only: true,
    drive_checked: true,
    ...rules,
  },
});

describe('the true reason a chosen time is lost to the address', () => {
  it('names daylight when the time lies outside it at the address', () => {
    expect(lostSlotReason(availability([day()]), '2026-12-10', '08:00')).toBe(
      'Det valgte tidspunkt ligger ikke i dagslys på adressen. Vælg et andet tidspunkt.',
    );
    expect(lostSlotReason(availability([day()]), '2026-12-10', '15:30')).toContain('dagslys');
  });

  it('names the base on a day without other shoots, another shoot only when there is one', () => {
    const fromBase = availability([day({ unreachable: 2, unreachable_from_base: 2 })]);
    expect(lostSlotReason(fromBase, '2026-12-10', '09:00')).toContain('pilotens base');
    const otherShoot = availability([day({ unreachable: 2, unreachable_from_base: 0 })]);
    expect(lostSlotReason(otherShoot, '2026-12-10', '09:00')).toContain('en anden optagelse');
  });

  it('names the drone zone’s permit lead for a day inside it', () => {
    const zone = availability([day({ date: '2026-12-05' })], { permit_lead_days: 30 });
    expect(lostSlotReason(zone, '2026-12-05', '10:00')).toBe(
      'Adressen ligger i en dronezone, hvor flyvning kræver tilladelse, så det valgte tidspunkt er for tidligt. Vælg en tid mindst 30 dage ude.',
    );
  });
});
