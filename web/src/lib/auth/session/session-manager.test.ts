import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStorageKey } from '../stored-session';

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function jwt(claims: object): string {
  return `${base64url({ alg: 'none' })}.${base64url(claims)}.sig`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const accessToken = (expiresInS: number, n = 1) =>
  jwt({ sub: 'user-1', exp: nowSeconds() + expiresInS, n, token_use: 'access' });
const idToken = jwt({ sub: 'user-1', email: 'kunde@example.dk' });

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
}

type CognitoReply = { status: number; body: object };
let storage: MemoryStorage;
let cognitoCalls: { target: string; body: Record<string, unknown> }[];
let reply: (target: string) => CognitoReply;

beforeEach(() => {
  vi.resetModules();
  storage = new MemoryStorage();
  cognitoCalls = [];
  reply = () => ({ status: 200, body: {} });
  vi.stubGlobal('window', { localStorage: storage });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/config.json') {
        return Response.json({
          region: 'eu-north-1',
          userPoolId: 'pool',
          userPoolClientId: 'client',
          cognitoEndpoint: '/_local/cognito',
          websocketUrl: '/ws',
        });
      }
      const target = new Headers(init?.headers).get('x-amz-target')?.split('.')[1] ?? '';
      cognitoCalls.push({ target, body: JSON.parse(String(init?.body)) });
      const { status, body } = reply(target);
      return Response.json(body, { status });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Stores a session and returns its access token (built once: its expiry is clock-based). */
function storeSession(expiresInS: number): string {
  const token = accessToken(expiresInS);
  storage.setItem(
    sessionStorageKey,
    JSON.stringify({
      accessToken: token,
      idToken,
      refreshToken: 'refresh-1',
      expiresAt: Date.now() + expiresInS * 1000,
    }),
  );
  return token;
}

describe('session manager', () => {
  it('restores a stored session and gives the API client its access token', async () => {
    const stored = storeSession(3600);
    const session = await import('./session-manager');
    const { getAccessToken } = await import('@web/lib/auth-token');
    await expect(session.restoreSession()).resolves.toEqual({
      id: 'user-1',
      email: 'kunde@example.dk',
    });
    expect(await getAccessToken()).toBe(stored);
    expect(cognitoCalls).toEqual([]);
  });

  it('refreshes an access token that is about to expire', async () => {
    storeSession(30);
    const fresh = accessToken(3600, 2);
    reply = () => ({
      status: 200,
      body: { AuthenticationResult: { AccessToken: fresh, IdToken: idToken, ExpiresIn: 3600 } },
    });
    const session = await import('./session-manager');
    await session.restoreSession();
    expect(cognitoCalls).toEqual([
      {
        target: 'InitiateAuth',
        body: {
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          AuthParameters: { REFRESH_TOKEN: 'refresh-1' },
          ClientId: 'client',
        },
      },
    ]);
    expect(await session.getValidAccessToken()).toBe(fresh);
    const stored = JSON.parse(storage.getItem(sessionStorageKey) ?? '{}') as Record<
      string,
      unknown
    >;
    expect(stored.accessToken).toBe(fresh);
    expect(stored.refreshToken).toBe('refresh-1');
  });

  it('ends the session when the refresh is refused', async () => {
    storeSession(10);
    reply = () => ({ status: 400, body: { __type: 'NotAuthorizedException', message: 'revoked' } });
    const session = await import('./session-manager');
    const ended = vi.fn();
    session.onSessionEnded(ended);
    await expect(session.restoreSession()).resolves.toBeNull();
    expect(ended).toHaveBeenCalledOnce();
    expect(storage.getItem(sessionStorageKey)).toBeNull();
    expect(await session.getValidAccessToken()).toBeUndefined();
  });

  it('keeps the session when Cognito cannot be reached', async () => {
    storeSession(10);
    reply = () => {
      throw new TypeError('Failed to fetch');
    };
    const session = await import('./session-manager');
    await expect(session.restoreSession()).resolves.toEqual({
      id: 'user-1',
      email: 'kunde@example.dk',
    });
    expect(storage.getItem(sessionStorageKey)).not.toBeNull();
  });

  it('signs in with the password flow and refuses a result without a session', async () => {
    reply = () => ({
      status: 200,
      body: {
        AuthenticationResult: {
          AccessToken: accessToken(3600),
          IdToken: idToken,
          RefreshToken: 'refresh-2',
          ExpiresIn: 3600,
        },
      },
    });
    const session = await import('./session-manager');
    await expect(session.signIn(' Kunde@Example.dk ', 'hemmelig')).resolves.toMatchObject({
      email: 'kunde@example.dk',
    });
    expect(cognitoCalls[0]?.body).toMatchObject({
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: 'kunde@example.dk', PASSWORD: 'hemmelig' },
    });

    reply = () => ({ status: 200, body: { ChallengeName: 'NEW_PASSWORD_REQUIRED' } });
    await expect(session.signIn('kunde@example.dk', 'x')).rejects.toMatchObject({
      code: 'ChallengeRequired',
    });
  });

  it('revokes the refresh token and forgets the session on sign-out', async () => {
    storeSession(3600);
    const session = await import('./session-manager');
    await session.restoreSession();
    await session.signOut();
    expect(cognitoCalls).toEqual([
      { target: 'RevokeToken', body: { Token: 'refresh-1', ClientId: 'client' } },
    ]);
    expect(storage.getItem(sessionStorageKey)).toBeNull();
    expect(await session.getValidAccessToken()).toBeUndefined();
  });
});
