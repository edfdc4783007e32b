/**
 * Where cognito-local answers differently from a Cognito user pool in ways a person on the
 * site would see, the twin's Cognito answers as AWS does (the CDK pool and client settings,
 * shared/domain/account-policy.ts):
 *
 * - the pool's password policy is enforced wherever a password is chosen (cognito-local
 *   enforces none): InvalidPasswordException 'Password does not conform to policy: ...';
 * - hidden account existence (PreventUserExistenceErrors on the app client): sign-in says
 *   'Incorrect username or password.' for an unknown address, a reset or a new confirmation
 *   link for one seems to be sent, and confirming a code of one is a code mismatch;
 * - an invited user (FORCE_CHANGE_PASSWORD) must give the right temporary password, before it
 *   expires, to get the NEW_PASSWORD_REQUIRED challenge (cognito-local skips both), and the
 *   challenge's answer must carry the session it was given, within three minutes;
 * - a wrong password is NotAuthorizedException (cognito-local: InvalidPasswordException);
 * - ResendConfirmationCode, which cognito-local lacks, mails a new confirmation code.
 */
import { createRequire } from 'node:module';
import { decodeJwt } from 'jose';

type CognitoRouter = import('cognito-local/lib/server/Router').Router;
type Route = ReturnType<CognitoRouter>;
type Services = import('cognito-local/lib/services').Services;
type CognitoContext = import('cognito-local/lib/services/context').Context;
type UserPoolService = import('cognito-local/lib/services').UserPoolService;
type CognitoUser = import('cognito-local/lib/services/userPoolService').User;

const require = createRequire(import.meta.url);
const cognitoRequire = createRequire(require.resolve('cognito-local/package.json'));
const errors = cognitoRequire('./lib/errors') as typeof import('cognito-local/lib/errors');
const { CognitoError, NotAuthorizedError, InvalidPasswordError } = errors;

/** How long the session of an auth challenge is valid (Cognito: three minutes). */
const challengeSessionMs = 3 * 60_000;
const incorrectCredentials = 'Incorrect username or password.';

/** Requests are untyped JSON in cognito-local's router. */
type Request = Record<string, unknown> & {
  ClientId?: string;
  UserPoolId?: string;
  Username?: string;
  AuthFlow?: string;
  AuthParameters?: Record<string, string>;
  ChallengeName?: string;
  ChallengeResponses?: Record<string, string>;
  Session?: string;
  AccessToken?: string;
  ClientMetadata?: Record<string, string>;
};

interface ChallengeSession {
  clientId: string;
  username: string;
  expiresAt: number;
}

/** The reasons Cognito gives for a password the policy refuses, in its order. */
export function passwordPolicyViolation(
  password: string,
  policy: {
    MinimumLength?: number;
    RequireLowercase?: boolean;
    RequireUppercase?: boolean;
    RequireNumbers?: boolean;
    RequireSymbols?: boolean;
  } = {},
): string | undefined {
  if (password.length < (policy.MinimumLength ?? 8)) return 'Password not long enough';
  if (policy.RequireLowercase && !/[a-z]/.test(password))
    return 'Password must have lowercase characters';
  if (policy.RequireUppercase && !/[A-Z]/.test(password))
    return 'Password must have uppercase characters';
  if (policy.RequireNumbers && !/[0-9]/.test(password))
    return 'Password must have numeric characters';
  if (policy.RequireSymbols && !/[^A-Za-z0-9]/.test(password))
    return 'Password must have symbol characters';
  return undefined;
}

/** `owner@example.dk` → `o***@e***` (how Cognito shows where a code went). */
function maskedEmail(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  return `${local.charAt(0)}***@${domain.charAt(0)}***`;
}

const emailOf = (user: CognitoUser) => user.Attributes.find((a) => a.Name === 'email')?.Value;

