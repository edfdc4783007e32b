/**
 * `GET /api/me` for accounts without a profile item (confirmed before the PostConfirmation
 * trigger existed, or its write failed): the profile is created on the spot with the e-mail
 * address from the user pool, never from the request.
 */
import { AdminDeleteUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { getProfile } from '@functions/stores/profiles';
import { localCognitoClient } from '@infra/local/cognito-pool';
import { useTestGateway } from './gateway';
import { createPoolUser } from './pool-users';

const env = process.env as Record<string, string>;
const api = useTestGateway();

const me = (token: string, headers: Record<string, string> = {}) =>
  fetch(`${api.url}/api/me`, { headers: { authorization: `Bearer ${token}`, ...headers } });

describe('GET /api/me', () => {
  it('creates a missing profile with the pool’s e-mail address and 0 credits', async () => {
    const someone = await createPoolUser();
    expect(await getProfile(someone.sub)).toBeUndefined();

    const res = await me(someone.accessToken, { 'x-email': 'attacker@example.dk' });
    expect(res.status).toBe(200);
    const expected = { id: someone.sub, email: someone.email, credits: 0, is_admin: false };
    expect(await res.json()).toEqual(expected);
    expect(await getProfile(someone.sub)).toEqual(expected);
  });

  it('takes the admin flag from the group, not from the stored profile', async () => {
    const boss = await createPoolUser({ admin: true });
    expect(await (await me(boss.accessToken)).json()).toMatchObject({ is_admin: true });
    expect(await getProfile(boss.sub)).toMatchObject({ is_admin: false });
  });

  it('answers 404 in Danish for a deleted account without a profile', async () => {
    const gone = await createPoolUser();
    await localCognitoClient(env.COGNITO_ENDPOINT!).send(
      new AdminDeleteUserCommand({ UserPoolId: env.USER_POOL_ID, Username: gone.email }),
    );
    const res = await me(gone.accessToken);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'Profilen blev ikke fundet' });
  });
});
