/**
 * Rating link tokens. Only a SHA-256 hash of the random token and its expiry are stored on
 * the booking; the token itself exists only in the e-mailed link.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Booking } from '@shared/api/entities';
import { bookingKey } from './keys';
import { toBooking } from './bookings';
import { getItem, updateExisting } from './store';

export type RatingTokenCheck =
  { status: 'valid'; booking: Booking } | { status: 'invalid' } | { status: 'expired' };

const hashToken = (token: string): Buffer => createHash('sha256').update(token, 'utf8').digest();

/** Stores the hash of `token` with its expiry (ISO time) on the booking. */
export async function setRatingToken(
  bookingId: string,
  token: string,
  expiresAt: string,
): Promise<void> {
  await updateExisting(
    bookingKey(bookingId),
    {
      set: {
        rating_token_hash: hashToken(token).toString('hex'),
        rating_token_expires_at: expiresAt,
      },
    },
    'booking',
  );
}

/** invalid = unknown booking, no token stored or a different token; expired = past its expiry. */
export async function checkRatingToken(
  bookingId: string,
  token: string,
  now: Date = new Date(),
): Promise<RatingTokenCheck> {
  const item = await getItem(bookingKey(bookingId), true);
  const stored = item?.rating_token_hash;
  const expiresAt = item?.rating_token_expires_at;
  if (!item || typeof stored !== 'string' || typeof expiresAt !== 'string') {
    return { status: 'invalid' };
  }
  const expected = Buffer.from(stored, 'hex');
  const given = hashToken(token);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
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
