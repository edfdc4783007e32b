/**
 * The twin's stand-in for API Gateway's JWT authorizer (HTTP API, Cognito issuer, the web
 * client as audience): on a route that has the authorizer (shared/api/route-authorizer.ts), a
 * missing, expired, forged or foreign token is answered by the gateway itself, before any
 * handler runs, exactly as API Gateway answers it: 401 with its own English body
 * `{"message":"Unauthorized"}` (and, for a token it read, a `www-authenticate` header).
 * Like API Gateway it checks the signature against the issuer's keys, the issuer, the
 * audience (`aud`, or `client_id` of an access token) and the lifetime; it does not check
 * `token_use` or groups (the handlers do).
 */
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';

export interface AuthorizerSettings {
  issuer: string;
  audience: string;
  jwksUrl: string;
}

export type AuthorizerAnswer =
  | { allowed: true }
  | { allowed: false; status: 401; body: { message: 'Unauthorized' }; wwwAuthenticate?: string };

const refused = (description?: string): AuthorizerAnswer => ({
  allowed: false,
  status: 401,
  body: { message: 'Unauthorized' },
  ...(description
    ? {
        wwwAuthenticate: `Bearer scope="" error="invalid_token" error_description="${description}"`,
      }
    : {}),
});

/** The identity source `$request.header.Authorization`, with or without `Bearer `. */
function tokenOf(authorization: string | undefined): string | undefined {
  const value = authorization?.trim();
  if (!value) return undefined;
  return /^bearer\s+/i.test(value) ? value.replace(/^bearer\s+/i, '') : value;
}

export function createJwtAuthorizer(settings: () => AuthorizerSettings | undefined) {
  let keys: { url: string; set: ReturnType<typeof createRemoteJWKSet> } | undefined;

  return async function authorize(authorization: string | undefined): Promise<AuthorizerAnswer> {
    const token = tokenOf(authorization);
    if (!token) return refused();
    const current = settings();
    if (!current) return refused('the token is not valid');
    if (keys?.url !== current.jwksUrl)
      keys = { url: current.jwksUrl, set: createRemoteJWKSet(new URL(current.jwksUrl)) };
    try {
      const { payload } = await jwtVerify(token, keys.set, { issuer: current.issuer });
      const audiences = [
        ...(Array.isArray(payload.aud) ? payload.aud : payload.aud ? [payload.aud] : []),
        ...(typeof payload.client_id === 'string' ? [payload.client_id] : []),
      ];
      if (!audiences.includes(current.audience))
        return refused('the token does not have a valid audience');
      return { allowed: true };
    } catch (error) {
      if (error instanceof errors.JWTExpired) return refused('the token has expired');
      if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'iss')
        return refused('the token does not have a valid issuer');
      return refused('the token is not valid');
    }
  };
}

/** The authorizer's settings of the twin's handlers' environment (set once the pool exists). */
export function authorizerSettingsFromEnv(): AuthorizerSettings | undefined {
  const { COGNITO_ISSUER, USER_POOL_CLIENT_ID, COGNITO_JWKS_URL } = process.env;
  if (!COGNITO_ISSUER || !USER_POOL_CLIENT_ID || !COGNITO_JWKS_URL) return undefined;
  return { issuer: COGNITO_ISSUER, audience: USER_POOL_CLIENT_ID, jwksUrl: COGNITO_JWKS_URL };
}
