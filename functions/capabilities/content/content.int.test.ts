/**
 * Editing site content through the twin's gateway: admins only, with product §6's Danish
 * refusals for anyone else; unique keys by the database; values stored as text; colours,
 * images and links in their forms.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteContent } from '@shared/api/entities';
import { useTestGateway } from '@tests/integration/gateway';
import { tokenCall } from '@tests/integration/gateway-call';
import { createTestUser, type TestUser } from '@tests/integration/users';
import { getContent } from '@functions/stores/site-content';

const api = useTestGateway();
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  [admin, customer] = await Promise.all([createTestUser({ admin: true }), createTestUser()]);
});

const send = <T>(method: string, path: string, body?: unknown, token?: string) =>
  tokenCall<T>(api.url, method, path, token, body);

const key = () => `test-indhold-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

describe('content editing', () => {
  it('refuses customers and visitors with the Danish message of each write', async () => {
    const asCustomer = [
      await send(
        'POST',
        '/api/content',
        { key: key(), value: 'x', description: 'y' },
        customer.accessToken,
      ),
      await send('PUT', '/api/content/hero-title', { value: 'Hacket' }, customer.accessToken),
      await send('DELETE', '/api/content/hero-title', undefined, customer.accessToken),
    ];
    expect(asCustomer.map((a) => [a.status, a.body.error])).toEqual([
      [403, 'Du har ikke tilladelse til at tilføje indhold'],
      [403, 'Du har ikke tilladelse til at redigere indhold'],
      [403, 'Du har ikke tilladelse til at slette indhold'],
    ]);
    // Without a token API Gateway's JWT authorizer answers before the handler (its own body).
    const asVisitor = await send('PUT', '/api/content/hero-title', { value: 'Hacket' });
    expect([asVisitor.status, asVisitor.body]).toEqual([401, { message: 'Unauthorized' }]);
    expect((await getContent('hero-title'))?.value).not.toBe('Hacket');
  });

  it('adds an entry once; the same key again is refused by the database', async () => {
    const entry = { key: key(), value: 'Hej', description: 'En prøve', category: 'hero' };
    const added = await send<SiteContent>('POST', '/api/content', entry, admin.accessToken);
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ ...entry, type: 'text' });
    const twice = await Promise.all(
      [1, 2, 3].map(() => send('POST', '/api/content', entry, admin.accessToken)),
    );
    expect(twice.map((a) => [a.status, a.body.error])).toEqual(
      Array(3).fill([409, 'Denne nøgle findes allerede']),
    );
    const blank = await send(
      'POST',
      '/api/content',
      { key: key(), value: ' ', description: 'x' },
      admin.accessToken,
    );
    expect([blank.status, blank.body.error]).toEqual([400, 'Udfyld alle felter']);
  });

  it('stores markup as plain text, and refuses script links, bad colours and foreign images', async () => {
    const updated = await send<SiteContent>(
      'PUT',
      '/api/content/hero-subtitle',
      { value: '<img src=x onerror=alert(1)>' },
      admin.accessToken,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.value).toBe('<img src=x onerror=alert(1)>');
    await send('DELETE', '/api/content/hero-subtitle', undefined, admin.accessToken);

    // A link entry of the owner's own (a key ending in -url).
    const linkKey = `${key()}-url`;
    const entry = { key: linkKey, value: 'https://example.dk/', description: 'Et link' };
    expect((await send('POST', '/api/content', entry, admin.accessToken)).status).toBe(200);
    const link = await send(
      'PUT',
      `/api/content/${linkKey}`,
      { value: 'javascript:alert(1)' },
      admin.accessToken,
    );
    expect([link.status, link.body.error]).toEqual([
      400,
      'Angiv en adresse der starter med https://',
    ]);
    const colour = await send(
      'PUT',
      '/api/content/primary-color',
      { value: 'red; background:url(x)' },
      admin.accessToken,
    );
    expect([colour.status, colour.body.error]).toEqual([
      400,
      'Angiv farven som en hex-kode, f.eks. #1D4ED8',
    ]);
    const image = await send(
      'PUT',
      '/api/content/hero-image',
      { value: 'javascript:alert(1)' },
      admin.accessToken,
    );
    expect(image.status).toBe(400);
    const unknown = await send(
      'PUT',
      '/api/content/findes-ikke-noeglen',
      { value: 'x' },
      admin.accessToken,
    );
    expect([unknown.status, unknown.body.error]).toEqual([404, 'Indholdet blev ikke fundet']);
  });

  it('sets a catalogue colour that had only its fallback, then deletes it back to the fallback', async () => {
    const set = await send<SiteContent>(
      'PUT',
      '/api/content/warning-color',
      { value: '#B45309' },
      admin.accessToken,
    );
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({
      key: 'warning-color',
      type: 'color',
      category: 'colors',
      value: '#B45309',
    });
    const removed = await send(
      'DELETE',
      '/api/content/warning-color',
      undefined,
      admin.accessToken,
    );
    expect(removed.status).toBe(200);
    expect(await getContent('warning-color')).toBeUndefined();
    const again = await send('DELETE', '/api/content/warning-color', undefined, admin.accessToken);
    expect([again.status, again.body.error]).toEqual([404, 'Indholdet blev ikke fundet']);
  });
});
