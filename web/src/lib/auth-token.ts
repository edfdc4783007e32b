/**
 * Where the API client gets the signed-in user's access token from. Accounts are not built
 * yet, so the token is always undefined; the accounts feature installs its own provider
 * with `setAccessTokenProvider` (e.g. reading and refreshing the Cognito session).
 */
export type AccessTokenProvider = () => Promise<string | undefined> | string | undefined;

let provider: AccessTokenProvider = () => undefined;

export function setAccessTokenProvider(next: AccessTokenProvider): void {
  provider = next;
}

/** The bearer token for API calls, or undefined when nobody is signed in. */
export async function getAccessToken(): Promise<string | undefined> {
  return provider();
}

let rejected: (() => void) | undefined;

/**
 * The API refused the access token the client sent (401): expired, revoked, or from a pool
 * that no longer knows the user. The auth provider (the one listener) ends the session.
 */
export function onSessionRejected(listener: () => void): () => void {
  rejected = listener;
  return () => {
    if (rejected === listener) rejected = undefined;
  };
}

export const notifySessionRejected = (): void => rejected?.();
