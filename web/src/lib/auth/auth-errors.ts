/**
 * Danish explanations of refused Cognito calls, for the error box under a form. Where no
 * explanation is known the provider's own message is shown (product §8: the login page shows
 * the provider's message).
 */
import { authErrorTexts } from '@shared/texts/auth';
import { commonTexts } from '@shared/texts/common';

export type AuthAction =
  | 'signIn'
  | 'signUp'
  | 'confirmSignUp'
  | 'resendCode'
  | 'requestReset'
  | 'confirmReset'
  | 'changePassword'
  | 'newPassword';

export interface AuthFailure {
  code: string;
  message: string;
}

const t = authErrorTexts;

const common: Record<string, string> = {
  NetworkError: t.networkError,
  LimitExceededException: t.tooManyAttempts,
  TooManyRequestsException: t.tooManyAttempts,
  TooManyFailedAttemptsException: t.tooManyAttempts,
  // The user pool's WAF refused the call: too many sign-ups or resets from this client.
  ForbiddenException: commonTexts.tooManyRequests,
  UserNotConfirmedException: t.notConfirmed,
  CodeMismatchException: t.badCode,
  ExpiredCodeException: t.badCode,
  InvalidPasswordException: t.weakPassword,
  UsernameExistsException: t.accountExists,
  // cognito-local's answer for an operation it does not implement.
  Unsupported: t.unsupported,
};

const byAction: Partial<Record<AuthAction, Record<string, string>>> = {
  signIn: {
    NotAuthorizedException: t.wrongCredentials,
    // cognito-local answers a wrong password with InvalidPasswordException.
    InvalidPasswordException: t.wrongCredentials,
    UserNotFoundException: t.wrongCredentials,
    PasswordResetRequiredException: t.resetRequired,
    ChallengeRequired: t.challengeRequired,
    NoSession: t.noSession,
  },
  signUp: {
    InvalidParameterException: t.invalidEmail,
  },
  // The user pool hides whether an account exists (shared/domain/account-policy.ts): an
  // unknown address gets the same answer as a known one, so no text says there is none.
  requestReset: {
    InvalidParameterException: t.noConfirmedEmail,
    // An invited user who has not yet chosen a password.
    NotAuthorizedException: t.resetRequiresSignIn,
  },
  confirmSignUp: {
    NotAuthorizedException: t.badCode,
  },
  resendCode: {
    InvalidParameterException: t.alreadyConfirmed,
  },
  changePassword: {
    NotAuthorizedException: t.wrongCurrentPassword,
  },
  newPassword: {
    // The challenge's session lasts about three minutes.
    NotAuthorizedException: t.challengeExpired,
  },
};

/** Cognito's words for an invitation whose temporary password is too old. */
const temporaryPasswordExpired = /temporary password has expired/i;

/** The Danish text for a refused call, or the provider's own message. */
export function authErrorMessage(action: AuthAction, failure: AuthFailure): string {
  if (
    action === 'signIn' &&
    failure.code === 'NotAuthorizedException' &&
    temporaryPasswordExpired.test(failure.message)
  )
    return t.temporaryPasswordExpired;
  return byAction[action]?.[failure.code] ?? common[failure.code] ?? failure.message;
}

/** ConfirmSignUp on an account that is already confirmed (link opened twice). */
export function isAlreadyConfirmed(failure: AuthFailure): boolean {
  return failure.code === 'NotAuthorizedException' && /CONFIRMED/i.test(failure.message);
}

/** The link's code is wrong or expired: offer a new link. */
export function isBadCode(failure: AuthFailure): boolean {
  return failure.code === 'CodeMismatchException' || failure.code === 'ExpiredCodeException';
}

/** Anything thrown by the Cognito client or the network, as a failure with a code. */
export function toAuthFailure(error: unknown): AuthFailure {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code, message } = error as { code: unknown; message?: unknown };
    if (typeof code === 'string')
      return { code, message: typeof message === 'string' ? message : code };
  }
  return { code: 'UnknownError', message: commonTexts.genericError };
}
