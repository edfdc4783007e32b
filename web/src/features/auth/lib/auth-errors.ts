/**
 * Danish explanations of refused Cognito calls, for the error box under a form. Where no
 * explanation is known the provider's own message is shown (SPEC 8: the login page shows
 * the provider's message).
 */
export type AuthAction =
  | 'signIn'
  | 'signUp'
  | 'confirmSignUp'
  | 'resendCode'
  | 'requestReset'
  | 'confirmReset'
  | 'changePassword';

export interface AuthFailure {
  code: string;
  message: string;
}

const tooManyAttempts = 'For mange forsøg. Vent et øjeblik, og prøv igen.';
const weakPassword = 'Adgangskoden opfylder ikke kravene. Den skal være mindst 6 tegn lang.';
/** A link whose code is wrong, expired or already used. */
export const badCodeMessage = 'Linket er ugyldigt eller udløbet. Bed om et nyt link.';
const badCode = badCodeMessage;

const common: Record<string, string> = {
  NetworkError:
    'Der kunne ikke oprettes forbindelse. Kontroller din internetforbindelse, og prøv igen.',
  LimitExceededException: tooManyAttempts,
  TooManyRequestsException: tooManyAttempts,
  TooManyFailedAttemptsException: tooManyAttempts,
  UserNotConfirmedException:
    'Din email er ikke bekræftet endnu. Klik på linket i den email, vi sendte, da du oprettede kontoen.',
  CodeMismatchException: badCode,
  ExpiredCodeException: badCode,
  InvalidPasswordException: weakPassword,
  UsernameExistsException: 'Der findes allerede en konto med denne email.',
  // cognito-local's answer for an operation it does not implement.
  Unsupported: 'Det kan ikke lade sig gøre lige nu. Prøv igen senere, eller kontakt os.',
};

const byAction: Partial<Record<AuthAction, Record<string, string>>> = {
  signIn: {
    NotAuthorizedException: 'Forkert email eller adgangskode.',
    // cognito-local answers a wrong password with InvalidPasswordException.
    InvalidPasswordException: 'Forkert email eller adgangskode.',
    UserNotFoundException: 'Forkert email eller adgangskode.',
    PasswordResetRequiredException:
      'Du skal nulstille din adgangskode, før du kan logge ind. Brug "Glemt adgangskode?".',
    ChallengeRequired: 'Kontoen kræver et ekstra trin, som siden ikke understøtter.',
    NoSession: 'Der blev ikke oprettet en session. Prøv igen.',
  },
  signUp: {
    InvalidParameterException: 'Kontroller at emailadressen er gyldig.',
  },
  requestReset: {
    UserNotFoundException: 'Der findes ingen konto med denne email.',
    InvalidParameterException: 'Kontoen har ingen bekræftet email at sende til.',
  },
  confirmSignUp: {
    UserNotFoundException: 'Der findes ingen konto med denne email.',
    // cognito-local answers an unknown user this way.
    NotAuthorizedException: badCode,
  },
  resendCode: {
    UserNotFoundException: 'Der findes ingen konto med denne email.',
    InvalidParameterException: 'Kontoen er allerede bekræftet. Du kan logge ind.',
  },
  changePassword: {
    NotAuthorizedException: 'Den nuværende adgangskode er forkert.',
  },
};

/** The Danish text for a refused call, or the provider's own message. */
export function authErrorMessage(action: AuthAction, failure: AuthFailure): string {
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
  return { code: 'UnknownError', message: 'Der opstod en fejl. Prøv venligst igen.' };
}
