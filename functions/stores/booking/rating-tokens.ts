/**
 * Rating link tokens. Only a SHA-256 hash of the random token and its expiry are stored on
 * the booking; the token itself exists only in the e-mailed link.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Booking } from '@shared/api/entities';
import { bookingKey } from '@functions/data/keys';
import { toBooking } from '@functions/stores/booking/bookings';
import { getItem, updateExisting } from '@functions/data/store';

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

/** What the booking stores of a token: its hash and expiry (ISO time). */
export interface StoredRatingToken {
  rating_token_hash: string;
  rating_token_expires_at: string;
}

/** Stores a token's hash and expiry on the booking. */
export async function storeRatingToken(bookingId: string, stored: StoredRatingToken) {
  await updateExisting(bookingKey(bookingId), { set: { ...stored } }, 'booking');
}

/** Stores the hash of `token` with its expiry (ISO time) on the booking. */
export async function setRatingToken(
  bookingId: string,
  token: string,
  expiresAt: string,
): Promise<void> {
  await storeRatingToken(bookingId, {
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
  const item = await getItem(bookingKey(bookingId), true);
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

export async function clearRatingToken(bookingId: string): Promise<void> {
  await updateExisting(
    bookingKey(bookingId),
    { remove: ['rating_token_hash', 'rating_token_expires_at'] },
    'booking',
  );
}
