/**
 * Rating a finished shoot (product §2 'Rate-booking page', product §5 and 8 'Rating'): by the
 * e-mailed link (public, the link's token is the key) or from the profile (the booking's
 * owner, once it is completed). Images are uploads made for the rating, checked by their
 * first bytes and moved out of `uploads/` when the rating is saved. Saving clears the link's
 * token in the same transaction as the rating, so a link rates once.
 */
import type { RatingLinkAnswer } from '@shared/api/ratings';
import type { Booking, Rating } from '@shared/api/entities';
import { ratingTexts } from '@shared/texts/rating';
import { getBooking } from '@functions/stores/booking/booking-items';
import { AlreadyRatedError, RatingLinkNotValidError } from '@functions/data/errors';
import { checkRatingToken, ratingTokenHash } from '@functions/stores/booking/rating-tokens';
import { createRating, getRatingByBooking } from '@functions/stores/ratings';
import { badRequest, conflict, HttpError, notFound } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { mediaKeyOf, mediaUrl } from '@functions/lib/storage';
import {
  claimUpload,
  pendingUploadPrefix,
  startPublicUpload,
} from '@functions/capabilities/uploads/uploads';

const t = ratingTexts;
const invalidLink = () => notFound(t.invalidLink);
const expiredLink = () => new HttpError(410, t.expiredLink, 'rating_link_expired');

/** The booking of a link that may still be used, or the link's refusal. */
async function linkBooking(bookingId: string, token: string): Promise<Booking> {
  if (!bookingId || !token) throw badRequest(t.missingParams, 'missing_params');
  const check = await checkRatingToken(bookingId, token);
  if (check.status === 'expired') throw expiredLink();
  if (check.status !== 'valid') throw invalidLink();
  return check.booking;
}

export async function checkRatingLink({
  query,
}: InputOf<'checkRatingLink'>): Promise<RatingLinkAnswer> {
  if (!query.bookingId || !query.token) throw badRequest(t.missingParams, 'missing_params');
  const check = await checkRatingToken(query.bookingId, query.token);
  if (check.status === 'invalid') throw invalidLink();
  if (check.status === 'expired') throw expiredLink();
  const { booking } = check;
  return {
    booking: {
      id: booking.id,
      product_name: booking.product_name,
      booking_date: booking.booking_date,
      booking_time: booking.booking_time,
      address: booking.address,
    },
    // A used link shows the thank-you state (product §4).
    has_existing_rating:
      check.status === 'used' || (await getRatingByBooking(booking.id)) !== undefined,
  };
}

const imageUpload = (body: { file_name: string; size: number; content_type: string }) =>
  startPublicUpload({
    kind: 'image',
    fileName: body.file_name,
    size: body.size,
    contentType: body.content_type,
  });

export async function startRatingImageUploadByLink({
  body,
}: InputOf<'startRatingImageUploadByLink'>) {
  await linkBooking(body.booking_id, body.token);
  return imageUpload(body);
}

/** The rating's images: only uploads made for it (never any other URL), made lasting. */
async function claimRatingImages(images: readonly string[]): Promise<string[] | null> {
  if (images.length === 0) return null;
  return Promise.all(
    images.map((image) => {
      const key = image.startsWith('/media/') ? mediaKeyOf(image) : image;
      if (!key?.startsWith(pendingUploadPrefix) || key.includes('..')) {
        throw badRequest(t.imageNotUploaded, 'image_not_uploaded');
      }
      return claimUpload(mediaUrl(key), 'ratings', 'image');
    }),
  );
}

function ratingOf(booking: Booking, body: { rating: number; comment: string | null }) {
  return {
    booking_id: booking.id,
    user_id: booking.user_id,
    rating: body.rating,
    comment: body.comment,
    product_name: booking.product_name,
  };
}

async function saved(save: () => Promise<Rating>): Promise<Rating> {
  try {
    return await save();
  } catch (error) {
    if (error instanceof RatingLinkNotValidError) throw invalidLink();
    if (error instanceof AlreadyRatedError) throw conflict(t.thanks, 'already_rated');
    throw error;
  }
}

export async function rateByLink({ body }: InputOf<'rateByLink'>): Promise<Rating> {
  const booking = await linkBooking(body.booking_id, body.token);
  const images = await claimRatingImages(body.images);
  return saved(() =>
    createRating(
      { ...ratingOf(booking, body), images },
      { tokenHash: ratingTokenHash(body.token) },
    ),
  );
}

/** The caller's own completed booking. */
async function ownCompletedBooking(bookingId: string, userId: string): Promise<Booking> {
  const booking = await getBooking(bookingId);
  if (!booking || booking.user_id !== userId || booking.deleted_at) {
    throw notFound(t.notYourBooking);
  }
  if (!booking.is_completed) throw conflict(t.notCompleted, 'not_completed');
  return booking;
}

export async function startRatingImageUpload({
  params,
  body,
  caller,
}: InputOf<'startRatingImageUpload'>) {
  await ownCompletedBooking(params.id, caller.userId);
  return imageUpload(body);
}

export async function rateMyBooking({
  params,
  body,
  caller,
}: InputOf<'rateMyBooking'>): Promise<Rating> {
  const booking = await ownCompletedBooking(params.id, caller.userId);
  const images = await claimRatingImages(body.images);
  return saved(() => createRating({ ...ratingOf(booking, body), images }));
}
