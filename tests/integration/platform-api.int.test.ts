/**
 * The platform's API through the twin's gateway and the real handlers: public reads,
 * caller classes enforced by the handlers, Danish errors, the SPA fallback and the mailbox.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '@functions/stores/products';
import { addContent } from '@functions/stores/site-content';
import { contentCatalog } from '@shared/content/catalog';
import { sendMail } from '@functions/lib/mailer';
import { createTestUser, type TestUser } from './users';
import { productInput } from '@tests/support/table-data';
import { useTestGateway } from './gateway';

const api = useTestGateway();
let customer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [customer, admin] = await Promise.all([createTestUser(), createTestUser({ admin: true })]);
});

const get = (path: string, token?: string) =>
  fetch(`${api.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('platform API', () => {
  it('serves public catalogue reads without a token', async () => {
    const product = await createProduct(
      productInput({ name: 'Testprodukt', description: 'Beskrivelse', price: 999 }),
    );
    const longKey = `test-long-${randomUUID()}`;
    await addContent({
      key: longKey,
      type: 'text',
      value: 'En lang tekst om droneoptagelser. '.repeat(60),
      description: 'Kun til testen',
      category: 'test',
    });
    await addContent({
      key: `test-blank-${randomUUID()}`,
      type: 'text',
      value: ' ',
      description: 'Tom',
      category: 'test',
    });
    // As a browser asks (fetch decodes the answer).
    const boot = await fetch(`${api.url}/api/bootstrap`, {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(boot.status).toBe(200);
    // Compressed for a client that accepts it.
    expect(boot.headers.get('content-encoding')).toBe('br');
    expect(boot.headers.get('vary')).toBe('accept-encoding');
    const body = (await boot.json()) as {
      products: Array<{ id: number }>;
      content: Array<Record<string, unknown>>;
    };
    expect(body.products.map((p) => p.id)).toContain(product.id);
    // Content as the first load needs it: key, type and a value, no editor descriptions.
    expect(body.content.find((entry) => entry.key === longKey)).toEqual({
      key: longKey,
      type: 'text',
      value: 'En lang tekst om droneoptagelser. '.repeat(60),
    });
    for (const entry of body.content) {
      expect(Object.keys(entry).sort()).toEqual(['key', 'type', 'value']);
      expect(String(entry.value).trim()).not.toBe('');
    }
    // Resolved by the server: every catalogue text is there, stored or as its fallback, so
    // the browser needs no fallbacks of its own.
    const keys = new Set(body.content.map((entry) => entry.key));
    for (const entry of contentCatalog.filter((e) => e.fallback !== '')) {
      expect(keys, entry.key).toContain(entry.key);
    }
    const one = await get(`/api/products/${product.id}`);
    expect(await one.json()).toMatchObject({ name: 'Testprodukt', price: 999 });
  });

  it('answers an unknown product with a Danish 404, not a 500', async () => {
    const res = await get('/api/products/987654');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'Produktet blev ikke fundet' });
    const bad = await get('/api/products/abc');
    expect(bad.status).toBe(404);
  });

  it('requires a valid token on user routes and the admin group on admin routes', async () => {
    expect((await get('/api/me')).status).toBe(401);
    expect((await get('/api/me', 'not-a-jwt')).status).toBe(401);
    const me = await get('/api/me', customer.accessToken);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: customer.email, is_admin: false, credits: 0 });
    expect((await get('/api/admin/bookings', customer.accessToken)).status).toBe(403);
    const adminMe = await get('/api/me', admin.accessToken);
    expect(await adminMe.json()).toMatchObject({ is_admin: true });
    expect((await get('/api/admin/bookings', admin.accessToken)).status).toBe(200);
  });

  it('rejects unknown API paths and wrong methods with JSON errors', async () => {
    const missing = await get('/api/does-not-exist');
    expect(missing.status).toBe(404);
    const wrong = await fetch(`${api.url}/api/products`, { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect(await wrong.json()).toHaveProperty('error');
  });

  it('serves the SPA for deep links and the local mailbox as JSON', async () => {
    const deep = await get('/product/1');
    expect(deep.status).toBe(200);
    expect(deep.headers.get('content-type')).toContain('text/html');
    const mail = await get('/_local/mail');
    expect(Array.isArray(await mail.json())).toBe(true);
  });

  it('lists mail sent through SES in the local mailbox, newest first', async () => {
    // The mailbox is shared with the files running beside this one: only this test's mails.
    const first = `${randomUUID()}@example.dk`;
    const second = `${randomUUID()}@example.dk`;
    await sendMail({ to: [first], subject: 'Første', text: 'en' });
    await new Promise((r) => setTimeout(r, 1100));
    await sendMail({ to: [second], subject: 'Anden', text: 'to', html: '<p>to</p>' });
    const mails = ((await (await get('/_local/mail')).json()) as Array<{ to?: string[] }>).filter(
      (mail) => mail.to?.some((to) => to === first || to === second),
    );
    expect(mails[0]).toMatchObject({
      to: [second],
      subject: 'Anden',
      text: 'to',
      html: '<p>to</p>',
    });
    expect(mails[1]).toMatchObject({ to: [first], subject: 'Første' });
    expect(typeof (mails[0] as Record<string, unknown> | undefined)?.sentAt).toBe('string');
    const page = await get('/_local/mail/view');
    expect(await page.text()).toContain('Anden');
  });
});
