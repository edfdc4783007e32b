/**
 * The business settings (SETTINGS / BUSINESS). Nothing stands in for the business's details
 * before the owner saves them: `getBusinessDetails` is then undefined, and the cut-off, the
 * notice and the drive buffer are the defaults (no base: only the drives between shoots).
 */
import {
  businessSettingsSchema,
  defaultCancellationCutoffHours,
  storedBusinessSettingsSchema,
  type BasePosition,
  type BusinessDetails,
  type BusinessSettingsBody,
  type BusinessSettingsView,
  type StoredBusinessSettings,
} from '@shared/api/business-settings';
import { socialLinksOf, type SocialLink } from '@shared/domain/business-contact';
import { normaliseCustomerPhone } from '@shared/domain/danish-phone';
import type { WeatherLimits } from '@shared/domain/shoot-weather';
import { settingsTexts } from '@shared/texts/business-settings';
import { businessSettingsKey, stripKeys } from '@functions/data/keys';
import { getItem, writtenIf } from '@functions/data/store';
import { geocode } from '@functions/geo/geocode';
import { badRequest, conflict } from '@functions/lib/errors';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '@functions/lib/db';
import { logger } from '@functions/lib/logger';

/**
 * The saved settings (undefined before the first save) and how many times they were saved
 * (settings saved before versions were kept: 0), in one read.
 */
async function readSettings(): Promise<{
  settings: StoredBusinessSettings | undefined;
  version: number;
}> {
  const item = await getItem(businessSettingsKey, true);
  const version = typeof item?.version === 'number' ? item.version : 0;
  if (!item) return { settings: undefined, version };
  const stored = storedBusinessSettingsSchema.safeParse(
    stripKeys<Partial<StoredBusinessSettings>>(item),
  );
  return { settings: stored.success ? stored.data : undefined, version };
}

/** The saved settings, or undefined before the first save. */
export async function getBusinessSettings(): Promise<StoredBusinessSettings | undefined> {
  return (await readSettings()).settings;
}

/** The seller on receipts; undefined until the owner has saved name, address and CVR. */
export async function getBusinessDetails(): Promise<BusinessDetails | undefined> {
  const settings = await getBusinessSettings();
  if (!settings) return undefined;
  const { business_name, business_address, cvr } = settings;
  return { business_name, business_address, cvr };
}

/** How customers reach the business ('' and no links until the owner sets them). */
export interface BusinessContact {
  email: string;
  /** As stored: '+45 12 34 56 78' or E.164. */
  phone: string;
  links: SocialLink[];
}

export async function getBusinessContact(): Promise<BusinessContact> {
  const settings = await getBusinessSettings();
  return {
    email: settings?.contact_email ?? '',
    phone: settings?.contact_phone ?? '',
    links: settings ? socialLinksOf(settings) : [],
  };
}

/** Hours before a shoot until which a customer may move or cancel it. */
export async function getCancellationCutoffHours(): Promise<number> {
  return (await getBusinessSettings())?.cancellation_cutoff_hours ?? defaultCancellationCutoffHours;
}

/** What decides whether a time can be flown (product §4), with the defaults before a save. */
export interface FlyingRules {
  minNoticeHours: number;
  allowAfterSunset: boolean;
  base: BasePosition;
  bufferMinutes: number;
  /** Days ahead the first time lies at an address in a drone zone needing a permit. */
  permitLeadDays: number;
}

const defaults = businessSettingsSchema.parse({
  business_name: '-',
  business_address: '-',
  cvr: '00000000',
  cancellation_cutoff_hours: defaultCancellationCutoffHours,
});

export async function getFlyingRules(): Promise<FlyingRules> {
  const settings = await getBusinessSettings();
  return {
    minNoticeHours: settings?.min_notice_hours ?? defaults.min_notice_hours,
    allowAfterSunset: settings?.allow_after_sunset ?? defaults.allow_after_sunset,
    base: settings?.base_position ?? null,
    bufferMinutes: settings?.drive_buffer_minutes ?? defaults.drive_buffer_minutes,
    permitLeadDays: settings?.permit_lead_days ?? defaults.permit_lead_days,
  };
}

