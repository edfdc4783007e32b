/**
 * Rating a finished shoot through the twin's gateway: the e-mailed link's states (valid,
 * used, forged, expired, missing), a rating with two uploaded images, a link that works once
 * even under 10 concurrent submissions, and the profile's rating of an own completed booking.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { StartedUploadAnswer } from '@shared/api/admin';
import type { Booking, Rating } from '@shared/api/entities';
import type { RatingLinkAnswer } from '@shared/api/ratings';
import { useTestGateway } from '@tests/integration/gateway';
import { tokenCall } from '@tests/integration/gateway-call';
import { createTestUser, type TestUser } from '@tests/integration/users';
import { bookingOf } from '@tests/support/table-data';
import { completed } from '@functions/stores/booking/booking-changes';
import { createBooking } from '@functions/stores/booking/booking-days';
import { setRatingToken } from '@functions/stores/booking/rating-tokens';
import { listRatings } from '@functions/stores/ratings';
import { objectHead } from '@functions/lib/storage';
import { mintRatingLink } from './rating-link';

const api = useTestGateway();
let customer: TestUser;
let other: TestUser;
let nextSlot = 0;

beforeAll(async () => {
  [customer, other] = await Promise.all([createTestUser(), createTestUser()]);
});

function booking(fields: Partial<Booking> = {}): Promise<Booking> {
  const slot = nextSlot++;
  return createBooking(
    bookingOf(customer, {
      product_name: 'Dronevideo – Event',
      payment_status: 'paid',
      booking_date: `3671-02-${String(1 + Math.floor(slot / 40)).padStart(2, '0')}`,
      booking_time: `${String(4 + Math.floor((slot % 40) / 2)).padStart(2, '0')}:${slot % 2 ? '30' : '00'}`,
      ...fields,
    }),
  );
}

async function linkOf(bookingId: string) {
  const url = new URL(await mintRatingLink(bookingId));
  return { bookingId, token: url.searchParams.get('token')! };
}

const send = <T>(method: string, path: string, body?: unknown, token?: string) =>
  tokenCall<T>(api.url, method, path, token, body);

const check = (bookingId: string, token: string) =>
  send<RatingLinkAnswer>(
    'GET',
    `/api/rate-booking?${new URLSearchParams({ bookingId, token }).toString()}`,
  );

/** A small WebP image uploaded for the link's booking; answers its key. */
async function uploadImage(link: { bookingId: string; token: string }): Promise<string> {
  const webp = new Uint8Array(600);
  webp.set([...'RIFF'].map((c) => c.charCodeAt(0)));
  webp.set(
    [...'WEBPVP8 '].map((c) => c.charCodeAt(0)),
    8,
  );
  const started = await send<StartedUploadAnswer>('POST', '/api/rate-booking/images', {
    booking_id: link.bookingId,
    token: link.token,
    file_name: 'foto.webp',
    size: webp.length,
    content_type: 'image/webp',
  });
  expect(started.status).toBe(200);
  const put = await fetch(started.body.upload_url, {
    method: 'PUT',
    headers: started.body.headers,
    body: Buffer.from(webp),
  });
  expect(put.status).toBe(200);
  return started.body.key;
}

