/** Lambda for rating a finished shoot: the e-mailed link, the profile's rating, images. */
import { groupHandler } from '../lib/http';
import {
  checkRatingLink,
  rateByLink,
  rateMyBooking,
  startRatingImageUpload,
  startRatingImageUploadByLink,
} from '@functions/capabilities/ratings/rating-operations';

export const handler = groupHandler('ratings', {
  checkRatingLink,
  startRatingImageUploadByLink,
  rateByLink,
  startRatingImageUpload,
  rateMyBooking,
});
