/** The admin panel's overview and bookings: every route here is for admins only. */
import * as z from 'zod/mini';
import {
  adminBookingAnswerSchema,
  adminBookingPatchSchema,
  adminOverviewSchema,
  startedUploadSchema,
  uploadRequestSchema,
} from '../admin';
import { bookingSchema, subscriberSchema } from '../entities';
import type { RouteDef } from '../route-def';
import { rescheduleAskBodySchema, rescheduleAskResultSchema } from '../reschedule-requests';
import { setupStatusSchema } from '../setup-status';
import { dayRouteQuerySchema, dayRouteSchema } from '../day-route';
import { availabilitySchema } from '../availability';
import { bookingChangeResultSchema, rescheduleBodySchema } from '../booking-changes';
import { businessSettingsBodySchema, businessSettingsViewSchema } from '../business-settings';
import { bookingPermitBodySchema } from '../drone-zones';
import { documentPdfSchema } from '../receipt';
import { cardPaymentSettingsSchema } from '../card-payments';
import { calendarFeedAddressSchema, calendarFeedStateSchema } from '../calendar-feed';
import {
  privateBusySchema,
  privateCalendarBodySchema,
  privateCalendarListSchema,
} from '../private-calendars';
import { adminGalleryRoutes } from './admin-gallery';
import { adminFirmRoutes } from './admin-firms';

