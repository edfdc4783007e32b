/**
 * The account rules of the user pool, defined once: the CDK pool (infra/constructs/
 * user-accounts.ts), the twin's cognito-local pool (infra/local/cognito-pool.ts) and the
 * browser's form checks all read them, and a parity test holds the synthesized template and
 * the twin's pool to them.
 */

/** product §9: at least 6 characters, nothing else required. */
export const passwordPolicy = {
  minLength: 6,
  requireLowercase: false,
  requireUppercase: false,
  requireDigits: false,
  requireSymbols: false,
  /** How long an invited user's temporary password can be used to choose a new one. */
  temporaryPasswordValidityDays: 7,
} as const;

/** Token lifetimes of the web app client. */
export const tokenLifetimes = {
  accessTokenMinutes: 60,
  idTokenMinutes: 60,
  refreshTokenDays: 30,
} as const;

/**
 * Sign-in, reset and confirmation do not tell whether an account exists (Cognito's
 * PreventUserExistenceErrors); only sign-up still says an address is taken.
 */
export const preventUserExistenceErrors = true;
