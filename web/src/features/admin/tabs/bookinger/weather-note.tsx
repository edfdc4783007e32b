import type { Booking } from '@shared/api/entities';
import { copenhagenToUtc } from '@shared/domain/copenhagen-time';
import { shootWindow, weatherBadgeText, weatherValues } from '@shared/domain/shoot-weather';
import { fillText } from '@shared/texts/fill';
import { weatherTexts as t } from '@shared/texts/weather';
import type { AdminBadgeTone } from '@web/features/admin/components/admin-badges';

const tones: Record<NonNullable<Booking['weather']>['status'], AdminBadgeTone> = {
  ok: 'ok',
  too_windy: 'error',
  rain: 'error',
  unavailable: 'muted',
};

/**
 * The weather check's badge on an upcoming booking (product §4 'Weather check'): 'Vejr: OK',
 * 'Vejr: for meget vind (15 m/s)', 'Vejrudsigt ikke tilgængelig', with the forecast's worst
 * hour and DMI named as its source. Nothing before the first check, for a booking moved since
 * (the forecast was for other hours), or once the shoot has started, is cancelled or completed.
 */
export function WeatherNote({
  booking,
  now,
}: {
  booking: Pick<
    Booking,
    | 'weather'
    | 'booking_date'
    | 'booking_time'
    | 'duration_minutes'
    | 'cancelled_at'
    | 'is_completed'
  >;
  now: Date;
}) {
  const weather = booking.weather;
  if (!weather || booking.cancelled_at || booking.is_completed) return null;
  const start = copenhagenToUtc(booking.booking_date, booking.booking_time);
  if (!start || start.getTime() <= now.getTime()) return null;
  // A booking moved since its check: the forecast was for other hours (the next run reads them).
  const hours = shootWindow(booking);
  if (!hours || `${hours.from}/${hours.to}` !== weather.window) return null;
  return (
    <p className="admin-booking__weather">
      <span className={`admin-badge admin-badge--${tones[weather.status]}`}>
        {weatherBadgeText(weather)}
      </span>
      {weather.status === 'unavailable' ? null : (
        <span className="admin-field__hint">
          {' '}
          {fillText(t.badgeDetails, weatherValues(weather))} · {t.attribution}
        </span>
      )}
    </p>
  );
}