export function awsLikeCognito(router: CognitoRouter, services: Services): CognitoRouter {
  const sessions = new Map<string, ChallengeSession>();

  async function poolOfClient(ctx: CognitoContext, clientId: string | undefined) {
    const pool = await services.cognito.getUserPoolForClientId(ctx, clientId ?? '');
    const client = await services.cognito.getAppClient(ctx, clientId ?? '');
    return { pool, hideExistence: client?.PreventUserExistenceErrors === 'ENABLED' };
  }

  async function poolOfToken(ctx: CognitoContext, token: string | undefined) {
    try {
      const claims = decodeJwt(token ?? '');
      return typeof claims.client_id === 'string'
        ? (await poolOfClient(ctx, claims.client_id)).pool
        : undefined;
    } catch {
      return undefined; // cognito-local refuses the token itself
    }
  }

  function checkPassword(pool: UserPoolService | undefined, password: unknown) {
    if (!pool || typeof password !== 'string') return;
    const violation = passwordPolicyViolation(password, pool.options.Policies?.PasswordPolicy);
    if (violation)
      throw new CognitoError(
        'InvalidPasswordException',
        `Password does not conform to policy: ${violation}`,
      );
  }

  function simulatedDelivery(address: string) {
    return {
      CodeDeliveryDetails: {
        AttributeName: 'email',
        DeliveryMedium: 'EMAIL',
        Destination: maskedEmail(address),
      },
    };
  }

  const initiateAuth =
    (route: Route): Route =>
    async (ctx, req: Request) => {
      if (req.AuthFlow !== 'USER_PASSWORD_AUTH') return route(ctx, req);
      const { pool, hideExistence } = await poolOfClient(ctx, req.ClientId);
      const user = await pool.getUserByUsername(ctx, req.AuthParameters?.USERNAME ?? '');
      if (!user) {
        if (hideExistence) throw new NotAuthorizedError(incorrectCredentials);
        throw new CognitoError('UserNotFoundException', 'User does not exist.');
      }
      if (user.UserStatus === 'FORCE_CHANGE_PASSWORD') {
        if (user.Password !== req.AuthParameters?.PASSWORD)
          throw new NotAuthorizedError(incorrectCredentials);
        const days = pool.options.Policies?.PasswordPolicy?.TemporaryPasswordValidityDays ?? 7;
        if (Date.now() - new Date(user.UserLastModifiedDate).getTime() > days * 86_400_000)
          throw new NotAuthorizedError(
            'Temporary password has expired and must be reset by an administrator.',
          );
      }
      const answer = (await route(ctx, req)) as { Session?: string };
      if (answer.Session)
        sessions.set(answer.Session, {
          clientId: req.ClientId ?? '',
          username: user.Username,
          expiresAt: Date.now() + challengeSessionMs,
        });
      return answer;
    };

  const respondToAuthChallenge =
    (route: Route): Route =>
    async (ctx, req: Request) => {
      const session = sessions.get(req.Session ?? '');
      const { pool } = await poolOfClient(ctx, req.ClientId);
      const user = await pool.getUserByUsername(ctx, req.ChallengeResponses?.USERNAME ?? '');
      if (
        !session ||
        session.expiresAt < Date.now() ||
        session.clientId !== req.ClientId ||
        session.username !== user?.Username
      )
        throw new NotAuthorizedError('Invalid session for the user, session is expired.');
      if (req.ChallengeName === 'NEW_PASSWORD_REQUIRED')
        checkPassword(pool, req.ChallengeResponses?.NEW_PASSWORD);
      const answer: unknown = await route(ctx, req);
      sessions.delete(req.Session ?? '');
      return answer;
    };

  const forgotPassword =
    (route: Route): Route =>
    async (ctx, req: Request) => {
      const { pool, hideExistence } = await poolOfClient(ctx, req.ClientId);
      const user = await pool.getUserByUsername(ctx, req.Username ?? '');
      if (!user && hideExistence) return simulatedDelivery(req.Username ?? '');
      if (user?.UserStatus === 'FORCE_CHANGE_PASSWORD')
        throw new NotAuthorizedError('User password cannot be reset in the current state.');
      return route(ctx, req);
    };

  const confirmWithCode =
    (route: Route, password?: (req: Request) => unknown): Route =>
    async (ctx, req: Request) => {
      const { pool, hideExistence } = await poolOfClient(ctx, req.ClientId);
      const user = await pool.getUserByUsername(ctx, req.Username ?? '');
      if (!user && hideExistence) throw new errors.CodeMismatchError();
      if (password) checkPassword(pool, password(req));
      return route(ctx, req);
    };

  const resendConfirmationCode: Route = async (ctx, req: Request) => {
    const { pool, hideExistence } = await poolOfClient(ctx, req.ClientId);
    const user = await pool.getUserByUsername(ctx, req.Username ?? '');
    if (!user) {
      if (hideExistence) return simulatedDelivery(req.Username ?? '');
      throw new CognitoError('UserNotFoundException', 'Username/client id combination not found.');
    }
    if (user.UserStatus !== 'UNCONFIRMED')
      throw new CognitoError('InvalidParameterException', 'User is already confirmed.');
    const email = emailOf(user);
    if (!email) throw new CognitoError('InvalidParameterException', 'User has no email.');
    const code = services.otp();
    await services.messages.deliver(
      ctx,
      'ResendCode',
      req.ClientId ?? null,
      pool.options.Id,
      user,
      code,
      req.ClientMetadata,
      { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email },
    );
    await pool.saveUser(ctx, {
      ...user,
      ConfirmationCode: code,
      UserLastModifiedDate: services.clock.get(),
    });
    return simulatedDelivery(email);
  };

  const withPolicy =
    (route: Route, password: (req: Request) => unknown): Route =>
    async (ctx, req: Request) => {
      const pool = req.UserPoolId
        ? await services.cognito.getUserPool(ctx, req.UserPoolId)
        : req.AccessToken
          ? await poolOfToken(ctx, req.AccessToken)
          : (await poolOfClient(ctx, req.ClientId)).pool;
      checkPassword(pool, password(req));
      return route(ctx, req);
    };

  /** A wrong password is NotAuthorizedException in AWS (cognito-local: InvalidPassword). */
  const wrongPasswordRefused =
    (route: Route): Route =>
    async (ctx, req: Request) => {
      try {
        return await route(ctx, req);
      } catch (error) {
        if (error instanceof InvalidPasswordError)
          throw new NotAuthorizedError(incorrectCredentials);
        throw error;
      }
    };

  return (target) => {
    if (target === 'ResendConfirmationCode') return resendConfirmationCode;
    const route = router(target);
    switch (target) {
      case 'InitiateAuth':
        return wrongPasswordRefused(initiateAuth(route));
      case 'AdminInitiateAuth':
        return wrongPasswordRefused(route);
      case 'RespondToAuthChallenge':
        return respondToAuthChallenge(route);
      case 'ForgotPassword':
        return forgotPassword(route);
      case 'ConfirmForgotPassword':
        return confirmWithCode(route, (req) => req.Password);
      case 'ConfirmSignUp':
        return confirmWithCode(route);
      case 'SignUp':
        return withPolicy(route, (req) => req.Password);
      case 'ChangePassword':
        return wrongPasswordRefused(withPolicy(route, (req) => req.ProposedPassword));
      case 'AdminSetUserPassword':
        return withPolicy(route, (req) => req.Password);
      case 'AdminCreateUser':
        return withPolicy(route, (req) => req.TemporaryPassword);
      default:
        return route;
    }
  };
}
