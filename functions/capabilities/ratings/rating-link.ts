/**
 * The rating link of a finished shoot: a random token (only its hash is stored on the
 * booking, with its expiry), valid 30 days and cleared by the rating's own transaction, so
 * the link works once.
 */
import { randomBytes } from 'node:crypto';
import { pageUrl } from '@shared/site/pages';
import { ratingTokenHash } from '@functions/stores/booking/rating-tokens';
import {
  type StoredRatingToken,
  ratingLinkIssued,
} from '@functions/stores/booking/booking-changes';
import { config } from '@functions/lib/config';

export const ratingLinkDays = 30;

/** A new rating link and what the booking stores of it (the token's hash, its expiry). */
export interface NewRatingLink {
  url: string;
  token: StoredRatingToken;
}

/** A fresh rating link of a booking, for the caller to store with its own write. */
export function newRatingLink(bookingId: string, now: Date = new Date()): NewRatingLink {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ratingLinkDays * 86_400_000).toISOString();
  return {
    url: pageUrl(config().SITE_URL, 'rateBooking', {}, { bookingId, token }),
    token: { rating_token_hash: ratingTokenHash(token), rating_token_expires_at: expiresAt },
  };
}

export async function mintRatingLink(bookingId: string, now: Date = new Date()): Promise<string> {
  const link = newRatingLink(bookingId, now);
  await ratingLinkIssued(bookingId, link.token);
  return link.url;
}
