/** The forecast port as configured: DMI's EDR API (or the twin's stand-in of it). */
import { config } from '@functions/lib/config';
import { dmiForecast } from './dmi-forecast';
import type { WeatherForecast } from './forecast-port';

export function weatherForecast(): WeatherForecast {
  const { DMI_FORECAST_URL, DMI_FORECAST_API_KEY } = config();
  return dmiForecast({ baseUrl: DMI_FORECAST_URL, apiKey: DMI_FORECAST_API_KEY });
}
