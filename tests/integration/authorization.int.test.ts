/**
 * Walks EVERY route of the route table through the twin's gateway and the real handlers with
 * every kind of caller: a visitor, two signed-in users, an admin, and tokens the handlers must
 * refuse (forged with another key, expired, from another user pool, for another app client,
 * an ID token instead of an access token, garbage). Public routes never answer 401/403; user
 * routes let only valid users through; admin routes only admins (users get 403).
 *
 * Every request with a body carries `credits` and `is_admin`, and afterwards the users'
 * profiles are unchanged: no route lets a user give themselves credits or the admin flag.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { decodeJwt, generateKeyPair, importJWK, SignJWT, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createBooking } from '@functions/stores/booking/booking-days';
import { createProduct } from '@functions/stores/products';
import { getProfile } from '@functions/stores/profiles';
import { renewCalendarFeedToken } from '@functions/stores/calendar-feed';
import { bookingOf, dateAllocator, productInput } from '@tests/support/table-data';
import { routeKey, routes, type RouteDef } from '@shared/api/routes';
import { hasJwtAuthorizer } from '@shared/api/route-authorizer';
import { useTestGateway } from './gateway';
import { createOtherClient, createOtherPool, createPoolUser } from './pool-users';
import { createTestUser, type TestUser } from './users';

type CallerKind = 'anonymous' | 'refused' | 'user' | 'admin';
interface TestCaller {
  name: string;
  kind: CallerKind;
  token?: string;
}

const nextDate = dateAllocator(3400);
const require = createRequire(import.meta.url);

const api = useTestGateway();
let user: TestUser;
let secondUser: TestUser;
let admin: TestUser;
let callers: TestCaller[];
let productId: number;

/** Signs `claims` as an access token with the given key (kid of cognito-local's key). */
async function signToken(claims: JWTPayload, key: CryptoKey | Uint8Array) {
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' }).sign(key);
}

/** cognito-local's own signing key, shipped in the package: to mint exact look-alikes. */
async function cognitoLocalKey() {
  const file = require.resolve('cognito-local/lib/keys/cognitoLocal.private.json');
  const { jwk } = JSON.parse(readFileSync(file, 'utf8')) as { jwk: Record<string, string> };
  return importJWK(jwk, 'RS256');
}

async function mintedTokens(template: string) {
  const now = Math.floor(Date.now() / 1000);
  const claims = { ...decodeJwt(template), 'cognito:groups': ['admin'] };
  const realKey = await cognitoLocalKey();
  const { privateKey: strangerKey } = await generateKeyPair('RS256');
  return {
    // Control: the same minting with a valid lifetime passes (so the refusals below are real).
    valid: await signToken({ ...decodeJwt(template), iat: now, exp: now + 600 }, realKey),
    expired: await signToken({ ...claims, iat: now - 7200, exp: now - 3600 }, realKey),
    forged: await signToken({ ...claims, iat: now, exp: now + 3600 }, strangerKey),
  };
}

beforeAll(async () => {
  [user, secondUser, admin] = await Promise.all([
    createTestUser(),
    createTestUser(),
    createTestUser({ admin: true }),
  ]);
  const otherPool = await createOtherPool();
  const [wrongPoolAdmin, otherClientUser, idTokenUser, minted, product] = await Promise.all([
    createPoolUser({
      userPoolId: otherPool.userPoolId,
      clientId: otherPool.userPoolClientId,
      admin: true,
    }),
    createOtherClient().then((clientId) => createPoolUser({ clientId, admin: true })),
    createPoolUser({ admin: true }),
    mintedTokens(user.accessToken),
    createProduct(
      productInput({
        name: 'Autorisationstest',
        description: 'Produkt til autorisationstesten',
        price: 1200,
      }),
    ),
  ]);
  productId = product.id;
  callers = [
    { name: 'visitor', kind: 'anonymous' },
    { name: 'garbage token', kind: 'refused', token: 'not-a-jwt' },
    { name: 'forged token', kind: 'refused', token: minted.forged },
    { name: 'expired token', kind: 'refused', token: minted.expired },
    { name: 'wrong-pool admin', kind: 'refused', token: wrongPoolAdmin.accessToken },
    { name: 'other app client', kind: 'refused', token: otherClientUser.accessToken },
    { name: 'ID token', kind: 'refused', token: idTokenUser.idToken },
    { name: 'user', kind: 'user', token: user.accessToken },
    { name: 'second user', kind: 'user', token: secondUser.accessToken },
    { name: 'minted valid token', kind: 'user', token: minted.valid },
    { name: 'admin', kind: 'admin', token: admin.accessToken },
  ];
});

const authorizerBody = JSON.stringify({ message: 'Unauthorized' });

/** A plausible value for a path parameter (never one of the users' ids). */
function sampleParam(name: string): string {
  if (name === 'id' || name === 'productId') return String(productId);
  return `unknown-${name}`;
}

