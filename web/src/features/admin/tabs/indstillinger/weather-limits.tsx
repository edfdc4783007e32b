/**
 * Indstillinger's weather limits (issue 32, product §4 'Weather check'): the mean wind, the
 * gusts and the rain above which the owner and the customer are warned before a shoot. Its
 * own section and state, so the settings form only asks it for its three fields.
 */
import { useState, type ReactNode } from 'react';
import type { BusinessSettingsView } from '@shared/api/business-settings';
import { weatherTexts as t } from '@shared/texts/weather';
import { AdminInput, AdminNumberInput } from '@web/features/admin/components/admin-field';
import { SettingsSection } from './settings-section';

export interface WeatherLimitFields {
  weather_max_wind_ms: number;
  weather_max_gust_ms: number;
  weather_max_rain_mm: number;
}

/** The typed number ('0,5' too), or null when the field holds none. */
const typedNumber = (typed: string): number | null => {
  const value = Number(typed.trim().replace(',', '.'));
  return typed.trim() === '' || !Number.isFinite(value) ? null : value;
};

/**
 * The section's fields and `read()`: the three limits as the settings body takes them, or the
 * Danish reason one cannot be read (the server checks the ranges and answers in Danish).
 */
export function useWeatherLimits(settings: BusinessSettingsView): {
  fields: ReactNode;
  read: () => WeatherLimitFields | string;
} {
  const [wind, setWind] = useState(String(settings.weather_max_wind_ms));
  const [gust, setGust] = useState(String(settings.weather_max_gust_ms));
  const [rain, setRain] = useState(String(settings.weather_max_rain_mm).replace('.', ','));
  const read = (): WeatherLimitFields | string => {
    const windMs = typedNumber(wind);
    if (windMs === null || !Number.isInteger(windMs)) return t.windInvalid;
    const gustMs = typedNumber(gust);
    if (gustMs === null || !Number.isInteger(gustMs)) return t.gustInvalid;
    const rainMm = typedNumber(rain);
    if (rainMm === null) return t.rainInvalid;
    return {
      weather_max_wind_ms: windMs,
      weather_max_gust_ms: gustMs,
      weather_max_rain_mm: rainMm,
    };
  };
  const fields = (
    <SettingsSection title={t.limitsHeading} intro={t.limitsIntro}>
      <div className="admin-form__row">
        <AdminNumberInput
          label={t.maxWind}
          min={1}
          max={40}
          step={1}
          value={wind}
          onValue={setWind}
        />
        <AdminNumberInput
          label={t.maxGust}
          min={1}
          max={50}
          step={1}
          value={gust}
          onValue={setGust}
        />
        <AdminInput label={t.maxRain} inputMode="decimal" value={rain} onValue={setRain} />
      </div>
      <p className="admin-field__hint">{t.attribution}</p>
    </SettingsSection>
  );
  return { fields, read };
}
