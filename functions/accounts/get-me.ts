/**
 * The caller's profile. The admin flag always comes from the verified token's Cognito
 * groups, never from stored data the user could influence.
 */
import { getProfile } from '../data/profiles';
import { notFound, unauthorized } from '../lib/errors';
import type { OperationInput } from '../lib/http';

export async function getMe({ caller }: OperationInput) {
  if (!caller) throw unauthorized();
  const profile = await getProfile(caller.userId);
  if (!profile) throw notFound('Profilen blev ikke fundet');
  return { ...profile, is_admin: caller.isAdmin };
}
