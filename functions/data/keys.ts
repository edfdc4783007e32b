/**
 * Every key of the single table in one place (see docs/data-model.md). Each item also carries
 * an `entity` attribute so the Streams consumer knows which list changed.
 */
export type EntityName =
  | 'profile'
  | 'site_content'
  | 'product'
  | 'counter'
  | 'receipt'
  | 'credit_note'
  | 'home_section'
  | 'portfolio_item'
  | 'portfolio_reaction'
  | 'booking'
  | 'rating'
  | 'gallery'
  | 'delivery'
  | 'property_link'
  | 'slot_lock'
  | 'zone'
  | 'drone_zone'
  | 'coverage_request'
  | 'schedule'
  | 'schedule_date_guard'
  | 'discount_code'
  | 'discount_code_guard'
  | 'first_booking_discount'
  | 'subscriber'
  | 'newsletter'
  | 'template'
  | 'template_name_guard'
  | 'external_image'
  | 'payment_session'
  | 'payment_event'
  | 'credit_purchase'
  | 'ws_connection'
  | 'geocode_result'
  | 'drive_time'
  | 'mail_outbox'
  | 'firm'
  | 'firm_cvr_guard'
  | 'firm_membership'
  | 'firm_invitation'
  | 'firm_booking'
  | 'firm_month_invoice'
  | 'seed_marker';

export interface ItemKey {
  pk: string;
  sk: string;
}
export interface Gsi1 {
  gsi1pk: string;
  gsi1sk: string;
}
export interface Gsi2 {
  gsi2pk: string;
  gsi2sk: string;
}

/** Attributes that exist only for storage and never reach an API shape. */
export const storageAttributes = [
  'pk',
  'sk',
  'gsi1pk',
  'gsi1sk',
  'gsi2pk',
  'gsi2sk',
  'ttl',
  'entity',
] as const;

export const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** The list partitions of gsi1 (one per entity type). */
export const lists = {
  products: 'PRODUCTS',
  homeSections: 'HOME_SECTIONS',
  portfolio: 'PORTFOLIO',
  bookings: 'BOOKINGS',
  ratings: 'RATINGS',
  zones: 'ZONES',
  droneZones: 'DRONE_ZONES',
  coverageRequests: 'COVERAGE_REQUESTS',
  schedules: 'SCHEDULES',
  discountCodes: 'DISCOUNTS',
  subscribers: 'SUBSCRIBERS',
  newsletters: 'NEWSLETTERS',
  templates: 'TEMPLATES',
  externalImages: 'EXTERNAL_IMAGES',
  connections: 'WS_CONNECTIONS',
  firms: 'FIRMS',
} as const;

/** A user's own items on gsi2 (`USER#{id}` with a type prefix on the sort key). */
export const userPartition = (userId: string): string => `USER#${userId}`;

export const profileKey = (userId: string): ItemKey => ({ pk: `USER#${userId}`, sk: 'PROFILE' });

export const contentPartition = 'CONTENT';
export const contentKey = (key: string): ItemKey => ({ pk: contentPartition, sk: `KEY#${key}` });

export const counterKey = (name: string): ItemKey => ({ pk: 'COUNTER', sk: name });

/**
 * The counter whose value is the last booking number drawn (less the offset, see
 * shared/domain/booking-number.ts); atomic ADD, unique, gaps allowed (decision 0030).
 */
export const bookingCounterName = 'booking';

/** The counter whose value is the last receipt number issued (functions/capabilities/receipts/receipt-numbers.ts). */
export const receiptCounterName = 'receipt';
/** A receipt, frozen when issued; its number is gap-free (see receipts.ts). */
export const receiptKey = (receiptNumber: number): ItemKey => ({
  pk: `RECEIPT#${receiptNumber}`,
  sk: 'RECEIPT',
});

