/**
 * The caller's profile. The admin flag always comes from the verified token's Cognito
 * groups, never from stored data the user could influence. A confirmed account without a
 * profile (confirmed before the PostConfirmation trigger existed, or its write failed) gets
 * one here, with the e-mail address from the user pool.
 */
import type { Profile } from '@shared/api/entities';
import { ensureProfile, getProfile } from '@functions/stores/profiles';
import type { Caller } from '@functions/lib/auth';
import { notFound, unauthorized } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { accountEmail } from '@functions/lib/account-email';
import { authTexts } from '@shared/texts/auth';

async function createMissingProfile(caller: Caller): Promise<Profile> {
  const email = await accountEmail(caller.username);
  if (!email) throw notFound(authTexts.profileNotFound);
  return ensureProfile(caller.userId, email);
}

export async function getMe({ caller }: InputOf<'getMe'>): Promise<Profile> {
  if (!caller) throw unauthorized();
  const profile = (await getProfile(caller.userId)) ?? (await createMissingProfile(caller));
  return { ...profile, is_admin: caller.isAdmin };
}