describe('rating by the e-mailed link', () => {
  it('shows the booking, takes 5 stars, a comment and 2 images, then shows the thank-you state', async () => {
    const shoot = await booking();
    const link = await linkOf(shoot.id);
    const opened = await check(link.bookingId, link.token);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      booking: { id: shoot.id, product_name: 'Dronevideo – Event', address: shoot.address },
      has_existing_rating: false,
    });

    const images = [await uploadImage(link), await uploadImage(link)];
    const saved = await send<Rating>('POST', '/api/rate-booking', {
      booking_id: link.bookingId,
      token: link.token,
      rating: 5,
      comment: '  Fantastiske billeder af huset!  ',
      images,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      booking_id: shoot.id,
      user_id: customer.sub,
      rating: 5,
      comment: 'Fantastiske billeder af huset!',
      product_name: 'Dronevideo – Event',
    });
    expect(saved.body.images).toHaveLength(2);
    for (const url of saved.body.images ?? []) {
      expect(url).toMatch(/^\/media\/ratings\/[0-9a-f-]+\.webp$/);
      expect(await objectHead('public', url.slice('/media/'.length))).toBeDefined();
    }
    for (const key of images) expect(await objectHead('public', key)).toBeUndefined();
    expect((await listRatings()).some((r) => r.id === saved.body.id)).toBe(true);

    // The same link again: the thank-you state; it cannot rate a second time.
    expect((await check(link.bookingId, link.token)).body.has_existing_rating).toBe(true);
    const again = await send('POST', '/api/rate-booking', {
      ...link,
      booking_id: shoot.id,
      rating: 1,
    });
    expect(again.status).toBe(404);
  });

  it('refuses a forged token, an expired link and missing values with the spec’s messages', async () => {
    const shoot = await booking();
    const link = await linkOf(shoot.id);
    const forged = await check(shoot.id, 'forfalsket-token-1234567890');
    expect([forged.status, forged.body.error]).toEqual([404, 'Ugyldig eller udløbet link']);
    const missing = await send('GET', `/api/rate-booking?bookingId=${shoot.id}`);
    expect([missing.status, missing.body.error]).toEqual([400, 'Manglende booking ID eller token']);

    await setRatingToken(shoot.id, link.token, new Date(Date.now() - 1000).toISOString());
    const expired = await check(link.bookingId, link.token);
    expect([expired.status, expired.body.error]).toEqual([410, 'Dette link er udløbet']);
    const late = await send('POST', '/api/rate-booking', {
      booking_id: shoot.id,
      token: link.token,
      rating: 4,
    });
    expect(late.status).toBe(410);
  });

  it('refuses an image that is not an upload for the rating, and a missing star value', async () => {
    const shoot = await booking();
    const link = await linkOf(shoot.id);
    const foreign = await send('POST', '/api/rate-booking', {
      booking_id: shoot.id,
      token: link.token,
      rating: 5,
      images: ['https://example.com/x.jpg'],
    });
    expect(foreign.status).toBe(400);
    const noStars = await send('POST', '/api/rate-booking', {
      booking_id: shoot.id,
      token: link.token,
    });
    expect([noStars.status, noStars.body.error]).toEqual([400, 'Vælg venligst en bedømmelse']);
    const tooMany = await send('POST', '/api/rate-booking', {
      booking_id: shoot.id,
      token: link.token,
      rating: 5,
      images: [
        'uploads/a.webp',
        'uploads/b.webp',
        'uploads/c.webp',
        'uploads/d.webp',
        'uploads/e.webp',
      ],
    });
    expect([tooMany.status, tooMany.body.error]).toEqual([
      400,
      'Du kan maksimalt uploade 4 billeder',
    ]);
  });

  it('saves exactly one rating from 10 concurrent submissions with one valid token', async () => {
    const shoot = await booking();
    const link = await linkOf(shoot.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        send('POST', '/api/rate-booking', {
          booking_id: shoot.id,
          token: link.token,
          rating: 1 + (i % 5),
          comment: `Forsøg ${i}`,
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.every((a) => a.status === 200 || (a.status >= 400 && a.status < 500))).toBe(
      true,
    );
    expect((await listRatings()).filter((r) => r.booking_id === shoot.id)).toHaveLength(1);
  });
});

describe('rating from the profile', () => {
  it('lets the owner rate a completed booking once; others and unfinished shoots are refused', async () => {
    const unfinished = await booking();
    const early = await send(
      'POST',
      `/api/me/bookings/${unfinished.id}/rating`,
      { rating: 5 },
      customer.accessToken,
    );
    expect([early.status, early.body.error]).toEqual([
      409,
      'Du kan bedømme optagelsen, når den er gennemført.',
    ]);

    const done = await completed((await booking()).id);
    const stranger = await send(
      'POST',
      `/api/me/bookings/${done.id}/rating`,
      { rating: 5 },
      other.accessToken,
    );
    expect(stranger.status).toBe(404);
    const own = await send<Rating>(
      'POST',
      `/api/me/bookings/${done.id}/rating`,
      { rating: 4, comment: '' },
      customer.accessToken,
    );
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ rating: 4, comment: null, images: null });
    const twice = await send(
      'POST',
      `/api/me/bookings/${done.id}/rating`,
      { rating: 2 },
      customer.accessToken,
    );
    expect([twice.status, twice.body.error]).toEqual([409, 'Tak for din bedømmelse!']);
  });
});