/** The counter whose value is the last credit note number issued (credit-notes.ts). */
export const creditNoteCounterName = 'credit_note';
/** A credit note, frozen when issued; its number is gap-free like the receipts'. */
export const creditNoteKey = (creditNoteNumber: number): ItemKey => ({
  pk: `CREDIT_NOTE#${creditNoteNumber}`,
  sk: 'CREDIT_NOTE',
});

export const businessSettingsKey: ItemKey = { pk: 'SETTINGS', sk: 'BUSINESS' };
/** The hash of the owner's calendar feed token (stores/calendar-feed.ts). */
export const calendarFeedKey: ItemKey = { pk: 'SETTINGS', sk: 'CALENDAR_FEED' };
/** The owner's private calendars and their busy times, all in one partition (stores/private-calendars.ts). */
export const privateCalendarPartition = 'PRIVATE_CALENDAR';
export const privateCalendarKey = (id: string): ItemKey => ({
  pk: privateCalendarPartition,
  sk: `SOURCE#${id}`,
});

/** The open 'Bed om ny tid' requests by when they were made (stores/reschedule-reminders.ts). */
export const rescheduleReminderPartition = 'RESCHEDULE_REMINDER';
export const rescheduleReminderKey = (requestedAt: string, bookingId: string): ItemKey => ({
  pk: rescheduleReminderPartition,
  sk: `${requestedAt}#${bookingId}`,
});

export const productKey = (id: number): ItemKey => ({ pk: `PRODUCT#${id}`, sk: 'PRODUCT' });
export const productGsi1 = (id: number): Gsi1 => ({ gsi1pk: lists.products, gsi1sk: pad(id, 10) });

export const homeSectionKey = (id: string): ItemKey => ({
  pk: `HOME_SECTION#${id}`,
  sk: 'HOME_SECTION',
});
export const homeSectionGsi1 = (id: string, orderIndex: number): Gsi1 => ({
  gsi1pk: lists.homeSections,
  gsi1sk: `${pad(orderIndex, 6)}#${id}`,
});

export const portfolioPartition = (itemId: string): string => `PORTFOLIO#${itemId}`;
export const portfolioKey = (id: string): ItemKey => ({ pk: portfolioPartition(id), sk: 'ITEM' });
export const portfolioGsi1 = (id: string, createdAt: string): Gsi1 => ({
  gsi1pk: lists.portfolio,
  gsi1sk: `${createdAt}#${id}`,
});
export const reactionKey = (itemId: string, userId: string): ItemKey => ({
  pk: portfolioPartition(itemId),
  sk: `REACTION#${userId}`,
});
export const reactionPrefix = 'REACTION#';
export const reactionGsi2 = (itemId: string, userId: string): Gsi2 => ({
  gsi2pk: userPartition(userId),
  gsi2sk: `${reactionPrefix}${itemId}`,
});

export const bookingKey = (id: string): ItemKey => ({ pk: `BOOKING#${id}`, sk: 'BOOKING' });
export const bookingGsi1 = (id: string, createdAt: string): Gsi1 => ({
  gsi1pk: lists.bookings,
  gsi1sk: `${createdAt}#${id}`,
});
export const bookingPrefix = 'BOOKING#';
export const bookingGsi2 = (userId: string, date: string, time: string, id: string): Gsi2 => ({
  gsi2pk: userPartition(userId),
  gsi2sk: `${bookingPrefix}${date}T${time}#${id}`,
});

export const ratingKey = (bookingId: string): ItemKey => ({
  pk: `BOOKING#${bookingId}`,
  sk: 'RATING',
});
export const ratingGsi1 = (bookingId: string, createdAt: string): Gsi1 => ({
  gsi1pk: lists.ratings,
  gsi1sk: `${createdAt}#${bookingId}`,
});
/** A rating in its author's partition of gsi2: 'Download mine data' and erasure Query it. */
/** A booking's gallery: its files in order and the cover, one item (decision 0034). */
/**
 * A gallery's 'Hent alle' archive of one size (stores/gallery-archives.ts): all in one
 * partition, so the archive job finds the waiting ones with one Query.
 */
