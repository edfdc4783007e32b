/**
 * The owner's calendar feed token (SETTINGS / CALENDAR_FEED, decision 0038). Only a SHA-256
 * hash of the random token is stored, as with the rating links: the feed's address exists
 * only in what the owner copied. Renewing replaces the hash, so the old address stops
 * answering at once.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { calendarFeedKey } from '@functions/data/keys';
import { getItem, putItem } from '@functions/data/store';

export interface CalendarFeedState {
  /** When the current address was made (ISO); null: the owner has made none. */
  renewed_at: string | null;
}

const hashOf = (token: string): Buffer => createHash('sha256').update(token, 'utf8').digest();

/** Whether the owner has a feed address, and since when. */
export async function getCalendarFeedState(): Promise<CalendarFeedState> {
  const item = await getItem(calendarFeedKey, true);
  return { renewed_at: typeof item?.renewed_at === 'string' ? item.renewed_at : null };
}

/** A new token (32 random bytes, base64url); its hash replaces the old one. */
export async function renewCalendarFeedToken(now: Date = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await putItem({
    ...calendarFeedKey,
    token_hash: hashOf(token).toString('hex'),
    renewed_at: now.toISOString(),
  });
  return token;
}

/** Whether `token` is the current feed token (constant-time comparison of the hashes). */
export async function isCalendarFeedToken(token: string): Promise<boolean> {
  const item = await getItem(calendarFeedKey, true);
  if (typeof item?.token_hash !== 'string') return false;
  const expected = Buffer.from(item.token_hash, 'hex');
  const given = hashOf(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
