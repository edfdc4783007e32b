/**
 * Input the probe of the API found answered with a 500 or taken as it came, through the
 * twin's gateway and the real handlers: oversized and malformed path ids, hidden characters
 * in texts, zod's type words in messages, and one user's concurrent reactions.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createPortfolioItem } from '@functions/stores/portfolio';
import { uniqueId } from '@tests/support/table-data';
import { useTestGateway } from './gateway';
import { createTestUser, type TestUser } from './users';

const api = useTestGateway();
let user: TestUser;

beforeAll(async () => {
  user = await createTestUser();
});

function call(method: string, path: string, body?: unknown, token = user.accessToken) {
  return fetch(`${api.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const englishTypeWords =
  /\b(boolean|string|streng|number|object|objekt|expected|forventede|undefined|NaN)\b/i;

describe('path ids', () => {
  it('answers a 2 KB id as not found, not as a database error', async () => {
    const longId = 'a'.repeat(2048);
    const reaction = await call('PUT', `/api/portfolio/${longId}/reaction`, { reaction: 'like' });
    expect(reaction.status).toBe(404);
    expect(await reaction.json()).toMatchObject({ error: 'Ikke fundet' });
    const cancel = await call('POST', `/api/bookings/${longId}/cancel-checkout`, {});
    expect(cancel.status).toBe(404);
  });

  it('answers a malformed percent-escape in a path as not found', async () => {
    const res = await fetch(`${api.url}/api/products/%ZZ`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'Produktet blev ikke fundet' });
  });
});

describe('hidden characters', () => {
  const check = (address: string) => call('POST', '/api/coverage/check', { address });

  it.each([
    ['NUL', 'Rådhuspladsen 1\u0000, 1550 København V'],
    ['right-to-left override', 'Rådhuspladsen 1\u202E, 1550 København V'],
    ['zero-width space', 'Rådhus\u200Bpladsen 1, 1550 København V'],
    ['zero-width joiner', 'Rådhus\u200Dpladsen 1, 1550 København V'],
  ])('refuses an address with a %s', async (_name, address) => {
    const res = await check(address);
    expect(res.status).toBe(400);
    // Named as the address, on its field, as the coverage form and booking page show it.
    expect(await res.json()).toMatchObject({
      error: 'Adressen indeholder ugyldige tegn',
      issues: [{ path: 'address', message: 'Adressen indeholder ugyldige tegn' }],
    });
  });

  it('names the address inside a booking body too', async () => {
    const res = await call('POST', '/api/bookings/check', {
      product_id: 1,
      booking_date: '2030-01-01',
      booking_time: '10:00',
      address: 'Vestergade 1\u202E, 8000 Aarhus C',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('Adressen indeholder ugyldige tegn');
  });

  it('refuses control characters in any text of any body', async () => {
    const res = await call('POST', '/api/discount-codes/validate', {
      code: 'SOMMER\u0007',
      product_id: 1,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: 'Teksten indeholder ugyldige tegn',
      issues: [{ path: 'code', message: 'Teksten indeholder ugyldige tegn' }],
    });
  });
});

describe('validation messages', () => {
  it('say what is wrong in Danish without type words', async () => {
    for (const body of [
      { code: 'X', product_id: 1, include_editing: 'ja' },
      { code: 'X', product_id: 'et' },
      { code: 'X', product_id: 1.5 },
      { code: 'X' },
    ]) {
      const res = await call('POST', '/api/discount-codes/validate', body);
      expect(res.status).toBe(400);
      const answer = (await res.json()) as { error: string; issues: { message: string }[] };
      expect(answer.error).not.toMatch(englishTypeWords);
      for (const issue of answer.issues) expect(issue.message).not.toMatch(englishTypeWords);
    }
  });
});

describe('concurrent reactions of one user', () => {
  it('never answer 500: each toggle either applies or asks to try again', async () => {
    const item = await createPortfolioItem({
      title: uniqueId('Samtidig'),
      image_url: '/media/demo/sunset.webp',
    });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call('PUT', `/api/portfolio/${item.id}/reaction`, {
          reaction: i % 2 ? 'like' : 'dislike',
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    for (const answer of answers.filter((a) => a.status === 409))
      expect((await answer.json()).error).toBe(
        'Ændringen kolliderede med en samtidig ændring. Prøv venligst igen.',
      );
  });
});
