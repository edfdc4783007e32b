/**
 * Lambda for booking: availability, the payment page's checks, discount codes, creation, and
 * the customer moving or cancelling a booking.
 */
import { listBookingsByUser } from '@functions/stores/booking/booking-items';
import { groupHandler } from '../lib/http';
import { bookingRoutes } from '@shared/api/routes/bookings';
import { getAvailability } from '@functions/capabilities/bookings/get-availability';
import { checkBooking } from '@functions/capabilities/bookings/check-booking';
import { validateDiscountCode } from '@functions/capabilities/bookings/validate-discount-code';
import { createBookingOperation } from '@functions/capabilities/bookings/create-booking';
import { downloadDelivery } from '@functions/capabilities/deliveries/download-delivery';
import {
  getPropertyCover,
  getPropertyPage,
} from '@functions/capabilities/deliveries/property-page';
import {
  getLinkedGallery,
  getMyGallery,
} from '@functions/capabilities/deliveries/customer-gallery';
import {
  askForLinkedGalleryArchive,
  askForMyGalleryArchive,
} from '@functions/capabilities/deliveries/gallery-archives';
import {
  cancelBookingByLink,
  cancelMyBooking,
  getBookingByLink,
  getBookingRules,
  rescheduleBookingByLink,
  rescheduleMyBooking,
} from '@functions/capabilities/bookings/change-booking';
import {
  getMyCreditNotes,
  getMyReceipt,
  listMyCreditsReceipts,
} from '@functions/capabilities/receipts/my-receipt';
import { getMyBookingCalendar } from '@functions/capabilities/bookings/my-booking-calendar';
import { getCalendarFeed } from '@functions/capabilities/calendar/owner-feed';
import {
  answerRescheduleCancel,
  answerRescheduleMove,
  getRescheduleRequest,
} from '@functions/capabilities/bookings/reschedule-answers';
import {
  getMyCreditNotePdf,
  getMyCreditsCreditNotePdf,
  getMyCreditsReceiptPdf,
  getMyReceiptPdf,
} from '@functions/capabilities/receipts/document-pdfs';

export const handler = groupHandler(bookingRoutes, {
  listMyBookings: ({ caller }) => listBookingsByUser(caller.userId),
  getAvailability,
  checkBooking,
  validateDiscountCode,
  createBooking: createBookingOperation,
  downloadDelivery,
  getPropertyPage,
  getPropertyCover,
  getMyGallery,
  getLinkedGallery,
  askForMyGalleryArchive,
  askForLinkedGalleryArchive,
  getBookingRules,
  rescheduleMyBooking,
  cancelMyBooking,
  getBookingByLink,
  rescheduleBookingByLink,
  cancelBookingByLink,
  getMyReceipt,
  getMyCreditNotes,
  listMyCreditsReceipts,
  getMyBookingCalendar,
  getCalendarFeed,
  getMyReceiptPdf,
  getMyCreditNotePdf,
  getMyCreditsReceiptPdf,
  getMyCreditsCreditNotePdf,
  getRescheduleRequest,
  answerRescheduleMove,
  answerRescheduleCancel,
});
