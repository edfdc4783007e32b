/**
 * Every route of the route table answers a valid request with a 2xx whose body matches the
 * route's response schema. The examples are a record over the table's route keys, so a new
 * route without an example here does not compile. Requests go through the twin's gateway to
 * the real handlers (which also check their answers themselves: VALIDATE_RESPONSES).
 *
 * The slot rules run with a clock in 3660 (vi.mock below), a year no other test books in, so
 * the booking made here never takes a slot another test file wants.
 */
import { defaultTemplateData } from '@shared/domain/newsletter-template';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Booking, Product } from '@shared/api/entities';
import { deliveryLink } from '@functions/capabilities/deliveries/delivery-link';
import {
  completed as completeBooking,
  ownerEdited,
  rescheduleRequested,
} from '@functions/stores/booking/booking-changes';
import { newRescheduleRequest } from '@shared/domain/booking-lifecycle/reschedule-request';
import { type NewBooking } from '@functions/stores/booking/booking-days';
import { startPrivateUpload, startPublicUpload } from '@functions/capabilities/uploads/uploads';
import { mediaUrl } from '@functions/lib/storage';
import { createExternalImage } from '@functions/stores/external-images';
import { createDroneZone } from '@functions/stores/drone-zones';
import { mintRatingLink } from '@functions/capabilities/ratings/rating-link';
import { renewCalendarFeedToken } from '@functions/stores/calendar-feed';
import {
  addPrivateCalendar,
  listPrivateCalendars,
  removePrivateCalendar,
} from '@functions/stores/private-calendars';
import { resetConfig } from '@functions/lib/config';
import { startFakeIcs, type FakeIcsHandle } from '@infra/local/fake-ics';
import { routeKey, routes, type Route, type RouteKey } from '@shared/api/routes';
import { anyHourBusinessSettings } from '../support/business-settings';
import { createBooking } from '@functions/stores/booking/booking-days';
import { startBookingCheckout } from '@functions/capabilities/payments/booking-checkout';
import { addContent } from '@functions/stores/site-content';
import { createPortfolioItem } from '@functions/stores/portfolio';
import { addSubscriber } from '@functions/stores/subscribers';
import { createZone } from '@functions/stores/zones';
import { saveCoverageRequest } from '@functions/stores/coverage-requests';
import { createDiscountCode } from '@functions/stores/discount-codes';
import { createHomeSection } from '@functions/stores/home-sections';
import { createSpecificSchedule, createWeeklySchedule } from '@functions/stores/schedules';
import {
  manageLinkPurpose,
  rescheduleRequestLink,
  signValue,
  subscriptionConfirmUrl,
} from '@functions/capabilities/links/link-signing';
import { createNewsletter } from '@functions/stores/newsletters';
import { createTemplate } from '@functions/stores/templates';
import {
  aarhusZone,
  coveredAddress,
  customer,
  discountCode,
  openDay,
  outsideAddress,
  photoProduct,
} from '@tests/support/booking-fixtures';
import {
  startPaymentsTestBed,
  testStripeKey,
  type PaymentsTestBed,
} from '@tests/support/payments-test-bed';
import {
  creditNotedBooking,
  creditsCreditNoteOf,
  creditsReceiptOf,
} from '@tests/support/sale-documents';
import { bookingOf, uniqueId } from '@tests/support/table-data';
import { failedPushVoucher, startEconomicStandIn } from '@tests/support/bookkeeping';
import type { FakeEconomic } from '@infra/local/fake-economic';
import { defaultEconomicMapping } from '@shared/api/economic';
import {
  arrivedPhoto,
  openVideoUpload,
  propertyLinkOf,
  seededGallery,
} from '@tests/support/gallery-files';
import type { TestUser } from './users';
import {
  firmOf,
  frozenFirmOf,
  invitationLink,
  invite,
  tableBookingOf,
  validCvr,
} from '@tests/support/firms';
import { changeDelivery } from '@functions/stores/deliveries';

const clock = vi.hoisted(() => ({ now: new Date('3660-03-01T06:00:00Z') }));
vi.mock('@functions/capabilities/bookings/slot-availability', async (importOriginal) =>
  (await import('@tests/support/slot-clock')).slotRulesOnClock(importOriginal, clock),
);

interface Example {
  /** Values of the path parameters. */
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  /** A raw body with its headers (the payment provider's signed webhook). */
  raw?: { payload: string; headers: Record<string, string> };
  /** `leaving`: a throwaway customer, for the route that deletes the caller's account. */
  as?: 'user' | 'admin' | 'leaving' | 'colleague';
  /** The route answers text, not JSON (the calendar feed): the text is checked as it is. */
  text?: boolean;
  /** The route answers a redirect (302) rather than a body. */
  expectRedirect?: boolean;
}