/** The weather check's limits (product §4 'Weather check'), with the defaults before a save. */
export async function getWeatherLimits(): Promise<WeatherLimits> {
  const settings = await getBusinessSettings();
  return {
    maxWindMs: settings?.weather_max_wind_ms ?? defaults.weather_max_wind_ms,
    maxGustMs: settings?.weather_max_gust_ms ?? defaults.weather_max_gust_ms,
    maxRainMm: settings?.weather_max_rain_mm ?? defaults.weather_max_rain_mm,
  };
}

/** The delivery promise (working days, without and with editing), with the defaults before a save. */
export async function getDeliveryPromise(): Promise<{ days: number; editing_days: number }> {
  const settings = await getBusinessSettings();
  return {
    days: settings?.delivery_days ?? defaults.delivery_days,
    editing_days: settings?.editing_delivery_days ?? defaults.editing_delivery_days,
  };
}

/** How long a delivered gallery stays open, and how long its files are kept after it closed. */
export async function getGalleryLifetimeDays(): Promise<{ open: number; keep: number }> {
  const settings = await getBusinessSettings();
  return {
    open: settings?.gallery_open_days ?? defaults.gallery_open_days,
    keep: settings?.gallery_keep_days ?? defaults.gallery_keep_days,
  };
}

/** What the admin's Indstillinger shows: the saved settings, or empty details. */
export async function getBusinessSettingsView(): Promise<BusinessSettingsView> {
  const { settings, version } = await readSettings();
  if (!settings)
    return {
      ...defaults,
      business_name: '',
      business_address: '',
      cvr: '',
      base_position: null,
      details_saved: false,
      version,
    };
  return { ...settings, details_saved: true, version };
}

/** The base address's position; a 400 in Danish when it cannot be found. */
async function basePositionOf(address: string): Promise<BasePosition> {
  if (!address) return null;
  let found;
  try {
    found = await geocode(address);
  } catch (error) {
    logger.error('base_address_geocode_failed', { error });
    found = null;
  }
  if (!found) throw badRequest(settingsTexts.baseAddressNotFound, 'base_address_not_found');
  return { lat: found.lat, lon: found.lon };
}

const changedElsewhere = () => conflict(settingsTexts.changedElsewhere, 'settings_changed');

/**
 * Saves the settings; the base address is geocoded here (not trusted from the browser). With
 * the `version` the form was loaded at, only while the settings are still at it (else 409 in
 * Danish, nothing written); the write itself is conditional on the version read, so two saves
 * at once never both land.
 */
export async function saveBusinessSettings(
  body: BusinessSettingsBody,
): Promise<BusinessSettingsView> {
  const settings = businessSettingsSchema.parse(body);
  const { version } = await readSettings();
  if (body.version !== undefined && body.version !== version) throw changedElsewhere();
  const stored: StoredBusinessSettings = {
    ...settings,
    contact_phone: normaliseCustomerPhone(settings.contact_phone) ?? '',
    base_position: await basePositionOf(settings.base_address),
  };
  const written = await writtenIf(() =>
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...businessSettingsKey,
          entity: 'business_settings',
          ...stored,
          version: version + 1,
          updated_at: new Date().toISOString(),
        },
        // Settings saved before versions were kept have none: they are at 0.
        ConditionExpression:
          version === 0 ? 'attribute_not_exists(#version)' : '#version = :version',
        ExpressionAttributeNames: { '#version': 'version' },
        ...(version === 0 ? {} : { ExpressionAttributeValues: { ':version': version } }),
      }),
    ),
  );
  if (!written) throw changedElsewhere();
  return { ...stored, details_saved: true, version: version + 1 };
}
