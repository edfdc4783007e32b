/** Schemas of rating a finished shoot (group `ratings`). */
import * as z from 'zod';
import { ratingTexts } from '../texts/rating';
import { uploadRequestSchema } from './uploads';
import { bookingSchema, ratingSchema } from './entities';

export const maxRatingImages = 4;

/** `GET /api/rate-booking?bookingId=&token=` (missing values are refused by the handler). */
export const ratingLinkQuerySchema = z.object({
  bookingId: z.string().max(100).default(''),
  token: z.string().max(200).default(''),
});

/** What the rating page shows of the booking, and whether it is rated already. */
export const ratingLinkAnswerSchema = z.object({
  booking: bookingSchema.pick({
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
    .int(ratingTexts.ratingRequired)
    .min(1, ratingTexts.ratingRequired)
    .max(5, ratingTexts.ratingRequired),
  comment: z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((comment) => (comment ? comment : null)),
  images: z.array(z.string().max(300)).max(maxRatingImages, ratingTexts.maxImages).default([]),
});
export type RatingBody = z.input<typeof ratingBodySchema>;

const linkFields = {
  booking_id: z.string().trim().min(1, ratingTexts.missingParams).max(100),
  token: z.string().trim().min(1, ratingTexts.missingParams).max(200),
};

/** `POST /api/rate-booking`: the rating with the e-mailed link's booking id and token. */
export const rateByLinkBodySchema = ratingBodySchema.extend(linkFields);
export type RateByLinkBody = z.input<typeof rateByLinkBodySchema>;

/** `POST /api/rate-booking/images`: an image upload for the link's booking. */
export const ratingImageUploadBodySchema = uploadRequestSchema.extend(linkFields);

export const savedRatingSchema = ratingSchema;