let bed: PaymentsTestBed;
let user: TestUser;
let admin: TestUser;
let leaving: TestUser;
/** Invited into the user's firm: joins, becomes administrator, is removed. */
let colleague: TestUser;
let firmId: string;
/** A delivered booking of the user's firm, booked by the user (its administrator). */
let firmDeliveredId: string;
let product: Product;
let portfolioItemId: string;
let cashBookingId: string;
let resumableBookingId: string;
let movingBookingId: string;
let cancellingBookingId: string;
let coverageRequestId: string;
let linkMovingBookingId: string;
let linkCancellingBookingId: string;
let ownerMovingBookingId: string;
let ownerCancellingBookingId: string;
let ownerAskingBookingId: string;
type RequestLink = { id: string; query: { expires: string; sig: string } };
let requestMovingLink: RequestLink;
let requestCancellingLink: RequestLink;
let code: string;
let paidBooking: Booking;
/** Cancelled after its receipt: its credit note issued. */
let creditNoted: Booking;
let creditsReceiptNumber: number;
let creditsCreditNoteNumber: number;
let paidLater: Booking;
let completed: Booking;
/** Paid and its shoot over (in 1660): 'Gennemfør' only once the shoot has started. */
let shotAndPaid: Booking;
let delivered: Booking;
let rated: Booking;
let ratingToken: string;
let deliveryQuery: Record<string, string>;
/** Unpaid cash with payment before download (decision 0041): 'Betal nu' in its gallery. */
let lockedBooking: Booking;
let lockedQuery: Record<string, string>;
let nextHour = 8;
/** The gallery routes: a photo that arrived, open video uploads, a gallery with one file. */
let galleryPhotoKey: string;
let galleryVideo: { key: string; uploadId: string };
let discardedVideo: { key: string; uploadId: string };
let galleryBookingId: string;
let propertyToken: string;
let seededGalleryFileId: string;
const removableKey = `slettes-${Date.now()}`;
let zoneIds: string[] = [];
let droneZoneId = '';
let discountIds: string[] = [];
let sectionIds: string[] = [];
let spareProduct: Product;
let spareItemId: string;
let externalImageId: string;
let pendingUploads: string[] = [];
let scheduleIds: string[] = [];
let scheduledNewsletterId: string;
let templateIds: string[] = [];
const leavingEmail = `${uniqueId('forlader')}@example.dk`;
const removedEmail = `${uniqueId('fjernes')}@example.dk`;
const confirmingEmail = `${uniqueId('bekraefter')}@example.dk`;
const adminBooking = (fields: Partial<NewBooking> = {}) =>
  createBooking(
    bookingOf(user, {
      booking_date: '3660-03-12',
      booking_time: `${String(nextHour++).padStart(2, '0')}:00`,
      ...fields,
    }),
  );
const bookingDate = '3660-03-10';
const subscriberEmail = `${uniqueId('abonnent')}@example.dk`;

let economic: FakeEconomic;
let failedVoucher: number;

