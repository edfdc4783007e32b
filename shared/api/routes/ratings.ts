/** Rating a finished shoot: the e-mailed link, the profile's rating modal, rating images. */
import { startedUploadSchema, uploadRequestSchema } from '../uploads';
import {
  rateByLinkBodySchema,
  ratingBodySchema,
  ratingImageUploadBodySchema,
  ratingLinkAnswerSchema,
  ratingLinkQuerySchema,
  savedRatingSchema,
} from '../ratings';
import type { RouteDef } from '../route-def';

export const ratingRoutes = [
  {
    method: 'GET',
    path: '/api/rate-booking',
    group: 'ratings',
    operation: 'checkRatingLink',
    caller: 'public',
    query: ratingLinkQuerySchema,
    response: ratingLinkAnswerSchema,
  },
  {
    method: 'POST',
    path: '/api/rate-booking/images',
    group: 'ratings',
    operation: 'startRatingImageUploadByLink',
    caller: 'public',
    needs: ['media:write'],
    body: ratingImageUploadBodySchema,
    response: startedUploadSchema,
  },
  {
    method: 'POST',
    path: '/api/rate-booking',
    group: 'ratings',
    operation: 'rateByLink',
    caller: 'public',
    needs: ['table:write', 'media:write'],
    body: rateByLinkBodySchema,
    response: savedRatingSchema,
  },
  {
    method: 'POST',
    path: '/api/me/bookings/{id}/rating-images',
    group: 'ratings',
    operation: 'startRatingImageUpload',
    caller: 'user',
    needs: ['media:write'],
    body: uploadRequestSchema,
    response: startedUploadSchema,
  },
  {
    method: 'POST',
    path: '/api/me/bookings/{id}/rating',
    group: 'ratings',
    operation: 'rateMyBooking',
    caller: 'user',
    needs: ['table:write', 'media:write'],
    body: ratingBodySchema,
    response: savedRatingSchema,
  },
] as const satisfies readonly RouteDef[];
