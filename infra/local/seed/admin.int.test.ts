import {
  AdminListGroupsForUserCommand,
  InitiateAuthCommand,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { verifyAccessToken } from '@functions/lib/auth';
import { localCognitoClient } from '../cognito-pool';
import { ADMIN_GROUP, ensureAdminUser } from './admin';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set by the integration setup`);
  return value;
};

describe('ensureAdminUser against cognito-local', () => {
  const email = 'seed-admin@dronefoto.dk';
  const password = 'Seed-Admin-123!';

  it('creates the admin once, keeps it on repeat runs and signs in with admin claims', async () => {
    const client = localCognitoClient(env('COGNITO_ENDPOINT'));
    const userPoolId = env('USER_POOL_ID');
    const clientId = env('USER_POOL_CLIENT_ID');

    const firstSub = await ensureAdminUser(client, userPoolId, email, password);
    const secondSub = await ensureAdminUser(client, userPoolId, email, password);
    expect(firstSub).toMatch(/^[0-9a-f-]{36}$/);
    expect(secondSub).toBe(firstSub);

    const users = await client.send(
      new ListUsersCommand({ UserPoolId: userPoolId, Filter: `email = "${email}"` }),
    );
    expect(users.Users ?? []).toHaveLength(1);
    // cognito-local matches group members by the real username (the sub in an e-mail pool),
    // not by the e-mail alias, so ask by sub (which real Cognito accepts as well).
    const groups = await client.send(
      new AdminListGroupsForUserCommand({ UserPoolId: userPoolId, Username: firstSub }),
    );
    expect((groups.Groups ?? []).map((group) => group.GroupName)).toEqual([ADMIN_GROUP]);

    const auth = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    expect(auth.ChallengeName).toBeUndefined();
    const accessToken = auth.AuthenticationResult?.AccessToken;
    const idToken = auth.AuthenticationResult?.IdToken;
    if (!accessToken || !idToken) throw new Error('no tokens returned');

    const access = decodeJwt(accessToken);
    expect(access['cognito:groups']).toContain(ADMIN_GROUP);
    expect(access.token_use).toBe('access');
    expect(access.client_id).toBe(clientId);
    expect(access.sub).toBe(firstSub);

    const id = decodeJwt(idToken);
    expect(id.email).toBe(email);
    expect(id.email_verified).toBe(true);
    expect(id.token_use).toBe('id');

    const caller = await verifyAccessToken(accessToken);
    expect(caller).toMatchObject({ userId: firstSub, isAdmin: true });
  });

  it('applies a changed password on the next run and rejects the old one', async () => {
    const client = localCognitoClient(env('COGNITO_ENDPOINT'));
    const clientId = env('USER_POOL_CLIENT_ID');
    const signIn = (pass: string) =>
      client.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: clientId,
          AuthParameters: { USERNAME: email, PASSWORD: pass },
        }),
      );
    const newPassword = 'Changed-Admin-456!';
    await ensureAdminUser(client, env('USER_POOL_ID'), email, newPassword);
    const auth = await signIn(newPassword);
    expect(auth.AuthenticationResult?.AccessToken).toBeTruthy();
    await expect(signIn(password)).rejects.toThrow();
  });
});
