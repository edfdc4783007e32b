/**
 * Lambda for booking: availability, the payment page's checks, discount codes, creation, and
 * the customer moving or cancelling a booking.
 */
import { listBookingsByUser } from '../data/bookings';
import { groupHandler } from '../lib/http';
import { getAvailability } from './get-availability';
import { checkBooking } from './check-booking';
import { validateDiscountCode } from './validate-discount-code';
import { createBookingOperation } from './create-booking';
import { downloadDelivery } from './download-delivery';
import {
  cancelBookingByLink,
  cancelMyBooking,
  getBookingByLink,
  getBookingRules,
  rescheduleBookingByLink,
  rescheduleMyBooking,
} from './change-booking';
import { getMyReceipt } from './my-receipt';

export const handler = groupHandler('bookings', {
  listMyBookings: ({ caller }) => listBookingsByUser(caller.userId),
  getAvailability,
  checkBooking,
  validateDiscountCode,
  createBooking: createBookingOperation,
  downloadDelivery,
  getBookingRules,
  rescheduleMyBooking,
  cancelMyBooking,
  getBookingByLink,
  rescheduleBookingByLink,
  cancelBookingByLink,
  getMyReceipt,
});
