/** Schemas of rating a finished shoot (group `ratings`). */
import * as z from 'zod/mini';
import { ratingTexts } from '../texts/rating';
import { uploadRequestSchema } from './uploads';
import { bookingSchema, ratingSchema } from './entities';

export const maxRatingImages = 4;

/** `GET /api/rate-booking?bookingId=&token=` (missing values are refused by the handler). */
export const ratingLinkQuerySchema = z.object({
  bookingId: z._default(z.string().check(z.maxLength(100)), ''),
  token: z._default(z.string().check(z.maxLength(200)), ''),
});

/** What the rating page shows of the booking, and whether it is rated already. */
export const ratingLinkAnswerSchema = z.object({
  booking: z.pick(bookingSchema, {
    id: true,
    product_name: true,
    booking_date: true,
    booking_time: true,
    address: true,
  }),
  has_existing_rating: z.boolean(),
});
export type RatingLinkAnswer = z.infer<typeof ratingLinkAnswerSchema>;

/** A rating as the customer sends it; images are keys of uploads made for it. */
export const ratingBodySchema = z.object({
  rating: z
    .number({ error: ratingTexts.ratingRequired })
    .check(
      z.int(ratingTexts.ratingRequired),
      z.gte(1, ratingTexts.ratingRequired),
      z.lte(5, ratingTexts.ratingRequired),
    ),
  comment: z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(2000))),
    z.transform((comment) => (comment ? comment : null)),
  ),
  images: z._default(
    z
      .array(z.string().check(z.maxLength(300)))
      .check(z.maxLength(maxRatingImages, ratingTexts.maxImages)),
    [],
  ),
});
export type RatingBody = z.input<typeof ratingBodySchema>;

const linkFields = {
  booking_id: z
    .string()
    .check(z.trim(), z.minLength(1, ratingTexts.missingParams), z.maxLength(100)),
  token: z.string().check(z.trim(), z.minLength(1, ratingTexts.missingParams), z.maxLength(200)),
};

/** `POST /api/rate-booking`: the rating with the e-mailed link's booking id and token. */
export const rateByLinkBodySchema = z.extend(ratingBodySchema, linkFields);
export type RateByLinkBody = z.input<typeof rateByLinkBodySchema>;

/** `POST /api/rate-booking/images`: an image upload for the link's booking. */
export const ratingImageUploadBodySchema = z.extend(uploadRequestSchema, linkFields);

export const savedRatingSchema = ratingSchema;
