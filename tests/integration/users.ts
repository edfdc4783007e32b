/** Creates confirmed users in cognito-local and signs them in, for handler tests. */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';
import { localCognitoClient } from '../../infra/local/cognito-pool';
import { ensureProfile } from '../../functions/data/profiles';

export interface TestUser {
  email: string;
  sub: string;
  accessToken: string;
}

export async function createTestUser(options: { admin?: boolean } = {}): Promise<TestUser> {
  const env = process.env as Record<string, string>;
  const client = localCognitoClient(env.COGNITO_ENDPOINT!);
  const email = `user-${randomUUID().slice(0, 8)}@example.dk`;
  const password = 'Hemmelig1';
  const created = await client.send(
    new AdminCreateUserCommand({
      UserPoolId: env.USER_POOL_ID,
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
  await client.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: env.USER_POOL_ID,
      Username: email,
      Password: password,
      Permanent: true,
    }),
  );
  if (options.admin) {
    await client.send(
      new AdminAddUserToGroupCommand({
        UserPoolId: env.USER_POOL_ID,
        Username: sub,
        GroupName: 'admin',
      }),
    );
  }
  await ensureProfile(sub, email);
  const auth = await client.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: env.USER_POOL_CLIENT_ID,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const accessToken = auth.AuthenticationResult?.AccessToken;
  if (!accessToken) throw new Error('sign-in failed');
  return { email, sub, accessToken };
}
