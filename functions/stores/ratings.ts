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
import { runTransaction, type GuardedItem, putNew } from '@functions/data/transactions';
import type { ErasedIdentity } from '@functions/stores/booking/booking-changes';
import { rated } from '@functions/stores/booking/booking-changes';

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
    putNew(
      {
        ...ratingKey(input.booking_id),
        ...ratingGsi1(input.booking_id, rating.created_at),
        ...ratingGsi2(input.user_id, rating.created_at, input.booking_id),
        entity: 'rating',
        ...rating,
      },
      () => new AlreadyRatedError(input.booking_id),
    ),
    // The link works once: its token is retired with the rating (the booking's own change).
    rated(
      input.booking_id,
      link && { tokenHash: link.tokenHash, now: link.now ?? new Date() },
      () => (link ? new RatingLinkNotValidError(input.booking_id) : new NotFoundError('booking')),
    ),
  ]);
  return rating;
}

/**
 * The rating keeps its stars (averages stay as they were); its words and pictures go, and it
 * leaves the customer's index (gsi2).
 */
export function ratingErased(bookingId: string, identity: ErasedIdentity): GuardedItem {
  return {
    item: {
      Update: {
        Key: ratingKey(bookingId),
        UpdateExpression:
          'SET user_id = :uid, #comment = :null, images = :null REMOVE gsi2pk, gsi2sk',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#comment': 'comment' },
        ExpressionAttributeValues: { ':uid': identity.user_id, ':null': null },
      },
    },
    onConditionFailed: () => new NotFoundError('rating'),
  };
}
