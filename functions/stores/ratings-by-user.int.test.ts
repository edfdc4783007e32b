/**
 * Ratings by their author (issue 30): each rating is on gsi2 `USER#{userId}` /
 * `RATING#{created_at}#{bookingId}`, 'Download mine data' answers the caller's ratings from
 * that index (through the twin's gateway), and account erasure finds them there, takes them
 * out of it and leaves another user's rating as it was.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { MyData } from '@shared/api/my-data';
import { createBooking } from '@functions/stores/booking/booking-days';
import { eraseRatingsOf, erasedIdentity } from '@functions/capabilities/accounts/account-erasure';
import { ratingKey } from '@functions/data/keys';
import { getItem } from '@functions/data/store';
import { useTestGateway } from '@tests/integration/gateway';
import { createTestUser, type TestUser } from '@tests/integration/users';
import { bookingOf, dateAllocator, uniqueId } from '@tests/support/table-data';
import { createRating, listRatingsByUser } from './ratings';

const nextDate = dateAllocator(3748);
const api = useTestGateway();
let me: TestUser;
let other: TestUser;

beforeAll(async () => {
  [me, other] = await Promise.all([createTestUser(), createTestUser()]);
});

async function rated(user: TestUser, stars: number) {
  const booking = await createBooking(
    bookingOf(user, {
      booking_date: nextDate(),
      booking_time: '10:00',
      payment_status: 'paid',
    }),
  );
  return createRating({
    booking_id: booking.id,
    user_id: user.sub,
    rating: stars,
    comment: uniqueId('Dejlige billeder'),
    images: null,
    product_name: booking.product_name,
  });
}

describe('ratings by user', () => {
  it('export and erasure find the user’s ratings through gsi2; another user’s stays', async () => {
    const first = await rated(me, 5);
    const second = await rated(me, 4);
    const theirs = await rated(other, 3);

    const stored = await getItem(ratingKey(first.booking_id), true);
    expect(stored).toMatchObject({
      gsi2pk: `USER#${me.sub}`,
      gsi2sk: `RATING#${first.created_at}#${first.booking_id}`,
    });
    expect((await listRatingsByUser(me.sub)).map((r) => r.id)).toEqual([first.id, second.id]);

    const res = await fetch(`${api.url}/api/me/data`, {
      headers: { authorization: `Bearer ${me.accessToken}` },
    });
    expect(res.status).toBe(200);
    const data = (await res.json()) as MyData;
    expect(data.ratings.map((r) => r.id).sort()).toEqual([first.id, second.id].sort());
    expect(data.ratings.map((r) => r.id)).not.toContain(theirs.id);

    const identity = erasedIdentity(uniqueId('ref'));
    await eraseRatingsOf(me.sub, identity);
    for (const rating of [first, second]) {
      const erased = await getItem(ratingKey(rating.booking_id), true);
      expect(erased).toMatchObject({
        user_id: identity.user_id,
        comment: null,
        rating: rating.rating,
      });
      expect(erased?.gsi2pk).toBeUndefined();
    }
    expect(await listRatingsByUser(me.sub)).toEqual([]);
    // Erasing again finds nothing left under the customer: idempotent.
    await eraseRatingsOf(me.sub, identity);

    const kept = await getItem(ratingKey(theirs.booking_id), true);
    expect(kept).toMatchObject({
      user_id: other.sub,
      comment: theirs.comment,
      gsi2pk: `USER#${other.sub}`,
    });
    expect((await listRatingsByUser(other.sub)).map((r) => r.id)).toEqual([theirs.id]);
  });
});