export const galleryArchivePartition = 'GALLERY_ARCHIVE';
export const galleryArchiveKey = (bookingId: string, size: string): ItemKey => ({
  pk: galleryArchivePartition,
  sk: `BOOKING#${bookingId}#${size}`,
});

export const galleryKey = (bookingId: string): ItemKey => ({
  pk: `BOOKING#${bookingId}`,
  sk: 'GALLERY',
});

/**
 * A delivered gallery's terms (stores/deliveries.ts): its property page (branding, share
 * link) and its lifetime (open until, reminded, closed); on gsi1 `DELIVERIES` by the day it
 * closes, so the reminder job finds the ones to remind and to close with one Query.
 */
export const deliveryKey = (bookingId: string): ItemKey => ({
  pk: `BOOKING#${bookingId}`,
  sk: 'DELIVERY',
});
export const deliveriesList = 'DELIVERIES';
/** A property page's share link: its token leads to the booking. */
export const propertyLinkKey = (token: string): ItemKey => ({
  pk: `PROPERTY#${token}`,
  sk: 'PROPERTY',
});

export const ratingPrefix = 'RATING#';
export const ratingGsi2 = (userId: string, createdAt: string, bookingId: string): Gsi2 => ({
  gsi2pk: userPartition(userId),
  gsi2sk: `${ratingPrefix}${createdAt}#${bookingId}`,
});

/** One item per date with the day's stops in order of time and a version (day-routes.ts). */
export const dayRoutePartition = 'ROUTE';
export const dayRouteKey = (date: string): ItemKey => ({ pk: dayRoutePartition, sk: date });

export const slotPartition = 'SLOT';
export const slotSortKey = (date: string, time: string): string => `${date}T${time}`;
export const slotLockKey = (date: string, time: string): ItemKey => ({
  pk: slotPartition,
  sk: slotSortKey(date, time),
});

export const zoneKey = (id: string): ItemKey => ({ pk: `ZONE#${id}`, sk: 'ZONE' });
export const zoneGsi1 = (id: string, createdAt: string): Gsi1 => ({
  gsi1pk: lists.zones,
  gsi1sk: `${createdAt}#${id}`,
});

/** The owner's drone zone (product §4 'Drone zones'), listed on gsi1 DRONE_ZONES. */
export const droneZoneKey = (id: string): ItemKey => ({ pk: `DRONE_ZONE#${id}`, sk: 'DRONE_ZONE' });
export const droneZoneGsi1 = (id: string, createdAt: string): Gsi1 => ({
  gsi1pk: lists.droneZones,
  gsi1sk: `${createdAt}#${id}`,
});

/** Asking to be told when an address is covered: one per e-mail and found address. */
export const coverageRequestKey = (id: string): ItemKey => ({
  pk: `COVERAGE_REQUEST#${id}`,
  sk: 'COVERAGE_REQUEST',
});
export const coverageRequestGsi1 = (id: string, createdAt: string): Gsi1 => ({
  gsi1pk: lists.coverageRequests,
  gsi1sk: `${createdAt}#${id}`,
});

export const scheduleKey = (id: string): ItemKey => ({ pk: `SCHEDULE#${id}`, sk: 'SCHEDULE' });
export const weeklySchedulePrefix = 'W#';
export const specificSchedulePrefix = 'D#';
/** Weekly periods sort by weekday (monday = 0) then start time. */
export const weeklyScheduleGsi1 = (id: string, dayIndex: number, startTime: string): Gsi1 => ({
  gsi1pk: lists.schedules,
  gsi1sk: `${weeklySchedulePrefix}${dayIndex}#${startTime}#${id}`,
});
/** Specific dates sort by date, then priority descending (999 - priority, zero-padded). */
export const specificScheduleGsi1 = (id: string, date: string, priority: number): Gsi1 => ({
  gsi1pk: lists.schedules,
  gsi1sk: `${specificSchedulePrefix}${date}#${pad(999 - priority, 3)}#${id}`,
});
export const scheduleDateGuardKey = (date: string): ItemKey => ({
  pk: `SCHEDULE_DATE#${date}`,
  sk: 'GUARD',
});

