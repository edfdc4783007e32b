import { describe, expect, it } from 'vitest';
import { accountMailLimit, clientLimits, cognitoTarget } from '@shared/api/client-limits';
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

  it("counts the coverage page's answers to its form with the address lookups", () => {
    const limiter = createClientLimiter(() => 1_000_000);
    const asked = new URLSearchParams({ address: 'Vestergade 1, 8000 Aarhus C' });
    for (let i = 0; i < limit.requests - 1; i++)
      expect(limiter.checkPage('/coverage', asked, '10.0.0.1').allowed).toBe(true);
    expect(limiter.check(limit.routes[0]!, '10.0.0.1').allowed).toBe(true);
    expect(limiter.checkPage('/coverage/', asked, '10.0.0.1').allowed).toBe(false);
    // The page without an address, and other pages, ask nothing.
    expect(limiter.checkPage('/coverage', new URLSearchParams(), '10.0.0.1').allowed).toBe(true);
    expect(limiter.checkPage('/products', asked, '10.0.0.1').allowed).toBe(true);
  });

  it('counts over the trailing window, not from a clock boundary', () => {
    const windowMs = limit.windowSeconds * 1000;
    // Half the requests just before a multiple of the window, half just after it.
    let now = 1_000 * windowMs - 1_000;
    const limiter = createClientLimiter(() => now);
    const [route] = limit.routes;
    for (let i = 0; i < limit.requests; i++) {
      if (i === limit.requests / 2) now += 2_000;
      expect(limiter.check(route!, '10.0.0.1').allowed).toBe(true);
    }
    expect(limiter.check(route!, '10.0.0.1')).toEqual({
      allowed: false,
      retryAfterSeconds: limit.windowSeconds - 2,
    });
    // Once the first half has left the window, half the limit is free again.
    now += windowMs - 2_000;
    for (let i = 0; i < limit.requests / 2; i++)
      expect(limiter.check(route!, '10.0.0.1').allowed).toBe(true);
    expect(limiter.check(route!, '10.0.0.1').allowed).toBe(false);
  });
});

describe('account mails', () => {
  it('counts sign-ups, new links and password resets together, per client; nothing else', () => {
    let now = 1_000 * accountMailLimit.windowSeconds * 1000;
    const limiter = createClientLimiter(() => now);
    for (let i = 0; i < accountMailLimit.requests; i++) {
      const operation = accountMailLimit.operations[i % accountMailLimit.operations.length]!;
      expect(limiter.checkCognito(cognitoTarget(operation), '10.0.0.1').allowed).toBe(true);
    }
    expect(limiter.checkCognito(cognitoTarget('SignUp'), '10.0.0.1').allowed).toBe(false);
    expect(limiter.checkCognito(cognitoTarget('ForgotPassword'), '10.0.0.1').allowed).toBe(false);
    // Signing in, confirming and the API's own limits are not counted here.
    expect(limiter.checkCognito(cognitoTarget('InitiateAuth'), '10.0.0.1').allowed).toBe(true);
    expect(limiter.checkCognito(cognitoTarget('ConfirmSignUp'), '10.0.0.1').allowed).toBe(true);
    expect(limiter.checkCognito(undefined, '10.0.0.1').allowed).toBe(true);
    expect(limiter.check('POST /api/newsletter/subscribe', '10.0.0.1').allowed).toBe(true);
    expect(limiter.checkCognito(cognitoTarget('SignUp'), '10.0.0.2').allowed).toBe(true);
    now += accountMailLimit.windowSeconds * 1000;
    expect(limiter.checkCognito(cognitoTarget('SignUp'), '10.0.0.1').allowed).toBe(true);
  });
});
