/** The business settings (SETTINGS / BUSINESS): the defaults until the admin saves them. */
import {
  businessSettingsSchema,
  defaultBusinessSettings,
  type BusinessSettings,
} from '@shared/api/business-settings';
import { businessSettingsKey, stripKeys } from './keys';
import { getItem, putItem } from './store';

export async function getBusinessSettings(): Promise<BusinessSettings> {
  const item = await getItem(businessSettingsKey, true);
  if (!item) return defaultBusinessSettings;
  const stored = businessSettingsSchema.safeParse({
    ...defaultBusinessSettings,
    ...stripKeys<Partial<BusinessSettings>>(item),
  });
  return stored.success ? stored.data : defaultBusinessSettings;
}

export async function saveBusinessSettings(settings: BusinessSettings): Promise<BusinessSettings> {
  await putItem({
    ...businessSettingsKey,
    entity: 'business_settings',
    ...settings,
    updated_at: new Date().toISOString(),
  });
  return settings;
}