export const discountKey = (id: string): ItemKey => ({ pk: `DISCOUNT#${id}`, sk: 'DISCOUNT' });
export const discountGsi1 = (id: string, createdAt: string): Gsi1 => ({
  gsi1pk: lists.discountCodes,
  gsi1sk: `${createdAt}#${id}`,
});
export const normaliseDiscountCode = (code: string): string => code.trim().toUpperCase();
export const discountCodeGuardKey = (code: string): ItemKey => ({
  pk: `DISCOUNT_CODE#${normaliseDiscountCode(code)}`,
  sk: 'GUARD',
});

/**
 * The customer's claim on a first-booking-only discount (USER#{id} / FIRST_BOOKING_DISCOUNT):
 * written with the booking that uses one, so two first bookings at once cannot both have it.
 */
export const firstBookingDiscountKey = (userId: string): ItemKey => ({
  pk: `USER#${userId}`,
  sk: 'FIRST_BOOKING_DISCOUNT',
});

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
export const subscriberKey = (email: string): ItemKey => ({
  pk: `SUBSCRIBER#${normaliseEmail(email)}`,
  sk: 'SUBSCRIBER',
});
export const subscriberGsi1 = (email: string, createdAt: string): Gsi1 => ({
  gsi1pk: lists.subscribers,
  gsi1sk: `${createdAt}#${normaliseEmail(email)}`,
});

export const newsletterKey = (id: string): ItemKey => ({
  pk: `NEWSLETTER#${id}`,
  sk: 'NEWSLETTER',
});
export const newsletterGsi1 = (id: string, createdAt: string): Gsi1 => ({
  gsi1pk: lists.newsletters,
  gsi1sk: `${createdAt}#${id}`,
});
/** One per recipient of a newsletter: claimed before the mail goes out, so nobody gets it twice. */
export const newsletterDeliveryKey = (newsletterId: string, email: string): ItemKey => ({
  pk: `NEWSLETTER#${newsletterId}`,
  sk: `DELIVERY#${normaliseEmail(email)}`,
});
export const newsletterQueuePartition = 'NEWSLETTER_QUEUE';
/** Sparse: present only while the newsletter waits to be sent; sorted by when it is due. */
export const newsletterQueueGsi2 = (id: string, scheduledAt: string): Gsi2 => ({
  gsi2pk: newsletterQueuePartition,
  gsi2sk: `${scheduledAt}#${id}`,
});
/** The test newsletters one admin sent in one hour (UTC, `2026-06-15T10`): a count, kept 2 hours. */
export const newsletterTestMailsKey = (userId: string, hour: string): ItemKey => ({
  pk: `NEWSLETTER_TEST#${userId}`,
  sk: `HOUR#${hour}`,
});
/** A sign-up waiting for its confirmation link to be clicked (double opt-in). */
export const subscriptionRequestKey = (email: string): ItemKey => ({
  pk: `SUBSCRIPTION_REQUEST#${normaliseEmail(email)}`,
  sk: 'REQUEST',
});

export const templateKey = (id: string): ItemKey => ({ pk: `TEMPLATE#${id}`, sk: 'TEMPLATE' });
export const templateGsi1 = (id: string, createdAt: string): Gsi1 => ({
  gsi1pk: lists.templates,
  gsi1sk: `${createdAt}#${id}`,
});
export const normaliseTemplateName = (name: string): string => name.trim().toLowerCase();
export const templateNameGuardKey = (name: string): ItemKey => ({
  pk: `TEMPLATE_NAME#${normaliseTemplateName(name)}`,
  sk: 'GUARD',
});

