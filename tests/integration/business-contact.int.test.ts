/**
 * The business's contact details in Indstillinger (issue 41), through the twin's gateway and
 * the real handlers: only an admin may save them, a bad e-mail, phone or link gets a Danish
 * 400 and nothing is written, and once saved the bootstrap answer every page is rendered from
 * carries them (the phone as people read it, only the links that are set) and 'Kom i gang'
 * ticks the step off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bootstrap } from '@shared/api/routes';
import type { BusinessSettingsBody, StoredBusinessSettings } from '@shared/api/business-settings';
import type { SetupStatus } from '@shared/api/setup-status';
import { settingsTexts as t } from '@shared/texts/business-settings';
import { businessSettingsKey } from '@functions/data/keys';
import { deleteItem } from '@functions/data/store';
import { getBusinessSettings, saveBusinessSettings } from '@functions/stores/business-settings';
import { startTestGateway, type TestGateway } from './gateway';
import { gatewayCall } from './gateway-call';
import { createTestUser, type TestUser } from './users';

let api: TestGateway;
let admin: TestUser;
let customer: TestUser;
let saved: StoredBusinessSettings | undefined;

const details: BusinessSettingsBody = {
  business_name: 'Luftfoto Østjylland ApS',
  business_address: 'Havnegade 2, 8000 Aarhus C',
  cvr: '31415926',
  cancellation_cutoff_hours: 48,
};

beforeAll(async () => {
  saved = await getBusinessSettings();
  api = await startTestGateway();
  [admin, customer] = await Promise.all([createTestUser({ admin: true }), createTestUser()]);
  await saveBusinessSettings(details);
});

afterAll(async () => {
  await api.close();
  if (saved) await saveBusinessSettings(saved);
  else await deleteItem(businessSettingsKey);
});

const call = <T>(method: string, path: string, as?: TestUser, body?: unknown) =>
  gatewayCall<T>(api.url, method, path, as, body);

/** Saves as the admin; `null` saves signed out. */
const save = (body: Partial<BusinessSettingsBody>, as: TestUser | null = admin) =>
  call('PUT', '/api/admin/settings', as ?? undefined, { ...details, ...body });

describe('the contact details in Indstillinger', () => {
  it('may be saved by an admin only', async () => {
    const contact = { contact_email: 'fremmed@example.dk' };
    expect((await save(contact, null)).status).toBe(401);
    expect((await save(contact, customer)).status).toBe(403);
    expect((await getBusinessSettings())?.contact_email).toBe('');
  });

  it.each([
    [{ contact_email: 'kontakt' }, t.contactEmailInvalid],
    [{ contact_email: 'Firma <kontakt@firma.dk>' }, t.contactEmailInvalid],
    [{ contact_phone: '1234' }, t.contactPhoneInvalid],
    [{ contact_phone: '+46 12' }, t.contactPhoneInvalid],
    [
      { facebook_url: 'http://www.facebook.com/luftfoto' },
      'Linket til Facebook skal være en fuld adresse, der begynder med https://',
    ],
    [
      { linkedin_url: 'javascript:alert(1)' },
      'Linket til LinkedIn skal være en fuld adresse, der begynder med https://',
    ],
    [
      { youtube_url: 42 },
      'Linket til YouTube skal være en fuld adresse, der begynder med https://',
    ],
  ])('refuses %j with a Danish 400 and writes nothing', async (contact, message) => {
    const before = await getBusinessSettings();
    const answer = await save({ contact_email: 'ok@firma.dk', ...contact } as never);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(message);
    expect(await getBusinessSettings()).toEqual(before);
  });

  it('once saved, are in the bootstrap answer and tick off the step in Kom i gang', async () => {
    const answer = await save({
      contact_email: ' kontakt@luftfoto-oestjylland.dk ',
      contact_phone: '70 70 70 70',
      facebook_url: 'https://www.facebook.com/luftfoto',
      youtube_url: 'https://www.youtube.com/@luftfoto',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      contact_email: 'kontakt@luftfoto-oestjylland.dk',
      contact_phone: '+45 70 70 70 70',
      instagram_url: '',
    });

    const bootstrap = await call<Bootstrap>('GET', '/api/bootstrap');
    expect(bootstrap.body.business).toEqual({
      name: details.business_name,
      address: details.business_address,
      cvr: details.cvr,
    });
    expect(bootstrap.body.contact).toEqual({
      email: 'kontakt@luftfoto-oestjylland.dk',
      phone: '+45 70 70 70 70',
      phone_href: 'tel:+4570707070',
      links: [
        { network: 'facebook', url: 'https://www.facebook.com/luftfoto' },
        { network: 'youtube', url: 'https://www.youtube.com/@luftfoto' },
      ],
    });

    const setup = await call<SetupStatus>('GET', '/api/admin/setup', admin);
    expect(setup.body.steps.find((step) => step.id === 'contact')).toEqual({
      id: 'contact',
      done: true,
    });
  });

  it('a foreign number is kept in E.164 and shown as its country writes it', async () => {
    expect(
      (await save({ contact_email: 'a@firma.dk', contact_phone: '0046 70 123 45 67' })).status,
    ).toBe(200);
    const { contact } = (await call<Bootstrap>('GET', '/api/bootstrap')).body;
    expect(contact).toMatchObject({ phone: '+46 70 123 45 67', phone_href: 'tel:+46701234567' });
    expect((await getBusinessSettings())?.contact_phone).toBe('+46701234567');
  });

  it('until set, the bootstrap answer has no contact and the step stays open', async () => {
    expect((await save({})).status).toBe(200);
    const { contact } = (await call<Bootstrap>('GET', '/api/bootstrap')).body;
    expect(contact).toEqual({ email: '', phone: '', phone_href: '', links: [] });
    const setup = await call<SetupStatus>('GET', '/api/admin/setup', admin);
    expect(setup.body.steps.find((step) => step.id === 'contact')?.done).toBe(false);
  });
});
