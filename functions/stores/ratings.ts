/**
 * Ratings (BOOKING#{bookingId} / RATING): at most one per booking by construction, stored in
 * the booking's partition; listed on gsi1 by created_at descending, and on gsi2 in their
 * author's partition (`USER#{userId}` / `RATING#{created_at}#{bookingId}`) for 'Download mine
 * data' and account erasure. Ratings written before gsi2 get it from
 * infra/ops/backfill-ledger-and-ratings.ts.
 */
import { randomUUID } from 'node:crypto';
import type { Rating } from '@shared/api/entities';
import { AlreadyRatedError, NotFoundError, RatingLinkNotValidError } from '@functions/data/errors';
import {
  bookingKey,
  lists,
  ratingGsi1,
  ratingGsi2,
  ratingKey,
  ratingPrefix,
  stripKeys,
  userPartition,
} from '@functions/data/keys';
import { queryPartition } from '@functions/data/pagination';
import { getItem, type StoredItem } from '@functions/data/store';
import { runTransaction } from '@functions/data/transactions';

export type NewRating = Omit<Rating, 'id' | 'created_at'>;

const toRating = (item: StoredItem): Rating => stripKeys<Rating>(item);

/** All ratings, newest first. */
export async function listRatings(): Promise<Rating[]> {
  const items = await queryPartition({ index: 'gsi1', partition: lists.ratings, descending: true });
  return items.map(toRating);
}

/** Ratings created at or after an instant (ISO; '' for all), newest first. */
export async function listRatingsCreatedSince(since: string): Promise<Rating[]> {
  const items = await queryPartition({
    index: 'gsi1',
    partition: lists.ratings,
    sortKey: { between: [since || '0', '~'] },
    descending: true,
  });
  return items.map(toRating);
}

/** The ratings a user gave, oldest first: one Query of their gsi2 partition. */
export async function listRatingsByUser(userId: string): Promise<Rating[]> {
  const items = await queryPartition({
    index: 'gsi2',
    partition: userPartition(userId),
    sortKey: { beginsWith: ratingPrefix },
  });
  return items.map(toRating);
}

export async function getRatingByBooking(bookingId: string): Promise<Rating | undefined> {
  const item = await getItem(ratingKey(bookingId), true);
  return item && toRating(item);
}

/**
 * Saves the rating of a booking and, in the same transaction, clears the booking's rating
 * token so the emailed link cannot be used again (its hash is kept as the used link, so the
 * same link shows the thank-you state). Given the link's `tokenHash`, the rating is saved
 * only while that token is the booking's valid one (else RatingLinkNotValidError). A second
 * rating throws AlreadyRatedError; a missing booking throws NotFoundError.
 */
export async function createRating(
  input: NewRating,
  link?: { tokenHash: string; now?: Date },
): Promise<Rating> {
  const rating: Rating = { id: randomUUID(), ...input, created_at: new Date().toISOString() };
  await runTransaction([
    {
      item: {
        Put: {
          Item: {
            ...ratingKey(input.booking_id),
            ...ratingGsi1(input.booking_id, rating.created_at),
            ...ratingGsi2(input.user_id, rating.created_at, input.booking_id),
            entity: 'rating',
            ...rating,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      onConditionFailed: () => new AlreadyRatedError(input.booking_id),
    },
    {
      item: {
        Update: link
          ? {
              Key: bookingKey(input.booking_id),
              UpdateExpression:
                'SET rating_token_used_hash = rating_token_hash REMOVE rating_token_hash, rating_token_expires_at',
              ConditionExpression:
                'attribute_exists(pk) AND rating_token_hash = :hash AND rating_token_expires_at > :now',
              ExpressionAttributeValues: {
                ':hash': link.tokenHash,
                ':now': (link.now ?? new Date()).toISOString(),
              },
            }
          : {
              Key: bookingKey(input.booking_id),
              UpdateExpression: 'REMOVE rating_token_hash, rating_token_expires_at',
              ConditionExpression: 'attribute_exists(pk)',
            },
      },
      onConditionFailed: () =>
        link ? new RatingLinkNotValidError(input.booking_id) : new NotFoundError('booking'),
    },
  ]);
  return rating;
}
