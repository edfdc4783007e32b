/** The signed-in session as kept in localStorage (see lib/stored-session for the key). */
import { sessionStorageKey } from '../stored-session';
import { decodeJwtClaims, expiresAtMs, stringClaim } from './jwt';
import type { AuthTokens } from '../cognito';

export interface StoredSession {
  accessToken: string;
  idToken: string;
  refreshToken: string;
  /** When the access token expires (ms since epoch). */
  expiresAt: number;
}

export interface SessionUser {
  /** Cognito `sub`: the profile id. */
  id: string;
  email: string;
}

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.accessToken === 'string' &&
    typeof v.idToken === 'string' &&
    typeof v.refreshToken === 'string' &&
    typeof v.expiresAt === 'number'
  );
}

export function readStoredSession(storage: Storage = window.localStorage): StoredSession | null {
  try {
    const raw = storage.getItem(sessionStorageKey);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (isStoredSession(parsed)) return parsed;
    storage.removeItem(sessionStorageKey); // an old or damaged entry
  } catch {
    // Storage blocked or not JSON: no session.
  }
  return null;
}

export function writeStoredSession(
  session: StoredSession,
  storage: Storage = window.localStorage,
): void {
  storage.setItem(sessionStorageKey, JSON.stringify(session));
}

export function clearStoredSession(storage: Storage = window.localStorage): void {
  storage.removeItem(sessionStorageKey);
}

/** A session from freshly issued tokens (a refresh keeps the previous refresh token). */
export function sessionFromTokens(
  tokens: AuthTokens,
  previousRefreshToken = '',
  now = Date.now(),
): StoredSession {
  const exp = expiresAtMs(decodeJwtClaims(tokens.accessToken));
  return {
    accessToken: tokens.accessToken,
    idToken: tokens.idToken,
    refreshToken: tokens.refreshToken ?? previousRefreshToken,
    expiresAt: Math.min(exp ?? Infinity, now + tokens.expiresIn * 1000),
  };
}

/** Who is signed in, from the ID token (the e-mail) and the access token (the sub). */
export function sessionUserOf(session: StoredSession): SessionUser {
  const id = decodeJwtClaims(session.idToken);
  const access = decodeJwtClaims(session.accessToken);
  return {
    id: stringClaim(id, 'sub') ?? stringClaim(access, 'sub') ?? '',
    email: stringClaim(id, 'email') ?? stringClaim(access, 'username') ?? '',
  };
}