export const adminRoutes = [
  {
    // The business's name, address and CVR (receipts) and the cut-off for moving/cancelling.
    method: 'GET',
    path: '/api/admin/settings',
    group: 'admin',
    operation: 'getSettings',
    caller: 'admin',
    response: businessSettingsViewSchema,
  },
  {
    method: 'PUT',
    path: '/api/admin/settings',
    group: 'admin',
    operation: 'saveSettings',
    caller: 'admin',
    needs: ['table:write', 'geocoding'],
    body: businessSettingsBodySchema,
    response: businessSettingsViewSchema,
  },
  {
    // 'Kom i gang': what is still missing before the site can take bookings and cards.
    method: 'GET',
    path: '/api/admin/setup',
    group: 'admin',
    operation: 'getSetupStatus',
    caller: 'admin',
    needs: ['stripe'],
    response: setupStatusSchema,
  },
  {
    // Card payments in Indstillinger: set up or not, test or live, the key's last four.
    method: 'GET',
    path: '/api/admin/card-payments',
    group: 'admin',
    operation: 'getCardPayments',
    caller: 'admin',
    needs: ['stripe'],
    response: cardPaymentSettingsSchema,
  },
  {
    // The owner's calendar feed: whether an address exists (the address is shown only once).
    method: 'GET',
    path: '/api/admin/calendar-feed',
    group: 'admin',
    operation: 'getCalendarFeed',
    caller: 'admin',
    response: calendarFeedStateSchema,
  },
  {
    // A new feed address; the old one answers 404 from now on (decision 0038).
    method: 'POST',
    path: '/api/admin/calendar-feed',
    group: 'admin',
    operation: 'renewCalendarFeed',
    caller: 'admin',
    needs: ['table:write'],
    response: calendarFeedAddressSchema,
  },
  {
    // The owner's private calendars: their addresses (secret part hidden) and last fetch.
    method: 'GET',
    path: '/api/admin/private-calendars',
    group: 'admin',
    operation: 'listPrivateCalendars',
    caller: 'admin',
    response: privateCalendarListSchema,
  },
  {
    // Adds one after fetching it once: an address that gives no calendar changes nothing.
    method: 'POST',
    path: '/api/admin/private-calendars',
    group: 'admin',
    operation: 'addPrivateCalendar',
    caller: 'admin',
    needs: ['table:write'],
    body: privateCalendarBodySchema,
    response: privateCalendarListSchema,
  },
  {
    method: 'DELETE',
    path: '/api/admin/private-calendars/{id}',
    group: 'admin',
    operation: 'removePrivateCalendar',
    caller: 'admin',
    needs: ['table:write'],
    response: privateCalendarListSchema,
  },
  {
    // Their busy times (no titles) for the week view's 'Privat'.
    method: 'GET',
    path: '/api/admin/private-busy',
    group: 'admin',
    operation: 'getPrivateBusy',
    caller: 'admin',
    response: privateBusySchema,
  },
  {
    method: 'GET',
    path: '/api/admin/overview',
    group: 'admin',
    operation: 'getOverview',
    caller: 'admin',
    response: adminOverviewSchema,
  },
  {
    // The owner's day as a route: the bookings in order with the drives between them.
    method: 'GET',
    path: '/api/admin/day-route',
    group: 'admin',
    operation: 'getDayRoute',
    caller: 'admin',
    needs: ['routing', 'table:write'],
    query: dayRouteQuerySchema,
    response: dayRouteSchema,
  },
  {
    method: 'GET',
    path: '/api/admin/bookings',
    group: 'admin',
    operation: 'listAllBookings',
    caller: 'admin',
    response: z.array(bookingSchema),
  },
  {
    // 'Hent PDF' on the booking card: any receipt (of a booking or of credits) as a PDF.
    method: 'GET',
    path: '/api/admin/receipts/{number}/pdf',
    group: 'admin',
    operation: 'getReceiptPdf',
    caller: 'admin',
    response: documentPdfSchema,
  },
  {
    // 'Hent PDF' on the booking card: any credit note as a PDF.
    method: 'GET',
    path: '/api/admin/credit-notes/{number}/pdf',
    group: 'admin',
    operation: 'getCreditNotePdf',
    caller: 'admin',
    response: documentPdfSchema,
  },
  {
    method: 'POST',
    path: '/api/admin/bookings/{id}/mark-paid',
    group: 'admin',
    operation: 'markBookingPaid',
    caller: 'admin',
    // An invoice booking's Stripe invoice is marked paid out of band too; the receipt is mailed.
    needs: ['table:write', 'stripe'],
    response: bookingSchema,
  },
  {
    // 'Tilladelse modtaget': the owner has the permit for a booking in a drone zone.
    method: 'POST',
    path: '/api/admin/bookings/{id}/permit',
    group: 'admin',
    operation: 'setBookingPermit',
    caller: 'admin',
    needs: ['table:write'],
    body: bookingPermitBodySchema,
    response: bookingSchema,
  },
  {
    method: 'POST',
    path: '/api/admin/bookings/{id}/complete',
    group: 'admin',
    operation: 'completeBooking',
    caller: 'admin',
    needs: ['table:write'],
    response: bookingSchema,
  },
  {
    method: 'PATCH',
    path: '/api/admin/bookings/{id}',
    group: 'admin',
    operation: 'updateBooking',
    caller: 'admin',
    needs: ['table:write', 'files:read', 'files:write'],
    body: adminBookingPatchSchema,
    response: adminBookingAnswerSchema,
  },
  {
    method: 'POST',
    path: '/api/admin/bookings/{id}/delivery-upload',
    group: 'admin',
    operation: 'startDeliveryUpload',
    caller: 'admin',
    needs: ['files:write'],
    body: uploadRequestSchema,
    response: startedUploadSchema,
  },
  {
    // The times the owner can move a booking to: flyable and free, without the minimum notice.
    method: 'GET',
    path: '/api/admin/bookings/{id}/free-slots',
    group: 'admin',
    operation: 'getOwnerFreeSlots',
    caller: 'admin',
    // Drive times are cached in the table; an older booking's address is geocoded.
    needs: ['routing', 'table:write', 'geocoding'],
    response: availabilitySchema,
  },
  {
    // The owner moves any booking (no cut-off, no minimum notice); the customer is mailed.
    method: 'POST',
    path: '/api/admin/bookings/{id}/reschedule',
    group: 'admin',
    operation: 'ownerRescheduleBooking',
    caller: 'admin',
    needs: ['table:write', 'geocoding', 'routing'],
    body: rescheduleBodySchema,
    response: bookingChangeResultSchema,
  },
  {
    // The owner cancels any booking: a paid card booking is refunded; the customer is mailed.
    method: 'POST',
    path: '/api/admin/bookings/{id}/cancel',
    group: 'admin',
    operation: 'ownerCancelBooking',
    caller: 'admin',
    needs: ['table:write', 'stripe'],
    response: bookingChangeResultSchema,
  },
  {
    // 'Bed om ny tid' for one booking or every booking of a day: each customer is mailed a
    // signed link to choose a new time or cancel (decision 0039).
    method: 'POST',
    path: '/api/admin/reschedule-requests',
    group: 'admin',
    operation: 'askForNewTime',
    caller: 'admin',
    needs: ['table:write'],
    body: rescheduleAskBodySchema,
    response: rescheduleAskResultSchema,
  },
  {
    method: 'GET',
    path: '/api/admin/subscribers',
    group: 'admin',
    operation: 'listSubscribers',
    caller: 'admin',
    response: z.array(subscriberSchema),
  },
  ...adminGalleryRoutes,
  ...adminFirmRoutes,
] as const satisfies readonly RouteDef[];
