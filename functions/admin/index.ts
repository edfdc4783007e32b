/**
 * Lambda for the admin panel's overview, bookings (with their receipts and credit notes as
 * PDF files) and business settings (the route table restricts it to admins).
 */
import { listOwnerBookings } from '@functions/capabilities/bookings/owner-booking-list';
import { getBusinessSettingsView, saveBusinessSettings } from '@functions/stores/business-settings';
import { listSubscribers } from '@functions/stores/subscribers';
import { groupHandler } from '../lib/http';
import { adminRoutes } from '@shared/api/routes/admin';
import { droneZoneOperations } from '@functions/capabilities/drone-zones/drone-zone-admin';
import {
  completeBooking,
  markBookingPaid,
  startDeliveryUpload,
  updateBooking,
} from '@functions/capabilities/bookings/owner-changes';
import { getOverview } from '@functions/capabilities/owner-panel/overview';
import { getSetupStatus } from '@functions/capabilities/owner-panel/setup-status';
import { getCardPaymentSettings } from '@functions/capabilities/payments/card-payment-settings';
import { getDayRouteView } from '@functions/capabilities/bookings/day-route-view';
import {
  getOwnerFreeSlots,
  ownerCancelBooking,
  ownerRescheduleBooking,
} from '@functions/capabilities/bookings/owner-booking-changes';
import { askForNewTime } from '@functions/capabilities/bookings/reschedule-requests';
import {
  changeDeliveryTerms,
  getDeliveryTerms,
} from '@functions/capabilities/deliveries/delivery-terms';
import {
  arrangeGallery,
  getOwnerGallery,
  removeGalleryFile,
} from '@functions/capabilities/deliveries/owner-gallery';
import {
  abortGalleryUpload,
  addGalleryFile,
  signGalleryParts,
  startGalleryUpload,
} from '@functions/capabilities/deliveries/gallery-uploads';
import {
  getDownloadPayment,
  setDownloadPayment,
} from '@functions/capabilities/deliveries/download-payment-setting';
import { getCreditNotePdf, getReceiptPdf } from '@functions/capabilities/receipts/document-pdfs';
import {
  addPrivateCalendar,
  getPrivateBusy,
  listPrivateCalendars,
  removePrivateCalendar,
} from '@functions/capabilities/private-calendars/owner-calendars';
import {
  getCalendarFeedAddress,
  renewCalendarFeedAddress,
} from '@functions/capabilities/calendar/feed-address';
import { listAdminFirms, saveFirmBilling } from '@functions/capabilities/firm-billing/owner-firms';

export const handler = groupHandler(adminRoutes, {
  getOverview,
  getSetupStatus,
  getCardPayments: () => getCardPaymentSettings(),
  getCalendarFeed: () => getCalendarFeedAddress(),
  renewCalendarFeed: () => renewCalendarFeedAddress(),
  listPrivateCalendars: () => listPrivateCalendars(),
  addPrivateCalendar,
  removePrivateCalendar,
  getPrivateBusy: () => getPrivateBusy(),
  listAllBookings: () => listOwnerBookings(),
  getDayRoute: getDayRouteView,
  getReceiptPdf,
  getCreditNotePdf,
  markBookingPaid,
  completeBooking,
  setBookingPermit: droneZoneOperations.setBookingPermit,
  updateBooking,
  startDeliveryUpload,
  getOwnerFreeSlots,
  ownerRescheduleBooking,
  ownerCancelBooking,
  askForNewTime,
  listSubscribers: () => listSubscribers(),
  getSettings: () => getBusinessSettingsView(),
  saveSettings: ({ body }) => saveBusinessSettings(body),
  getOwnerGallery,
  startGalleryUpload,
  signGalleryParts,
  abortGalleryUpload,
  addGalleryFile,
  arrangeGallery,
  removeGalleryFile,
  getDownloadPayment,
  setDownloadPayment,
  getDeliveryTerms,
  changeDeliveryTerms,
  listAdminFirms: () => listAdminFirms(),
  saveFirmBilling,
});
