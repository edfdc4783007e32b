/**
 * Creates (once) the user pool, app client and `admin` group in cognito-local, with the
 * same settings as the CDK app (e-mail sign-in, password minimum 6, USER_PASSWORD_AUTH),
 * and remembers their ids in a small JSON file so later starts reuse them.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';

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

export async function ensureUserPool(endpoint: string, stateFile: string): Promise<PoolIds> {
  const client = localCognitoClient(endpoint);
  if (existsSync(stateFile)) {
    const ids = JSON.parse(readFileSync(stateFile, 'utf8')) as PoolIds;
    try {
      await client.send(new DescribeUserPoolCommand({ UserPoolId: ids.userPoolId }));
      return ids;
    } catch {
      // The pool is gone (data folder partly removed): create a new one below.
    }
  }
  const pool = await client.send(
    new CreateUserPoolCommand({
      PoolName: 'dronefoto-users',
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Policies: {
        PasswordPolicy: {
          MinimumLength: 6,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        },
      },
    }),
  );
  const userPoolId = pool.UserPool?.Id;
  if (!userPoolId) throw new Error('cognito-local did not return a user pool id');
  const app = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'web',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
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
