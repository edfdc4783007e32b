/**
 * The business settings (SETTINGS / BUSINESS). Nothing stands in for the business's details
 * before the owner saves them: `getBusinessDetails` is then undefined, and the cut-off is the
 * default.
 */
import {
  businessSettingsSchema,
  defaultCancellationCutoffHours,
  type BusinessDetails,
  type BusinessSettings,
  type BusinessSettingsView,
} from '@shared/api/business-settings';
import { businessSettingsKey, stripKeys } from '@functions/data/keys';
import { getItem, putItem } from '@functions/data/store';

/** The saved settings, or undefined before the first save. */
export async function getBusinessSettings(): Promise<BusinessSettings | undefined> {
  const item = await getItem(businessSettingsKey, true);
  if (!item) return undefined;
  const stored = businessSettingsSchema.safeParse(stripKeys<Partial<BusinessSettings>>(item));
  return stored.success ? stored.data : undefined;
}

/** The seller on receipts; undefined until the owner has saved name, address and CVR. */
export async function getBusinessDetails(): Promise<BusinessDetails | undefined> {
  const settings = await getBusinessSettings();
  if (!settings) return undefined;
  const { business_name, business_address, cvr } = settings;
  return { business_name, business_address, cvr };
}

/** Hours before a shoot until which a customer may move or cancel it. */
export async function getCancellationCutoffHours(): Promise<number> {
  return (await getBusinessSettings())?.cancellation_cutoff_hours ?? defaultCancellationCutoffHours;
}

/** What the admin's Indstillinger shows: the saved settings, or empty details. */
export async function getBusinessSettingsView(): Promise<BusinessSettingsView> {
  const settings = await getBusinessSettings();
  if (!settings)
    return {
      business_name: '',
      business_address: '',
      cvr: '',
      cancellation_cutoff_hours: defaultCancellationCutoffHours,
      details_saved: false,
    };
  return { ...settings, details_saved: true };
}

export async function saveBusinessSettings(
  settings: BusinessSettings,
): Promise<BusinessSettingsView> {
  await putItem({
    ...businessSettingsKey,
    entity: 'business_settings',
    ...settings,
    updated_at: new Date().toISOString(),
  });
  return { ...settings, details_saved: true };
}