export const externalImageKey = (id: string): ItemKey => ({
  pk: `EXTERNAL_IMAGE#${id}`,
  sk: 'EXTERNAL_IMAGE',
});
export const externalImageGsi1 = (id: string, createdAt: string): Gsi1 => ({
  gsi1pk: lists.externalImages,
  gsi1sk: `${createdAt}#${id}`,
});

export const paymentSessionKey = (sessionId: string): ItemKey => ({
  pk: `PAYMENT_SESSION#${sessionId}`,
  sk: 'MAP',
});
/** Which booking a Stripe payment intent paid (written when its refund starts). */
export const paymentIntentKey = (paymentIntentId: string): ItemKey => ({
  pk: `PAYMENT_INTENT#${paymentIntentId}`,
  sk: 'BOOKING',
});
export const paymentEventKey = (eventId: string): ItemKey => ({
  pk: `PAYMENT_EVENT#${eventId}`,
  sk: 'EVENT',
});

export const creditPurchaseKey = (id: string): ItemKey => ({
  pk: `CREDIT_PURCHASE#${id}`,
  sk: 'CREDIT_PURCHASE',
});
export const creditPurchasePrefix = 'CREDIT_PURCHASE#';
export const creditPurchaseGsi2 = (userId: string, createdAt: string): Gsi2 => ({
  gsi2pk: userPartition(userId),
  gsi2sk: `${creditPurchasePrefix}${createdAt}`,
});

export const connectionKey = (connectionId: string): ItemKey => ({
  pk: `WS#${connectionId}`,
  sk: 'CONNECTION',
});
export const connectionGsi1 = (connectionId: string, connectedAt: string): Gsi1 => ({
  gsi1pk: lists.connections,
  gsi1sk: `${connectedAt}#${connectionId}`,
});

/** Lowercased, trimmed, inner whitespace collapsed: "  Vesterbro 1,  KBH " -> "vesterbro 1, kbh". */
export const normaliseGeocodeQuery = (query: string): string =>
  query.trim().toLowerCase().replace(/\s+/g, ' ');
export const geocodeKey = (query: string): ItemKey => ({
  pk: `GEOCODE#${normaliseGeocodeQuery(query)}`,
  sk: 'RESULT',
});

/**
 * The drive from one place to another (directed: the way back may differ), by their place
 * keys (`"lat,lon"` to 4 decimals, functions/geo/drive-times.ts).
 */
export const driveTimeKey = (fromKey: string, toKey: string): ItemKey => ({
  pk: `DRIVE#${fromKey}>${toKey}`,
  sk: 'DRIVE',
});

/**
 * A mail that follows a state change, written in the change's own transaction and sent by
 * the table's stream consumer (functions/capabilities/mails/outbox-delivery.ts). Its id says
 * which change it follows (`receipt#{number}`), so the same change never queues it twice.
 */
export const mailOutboxKey = (id: string): ItemKey => ({ pk: `MAIL#${id}`, sk: 'OUTBOX' });
export const mailOutboxPartition = 'OUTBOX_PENDING';
/**
 * Sparse: present only while the mail waits to be sent (or is being sent); sorted by when
 * the sweeper may take it (`due`: a new mail's grace, a lease's end, a retry's back-off).
 */
export const mailOutboxGsi2 = (id: string, dueAt: string): Gsi2 => ({
  gsi2pk: mailOutboxPartition,
  gsi2sk: `${dueAt}#${id}`,
});

/**
 * A push to the bookkeeping system (decision 0036) by its id: a document's voucher number
 * ('Bilagsnr.'), one per document, written with the document; or `ean-{invoice}` for an
 * invoice handed to e-conomic to send by EAN, one per Stripe invoice or credit note.
 */
export const bookkeepingPushKey = (id: number | string): ItemKey => ({
  pk: `PUSH#${id}`,
  sk: 'BOOKKEEPING_PUSH',
});
export const bookkeepingPendingPartition = 'BOOKKEEPING_PENDING';
export const bookkeepingFailedPartition = 'BOOKKEEPING_FAILED';
/**
 * Sparse: while the push waits (sorted by when the job may take it) or has failed (sorted by
 * voucher, for 'Prøv igen' and the overview's count; EAN invoices after the vouchers).
 */
