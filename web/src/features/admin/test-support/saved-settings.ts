/** Business settings as the owner saved them, for tests of the Indstillinger tab. */
import type { BusinessSettingsView } from '@shared/api/business-settings';
import { noContactFields } from '@shared/domain/business-contact';

export const savedSettings: BusinessSettingsView = {
  business_name: 'Demo Dronefoto',
  business_address: 'Eksempelvej 1, 8000 Aarhus C',
  cvr: '12345678',
  version: 3,
  cancellation_cutoff_hours: 48,
  min_notice_hours: 24,
  allow_after_sunset: true,
  base_address: 'Vestergade 1, 8000 Aarhus C',
  base_position: { lat: 56.156_789, lon: 10.203_449 },
  drive_buffer_minutes: 15,
  weather_max_wind_ms: 10,
  weather_max_gust_ms: 14,
  weather_max_rain_mm: 0.5,
  delivery_days: 2,
  editing_delivery_days: 6,
  gallery_open_days: 30,
  gallery_keep_days: 90,
  permit_lead_days: 30,
  ...noContactFields,
  details_saved: true,
};