function call(route: RouteDef, caller: TestCaller) {
  const path = route.path.replace(/\{([^}]+)\}/g, (_m, name: string) => sampleParam(name));
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  return fetch(`${api.url}${path}`, {
    method: route.method,
    headers: {
      ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    body: hasBody ? JSON.stringify({ credits: 1_000_000, is_admin: true }) : undefined,
  });
}

/** The statuses a caller of this kind may (or must) get on a route of this class. */
function expectAllowed(route: RouteDef, caller: TestCaller, status: number) {
  const context = `${routeKey(route)} as ${caller.name} answered ${status}`;
  if (route.caller === 'public') {
    expect([401, 403], context).not.toContain(status);
    return;
  }
  if (caller.kind === 'anonymous' || caller.kind === 'refused') {
    expect(status, context).toBe(401);
  } else if (route.caller === 'admin' && caller.kind === 'user') {
    expect(status, context).toBe(403);
  } else {
    expect([401, 403], context).not.toContain(status);
  }
}

describe('authorization of every route', () => {
  it('knows the route table and the caller classes', () => {
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) expect(['public', 'user', 'admin']).toContain(route.caller);
  });

  it.each(routes.map((route) => [routeKey(route), route] as const))(
    '%s',
    async (_key, route: RouteDef) => {
      const answers = await Promise.all(
        callers.map(async (caller) => {
          const response = await call(route, caller);
          return { caller, status: response.status, body: await response.text() };
        }),
      );
      for (const { caller, status, body } of answers) {
        expectAllowed(route, caller, status);
        // API Gateway's JWT authorizer answers these itself, before the handler, with its own
        // body. An ID token passes it (its audience is the web client); the handler refuses it.
        const gatewayRefuses =
          hasJwtAuthorizer(route) && caller.kind !== 'user' && caller.kind !== 'admin';
        if (gatewayRefuses && caller.name !== 'ID token')
          expect(body, `${routeKey(route)} as ${caller.name}`).toBe(authorizerBody);
        else expect(body, `${routeKey(route)} as ${caller.name}`).not.toBe(authorizerBody);
      }
    },
  );

  it("answers an expired token as API Gateway's authorizer does", async () => {
    const expired = callers.find((caller) => caller.name === 'expired token')!;
    const response = await fetch(`${api.url}/api/me`, {
      headers: { authorization: `Bearer ${expired.token}` },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
    expect(response.headers.get('www-authenticate')).toBe(
      'Bearer scope="" error="invalid_token" error_description="the token has expired"',
    );
    const missing = await fetch(`${api.url}/api/me`);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBeNull();
  });

  it('left every profile as it was: no credits, no admin flag from any request', async () => {
    for (const someone of [user, secondUser]) {
      expect(await getProfile(someone.sub)).toMatchObject({ credits: 0, is_admin: false });
    }
    const me = await fetch(`${api.url}/api/me`, {
      headers: { authorization: `Bearer ${user.accessToken}` },
    });
    expect(await me.json()).toMatchObject({ id: user.sub, credits: 0, is_admin: false });
  });

  it('no body a non-admin may send has a credits or admin field', () => {
    for (const route of routes as readonly RouteDef[]) {
      if (route.caller === 'admin' || !route.body) continue;
      const shape = route.body instanceof z.ZodMiniObject ? Object.keys(route.body.shape) : [];
      expect(shape, routeKey(route)).not.toContain('credits');
      expect(shape, routeKey(route)).not.toContain('is_admin');
    }
  });
});

describe('owner checks', () => {
  it('lists only the caller’s own bookings', async () => {
    const booking = await createBooking(
      bookingOf(user, {
        booking_date: nextDate(),
        booking_time: '10:00',
      }),
    );
    const list = async (who: TestUser) => {
      const res = await fetch(`${api.url}/api/me/bookings`, {
        headers: { authorization: `Bearer ${who.accessToken}` },
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as Array<{ id: string; user_id: string }>).map((b) => b.id);
    };
    expect(await list(user)).toContain(booking.id);
    expect(await list(secondUser)).not.toContain(booking.id);
    expect(await list(admin)).not.toContain(booking.id);
  });
});

describe('the calendar feed: public, the token in the path is the key (decision 0038)', () => {
  it('answers 404 to every caller without the current token, and the feed to any with it', async () => {
    const token = await renewCalendarFeedToken();
    const feed = (path: string, caller: TestCaller) =>
      fetch(`${api.url}/api/calendar-feed/${path}`, {
        headers: caller.token ? { authorization: `Bearer ${caller.token}` } : {},
      });
    for (const caller of callers) {
      // A signed-in admin without the token gets nothing either: the token alone opens it.
      expect((await feed('unknown-token.ics', caller)).status, caller.name).toBe(404);
      expect((await feed(`${token.slice(0, -1)}x.ics`, caller)).status, caller.name).toBe(404);
    }
    const answer = await feed(`${token}.ics`, callers[0]!);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);
  });
});
