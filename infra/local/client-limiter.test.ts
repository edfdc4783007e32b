import { describe, expect, it } from 'vitest';
import { clientLimits } from '@shared/api/client-limits';
import { createClientLimiter } from './client-limiter';

describe('client limiter', () => {
  const limit = clientLimits.find((l) => l.name === 'address-lookups')!;

  it('counts the routes of one limit together, per client, per window', () => {
    let now = 1_000 * limit.windowSeconds * 1000;
    const limiter = createClientLimiter(() => now);
    const [first, second] = limit.routes;
    for (let i = 0; i < limit.requests; i++)
      expect(limiter.check(i % 2 ? first! : second!, '10.0.0.1').allowed).toBe(true);
    const over = limiter.check(first!, '10.0.0.1');
    expect(over).toEqual({ allowed: false, retryAfterSeconds: limit.windowSeconds });
    expect(limiter.check(first!, '10.0.0.2').allowed).toBe(true);
    expect(limiter.check('GET /api/products', '10.0.0.1').allowed).toBe(true);
    now += limit.windowSeconds * 1000;
    expect(limiter.check(first!, '10.0.0.1').allowed).toBe(true);
  });
});
