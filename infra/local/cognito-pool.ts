/**
 * Creates (once) the user pool, app client and `admin` group in cognito-local, with the
 * same settings as the CDK app (e-mail sign-in, the password policy, token lifetimes and
 * hidden account existence of shared/domain/account-policy.ts, USER_PASSWORD_AUTH), and
 * remembers their ids in a small JSON file so later starts reuse them. Every start applies
 * the settings again, so a data folder made by an older version follows the definition.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
  UpdateUserPoolClientCommand,
  UpdateUserPoolCommand,
  type UserPoolPolicyType,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  passwordPolicy,
  preventUserExistenceErrors,
  tokenLifetimes,
} from '@shared/domain/account-policy';

export interface PoolIds {
  userPoolId: string;
  userPoolClientId: string;
}

export function localCognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint,
    region: 'eu-north-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/** The pool's policies as the CDK pool has them. */
export const twinPoolPolicies: UserPoolPolicyType = {
  PasswordPolicy: {
    MinimumLength: passwordPolicy.minLength,
    RequireLowercase: passwordPolicy.requireLowercase,
    RequireUppercase: passwordPolicy.requireUppercase,
    RequireNumbers: passwordPolicy.requireDigits,
    RequireSymbols: passwordPolicy.requireSymbols,
    TemporaryPasswordValidityDays: passwordPolicy.temporaryPasswordValidityDays,
  },
};

/** The web client's settings as the CDK client has them (lifetimes in minutes, like CDK's). */
export const twinClientSettings = {
  ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
  PreventUserExistenceErrors: preventUserExistenceErrors ? 'ENABLED' : 'LEGACY',
  EnableTokenRevocation: true,
  AccessTokenValidity: tokenLifetimes.accessTokenMinutes,
  IdTokenValidity: tokenLifetimes.idTokenMinutes,
  RefreshTokenValidity: tokenLifetimes.refreshTokenDays * 24 * 60,
  TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' },
} as const;

/** Brings an existing pool and client to the definition above. */
async function applySettings(client: CognitoIdentityProviderClient, ids: PoolIds) {
  await client.send(
    new UpdateUserPoolCommand({
      UserPoolId: ids.userPoolId,
      AutoVerifiedAttributes: ['email'],
      Policies: twinPoolPolicies,
    }),
  );
  await client.send(
    new UpdateUserPoolClientCommand({
      UserPoolId: ids.userPoolId,
      ClientId: ids.userPoolClientId,
      ...twinClientSettings,
      ExplicitAuthFlows: [...twinClientSettings.ExplicitAuthFlows],
    }),
  );
}

export async function ensureUserPool(endpoint: string, stateFile: string): Promise<PoolIds> {
  const client = localCognitoClient(endpoint);
  if (existsSync(stateFile)) {
    const ids = JSON.parse(readFileSync(stateFile, 'utf8')) as PoolIds;
    let exists = false;
    try {
      await client.send(new DescribeUserPoolCommand({ UserPoolId: ids.userPoolId }));
      exists = true;
    } catch {
      // The pool is gone (data folder partly removed): create a new one below.
    }
    if (exists) {
      await applySettings(client, ids);
      return ids;
    }
  }
  const pool = await client.send(
    new CreateUserPoolCommand({
      PoolName: 'dronefoto-users',
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Policies: twinPoolPolicies,
    }),
  );
  const userPoolId = pool.UserPool?.Id;
  if (!userPoolId) throw new Error('cognito-local did not return a user pool id');
  const app = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'web',
      ...twinClientSettings,
      ExplicitAuthFlows: [...twinClientSettings.ExplicitAuthFlows],
    }),
  );
  const userPoolClientId = app.UserPoolClient?.ClientId;
  if (!userPoolClientId) throw new Error('cognito-local did not return a client id');
  await client.send(
    new CreateGroupCommand({
      GroupName: 'admin',
      UserPoolId: userPoolId,
      Description: 'Administrators',
    }),
  );
  const ids = { userPoolId, userPoolClientId };
  writeFileSync(stateFile, JSON.stringify(ids, null, 2));
  return ids;
}
