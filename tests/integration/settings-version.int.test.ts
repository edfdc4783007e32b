/**
 * Indstillinger saved from two places (two tabs, two admins), through the twin's gateway and
 * the real handler: a save carries the version its form was loaded at and lands only while
 * the settings are still at it; the other gets a Danish 409 and nothing of it is written. Two
 * saves at once from the same version: one lands, one is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BusinessSettingsBody,
  BusinessSettingsView,
  StoredBusinessSettings,
} from '@shared/api/business-settings';
import { settingsTexts as t } from '@shared/texts/business-settings';
import { businessSettingsKey } from '@functions/data/keys';
import { deleteItem } from '@functions/data/store';
import { getBusinessSettings, saveBusinessSettings } from '@functions/stores/business-settings';
import { startTestGateway, type TestGateway } from './gateway';
import { gatewayCall } from './gateway-call';
import { createTestUser, type TestUser } from './users';

let api: TestGateway;
let admin: TestUser;
let saved: StoredBusinessSettings | undefined;

const details: BusinessSettingsBody = {
  business_name: 'Luftfoto Sønderjylland ApS',
  business_address: 'Storegade 5, 6100 Haderslev',
  cvr: '27182818',
  cancellation_cutoff_hours: 48,
};

beforeAll(async () => {
  saved = await getBusinessSettings();
  api = await startTestGateway();
  admin = await createTestUser({ admin: true });
  await saveBusinessSettings(details);
});

afterAll(async () => {
  await api.close();
  if (saved) await saveBusinessSettings(saved);
  else await deleteItem(businessSettingsKey);
});

const read = async () =>
  (await gatewayCall<BusinessSettingsView>(api.url, 'GET', '/api/admin/settings', admin)).body;

const save = (body: Partial<BusinessSettingsBody>) =>
  gatewayCall<BusinessSettingsView & { error?: string; code?: string }>(
    api.url,
    'PUT',
    '/api/admin/settings',
    admin,
    { ...details, ...body },
  );

describe('Indstillinger saved from two places', () => {
  it('lands from the version it was loaded at; the other tab is told in Danish and writes nothing', async () => {
    const loaded = await read();
    expect(loaded.version).toBeGreaterThan(0);

    const first = await save({ cancellation_cutoff_hours: 24, version: loaded.version });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(loaded.version + 1);

    // The second tab was loaded before the first saved.
    const second = await save({ cancellation_cutoff_hours: 72, version: loaded.version });
    expect(second.status).toBe(409);
    expect(second.body.error).toBe(t.changedElsewhere);
    expect(second.body.code).toBe('settings_changed');
    const now = await read();
    expect(now.cancellation_cutoff_hours).toBe(24);
    expect(now.version).toBe(loaded.version + 1);

    // Loaded again, it saves.
    const again = await save({ cancellation_cutoff_hours: 72, version: now.version });
    expect(again.status).toBe(200);
    expect((await read()).cancellation_cutoff_hours).toBe(72);
  });

  it('two saves at once from the same version: one lands, the other is refused', async () => {
    const { version } = await read();
    const answers = await Promise.all(
      [12, 36].map((hours) => save({ cancellation_cutoff_hours: hours, version })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const landed = answers.find((answer) => answer.status === 200)!;
    const now = await read();
    expect(now.version).toBe(version + 1);
    expect(now.cancellation_cutoff_hours).toBe(landed.body.cancellation_cutoff_hours);
  });

  it.each([-1, 1.5, 'tre'])('refuses the version %j in Danish, writing nothing', async (bad) => {
    const before = await read();
    const answer = await save({ cancellation_cutoff_hours: 100, version: bad as number });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(t.versionInvalid);
    expect(await read()).toEqual(before);
  });
});
