/** Booking: availability, the payment page's checks, discount codes, creation, own bookings. */
import * as z from 'zod/mini';
import { availabilityQuerySchema, availabilitySchema } from '../availability';
import {
  bookingCalendarSchema,
  bookingCheckBodySchema,
  bookingCheckSchema,
  createBookingBodySchema,
  createdBookingSchema,
  discountValidateBodySchema,
  discountValidationSchema,
} from '../booking';
import { bookingSchema } from '../entities';
import {
  bookingChangeResultSchema,
  bookingLinkQuerySchema,
  bookingLinkViewSchema,
  rescheduleBodySchema,
} from '../booking-changes';
import { bookingRulesSchema } from '../booking-rules';
import { deliveryLinkQuerySchema } from '../delivery-link';
import { customerGallerySchema, galleryArchiveBodySchema, galleryArchiveSchema } from '../gallery';
import { propertyPageSchema } from '../property-page';
import {
  creditNoteListSchema,
  creditsReceiptListSchema,
  documentPdfSchema,
  receiptSchema,
} from '../receipt';
import type { RouteDef } from '../route-def';
import { rescheduleLinkQuerySchema, rescheduleRequestViewSchema } from '../reschedule-requests';
import { calendarFeedFileSchema } from '../calendar-feed';

export const bookingRoutes = [
  {
    // The owner's bookings as a calendar subscription: public, the secret token in the path
    // (its hash must match the current one, else 404). RFC 5545 text (decision 0038).
    method: 'GET',
    path: '/api/calendar-feed/{token}',
    group: 'bookings',
    operation: 'getCalendarFeed',
    // Drive times before and after each shoot, cached in the table (functions/geo/drive-times.ts).
    needs: ['routing', 'table:write'],
    caller: 'public',
    response: calendarFeedFileSchema,
  },
  {
    method: 'GET',
    path: '/api/me/bookings',
    group: 'bookings',
    operation: 'listMyBookings',
    caller: 'user',
    response: z.array(bookingSchema),
  },
  {
    method: 'GET',
    path: '/api/availability',
    group: 'bookings',
    operation: 'getAvailability',
    // Drive times between the day's shoots, cached in the table (functions/geo/drive-times.ts).
    needs: ['routing', 'table:write'],
    caller: 'public',
    query: availabilityQuerySchema,
    response: availabilitySchema,
  },
  {
    method: 'POST',
    path: '/api/bookings/check',
    group: 'bookings',
    operation: 'checkBooking',
    needs: ['geocoding', 'table:write', 'routing'],
    caller: 'user',
    body: bookingCheckBodySchema,
    response: bookingCheckSchema,
  },
  {
    method: 'POST',
    path: '/api/discount-codes/validate',
    group: 'bookings',
    operation: 'validateDiscountCode',
    caller: 'user',
    body: discountValidateBodySchema,
    response: discountValidationSchema,
  },
  {
    method: 'POST',
    path: '/api/bookings',
    group: 'bookings',
    operation: 'createBooking',
    needs: ['table:write', 'geocoding', 'routing', 'stripe', 'users:read'],
    caller: 'user',
    body: createBookingBodySchema,
    response: createdBookingSchema,
  },
  {
    // The cut-off for moving and cancelling, stated on the booking page.
    method: 'GET',
    path: '/api/booking-rules',
    group: 'bookings',
    operation: 'getBookingRules',
    caller: 'public',
    response: bookingRulesSchema,
  },
  {
    method: 'POST',
    path: '/api/me/bookings/{id}/reschedule',
    group: 'bookings',
    operation: 'rescheduleMyBooking',
    // Every admin is told of the move (the Cognito group's addresses).
    needs: ['table:write', 'geocoding', 'routing'],
    caller: 'user',
    body: rescheduleBodySchema,
    response: bookingChangeResultSchema,
  },
  {
    method: 'POST',
    path: '/api/me/bookings/{id}/cancel',
    group: 'bookings',
    operation: 'cancelMyBooking',
    needs: ['table:write', 'stripe'],
    caller: 'user',
    response: bookingChangeResultSchema,
  },
  {
    // The signed manage link of the booking mails: the booking, without signing in.
    method: 'GET',
    path: '/api/booking-links/{id}',
    group: 'bookings',
    operation: 'getBookingByLink',
    caller: 'public',
    query: bookingLinkQuerySchema,
    response: bookingLinkViewSchema,
  },
  {
    method: 'POST',
    path: '/api/booking-links/{id}/reschedule',
    group: 'bookings',
    operation: 'rescheduleBookingByLink',
    needs: ['table:write', 'geocoding', 'routing'],
    caller: 'public',
    query: bookingLinkQuerySchema,
    body: rescheduleBodySchema,
    response: bookingChangeResultSchema,
  },
  {
    method: 'POST',
    path: '/api/booking-links/{id}/cancel',
    group: 'bookings',
    operation: 'cancelBookingByLink',
    needs: ['table:write', 'stripe'],
    caller: 'public',
    query: bookingLinkQuerySchema,
    response: bookingChangeResultSchema,
  },
  {
    // The receipt of the caller's own paid booking (issued now if its issuing failed before).
    method: 'GET',
    path: '/api/me/bookings/{id}/receipt',
    group: 'bookings',
    operation: 'getMyReceipt',
    needs: ['table:write'],
    caller: 'user',
    response: receiptSchema,
  },
  {
    // The credit notes of the caller's own booking (one its cancel could not issue is issued now).
    method: 'GET',
    path: '/api/me/bookings/{id}/credit-notes',
    group: 'bookings',
    operation: 'getMyCreditNotes',
    needs: ['table:write'],
    caller: 'user',
    response: creditNoteListSchema,
  },
  {
    // The receipts of the caller's paid credit purchases (issued now if issuing failed before),
    // and the credit notes of those refunded.
    method: 'GET',
    path: '/api/me/credit-receipts',
    group: 'bookings',
    operation: 'listMyCreditsReceipts',
    needs: ['table:write'],
    caller: 'user',
    response: creditsReceiptListSchema,
  },
  {
    // 'Hent PDF': the receipt of the caller's own paid booking as a PDF (issued now if need be).
    method: 'GET',
    path: '/api/me/bookings/{id}/receipt/pdf',
    group: 'bookings',
    operation: 'getMyReceiptPdf',
    needs: ['table:write'],
    caller: 'user',
    response: documentPdfSchema,
  },
  {
    // 'Hent PDF': a credit note of the caller's own booking as a PDF.
    method: 'GET',
    path: '/api/me/bookings/{id}/credit-notes/{number}/pdf',
    group: 'bookings',
    operation: 'getMyCreditNotePdf',
    caller: 'user',
    response: documentPdfSchema,
  },
  {
    // 'Hent PDF': the receipt of one of the caller's own credit purchases as a PDF.
    method: 'GET',
    path: '/api/me/credit-receipts/{number}/pdf',
    group: 'bookings',
    operation: 'getMyCreditsReceiptPdf',
    caller: 'user',
    response: documentPdfSchema,
  },
  {
    // 'Hent PDF': the credit note of one of the caller's own credit purchases refunded.
    method: 'GET',
    path: '/api/me/credits-credit-notes/{number}/pdf',
    group: 'bookings',
    operation: 'getMyCreditsCreditNotePdf',
    caller: 'user',
    response: documentPdfSchema,
  },
  {
    // 'Tilføj til kalender': the caller's own booking as an .ics file (the mail's event).
    method: 'GET',
    path: '/api/me/bookings/{id}/calendar',
    group: 'bookings',
    operation: 'getMyBookingCalendar',
    caller: 'user',
    response: bookingCalendarSchema,
  },
  {
    // The caller's own booking's gallery, with short-lived downloads per size (decision 0034).
    method: 'GET',
    path: '/api/me/bookings/{id}/gallery',
    group: 'bookings',
    operation: 'getMyGallery',
    caller: 'user',
    needs: ['files:read'],
    response: customerGallerySchema,
  },
  {
    // The same gallery for whoever holds the booking's signed delivery link (the mail).
    method: 'GET',
    path: '/api/bookings/{id}/gallery',
    group: 'bookings',
    operation: 'getLinkedGallery',
    caller: 'public',
    needs: ['files:read'],
    query: deliveryLinkQuerySchema,
    response: customerGallerySchema,
  },
  {
    // 'Hent alle': the own booking's gallery as one archive of a size, made once on the server.
    method: 'POST',
    path: '/api/me/bookings/{id}/gallery/archive',
    group: 'bookings',
    operation: 'askForMyGalleryArchive',
    caller: 'user',
    needs: ['table:write', 'files:read'],
    body: galleryArchiveBodySchema,
    response: galleryArchiveSchema,
  },
  {
    // 'Hent alle' for whoever holds the booking's signed delivery link.
    method: 'POST',
    path: '/api/bookings/{id}/gallery/archive',
    group: 'bookings',
    operation: 'askForLinkedGalleryArchive',
    caller: 'public',
    needs: ['table:write', 'files:read'],
    query: deliveryLinkQuerySchema,
    body: galleryArchiveBodySchema,
    response: galleryArchiveSchema,
  },
  {
    // A delivery's property page by its share link's token (read by the page renderer).
    method: 'GET',
    path: '/api/property/{token}',
    group: 'bookings',
    operation: 'getPropertyPage',
    caller: 'public',
    needs: ['files:read'],
    response: propertyPageSchema,
  },
  {
    // The property page's cover in the social size at a lasting address: its og:image.
    method: 'GET',
    path: '/api/property/{token}/cover',
    group: 'bookings',
    operation: 'getPropertyCover',
    caller: 'public',
    needs: ['files:read'],
    response: z.null(),
  },
  {
    // The customer's signed link to delivered files (e-mail, profile): a redirect to S3.
    method: 'GET',
    path: '/api/bookings/{id}/delivery',
    group: 'bookings',
    operation: 'downloadDelivery',
    caller: 'public',
    needs: ['files:read'],
    query: deliveryLinkQuerySchema,
    response: z.null(),
  },
  {
    // The signed link of 'Bed om ny tid' (decision 0039): the booking and the owner's request.
    method: 'GET',
    path: '/api/reschedule-requests/{id}',
    group: 'bookings',
    operation: 'getRescheduleRequest',
    caller: 'public',
    query: rescheduleLinkQuerySchema,
    response: rescheduleRequestViewSchema,
  },
  {
    // The customer's answer: a new time among the flyable ones (no cut-off), once.
    method: 'POST',
    path: '/api/reschedule-requests/{id}/move',
    group: 'bookings',
    operation: 'answerRescheduleMove',
    needs: ['table:write', 'geocoding', 'routing'],
    caller: 'public',
    query: rescheduleLinkQuerySchema,
    body: rescheduleBodySchema,
    response: bookingChangeResultSchema,
  },
  {
    // The customer's answer: cancelled with a full refund and a credit note, once.
    method: 'POST',
    path: '/api/reschedule-requests/{id}/cancel',
    group: 'bookings',
    operation: 'answerRescheduleCancel',
    needs: ['table:write', 'stripe'],
    caller: 'public',
    query: rescheduleLinkQuerySchema,
    response: bookingChangeResultSchema,
  },
] as const satisfies readonly RouteDef[];