export const bookkeepingPendingGsi2 = (id: number | string, dueAt: string): Gsi2 => ({
  gsi2pk: bookkeepingPendingPartition,
  gsi2sk: `${dueAt}#${id}`,
});
export const bookkeepingFailedGsi2 = (id: number | string): Gsi2 => ({
  gsi2pk: bookkeepingFailedPartition,
  gsi2sk: typeof id === 'number' ? String(id).padStart(10, '0') : id,
});
/** The EAN invoices handed to e-conomic in a month (Bogføring), by when they were issued. */
export const eanInvoicesGsi1 = (month: string, issuedAt: string, id: string): Gsi1 => ({
  gsi1pk: `EAN_INVOICES#${month}`,
  gsi1sk: `${issuedAt}#${id}`,
});
export const eanInvoicesPartition = (month: string) => `EAN_INVOICES#${month}`;
/** The bookkeeping connection as the table knows it (never the grant: that is a secret). */
export const bookkeepingConnectionKey: ItemKey = { pk: 'SETTINGS', sk: 'BOOKKEEPING' };

// ---- Firms (product §2 'Firma', decision 0035) ----

export const firmPartition = (firmId: string): string => `FIRM#${firmId}`;
export const firmKey = (firmId: string): ItemKey => ({ pk: firmPartition(firmId), sk: 'FIRM' });
export const firmGsi1 = (firmId: string, createdAt: string): Gsi1 => ({
  gsi1pk: lists.firms,
  gsi1sk: `${createdAt}#${firmId}`,
});
/** One firm per CVR number: the guard item every firm's creation puts on its condition. */
export const firmCvrGuardKey = (cvr: string): ItemKey => ({ pk: `FIRM_CVR#${cvr}`, sk: 'GUARD' });
/** A person's one membership: under the user, so a second firm's Put fails its condition. */
export const firmMembershipKey = (userId: string): ItemKey => ({
  pk: userPartition(userId),
  sk: 'FIRM',
});
/** A firm's members on gsi1, by user id. */
export const firmMembersPartition = (firmId: string): string => `FIRM_MEMBERS#${firmId}`;
export const firmMembershipGsi1 = (firmId: string, userId: string): Gsi1 => ({
  gsi1pk: firmMembersPartition(firmId),
  gsi1sk: userId,
});
export const firmInvitationPrefix = 'INVITE#';
export const firmInvitationKey = (firmId: string, email: string): ItemKey => ({
  pk: firmPartition(firmId),
  sk: `${firmInvitationPrefix}${normaliseEmail(email)}`,
});
/** A firm's monthly invoice, one per firm and month (the job's guard, decision 0035). */
export const firmMonthInvoicePrefix = 'MONTH_INVOICE#';
export const firmMonthInvoiceKey = (firmId: string, month: string): ItemKey => ({
  pk: firmPartition(firmId),
  sk: `${firmMonthInvoicePrefix}${month}`,
});
/** A firm's bookings, newest first: a link per booking, written in the booking's transaction. */
export const firmBookingPrefix = 'BOOKING#';
export const firmBookingKey = (firmId: string, createdAt: string, bookingId: string): ItemKey => ({
  pk: firmPartition(firmId),
  sk: `${firmBookingPrefix}${createdAt}#${bookingId}`,
});

export const seedMarkerKey: ItemKey = { pk: 'META', sk: 'SEED' };

/** Returns a copy of a stored item without its storage-only attributes. */
export function stripKeys<T>(item: Record<string, unknown>, alsoOmit: readonly string[] = []): T {
  const copy: Record<string, unknown> = { ...item };
  for (const name of storageAttributes) delete copy[name];
  for (const name of alsoOmit) delete copy[name];
  return copy as T;
}
