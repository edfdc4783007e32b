/**
 * The twin enforces the per-client limits of shared/api/client-limits.ts with WAF's numbers:
 * the request after the limit gets 429, the Danish message and Retry-After; other routes and
 * the next window are not affected. Sign-ups and password resets through its Cognito proxy
 * are refused past their limit as Cognito refuses a call its WAF blocked.
 */
import { describe, expect, it } from 'vitest';
import { accountMailLimit, clientLimits } from '@shared/api/client-limits';
import { uniqueId } from '@tests/support/table-data';
import { startTestGateway, useTestGateway } from './gateway';

const api = useTestGateway();

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

/** A call to Cognito through the twin's proxy, as the SPA makes it. */
function cognito(
  url: string,
  operation: string,
  body: object,
  headers: Record<string, string> = {},
) {
  return fetch(`${url}/_local/cognito/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      ...headers,
    },
    body: JSON.stringify({ ClientId: process.env.USER_POOL_CLIENT_ID, ...body }),
  });
}

const signUp = (url: string, headers?: Record<string, string>) =>
  cognito(
    url,
    'SignUp',
    { Username: `${uniqueId('konto')}@example.dk`, Password: 'Hemmelig1' },
    headers,
  );

describe('account mails in the twin', () => {
  it('refuses the sign-up after the limit as Cognito does when its WAF blocks; sign-in goes on', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < accountMailLimit.requests - 1; i++) {
      const res = await signUp(api.url);
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    // A password reset mails someone too: it counts against the same limit.
    const reset = await cognito(api.url, 'ForgotPassword', { Username: 'ingen@example.dk' });
    statuses.push(reset.status);
    await reset.arrayBuffer();
    expect(statuses.filter((s) => s === 403)).toEqual([]);

    const over = await signUp(api.url);
    expect(over.status).toBe(403);
    expect(over.headers.get('x-amzn-errortype')).toBe('ForbiddenException');
    expect(await over.json()).toEqual({
      __type: 'ForbiddenException',
      message: 'Request not allowed due to WAF block.',
    });
    // Signing in is not an account mail: Cognito answers it (here: wrong password).
    const signIn = await cognito(api.url, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: 'ingen@example.dk', PASSWORD: 'forkert1' },
    });
    expect(signIn.status).not.toBe(403);
    await signIn.arrayBuffer();
  });

  it('a test tag makes a client of its own only where the twin trusts it', async () => {
    const tagged = (tag: string) => ({ 'x-twin-client': tag });
    const strict = await startTestGateway();
    const trusting = await startTestGateway({ trustClientTag: true });
    try {
      for (const gateway of [strict, trusting]) {
        for (let i = 0; i < accountMailLimit.requests; i++)
          await (await signUp(gateway.url, tagged(`besoegende-${i}`))).arrayBuffer();
      }
      // Strict (npm start): the tags are ignored, all ten came from one client.
      expect((await signUp(strict.url, tagged('ny'))).status).toBe(403);
      // Trusting (browser journeys): every tag is a visitor of its own.
      const fresh = await signUp(trusting.url, tagged('ny'));
      expect(fresh.status).toBe(200);
    } finally {
      await Promise.all([strict.close(), trusting.close()]);
    }
  });
});
