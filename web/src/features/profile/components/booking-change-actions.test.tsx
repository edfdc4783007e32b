/**
 * 'Flyt booking' and 'Aflys booking' past the cut-off (issue 32): both disabled, unless the
 * weather check warned about the booking's hours: bad weather is a free move, so 'Flyt
 * booking' opens and the note says why, while 'Aflys booking' stays disabled.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Booking } from '@shared/api/entities';
import { copenhagenWallClock } from '@shared/domain/copenhagen-time';
import { shootWindow } from '@shared/domain/shoot-weather';
import { ToastContext } from '@web/components/toast/toast-context';
import type { BookingChanges } from '../api/booking-changes';
import { BookingChangeActions } from './booking-change-actions';
import { aBooking } from '@tests/support/booking-record';

// A shoot about 20 hours from now, on the whole hour: inside the 48-hour cut-off.
const start = new Date(Math.ceil((Date.now() + 20 * 3_600_000) / 3_600_000) * 3_600_000);
const { date, time } = copenhagenWallClock(start);
const booking: Booking = aBooking({
  booking_date: date,
  booking_time: time,
  payment_method: 'cash',
  payment_intent_id: null,
  duration_minutes: 60,
});
const hours = shootWindow(booking)!;
const windy: NonNullable<Booking['weather']> = {
  checked_at: new Date().toISOString(),
  status: 'too_windy',
  wind: 15,
  gust: 19,
  precipitation: 0,
  window: `${hours.from}/${hours.to}`,
};
const changes = {} as BookingChanges;
const noToasts = { success: () => {}, error: () => {}, info: () => {}, dismiss: () => {} };

const render = (shown: Booking) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <ToastContext.Provider value={noToasts}>
        <BookingChangeActions booking={shown} cutoffHours={48} changes={changes} />
      </ToastContext.Provider>
    </QueryClientProvider>,
  );

const button = (html: string, label: string) =>
  new RegExp(`<button [^>]*>${label}</button>`).exec(html)?.[0] ?? '';

describe('the booking change buttons past the cut-off', () => {
  it('are both disabled without a weather warning', () => {
    const html = render(booking);
    expect(button(html, 'Flyt booking')).toContain('disabled');
    expect(button(html, 'Aflys booking')).toContain('disabled');
  });

  it('open the move, not the cancel, when the forecast is bad, and say why', () => {
    const html = render({ ...booking, weather: windy });
    expect(button(html, 'Flyt booking')).not.toContain('disabled');
    expect(button(html, 'Aflys booking')).toContain('disabled');
    expect(html).toContain('Vejrudsigten ser dårlig ud for din optagelse.');
  });
});
