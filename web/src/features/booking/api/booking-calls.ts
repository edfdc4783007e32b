/** The payment page's server calls: re-check, discount code, booking creation. */
import type {
  BookingCheckBody,
  CreateBookingBody,
  DiscountValidateBody,
} from '@shared/api/booking';
import { apiRequest } from '@web/lib/api';

export type { BookingCheck, CreatedBooking, DiscountValidation } from '@shared/api/booking';

export const checkBooking = (body: BookingCheckBody) =>
  apiRequest('POST', '/api/bookings/check', { body });

export const validateDiscountCode = (body: DiscountValidateBody) =>
  apiRequest('POST', '/api/discount-codes/validate', { body });

/** Creates the booking; the server prices it (no amounts are sent). */
export const createBooking = (body: CreateBookingBody) =>
  apiRequest('POST', '/api/bookings', { body });
