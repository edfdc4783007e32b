/**
 * A small client for the Cognito user-pool JSON API (the same wire API that AWS and the
 * local twin's cognito-local answer): `POST {endpoint}` with `x-amz-target:
 * AWSCognitoIdentityProviderService.<Operation>`. Only the public (unsigned) operations the
 * site needs; see docs/decisions/0004-cognito-client.md for why not aws-amplify.
 */
import { authClientTexts } from '@shared/texts/auth-client';
import { cognitoEndpointOf, loadWebConfig } from '../web-config';

/** A refused call: `code` is Cognito's exception name, e.g. `NotAuthorizedException`. */
export class CognitoError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'CognitoError';
  }
}

/** The code of a call that never got an answer (offline, DNS, CORS). */
export const networkErrorCode = 'NetworkError';

export type CognitoOperation =
  | 'InitiateAuth'
  | 'SignUp'
  | 'ConfirmSignUp'
  | 'ResendConfirmationCode'
  | 'ForgotPassword'
  | 'ConfirmForgotPassword'
  | 'ChangePassword'
  | 'RespondToAuthChallenge'
  | 'RevokeToken';

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** `com.amazonaws...#NotAuthorizedException` → `NotAuthorizedException`. */
function errorCodeOf(type: unknown): string {
  if (typeof type !== 'string' || type === '') return 'UnknownError';
  return type.slice(type.lastIndexOf('#') + 1).split(':')[0] ?? type;
}

/** One call to the user-pool API; throws CognitoError for every refusal. */
export async function cognitoRequest<T>(
  endpoint: string,
  operation: CognitoOperation,
  body: object,
  fetchImpl: FetchLike = (input, init) => fetch(input, init),
): Promise<T> {
  let response: Response;
  try {
    response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      },
      body: JSON.stringify(body),
    });
  } catch {
    throw new CognitoError(networkErrorCode, authClientTexts.noConnection);
  }
  const text = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = text === '' ? {} : JSON.parse(text);
  } catch {
    // Not JSON: handled below.
  }
  if (!response.ok || typeof parsed !== 'object' || parsed === null) {
    const error = (parsed ?? {}) as { __type?: unknown; message?: unknown; Message?: unknown };
    const message = error.message ?? error.Message;
    throw new CognitoError(
      errorCodeOf(error.__type ?? response.headers.get('x-amzn-errortype')),
      typeof message === 'string' && message !== '' ? message : `HTTP ${response.status}`,
    );
  }
  return parsed as T;
}

async function call<T>(operation: CognitoOperation, body: object): Promise<T> {
  const config = await loadWebConfig().catch(() => {
    throw new CognitoError(networkErrorCode, authClientTexts.configUnavailable);
  });
  return cognitoRequest<T>(cognitoEndpointOf(config), operation, {
    ...body,
    ...(operation === 'ChangePassword' ? {} : { ClientId: config.userPoolClientId }),
  });
}

/** E-mail is the user name; compared case-insensitively everywhere on the site. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface AuthTokens {
  accessToken: string;
  idToken: string;
  /** Absent after a refresh (the refresh token stays the same). */
  refreshToken?: string;
  /** Lifetime of the access token in seconds. */
  expiresIn: number;
}

interface InitiateAuthResponse {
  AuthenticationResult?: {
    AccessToken?: string;
    IdToken?: string;
    RefreshToken?: string;
    ExpiresIn?: number;
  };
  ChallengeName?: string;
  ChallengeParameters?: Record<string, string>;
  Session?: string;
}

/** An invited user signed in with the temporary password: a password of their own is due. */
export interface NewPasswordChallenge {
  /** Cognito's session of the challenge (valid about three minutes). */
  session: string;
  /** The user name the answer must carry (USER_ID_FOR_SRP). */
  username: string;
  email: string;
}

/** The code of the refusal that carries a NewPasswordChallenge. */
export const newPasswordRequiredCode = 'NewPasswordRequired';

