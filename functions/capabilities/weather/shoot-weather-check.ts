/**
 * The weather check before every shoot (product §4 'Weather check', decision 0026): each shoot
 * that will be flown (the lifecycle's `weatherCheckDue`: card, cash, invoice or credits alike)
 * and starts within 48 hours has the forecast of its position read for its hours, judged
 * against the owner's limits and stored on it. A
 * forecast past the limits warns the customer and the owner once per booking and window
 * (weather-writes.ts); a forecast that cannot be read mails nobody and is stored as
 * `unavailable` ('Vejrudsigt ikke tilgængelig' on the admin's booking).
 */
import type { BookingWeather } from '@shared/api/entities';
import { serverContentFallback } from '@shared/texts/content-fallbacks';
import { copenhagenToday } from '@shared/domain/copenhagen-time';
import { judgeForecast, shootWindow } from '@shared/domain/shoot-weather';
import { weatherCheckDue } from '@shared/domain/booking-lifecycle/shoot';
import { bookingsOnDates } from '@functions/stores/booking/booking-items';
import { getContent } from '@functions/stores/site-content';
import { adminDayUrl, manageBookingUrl } from '@functions/capabilities/links/link-signing';
import {
  weatherWarningMail,
  weatherWarningNotice,
} from '@functions/capabilities/mails/weather-warning';
import { getWeatherLimits } from '@functions/stores/business-settings';
import { logger } from '@functions/lib/logger';
import { countMetric } from '@functions/lib/metrics';
import type { WeatherForecast } from './forecast-port';
import { weatherChecked } from '@functions/stores/booking/booking-changes';
import { warnOnce } from './weather-warnings';

export interface WeatherCheckSummary {
  checked: number;
  warned: number;
  unavailable: number;
}

async function weatherRule(): Promise<string> {
  const key = 'contact-faq-weather-answer';
  return (await getContent(key))?.value.trim() || serverContentFallback(key);
}

export async function checkShootWeather(
  forecast: WeatherForecast,
  now = new Date(),
): Promise<WeatherCheckSummary> {
  // Today and the next two days cover every start within 48 hours.
  const due = (await bookingsOnDates(copenhagenToday(now), 3)).filter((booking) =>
    weatherCheckDue(booking, now),
  );
  const summary: WeatherCheckSummary = { checked: 0, warned: 0, unavailable: 0 };
  if (due.length === 0) return summary;
  const limits = await getWeatherLimits();
  let rule: string | undefined;
  for (const booking of due) {
    const hours = shootWindow(booking);
    if (!hours) continue;
    const window = `${hours.from}/${hours.to}`;
    const read = await forecast.forecast(
      booking.shoot_lat!,
      booking.shoot_lon!,
      hours.from,
      hours.to,
    );
    summary.checked += 1;
    const checkedAt = now.toISOString();
    if (!read.ok) {
      summary.unavailable += 1;
      countMetric('WeatherForecastUnavailable');
      logger.warn('weather_forecast_unavailable', {
        bookingId: booking.id,
        reason: read.reason,
        detail: read.detail,
      });
      await weatherChecked(booking.id, {
        checked_at: checkedAt,
        status: 'unavailable',
        wind: null,
        gust: null,
        precipitation: null,
        window,
      });
      continue;
    }
    const verdict = judgeForecast(read.hours, limits);
    const weather: BookingWeather = { checked_at: checkedAt, window, ...verdict };
    if (verdict.status === 'ok') {
      await weatherChecked(booking.id, weather);
      continue;
    }
    rule ??= await weatherRule();
    const warned = await warnOnce(
      booking.id,
      weather,
      {
        customer: {
          ...weatherWarningMail(booking, weather, limits, rule, manageBookingUrl(booking.id)),
          bookingId: booking.id,
        },
        admins: weatherWarningNotice(booking, weather, limits, adminDayUrl(booking.booking_date)),
      },
      now,
    );
    if (warned) {
      summary.warned += 1;
      logger.info('weather_warning_queued', { bookingId: booking.id, window, ...verdict });
    }
  }
  return summary;
}
