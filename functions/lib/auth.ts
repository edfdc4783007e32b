/**
 * Resolves the caller of a request from the bearer access token, verified here in the
 * handler (signature against the pool's JWKS, issuer, client, expiry, token use) whether or
 * not an API Gateway authorizer ran before. Never from the request body.
 */
import type { JWTPayload } from 'jose';
import { config } from './config';
import { forbidden, unauthorized } from './errors';
import type { CallerClass } from '@shared/api/routes';

export interface Caller {
  userId: string;
  username: string;
  groups: string[];
  isAdmin: boolean;
}

type Jose = typeof import('jose');
type KeySet = ReturnType<Jose['createRemoteJWKSet']>;

let jwks: KeySet | undefined;
let jwksUrl: string | undefined;

function keySet(jose: Jose): KeySet {
  const url = config().cognitoJwksUrl;
  if (!jwks || jwksUrl !== url) {
    jwks = jose.createRemoteJWKSet(new URL(url), { cacheMaxAge: 10 * 60 * 1000 });
    jwksUrl = url;
  }
  return jwks;
}

interface CognitoAccessClaims extends JWTPayload {
  token_use?: string;
  client_id?: string;
  username?: string;
  'cognito:groups'?: string[];
}

/** Verifies a Cognito access token; returns null when it is not acceptable. */
export async function verifyAccessToken(token: string): Promise<Caller | null> {
  const { cognitoIssuer, USER_POOL_CLIENT_ID } = config();
  // Loaded by the first request that carries a token (a lazy module beside the bundle,
  // docs/decisions/0022): a visitor's requests never parse it.
  const jose = await import('jose');
  try {
    const { payload } = await jose.jwtVerify<CognitoAccessClaims>(token, keySet(jose), {
      issuer: cognitoIssuer,
      algorithms: ['RS256'],
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    if (payload.token_use !== 'access') return null;
    if (payload.client_id !== USER_POOL_CLIENT_ID) return null;
    if (!payload.sub) return null;
    const groups = Array.isArray(payload['cognito:groups']) ? payload['cognito:groups'] : [];
    return {
      userId: payload.sub,
      username: payload.username ?? payload.sub,
      groups,
      isAdmin: groups.includes('admin'),
    };
  } catch {
    return null;
  }
}

export function bearerToken(headers: Record<string, string | undefined>): string | undefined {
  const value = headers.authorization ?? headers.Authorization;
  if (!value) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(value.trim());
  return match?.[1];
}

/**
 * Resolves and checks the caller for a route's caller class. Public routes still resolve a
 * valid token (to personalise, e.g. the user's own reaction) but never require one.
 */
export async function authorize(
  headers: Record<string, string | undefined>,
  callerClass: CallerClass,
  denied?: string,
): Promise<Caller | null> {
  const token = bearerToken(headers);
  const caller = token ? await verifyAccessToken(token) : null;
  if (callerClass === 'public') return caller;
  if (!caller) throw denied ? unauthorized(denied) : unauthorized();
  if (callerClass === 'admin' && !caller.isAdmin) throw denied ? forbidden(denied) : forbidden();
  return caller;
}
