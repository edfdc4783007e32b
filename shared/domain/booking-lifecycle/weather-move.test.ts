/** Bad weather is a free move (issue 32): a warned booking may be moved past the cut-off. */
import { describe, expect, it } from 'vitest';
import type { Booking } from '@shared/api/entities';
import { changeRefusal, moveRefusal, weatherMoveOpen } from './changes';

// 3 December 2026 11:00 in Copenhagen is 10:00 UTC; the cut-off of 48 hours has passed.
const now = new Date('2026-12-02T12:00:00Z');
const booking = {
  booking_date: '2026-12-03',
  booking_time: '11:00',
  duration_minutes: 60,
  is_completed: false,
  deleted_at: null,
  payment_status: 'paid' as const,
};
const windy: NonNullable<Booking['weather']> = {
  checked_at: '2026-12-02T11:00:00Z',
  status: 'too_windy',
  wind: 15,
  gust: 19,
  precipitation: 0,
  window: '2026-12-03T10:00:00Z/2026-12-03T11:00:00Z',
};

describe('the weather move', () => {
  it('opens the move, not the cancel, past the cut-off when the forecast is bad', () => {
    expect(changeRefusal(booking, 48, now)).toBe('past_cutoff');
    expect(moveRefusal({ ...booking, weather: windy }, 48, now)).toBeNull();
    expect(moveRefusal({ ...booking, weather: { ...windy, status: 'rain' } }, 48, now)).toBeNull();
  });

  it('keeps the cut-off for a good or unknown forecast, after a move and after the start', () => {
    expect(moveRefusal(booking, 48, now)).toBe('past_cutoff');
    expect(moveRefusal({ ...booking, weather: { ...windy, status: 'ok' } }, 48, now)).toBe(
      'past_cutoff',
    );
    const unavailable = { ...windy, status: 'unavailable' as const };
    expect(moveRefusal({ ...booking, weather: unavailable }, 48, now)).toBe('past_cutoff');
    // Moved since the warning: the forecast was for other hours.
    expect(weatherMoveOpen({ ...booking, booking_time: '14:00', weather: windy }, now)).toBe(false);
    expect(weatherMoveOpen({ ...booking, weather: windy }, new Date('2026-12-03T10:30:00Z'))).toBe(
      false,
    );
  });

  it('never opens a cancelled or completed booking', () => {
    const cancelled = { ...booking, weather: windy, cancelled_at: '2026-12-01T10:00:00Z' };
    expect(moveRefusal(cancelled, 48, now)).toBe('cancelled');
    expect(moveRefusal({ ...booking, weather: windy, is_completed: true }, 48, now)).toBe(
      'completed',
    );
  });
});
