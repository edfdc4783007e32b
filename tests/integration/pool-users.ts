/**
 * Users in any cognito-local pool (the test pool, or a second "wrong" pool), signed in
 * through a given app client, with no profile item: for the authorization and account
 * tests, which need tokens the handlers must refuse, or accounts without a profile.
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CreateUserPoolClientCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureUserPool, localCognitoClient } from '@infra/local/cognito-pool';

export interface PoolUser {
  email: string;
  sub: string;
  password: string;
  accessToken: string;
  idToken: string;
}

const env = process.env as Record<string, string>;
const cognito = () => localCognitoClient(env.COGNITO_ENDPOINT!);

/** A confirmed user of `pool`, signed in through `clientId` (defaults: the test pool). */
export async function createPoolUser(
  options: { userPoolId?: string; clientId?: string; admin?: boolean; emailPrefix?: string } = {},
): Promise<PoolUser> {
  const UserPoolId = options.userPoolId ?? env.USER_POOL_ID!;
  const ClientId = options.clientId ?? env.USER_POOL_CLIENT_ID!;
  const email = `${options.emailPrefix ?? 'pool'}-${randomUUID().slice(0, 8)}@example.dk`;
  const password = 'Hemmelig1';
  const created = await cognito().send(
    new AdminCreateUserCommand({
      UserPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  const sub = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
  if (!sub) throw new Error('no sub');
  await cognito().send(
    new AdminSetUserPasswordCommand({
      UserPoolId,
      Username: email,
      Password: password,
      Permanent: true,
    }),
  );
  if (options.admin) {
    await cognito().send(
      new AdminAddUserToGroupCommand({ UserPoolId, Username: sub, GroupName: 'admin' }),
    );
  }
  const auth = await cognito().send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const { AccessToken, IdToken } = auth.AuthenticationResult ?? {};
  if (!AccessToken || !IdToken) throw new Error('sign-in failed');
  return { email, sub, password, accessToken: AccessToken, idToken: IdToken };
}

/** A second user pool (same settings, own `admin` group) in the same cognito-local. */
export async function createOtherPool() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'drone-pool-'));
  try {
    return await ensureUserPool(env.COGNITO_ENDPOINT!, path.join(dir, 'pool.json'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Another app client of the test pool (tokens for it must not pass as the web client's). */
export async function createOtherClient(): Promise<string> {
  const out = await cognito().send(
    new CreateUserPoolClientCommand({
      UserPoolId: env.USER_POOL_ID!,
      ClientName: `other-${randomUUID().slice(0, 8)}`,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  const id = out.UserPoolClient?.ClientId;
  if (!id) throw new Error('no client id');
  return id;
}
