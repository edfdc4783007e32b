/**
 * The signed-in session: sign in and out, restore at start, refresh the tokens before the
 * access token expires, and hand the API client a valid access token. Loaded lazily (only
 * when this browser has a session, or when someone signs in), so none of it weighs on the
 * public first load.
 */
import { setAccessTokenProvider } from '@web/lib/auth-token';
import {
  changePassword as cognitoChangePassword,
  CognitoError,
  completeNewPassword as cognitoCompleteNewPassword,
  type NewPasswordChallenge,
  networkErrorCode,
  refreshTokens,
  revokeRefreshToken,
  signInWithPassword,
} from '../cognito';
import {
  clearStoredSession,
  readStoredSession,
  sessionFromTokens,
  sessionUserOf,
  writeStoredSession,
  type SessionUser,
  type StoredSession,
} from './session-store';
import { sessionTexts } from '@shared/texts/session';

export type { SessionUser } from './session-store';

/** Refresh when the access token has less than this left. */
const refreshMarginMs = 2 * 60_000;
/** Sign-out does not wait longer than this for Cognito to revoke the refresh token. */
const revokeTimeoutMs = 3000;

let current: StoredSession | null = null;
let refreshing: Promise<StoredSession | null> | null = null;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
const endedListeners = new Set<() => void>();

/** Called when the session ends without the user signing out (refresh refused). */
export function onSessionEnded(listener: () => void): () => void {
  endedListeners.add(listener);
  return () => endedListeners.delete(listener);
}

function scheduleRefresh() {
  clearTimeout(refreshTimer);
  if (!current) return;
  const delay = Math.max(5000, current.expiresAt - Date.now() - refreshMarginMs);
  refreshTimer = setTimeout(() => void refresh(), delay);
}

function start(session: StoredSession) {
  current = session;
  setAccessTokenProvider(getValidAccessToken);
  scheduleRefresh();
}

function end(notify: boolean) {
  current = null;
  clearTimeout(refreshTimer);
  setAccessTokenProvider(() => undefined);
  try {
    clearStoredSession();
  } catch {
    // Storage blocked: nothing stored either.
  }
  if (notify) endedListeners.forEach((listener) => listener());
}

function refresh(): Promise<StoredSession | null> {
  const session = current;
  if (!session) return Promise.resolve(null);
  refreshing ??= (async () => {
    try {
      const tokens = await refreshTokens(session.refreshToken);
      if (current !== session) return current; // signed out (or in again) meanwhile
      const next = sessionFromTokens(tokens, session.refreshToken);
      writeStoredSession(next);
      start(next);
      return next;
    } catch (error) {
      // Refused (revoked, expired, user deleted): the session is over. Unreachable: keep
      // the tokens and try again on the next call.
      if (error instanceof CognitoError && error.code !== networkErrorCode) {
        if (current === session) end(true);
        return null;
      }
      scheduleRefresh();
      return current;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** The access token for API calls, refreshed first when it is about to expire. */
export async function getValidAccessToken(): Promise<string | undefined> {
  if (!current) return undefined;
  if (current.expiresAt - Date.now() > refreshMarginMs / 2) return current.accessToken;
  return (await refresh())?.accessToken;
}

/** The stored session, refreshed if needed; null when there is none (any more). */
export async function restoreSession(): Promise<SessionUser | null> {
  const stored = readStoredSession();
  if (!stored) {
    if (current) end(false);
    return null;
  }
  const same =
    current !== null &&
    current.refreshToken === stored.refreshToken &&
    current.accessToken === stored.accessToken;
  if (!same) start(stored);
  await getValidAccessToken();
  return current ? sessionUserOf(current) : null;
}

function begin(tokens: Awaited<ReturnType<typeof signInWithPassword>>): SessionUser {
  const session = sessionFromTokens(tokens);
  writeStoredSession(session);
  start(session);
  return sessionUserOf(session);
}

/** Signs in; an invited user's temporary password throws NewPasswordRequiredError. */
export async function signIn(email: string, password: string): Promise<SessionUser> {
  return begin(await signInWithPassword(email, password));
}

/** Chooses the invited user's own password and signs them in. */
export async function completeNewPassword(
  challenge: NewPasswordChallenge,
  password: string,
): Promise<SessionUser> {
  return begin(await cognitoCompleteNewPassword(challenge, password));
}

/**
 * Revokes the refresh token (best effort: the local session ends either way) and forgets
 * the session. Throws only if the stored session cannot be removed.
 */
export async function signOut(): Promise<void> {
  const refreshToken = current?.refreshToken;
  if (refreshToken) {
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, revokeTimeoutMs));
    await Promise.race([revokeRefreshToken(refreshToken), timeout]).catch(() => undefined);
  }
  clearStoredSession();
  end(false);
}

/** Changes the signed-in user's password (profile settings). */
export async function changePassword(previous: string, proposed: string): Promise<void> {
  const token = await getValidAccessToken();
  if (!token) throw new CognitoError('NotSignedIn', sessionTexts.notSignedIn);
  await cognitoChangePassword(token, previous, proposed);
}