beforeAll(async () => {
  bed = await startPaymentsTestBed();
  economic = await startEconomicStandIn();
  failedVoucher = await failedPushVoucher();
  [user, admin, leaving, product] = await Promise.all([
    customer(),
    customer(0, { admin: true }),
    customer(),
    photoProduct(),
    aarhusZone(),
    openDay(bookingDate),
    addSubscriber(subscriberEmail),
  ]);
  const [item, booking, discount] = await Promise.all([
    createPortfolioItem({ title: 'Svarformat', image_url: '/media/x.webp' }),
    createBooking(
      bookingOf(user, {
        booking_date: '3660-03-11',
        booking_time: '10:00',
      }),
    ),
    discountCode(),
  ]);
  portfolioItemId = item.id;
  cashBookingId = booking.id;
  // A card booking whose checkout is open: 'Betal nu' answers its URL.
  const resumable = await createBooking(
    bookingOf(user, {
      booking_date: '3660-03-11',
      booking_time: '14:00',
    }),
  );
  await startBookingCheckout(resumable);
  resumableBookingId = resumable.id;
  const [
    moving,
    cancelling,
    linkMoving,
    linkCancelling,
    ownerMoving,
    ownerCancelling,
    requestMoving,
    requestCancelling,
    ownerAsking,
  ] = await Promise.all(
    ['11:00', '11:30', '13:00', '13:30', '15:00', '15:30', '16:00', '16:30', '17:00'].map((time) =>
      createBooking(
        bookingOf(user, {
          booking_date: '3660-03-11',
          booking_time: time,
          // Where the bookings of the day they move to are: no drive between them.
          address: coveredAddress,
          payment_method: 'cash',
          payment_status: 'paid',
        }),
      ),
    ),
  );
  movingBookingId = moving!.id;
  cancellingBookingId = cancelling!.id;
  linkMovingBookingId = linkMoving!.id;
  linkCancellingBookingId = linkCancelling!.id;
  ownerMovingBookingId = ownerMoving!.id;
  ownerCancellingBookingId = ownerCancelling!.id;
  ownerAskingBookingId = ownerAsking!.id;
  // 'Bed om ny tid' asked of two customers: one answers with a new time, one cancels.
  const requestLinks = await Promise.all(
    [requestMoving!, requestCancelling!].map(async (booking) => {
      const request = newRescheduleRequest('Blæst', new Date());
      await rescheduleRequested(booking, request, []);
      return { id: booking.id, query: rescheduleRequestLink(booking.id, request.expires_at) };
    }),
  );
  [requestMovingLink, requestCancellingLink] = requestLinks as [RequestLink, RequestLink];
  code = discount.code;
  [paidBooking, paidLater, completed, delivered, rated, shotAndPaid] = await Promise.all([
    adminBooking({ payment_status: 'paid', payment_method: 'cash' }),
    adminBooking({ payment_status: 'awaiting_payment', payment_method: 'cash' }),
    adminBooking({ payment_status: 'paid' }).then((b) => completeBooking(b.id)),
    adminBooking({ payment_status: 'paid' }),
    adminBooking({ payment_status: 'paid' }),
    adminBooking({ payment_status: 'paid', booking_date: '1660-03-12' }),
  ]);
  [creditNoted, creditsReceiptNumber, creditsCreditNoteNumber] = await Promise.all([
    creditNotedBooking(user, {
      booking_date: '3660-03-12',
      booking_time: `${String(nextHour++).padStart(2, '0')}:00`,
    }),
    creditsReceiptOf(user).then((receipt) => receipt.receipt_number),
    creditsCreditNoteOf(user, 100).then((note) => note.credit_note_number),
  ]);
  galleryBookingId = shotAndPaid.id;
  [galleryPhotoKey, galleryVideo, discardedVideo, seededGalleryFileId] = await Promise.all([
    arrivedPhoto(paidBooking.id, 1200, 800),
    openVideoUpload(paidBooking.id),
    openVideoUpload(paidBooking.id),
    seededGallery(galleryBookingId).then((file) => file.id),
    // The delivered booking's gallery: 'Hent alle' asks for its archive.
    seededGallery(delivered.id),
  ]);
  // Its property page, shared by a link.
  propertyToken = await propertyLinkOf(delivered.id);
  const upload = await startPrivateUpload(`deliveries/${delivered.id}`, {
    kind: 'archive',
    fileName: 'levering.zip',
    size: 64,
    contentType: 'application/zip',
  });
  const zip = new Uint8Array(64);
  zip.set([0x50, 0x4b, 0x03, 0x04]);
  await fetch(upload.upload_url, {
    method: 'PUT',
    headers: upload.headers,
    body: Buffer.from(zip),
  });
  await ownerEdited(delivered.id, {
    delivery: { url: deliveryLink(delivered.id), key: upload.key },
  });
  deliveryQuery = Object.fromEntries(new URL(deliveryLink(delivered.id)).searchParams);
  lockedBooking = await adminBooking({
    payment_status: 'awaiting_payment',
    payment_method: 'cash',
    download_payment: 'required',
  });
  lockedQuery = Object.fromEntries(new URL(deliveryLink(lockedBooking.id)).searchParams);
  const link = new URL(await mintRatingLink(rated.id));
  ratingToken = link.searchParams.get('token')!;
  // In Nexø on Bornholm, 1 km: farther from every other test's address than their zones
  // (the toggle below switches it off).
  const zoneFields = {
    name: 'Svarformat',
    center_address: 'Torvet 1, 3730 Nexø',
    radius_km: 1,
    is_active: true,
    center_lat: 55.06,
    center_lon: 15.13,
  };
  const codeFields = {
    description: 'Svarformat',
    discount_type: 'percentage' as const,
    discount_value: 5,
    min_order_amount: 0,
    max_uses: null,
    valid_until: null,
    is_active: false,
  };
  const sectionFields = { title: 'Svarformat', description: 'Svarformat', is_active: false };
  const [zones, discounts, sections] = await Promise.all([
    Promise.all([createZone(zoneFields), createZone(zoneFields)]),
    Promise.all(
      [1, 2].map((n) => createDiscountCode({ ...codeFields, code: uniqueId(`SVAR${n}`) })),
    ),
    // One after the other: the second goes below the first.
    createHomeSection({ ...sectionFields, image_url: '/media/sektion-1.webp' }).then(
      async (first) => [
        first,
        await createHomeSection({ ...sectionFields, image_url: '/media/sektion-2.webp' }),
      ],
    ),
  ]);
  // Two tiny PNGs waiting under uploads/, as the admin's uploader leaves them.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  pendingUploads = await Promise.all(
    [1, 2].map(async (n) => {
      const upload = await startPublicUpload({
        kind: 'image',
        fileName: `svar-${n}.png`,
        size: png.length,
        contentType: 'image/png',
      });
      await fetch(upload.upload_url, { method: 'PUT', headers: upload.headers, body: png });
      return mediaUrl(upload.key);
    }),
  );
  coverageRequestId = (
    await saveCoverageRequest({
      email: `${uniqueId('svar')}@example.dk`,
      address: 'Torvet 1, 6700 Esbjerg',
      lat: 55.467,
      lon: 8.452,
      product_name: null,
    })
  ).id;
  const [spare, spareItem, external] = await Promise.all([
    photoProduct(),
    createPortfolioItem({ title: 'Slettes', image_url: '/media/x.webp' }),
    createExternalImage({
      url: '/media/external/svar.webp',
      filename: 'svar.webp',
      size: 10,
      created_by: 'svarformat',
    }),
  ]);
  // Disabled periods and dates in 3661: no other test's slots change.
  scheduleIds = (
    await Promise.all([
      createWeeklySchedule({
        day_name: 'sunday',
        start_time: '06:00',
        end_time: '07:00',
        is_enabled: false,
      }),
      createSpecificSchedule({
        date_override: '3661-01-03',
        start_time: '10:00',
        end_time: '12:00',
      }),
    ])
  ).map((schedule) => schedule.id);
  const [scheduled, ...newTemplates] = await Promise.all([
    createNewsletter({
      title: 'Svarformat',
      content: 'Senere',
      scheduled_at: '3661-01-01T08:00:00.000Z',
    }),
    ...[1, 2].map((n) =>
      createTemplate({
        name: uniqueId(`Skabelon ${n}`),
        template_data: { ...defaultTemplateData, footer: '' },
      }),
    ),
    addSubscriber(leavingEmail),
    addSubscriber(removedEmail),
  ]);
  scheduledNewsletterId = (scheduled as { id: string }).id;
  templateIds = newTemplates.slice(0, 2).map((template) => (template as { id: string }).id);
  spareProduct = spare;
  spareItemId = spareItem.id;
  externalImageId = external.id;
  zoneIds = zones.map((zone) => zone.id);
  droneZoneId = (
    await createDroneZone({
      type: 'circle',
      name: 'Svarformat',
      permit_required: true,
      center_address: 'Torvet 1, 3730 Nexø',
      lat: 55.06,
      lon: 15.13,
      radius_km: 1,
    })
  ).id;
  discountIds = discounts.map((discount) => discount.id);
  sectionIds = sections.map((section) => section.id);
  await addContent({
    key: removableKey,
    type: 'text',
    value: 'Slettes',
    description: 'Slettes af svarformatstesten',
    category: 'other',
  });
});
afterAll(async () => {
  await economic?.stop();
  await bed?.close();
});
// The feed's token, made before the example of the route that renews it runs (after it).
let feedToken = '';
// A private calendar address (the twin's stand-in) to add, and one stored to remove.
let icsStandIn: FakeIcsHandle | undefined;
let removablePrivateCalendarId = '';
beforeAll(async () => {
  feedToken = await renewCalendarFeedToken();
  icsStandIn = await startFakeIcs(0);
  icsStandIn.set('svarformat', { ics: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n' });
  process.env.PRIVATE_CALENDAR_STAND_IN_ORIGIN = icsStandIn.url;
  resetConfig();
  removablePrivateCalendarId = (
    await addPrivateCalendar(
      `${icsStandIn.url}/fjernes.ics`,
      { etag: null, last_modified: null, busy: [], skipped_events: 0 },
      new Date(),
    )
  ).id;
});
afterAll(async () => {
  // The calendars the examples added point at this stand-in: gone with it, so no later run of
  // the private-calendar job (another file's) meets an address that no longer answers.
  const url = icsStandIn?.url;
  if (url)
    for (const calendar of await listPrivateCalendars())
      if (calendar.url.startsWith(url)) await removePrivateCalendar(calendar.id);
  await icsStandIn?.stop();
});
beforeAll(async () => {
  colleague = await customer();
  firmId = await firmOf(user);
  await invite(firmId, colleague.email);
  firmDeliveredId = (
    await tableBookingOf(user, await frozenFirmOf(firmId, null), {
      booking_date: '3689-05-04',
      booking_time: '10:00',
    })
  ).id;
  await changeDelivery(firmDeliveredId, ({ version: _version, ...delivery }) => ({
    ...delivery,
    delivered_at: new Date().toISOString(),
  }));
});

const examples: Record<RouteKey, () => Example> = {
  'GET /api/health': () => ({}),
  'GET /api/bootstrap': () => ({}),
  'GET /api/products': () => ({}),
  'GET /api/products/{id}': () => ({ params: { id: product.id } }),
  'GET /api/home-sections': () => ({}),
  'GET /api/portfolio': () => ({ as: 'user' }),
  'GET /api/ratings': () => ({}),
  'GET /api/zones': () => ({}),
  'GET /api/search': () => ({ query: { q: 'dronefoto' } }),
  'GET /api/content': () => ({}),
  'POST /api/content': () => ({
    as: 'admin',
    body: {
      key: `svarformat-${Date.now()}`,
      value: 'Ny tekst',
      description: 'Tekst til svarformatstesten',
      category: 'other',
    },
  }),
  'PUT /api/content/{key}': () => ({
    as: 'admin',
    params: { key: 'footer-copyright' },
    body: { value: 'Alle rettigheder forbeholdes.' },
  }),
  'DELETE /api/content/{key}': () => ({ as: 'admin', params: { key: removableKey } }),
  'GET /api/me': () => ({ as: 'user' }),
  'GET /api/me/bookings': () => ({ as: 'user' }),
  'GET /api/availability': () => ({ query: { lat: '56.15', lon: '10.2' } }),
  'POST /api/bookings/check': () => ({
    as: 'user',
    body: {
      product_id: product.id,
      booking_date: bookingDate,
      booking_time: '09:00',
      address: coveredAddress,
    },
  }),
  'POST /api/discount-codes/validate': () => ({
    as: 'user',
    body: { code, product_id: product.id, include_editing: false },
  }),
  'POST /api/bookings': () => ({
    as: 'user',
    body: {
      product_id: product.id,
      booking_date: bookingDate,
      booking_time: '10:30',
      address: coveredAddress,
      payment_method: 'cash',
      terms_accepted: true,
      customer_name: 'Rute Kunde',
      customer_phone: '+45 12 34 56 78',
    },
  }),
  'PUT /api/portfolio/{id}/reaction': () => ({
    as: 'user',
    params: { id: portfolioItemId },
    body: { reaction: 'like' },
  }),
  'POST /api/newsletter/subscribe': () => ({ body: { email: `${uniqueId('ny')}@example.dk` } }),
  'POST /api/newsletter/unsubscribe': () => ({
    body: { email: subscriberEmail, sig: signValue('unsubscribe', subscriberEmail) },
  }),
  'POST /api/newsletter/confirm': () => ({
    body: Object.fromEntries(new URL(subscriptionConfirmUrl(confirmingEmail)).searchParams),
  }),
  'POST /api/newsletter/one-click': () => ({
    query: { email: leavingEmail, sig: signValue('unsubscribe', leavingEmail) },
    raw: {
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
  }),
  'GET /api/newsletter/unsubscribe-link': () => ({
    query: { email: subscriberEmail, sig: signValue('unsubscribe', subscriberEmail) },
  }),
  'POST /api/coverage/check': () => ({ body: { address: coveredAddress } }),
  'POST /api/coverage/requests': () => ({
    body: { email: 'svarformat@example.dk', address: outsideAddress },
  }),
  'GET /api/booking-rules': () => ({}),
  'GET /api/admin/settings': () => ({ as: 'admin' }),
  'GET /api/admin/setup': () => ({ as: 'admin' }),
  'GET /api/admin/card-payments': () => ({ as: 'admin' }),
  // The fake's key: stored in the Stripe secret, then removed by the next example.
  'PUT /api/admin/card-payments': () => ({ as: 'admin', body: { secret_key: testStripeKey } }),
  'DELETE /api/admin/card-payments': () => ({ as: 'admin' }),
  'GET /api/admin/economic': () => ({ as: 'admin' }),
  // A grant the stand-in issued: stored in the e-conomic secret, removed by the next example.
  'PUT /api/admin/economic': () => ({ as: 'admin', body: { grant_token: economic.issueGrant() } }),
  'DELETE /api/admin/economic': () => ({ as: 'admin' }),
  'PUT /api/admin/economic/mapping': () => ({ as: 'admin', body: { ...defaultEconomicMapping } }),
  // The integration setup's business again, so no other test sees other settings.
  'PUT /api/admin/settings': () => ({ as: 'admin', body: { ...anyHourBusinessSettings } }),
  'GET /api/admin/firms': () => ({ as: 'admin' }),
  'PUT /api/admin/firms/{id}': () => ({
    as: 'admin',
    params: { id: firmId },
    body: {
      invoice_approved: true,
      billing_mode: 'monthly',
      price_agreement_percent: 10,
      payment_term_days: 30,
    },
  }),
  'POST /api/me/bookings/{id}/reschedule': () => ({
    as: 'user',
    params: { id: movingBookingId },
    body: { booking_date: bookingDate, booking_time: '12:00' },
  }),
  'GET /api/booking-links/{id}': () => ({
    params: { id: linkMovingBookingId },
    query: { sig: signValue(manageLinkPurpose, linkMovingBookingId) },
  }),
  'POST /api/booking-links/{id}/reschedule': () => ({
    params: { id: linkMovingBookingId },
    query: { sig: signValue(manageLinkPurpose, linkMovingBookingId) },
    body: { booking_date: bookingDate, booking_time: '12:30' },
  }),
  'POST /api/booking-links/{id}/cancel': () => ({
    params: { id: linkCancellingBookingId },
    query: { sig: signValue(manageLinkPurpose, linkCancellingBookingId) },
  }),
  'GET /api/reschedule-requests/{id}': () => ({
    params: { id: requestMovingLink.id },
    query: requestMovingLink.query,
  }),
  'POST /api/reschedule-requests/{id}/move': () => ({
    params: { id: requestMovingLink.id },
    query: requestMovingLink.query,
    body: { booking_date: bookingDate, booking_time: '13:30' },
  }),
  'POST /api/reschedule-requests/{id}/cancel': () => ({
    params: { id: requestCancellingLink.id },
    query: requestCancellingLink.query,
  }),
  'POST /api/admin/reschedule-requests': () => ({
    as: 'admin',
    body: { reason: 'Luftrummet er lukket', booking_id: ownerAskingBookingId },
  }),
  'GET /api/me/bookings/{id}/receipt': () => ({ as: 'user', params: { id: paidBooking.id } }),
  'GET /api/me/bookings/{id}/calendar': () => ({ as: 'user', params: { id: paidBooking.id } }),
  'GET /api/calendar-feed/{token}': () => ({ params: { token: `${feedToken}.ics` }, text: true }),
  'GET /api/admin/calendar-feed': () => ({ as: 'admin' }),
  'POST /api/admin/calendar-feed': () => ({ as: 'admin' }),
  'GET /api/admin/private-calendars': () => ({ as: 'admin' }),
  'POST /api/admin/private-calendars': () => ({
    as: 'admin',
    body: { url: `${icsStandIn!.url}/svarformat.ics` },
  }),
  'DELETE /api/admin/private-calendars/{id}': () => ({
    as: 'admin',
    params: { id: removablePrivateCalendarId },
  }),
  'GET /api/admin/private-busy': () => ({ as: 'admin' }),
  'GET /api/me/bookings/{id}/credit-notes': () => ({
    as: 'user',
    params: { id: paidBooking.id },
  }),
  'GET /api/me/credit-receipts': () => ({ as: 'user' }),
  'GET /api/me/bookings/{id}/receipt/pdf': () => ({ as: 'user', params: { id: paidBooking.id } }),
  'GET /api/me/bookings/{id}/credit-notes/{number}/pdf': () => ({
    as: 'user',
    params: { id: creditNoted.id, number: creditNoted.credit_note_numbers![0]! },
  }),
  'GET /api/me/credit-receipts/{number}/pdf': () => ({
    as: 'user',
    params: { number: creditsReceiptNumber },
  }),
  'GET /api/me/credits-credit-notes/{number}/pdf': () => ({
    as: 'user',
    params: { number: creditsCreditNoteNumber },
  }),
  'POST /api/me/bookings/{id}/resume-checkout': () => ({
    as: 'user',
    params: { id: resumableBookingId },
  }),
  'POST /api/me/bookings/{id}/cancel': () => ({
    as: 'user',
    params: { id: cancellingBookingId },
  }),
  'POST /api/bookings/{id}/cancel-checkout': () => ({
    as: 'user',
    params: { id: cashBookingId },
  }),
  'POST /api/credits/checkout': () => ({ as: 'user', body: { quantity: 50 } }),
  'POST /api/payments/webhook': () => {
    // An event the site does not act on: acknowledged, nothing changes.
    const event = bed.event('customer.created', {
      id: 'cs_route_table',
      metadata: {},
    } as unknown as Parameters<PaymentsTestBed['event']>[1]);
    return {
      raw: {
        payload: event.payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      },
    };
  },
  'GET /api/admin/overview': () => ({ as: 'admin' }),
  'GET /api/admin/bookings': () => ({ as: 'admin' }),
  'GET /api/admin/receipts/{number}/pdf': () => ({
    as: 'admin',
    params: { number: creditsReceiptNumber },
  }),
  'GET /api/admin/credit-notes/{number}/pdf': () => ({
    as: 'admin',
    params: { number: creditNoted.credit_note_numbers![0]! },
  }),
  'GET /api/admin/day-route': () => ({ as: 'admin', query: { date: '2030-06-03' } }),
  'POST /api/admin/bookings/{id}/mark-paid': () => ({ as: 'admin', params: { id: paidLater.id } }),
  'POST /api/admin/bookings/{id}/permit': () => ({
    as: 'admin',
    params: { id: paidBooking.id },
    body: { permit_received: true },
  }),
  'POST /api/admin/bookings/{id}/complete': () => ({ as: 'admin', params: { id: shotAndPaid.id } }),
  'PATCH /api/admin/bookings/{id}': () => ({
    as: 'admin',
    params: { id: paidBooking.id },
    body: { zip_file_url: 'https://filer.example.dk/levering.zip', deliver_before_shoot: true },
  }),
  'POST /api/admin/bookings/{id}/delivery-upload': () => ({
    as: 'admin',
    params: { id: paidBooking.id },
    body: { file_name: 'levering.zip', size: 2048, content_type: 'application/zip' },
  }),
  'GET /api/admin/bookings/{id}/gallery': () => ({ as: 'admin', params: { id: galleryBookingId } }),
  'POST /api/admin/bookings/{id}/gallery/uploads': () => ({
    as: 'admin',
    params: { id: paidBooking.id },
    body: { file_name: 'drone.mp4', size: 40 * 1024 * 1024, content_type: 'video/mp4' },
  }),
  'POST /api/admin/bookings/{id}/gallery/parts': () => ({
    as: 'admin',
    params: { id: paidBooking.id },
    body: {
      key: galleryVideo.key,
      upload_id: galleryVideo.uploadId,
      size: 40 * 1024 * 1024,
      part_numbers: [1, 2, 3],
    },
  }),
  'POST /api/admin/bookings/{id}/gallery/uploads/abort': () => ({
    as: 'admin',
    params: { id: paidBooking.id },
    body: { key: discardedVideo.key, upload_id: discardedVideo.uploadId },
  }),
  'POST /api/admin/bookings/{id}/gallery/files': () => ({
    as: 'admin',
    params: { id: paidBooking.id },
    body: { key: galleryPhotoKey, file_name: 'facade.jpg' },
  }),
  'PUT /api/admin/bookings/{id}/gallery': () => ({
    as: 'admin',
    params: { id: galleryBookingId },
    body: { order: [seededGalleryFileId], cover_id: seededGalleryFileId },
  }),
  'DELETE /api/admin/bookings/{id}/gallery/files/{fileId}': () => ({
    as: 'admin',
    params: { id: galleryBookingId, fileId: seededGalleryFileId },
  }),
  'GET /api/admin/bookings/{id}/download-payment': () => ({
    as: 'admin',
    params: { id: galleryBookingId },
  }),
  'PUT /api/admin/bookings/{id}/download-payment': () => ({
    as: 'admin',
    params: { id: galleryBookingId },
    body: { download_payment: 'not_required' },
  }),
  'GET /api/admin/bookings/{id}/free-slots': () => ({
    as: 'admin',
    params: { id: ownerMovingBookingId },
  }),
  'POST /api/admin/bookings/{id}/reschedule': () => ({
    as: 'admin',
    params: { id: ownerMovingBookingId },
    body: { booking_date: bookingDate, booking_time: '13:00' },
  }),
  'POST /api/admin/bookings/{id}/cancel': () => ({
    as: 'admin',
    params: { id: ownerCancellingBookingId },
  }),
  'GET /api/me/bookings/{id}/gallery': () => ({ as: 'user', params: { id: delivered.id } }),
  'GET /api/bookings/{id}/gallery': () => ({ params: { id: delivered.id }, query: deliveryQuery }),
  'POST /api/me/bookings/{id}/gallery/archive': () => ({
    as: 'user',
    params: { id: delivered.id },
    body: { size: 'print' },
  }),
  'POST /api/bookings/{id}/gallery/archive': () => ({
    params: { id: delivered.id },
    query: deliveryQuery,
    body: { size: 'print' },
  }),
  'POST /api/me/bookings/{id}/gallery/checkout': () => ({
    as: 'user',
    params: { id: lockedBooking.id },
  }),
  'POST /api/bookings/{id}/gallery/checkout': () => ({
    params: { id: lockedBooking.id },
    query: lockedQuery,
  }),
  'GET /api/property/{token}': () => ({ params: { token: propertyToken } }),
  'GET /api/property/{token}/cover': () => ({
    params: { token: propertyToken },
    expectRedirect: true,
  }),
  'GET /api/admin/bookings/{id}/delivery-terms': () => ({
    as: 'admin',
    params: { id: galleryBookingId },
  }),
  'PUT /api/admin/bookings/{id}/delivery-terms': () => ({
    as: 'admin',
    params: { id: galleryBookingId },
    body: { branded: false, link: 'new' },
  }),
  'GET /api/bookings/{id}/delivery': () => ({
    params: { id: delivered.id },
    query: deliveryQuery,
    expectRedirect: true,
  }),
  'GET /api/rate-booking': () => ({ query: { bookingId: rated.id, token: ratingToken } }),
  'POST /api/rate-booking/images': () => ({
    body: {
      booking_id: rated.id,
      token: ratingToken,
      file_name: 'foto.jpg',
      size: 1000,
      content_type: 'image/jpeg',
    },
  }),
  'POST /api/rate-booking': () => ({
    body: { booking_id: rated.id, token: ratingToken, rating: 5, comment: 'Flot arbejde' },
  }),
  'POST /api/me/bookings/{id}/rating-images': () => ({
    as: 'user',
    params: { id: completed.id },
    body: { file_name: 'foto.png', size: 1000, content_type: 'image/png' },
  }),
  'POST /api/me/bookings/{id}/rating': () => ({
    as: 'user',
    params: { id: completed.id },
    body: { rating: 4 },
  }),
  'GET /api/admin/subscribers': () => ({ as: 'admin' }),
  'POST /api/admin/uploads': () => ({
    as: 'admin',
    body: { kind: 'image', file_name: 'drone.webp', size: 2048, content_type: 'image/webp' },
  }),
  'POST /api/admin/uploads/check': () => ({
    as: 'admin',
    body: { url: pendingUploads[0]!, kind: 'image' },
  }),
  'POST /api/admin/products': () => ({
    as: 'admin',
    body: {
      name: 'Svarformat',
      description: 'Svarformat',
      price: 999,
      category: 'video',
      images: ['youtube:aqz-KE-bpKQ'],
      links: [{ title: 'Droneregler', url: 'https://www.droneregler.dk/' }],
    },
  }),
  'PATCH /api/admin/products/{id}': () => ({
    as: 'admin',
    params: { id: product.id },
    body: { price: 1599, images: [pendingUploads[0]!] },
  }),
  'DELETE /api/admin/products/{id}': () => ({ as: 'admin', params: { id: spareProduct.id } }),
  'POST /api/admin/portfolio': () => ({
    as: 'admin',
    body: { title: 'Svarformat', image_url: 'youtube:aqz-KE-bpKQ' },
  }),
  'PATCH /api/admin/portfolio/{id}': () => ({
    as: 'admin',
    params: { id: portfolioItemId },
    body: { title: 'Svarformat, rettet' },
  }),
  'DELETE /api/admin/portfolio/{id}': () => ({ as: 'admin', params: { id: spareItemId } }),
  'GET /api/admin/external-images': () => ({ as: 'admin' }),
  'POST /api/admin/external-images': () => ({
    as: 'admin',
    body: { url: pendingUploads[1]!, filename: 'svar-2.png' },
  }),
  'DELETE /api/admin/external-images/{id}': () => ({
    as: 'admin',
    params: { id: externalImageId },
  }),
  'GET /api/admin/schedules': () => ({ as: 'admin' }),
  'POST /api/admin/schedules/weekly': () => ({
    as: 'admin',
    body: { day_name: 'saturday', is_enabled: false },
  }),
  'POST /api/admin/schedules/specific': () => ({
    as: 'admin',
    body: { date_override: '3661-01-04', start_time: '08:00', end_time: '09:30', reason: 'Ferie' },
  }),
  'PATCH /api/admin/schedules/{id}': () => ({
    as: 'admin',
    params: { id: scheduleIds[0]! },
    body: { end_time: '08:00' },
  }),
  'DELETE /api/admin/schedules/{id}': () => ({ as: 'admin', params: { id: scheduleIds[1]! } }),
  'GET /api/admin/analytics': () => ({ as: 'admin', query: { period: '90' } }),
  'GET /api/admin/ledger': () => ({ as: 'admin', query: { month: '2026-11' } }),
  'GET /api/admin/ledger/csv': () => ({ as: 'admin', query: { month: '2026-11' } }),
  'POST /api/admin/ledger/pushes/{voucher}/retry': () => ({
    as: 'admin',
    params: { voucher: String(failedVoucher) },
  }),
  'GET /api/admin/newsletters': () => ({ as: 'admin' }),
  'POST /api/admin/newsletters': () => ({
    as: 'admin',
    body: { title: 'Svarformat', content: 'Planlagt', send_at: '3661-02-01T08:00:00+01:00' },
  }),
  'POST /api/admin/newsletters/preview': () => ({
    as: 'admin',
    body: { title: 'Svarformat', content: 'Se **nyt** på [siden](/booking).' },
  }),
  'POST /api/admin/newsletters/test': () => ({
    as: 'admin',
    body: { title: 'Svarformat', content: 'En test.' },
  }),
  'DELETE /api/admin/newsletters/{id}': () => ({
    as: 'admin',
    params: { id: scheduledNewsletterId },
  }),
  'DELETE /api/admin/subscribers/{email}': () => ({
    as: 'admin',
    params: { email: removedEmail },
  }),
  'GET /api/admin/newsletter-templates': () => ({ as: 'admin' }),
  'POST /api/admin/newsletter-templates': () => ({
    as: 'admin',
    body: { name: uniqueId('Ny skabelon'), template_data: { header: 'Hej' } },
  }),
  'PATCH /api/admin/newsletter-templates/{id}': () => ({
    as: 'admin',
    params: { id: templateIds[0]! },
    body: { name: uniqueId('Omdøbt') },
  }),
  'DELETE /api/admin/newsletter-templates/{id}': () => ({
    as: 'admin',
    params: { id: templateIds[1]! },
  }),
  'GET /api/me/data': () => ({ as: 'user' }),
  'POST /api/me/delete': () => ({ as: 'leaving', body: { confirm: true } }),
  'GET /api/me/firm': () => ({ as: 'user' }),
  'POST /api/me/firm': () => ({
    as: 'admin',
    body: {
      name: 'Svarformat Ejendomme ApS',
      cvr: validCvr(),
      address: 'Torvet 1, 8000 Aarhus C',
      invoice_email: 'faktura@example.dk',
    },
  }),
  'DELETE /api/me/firm': () => ({ as: 'admin' }),
  'POST /api/me/firm/invitations': () => ({
    as: 'user',
    body: { email: `${uniqueId('inviteret')}@example.dk` },
  }),
  'GET /api/me/firm/invitation': () => ({
    as: 'colleague',
    query: invitationLink(firmId, colleague.email),
  }),
  'POST /api/me/firm/join': () => ({
    as: 'colleague',
    body: invitationLink(firmId, colleague.email),
  }),
  'POST /api/me/firm/members/{userId}/administrator': () => ({
    as: 'user',
    params: { userId: colleague.sub },
  }),
  'DELETE /api/me/firm/members/{userId}': () => ({ as: 'user', params: { userId: colleague.sub } }),
  'GET /api/me/firm/bookings': () => ({ as: 'user' }),
  'PUT /api/me/firm/settings': () => ({ as: 'user', body: { delivery_copies: true } }),
  'GET /api/me/firm/bookings/{id}/property-page': () => ({
    as: 'user',
    params: { id: firmDeliveredId },
  }),
  'PUT /api/me/firm/bookings/{id}/property-page': () => ({
    as: 'user',
    params: { id: firmDeliveredId },
    body: { branded: false },
  }),
  'GET /api/admin/zones': () => ({ as: 'admin' }),
  'POST /api/admin/zones': () => ({
    as: 'admin',
    body: { name: 'Svarformat', center_address: 'Torvet 1, 3730 Nexø', is_active: false },
  }),
  'PATCH /api/admin/zones/{id}': () => ({
    as: 'admin',
    params: { id: zoneIds[0]! },
    body: { center_address: 'Torvet 2, 3730 Nexø', radius_km: 2 },
  }),
  'POST /api/admin/zones/{id}/toggle': () => ({ as: 'admin', params: { id: zoneIds[0]! } }),
  'DELETE /api/admin/zones/{id}': () => ({ as: 'admin', params: { id: zoneIds[1]! } }),
  'GET /api/admin/drone-zones': () => ({ as: 'admin' }),
  'POST /api/admin/drone-zones': () => ({
    as: 'admin',
    body: {
      type: 'area',
      name: 'Svarformat',
      permit_required: true,
      geojson: JSON.stringify({
        type: 'Polygon',
        coordinates: [
          [
            [15.1, 55.0],
            [15.2, 55.0],
            [15.2, 55.1],
            [15.1, 55.0],
          ],
        ],
      }),
    },
  }),
  'DELETE /api/admin/drone-zones/{id}': () => ({ as: 'admin', params: { id: droneZoneId } }),
  'GET /api/admin/coverage-requests': () => ({ as: 'admin' }),
  'DELETE /api/admin/coverage-requests/{id}': () => ({
    as: 'admin',
    params: { id: coverageRequestId },
  }),
  'GET /api/admin/discount-codes': () => ({ as: 'admin' }),
  'POST /api/admin/discount-codes': () => ({
    as: 'admin',
    body: {
      code: uniqueId('svar'),
      description: 'Svarformat',
      discount_value: 10,
      is_active: false,
    },
  }),
  'PATCH /api/admin/discount-codes/{id}': () => ({
    as: 'admin',
    params: { id: discountIds[0]! },
    body: { discount_value: 15, max_uses: 3, valid_until: '3660-12-31' },
  }),
  'POST /api/admin/discount-codes/{id}/toggle': () => ({
    as: 'admin',
    params: { id: discountIds[0]! },
  }),
  'DELETE /api/admin/discount-codes/{id}': () => ({ as: 'admin', params: { id: discountIds[1]! } }),
  'GET /api/admin/home-sections': () => ({ as: 'admin' }),
  'POST /api/admin/home-sections': () => ({
    as: 'admin',
    body: {
      title: 'Svarformat',
      description: 'Svarformat',
      image_url: 'https://example.dk/sektion.webp',
      is_active: false,
    },
  }),
  'PATCH /api/admin/home-sections/{id}': () => ({
    as: 'admin',
    params: { id: sectionIds[0]! },
    body: { title: 'Svarformat, rettet' },
  }),
  'POST /api/admin/home-sections/{id}/move': () => ({
    as: 'admin',
    params: { id: sectionIds[1]! },
    body: { direction: 'up' },
  }),
  'DELETE /api/admin/home-sections/{id}': () => ({ as: 'admin', params: { id: sectionIds[1]! } }),
};

async function send(route: Route, example: Example): Promise<Response> {
  const path = route.path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
    encodeURIComponent(String(example.params?.[name] ?? '')),
  );
  const query = example.query ? `?${new URLSearchParams(example.query).toString()}` : '';
  const token = example.as ? { user, admin, leaving, colleague }[example.as].accessToken : null;
  return fetch(`${bed.api.url}${path}${query}`, {
    method: route.method,
    redirect: 'manual',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(example.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...example.raw?.headers,
    },
    body:
      example.raw?.payload ??
      (example.body === undefined ? undefined : JSON.stringify(example.body)),
  });
}

describe('every route answers in the shape of its response schema', () => {
  it('has an example for every route and no example for a route that does not exist', () => {
    const keys = routes.map(routeKey).sort();
    expect(Object.keys(examples).sort()).toEqual(keys);
  });

  it.each(routes.map((route) => [routeKey(route), route] as const))('%s', async (key, route) => {
    const example = examples[key as RouteKey]();
    const answer = await send(route, example);
    if (example.expectRedirect) {
      expect(answer.status, key).toBe(302);
      expect(answer.headers.get('location'), key).toMatch(/^https?:\/\//);
      return;
    }
    const text = await answer.text();
    expect(answer.status, `${key}: ${text}`).toBeGreaterThanOrEqual(200);
    expect(answer.status, `${key}: ${text}`).toBeLessThan(300);
    const body: unknown = example.text ? text : text === '' ? null : JSON.parse(text);
    const checked = route.response.safeParse(body);
    expect(checked.success ? [] : checked.error.issues, key).toEqual([]);
  });
});