/** Sign-in refused until the user chooses a new password (NEW_PASSWORD_REQUIRED). */
export class NewPasswordRequiredError extends CognitoError {
  constructor(readonly challenge: NewPasswordChallenge) {
    super(newPasswordRequiredCode, authClientTexts.newPasswordRequired);
    this.name = 'NewPasswordRequiredError';
  }
}

function tokensOf(response: InitiateAuthResponse): AuthTokens {
  const result = response.AuthenticationResult;
  // product §5 'Auth': the sign-in result must contain a session, else it fails (e.g. a challenge).
  if (!result?.AccessToken || !result.IdToken) {
    throw new CognitoError(
      response.ChallengeName ? 'ChallengeRequired' : 'NoSession',
      authClientTexts.sessionNotCreated,
    );
  }
  return {
    accessToken: result.AccessToken,
    idToken: result.IdToken,
    refreshToken: result.RefreshToken,
    expiresIn: result.ExpiresIn ?? 3600,
  };
}

/** Signs in; throws NewPasswordRequiredError for an invited user's temporary password. */
export async function signInWithPassword(email: string, password: string): Promise<AuthTokens> {
  const username = normalizeEmail(email);
  const response = await call<InitiateAuthResponse>('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: username, PASSWORD: password },
  });
  if (response.ChallengeName === 'NEW_PASSWORD_REQUIRED' && response.Session) {
    throw new NewPasswordRequiredError({
      session: response.Session,
      username: response.ChallengeParameters?.USER_ID_FOR_SRP ?? username,
      email: username,
    });
  }
  return tokensOf(response);
}

/** Answers NEW_PASSWORD_REQUIRED with the user's own password; signed in afterwards. */
export async function completeNewPassword(
  challenge: NewPasswordChallenge,
  newPassword: string,
): Promise<AuthTokens> {
  const response = await call<InitiateAuthResponse>('RespondToAuthChallenge', {
    ChallengeName: 'NEW_PASSWORD_REQUIRED',
    Session: challenge.session,
    ChallengeResponses: { USERNAME: challenge.username, NEW_PASSWORD: newPassword },
  });
  return tokensOf(response);
}

export async function refreshTokens(refreshToken: string): Promise<AuthTokens> {
  const response = await call<InitiateAuthResponse>('InitiateAuth', {
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    AuthParameters: { REFRESH_TOKEN: refreshToken },
  });
  return tokensOf(response);
}

export async function signUp(email: string, password: string): Promise<void> {
  const username = normalizeEmail(email);
  await call('SignUp', {
    Username: username,
    Password: password,
    UserAttributes: [{ Name: 'email', Value: username }],
  });
}

export async function confirmSignUp(email: string, code: string): Promise<void> {
  await call('ConfirmSignUp', { Username: normalizeEmail(email), ConfirmationCode: code.trim() });
}

export async function resendConfirmationCode(email: string): Promise<void> {
  await call('ResendConfirmationCode', { Username: normalizeEmail(email) });
}

export async function forgotPassword(email: string): Promise<void> {
  await call('ForgotPassword', { Username: normalizeEmail(email) });
}

export async function confirmForgotPassword(
  email: string,
  code: string,
  newPassword: string,
): Promise<void> {
  await call('ConfirmForgotPassword', {
    Username: normalizeEmail(email),
    ConfirmationCode: code.trim(),
    Password: newPassword,
  });
}

export async function changePassword(
  accessToken: string,
  previousPassword: string,
  proposedPassword: string,
): Promise<void> {
  await call('ChangePassword', {
    AccessToken: accessToken,
    PreviousPassword: previousPassword,
    ProposedPassword: proposedPassword,
  });
}

/** Ends the refresh token's session (this browser only). */
export async function revokeRefreshToken(refreshToken: string): Promise<void> {
  await call('RevokeToken', { Token: refreshToken });
}
