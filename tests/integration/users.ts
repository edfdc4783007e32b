/** Confirmed users of the test pool with a profile item, signed in, for handler tests. */
import { ensureProfile } from '@functions/stores/profiles';
import { createPoolUser, type PoolUser } from './pool-users';

export type TestUser = PoolUser;

export async function createTestUser(
  options: { admin?: boolean; emailPrefix?: string } = {},
): Promise<TestUser> {
  const user = await createPoolUser({ admin: options.admin, emailPrefix: options.emailPrefix });
  await ensureProfile(user.sub, user.email);
  return user;
}
