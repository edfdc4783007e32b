/**
 * The twin enforces the per-client limits of shared/api/client-limits.ts with WAF's numbers:
 * the request after the limit gets 429, the Danish message and Retry-After; other routes and
 * the next window are not affected.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientLimits } from '@shared/api/client-limits';
import { uniqueId } from '@tests/support/table-data';
import { startTestGateway } from './gateway';

let api: Awaited<ReturnType<typeof startTestGateway>>;
beforeAll(async () => {
  api = await startTestGateway();
});
afterAll(() => api.close());

const post = (path: string, body: unknown) =>
  fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('per-client limits in the twin', () => {
  it('refuses the newsletter sign-up after the limit with 429 and the Danish message', async () => {
    const limit = clientLimits.find((l) => l.name === 'newsletter-signups')!;
    const statuses: number[] = [];
    for (let i = 0; i < limit.requests; i++) {
      const res = await post('/api/newsletter/subscribe', {
        email: `${uniqueId('graense')}@example.dk`,
      });
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses.every((s) => s < 400)).toBe(true);
    const over = await post('/api/newsletter/subscribe', {
      email: `${uniqueId('over')}@example.dk`,
    });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await over.json()).toEqual({
      error: 'For mange forespørgsler. Vent et par minutter, og prøv igen.',
      code: 'too_many_requests',
    });
    // Routes without a limit, and other limits, still answer.
    expect((await fetch(`${api.url}/api/products`)).status).toBe(200);
    const lookup = await post('/api/coverage/check', {
      address: 'Rådhuspladsen 1, 1550 København V',
    });
    expect(lookup.status).toBeLessThan(429);
  });
});
