/**
 * The rating link of a finished shoot: a random token (only its hash is stored on the
 * booking, with its expiry), valid 30 days and cleared by the rating's own transaction, so
 * the link works once.
 */
import { randomBytes } from 'node:crypto';
import { pageUrl } from '@shared/site/pages';
import { setRatingToken } from './rating-tokens';
import { config } from '@functions/lib/config';

export const ratingLinkDays = 30;

export async function mintRatingLink(bookingId: string, now: Date = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ratingLinkDays * 86_400_000).toISOString();
  await setRatingToken(bookingId, token, expiresAt);
  return pageUrl(config().SITE_URL, 'rateBooking', {}, { bookingId, token });
}
