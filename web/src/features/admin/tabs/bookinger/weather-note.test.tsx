/** The weather badge on the admin's upcoming bookings (issue 32). */
import { describe, expect, it } from 'vitest';
import type { Booking } from '@shared/api/entities';
import { renderAdmin } from '@web/features/admin/test-support/render-admin';
import { WeatherNote } from './weather-note';

// 1 December 2026 10:00 in Copenhagen is 09:00 UTC.
const now = new Date('2026-11-30T12:00:00Z');
const upcoming = {
  booking_date: '2026-12-01',
  booking_time: '10:00',
  duration_minutes: 60,
  cancelled_at: null,
  is_completed: false,
};
const checked = {
  checked_at: '2026-11-30T11:00:00Z',
  window: '2026-12-01T09:00:00Z/2026-12-01T10:00:00Z',
};
const windy: NonNullable<Booking['weather']> = {
  ...checked,
  status: 'too_windy',
  wind: 15,
  gust: 19.5,
  precipitation: 0,
};

describe('the weather note', () => {
  it('shows a bad forecast as a red badge with the worst hour and DMI as the source', () => {
    const html = renderAdmin(<WeatherNote booking={{ ...upcoming, weather: windy }} now={now} />);
    expect(html).toContain('admin-badge--error">Vejr: for meget vind (15 m/s)</span>');
    expect(html).toContain('Middelvind 15 m/s, vindstød 19,5 m/s, nedbør 0 mm i timen');
    expect(html).toContain('Vejrdata: DMI (CC BY 4.0)');
  });

  it("says when no forecast could be read, and 'Vejr: OK' for a good one", () => {
    const unavailable = {
      ...checked,
      status: 'unavailable' as const,
      wind: null,
      gust: null,
      precipitation: null,
    };
    const html = renderAdmin(
      <WeatherNote booking={{ ...upcoming, weather: unavailable }} now={now} />,
    );
    expect(html).toContain('Vejrudsigt ikke tilgængelig');
    expect(html).not.toContain('Vejrdata');
    const ok = { ...windy, status: 'ok' as const, wind: 4, gust: 6 };
    expect(renderAdmin(<WeatherNote booking={{ ...upcoming, weather: ok }} now={now} />)).toContain(
      'admin-badge--ok">Vejr: OK</span>',
    );
  });

  it('shows nothing before the first check, after a move, after the start, or once cancelled', () => {
    expect(renderAdmin(<WeatherNote booking={upcoming} now={now} />)).toBe('');
    const moved = { ...upcoming, booking_time: '13:00', weather: windy };
    expect(renderAdmin(<WeatherNote booking={moved} now={now} />)).toBe('');
    const started = new Date('2026-12-01T09:30:00Z');
    expect(
      renderAdmin(<WeatherNote booking={{ ...upcoming, weather: windy }} now={started} />),
    ).toBe('');
    const cancelled = { ...upcoming, weather: windy, cancelled_at: '2026-11-30T10:00:00Z' };
    expect(renderAdmin(<WeatherNote booking={cancelled} now={now} />)).toBe('');
  });
});
