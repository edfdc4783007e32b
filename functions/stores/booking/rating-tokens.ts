/**
 * Rating link tokens. Only a SHA-256 hash of the random token and its expiry are stored on
 * the booking; the token itself exists only in the e-mailed link.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Booking } from '@shared/api/entities';
import { getBookingItem, toBooking } from './booking-items';
import { ratingLinkIssued, type StoredRatingToken } from './booking-changes';

export type { StoredRatingToken };

export type RatingTokenCheck =
  | { status: 'valid'; booking: Booking }
  /** The link was used for the booking's rating: show the thank-you state. */
  | { status: 'used'; booking: Booking }
  | { status: 'invalid' }
  | { status: 'expired' };

const hashToken = (token: string): Buffer => createHash('sha256').update(token, 'utf8').digest();

/** The stored form of a token (hex SHA-256). */
export const ratingTokenHash = (token: string): string => hashToken(token).toString('hex');

const sameHash = (stored: unknown, given: Buffer): boolean => {
  if (typeof stored !== 'string') return false;
  const expected = Buffer.from(stored, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
};

/** Stores the hash of `token` with its expiry (ISO time) on the booking. */
export async function setRatingToken(
  bookingId: string,
  token: string,
  expiresAt: string,
): Promise<void> {
  await ratingLinkIssued(bookingId, {
    rating_token_hash: ratingTokenHash(token),
    rating_token_expires_at: expiresAt,
  });
}

/**
 * valid = the booking's current token; used = the token its rating was saved with; expired =
 * the current token past its expiry; invalid = anything else (unknown booking, no token, a
 * forged or replaced one).
 */
export async function checkRatingToken(
  bookingId: string,
  token: string,
  now: Date = new Date(),
): Promise<RatingTokenCheck> {
  const item = await getBookingItem(bookingId);
  if (!item || item.deleted_at) return { status: 'invalid' };
  const given = hashToken(token);
  if (sameHash(item.rating_token_used_hash, given)) {
    return { status: 'used', booking: toBooking(item) };
  }
  const expiresAt = item.rating_token_expires_at;
  if (!sameHash(item.rating_token_hash, given) || typeof expiresAt !== 'string') {
    return { status: 'invalid' };
  }
  if (Date.parse(expiresAt) <= now.getTime()) return { status: 'expired' };
  return { status: 'valid', booking: toBooking(item) };
}
