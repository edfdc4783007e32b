/** Lambda for rating a finished shoot: the e-mailed link, the profile's rating, images. */
import { groupHandler } from '../lib/http';
import { ratingRoutes } from '@shared/api/routes/ratings';
import {
  checkRatingLink,
  rateByLink,
  rateMyBooking,
  startRatingImageUpload,
  startRatingImageUploadByLink,
} from '@functions/capabilities/ratings/rating-operations';

export const handler = groupHandler(ratingRoutes, {
  checkRatingLink,
  startRatingImageUploadByLink,
  rateByLink,
  startRatingImageUpload,
  rateMyBooking,
});
