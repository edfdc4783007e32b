/**
 * Scheduled job (EventBridge every hour in AWS, the twin's scheduler locally): the weather
 * check before every shoot within 48 hours (functions/capabilities/weather). Each booking is
 * warned at most once per forecast window, however often or at once it runs.
 */
import {
  checkShootWeather,
  type WeatherCheckSummary,
} from '@functions/capabilities/weather/shoot-weather-check';
import { weatherForecast } from '@functions/capabilities/weather/forecast-source';
import { withRequestLogging } from '@functions/lib/logger';

// `void`: the schedule's event carries nothing the job needs, and tests call it with none.
async function handle(_event: void): Promise<WeatherCheckSummary> {
  return checkShootWeather(weatherForecast(), new Date());
}

/** The Lambda entry point, its log lines carrying the request id. */
export const handler = withRequestLogging(handle);
