/**
 * API shapes of every entity of product §3 (docs/product.md), as the browser sees them.
 * Field names follow the specification (snake_case). Storage keys never leak here.
 */
import * as z from 'zod/mini';
import { paymentMethods, paymentStatuses } from '../domain/payment';
import { droneZoneNoticeSchema } from './drone-zone-notice';
import { weekdays } from '../domain/weekdays';

export const youtubeRef = /^youtube:[A-Za-z0-9_-]{11}$/;

export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  is_admin: z.boolean(),
  credits: z.number().check(z.int(), z.gte(0)),
  /** The name and number of the customer's last booking, to fill the next one (absent: none). */
  customer_name: z.optional(z.nullable(z.string())),
  /** '+45 12 34 56 78'. */
  customer_phone: z.optional(z.nullable(z.string())),
});
export type Profile = z.infer<typeof profileSchema>;

export const contentTypes = ['text', 'image', 'color'] as const;
export const siteContentSchema = z.object({
  id: z.string(),
  key: z.string(),
  type: z.enum(contentTypes),
  value: z.string(),
  description: z.string(),
  category: z.string(),
});
export type SiteContent = z.infer<typeof siteContentSchema>;

/**
 * A content entry as every visitor's first load needs it: the key, its type and a value that
 * is not blank (a missing entry shows the catalogue's Danish fallback, like a blank one).
 * The editor's description, category and id stay in `GET /api/content`.
 */
export const publicContentSchema = z.pick(siteContentSchema, {
  key: true,
  type: true,
  value: true,
});
export type PublicContent = z.infer<typeof publicContentSchema>;

export const productCategories = ['video', 'photo'] as const;
export const productLinkSchema = z.object({ title: z.string(), url: z.string() });
export const productSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  name: z.string(),
  description: z.string(),
  price: z.number().check(z.int(), z.gte(0)),
  category: z.enum(productCategories),
  images: z.array(z.string()),
  links: z.array(productLinkSchema).check(z.maxLength(4)),
  is_editing_included: z.boolean(),
  /**
   * What editing adds when the customer chooses it, in whole kroner (product §9); null:
   * editing is not offered. Ignored when the product includes editing.
   */
  editing_price: z.nullable(z.number().check(z.int(), z.positive())),
  /** How long the shoot takes, in minutes: whole 30-minute slots (product §4). */
  duration_minutes: z.number().check(z.int(), z.gte(30), z.lte(480)),
});
export type Product = z.infer<typeof productSchema>;

export const homeSectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  image_url: z.string(),
  is_active: z.boolean(),
  order_index: z.number().check(z.int(), z.gte(0)),
});
export type HomeSection = z.infer<typeof homeSectionSchema>;

export const reactions = ['like', 'dislike'] as const;
export type Reaction = (typeof reactions)[number];
export const portfolioItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  image_url: z.string(),
  likes: z.number().check(z.int(), z.gte(0)),
  dislikes: z.number().check(z.int(), z.gte(0)),
  created_at: z.string(),
  user_reaction: z.enum(['like', 'dislike', 'none']),
});
export type PortfolioItem = z.infer<typeof portfolioItemSchema>;

export const ratingSchema = z.object({
  id: z.string(),
  booking_id: z.string(),
  user_id: z.string(),
  rating: z.number().check(z.gte(1), z.lte(5)),
  comment: z.nullable(z.string()),
  images: z.nullable(z.array(z.string())),
  product_name: z.string(),
  created_at: z.string(),
});
export type Rating = z.infer<typeof ratingSchema>;

export const zoneSchema = z.object({
  id: z.string(),
  name: z.string(),
  center_address: z.string(),
  radius_km: z.number().check(z.gte(1), z.lte(100)),
  is_active: z.boolean(),
  created_at: z.string(),
  /** Geocoded once when the zone is saved. */
  center_lat: z.nullable(z.number()),
  center_lon: z.nullable(z.number()),
});
export type Zone = z.infer<typeof zoneSchema>;

export { weekdays, type Weekday } from '../domain/weekdays';
export const hhmm = /^([01]\d|2[0-3]):[0-5]\d$/;
export const isoDate = /^\d{4}-\d{2}-\d{2}$/;

export const scheduleSchema = z.object({
  id: z.string(),
  type: z.enum(['weekly', 'specific_date']),
  day_name: z.nullable(z.enum(weekdays)),
  date_override: z.nullable(z.string().check(z.regex(isoDate))),
  start_time: z.string().check(z.regex(hhmm)),
  end_time: z.string().check(z.regex(hhmm)),
  is_enabled: z.boolean(),
  reason: z.nullable(z.string()),
  priority: z.number().check(z.int(), z.gte(0), z.lte(100)),
});
export type Schedule = z.infer<typeof scheduleSchema>;

export {
  paymentMethods,
  paymentStatuses,
  type PaymentMethod,
  type PaymentStatus,
} from '../domain/payment';

/** A booking invoice's state as Stripe reports it (payment_failed: its last attempt failed). */
export const invoiceStatuses = ['open', 'paid', 'payment_failed', 'void', 'uncollectible'] as const;

/** A cancelled card booking's refund, as the booking records it. */
export const refundStatuses = ['requested', 'pending', 'refunded', 'failed'] as const;

/**
 * Why an address gets no more mail from us: SES reported it undeliverable (a hard bounce) or
 * its owner marked our mail as spam (a complaint).
 */
export const mailProblemReasons = ['bounce', 'complaint'] as const;
export type MailProblemReason = (typeof mailProblemReasons)[number];

/**
 * The last weather check of an upcoming paid booking (issue 32): the forecast's worst hour of
 * the shoot against the owner's limits, or `unavailable` when the forecast service failed.
 */
export const bookingWeatherSchema = z.object({
  checked_at: z.string(),
  status: z.enum(['ok', 'too_windy', 'rain', 'unavailable']),
  /** Mean wind and gusts at 10 m (m/s), rain in an hour (mm); null when unavailable. */
  wind: z.nullable(z.number()),
  gust: z.nullable(z.number()),
  precipitation: z.nullable(z.number()),
  /** The hours read, `{from}/{to}` (UTC ISO). */
  window: z.string(),
});
export type BookingWeather = z.infer<typeof bookingWeatherSchema>;

/**
 * What a firm booking carries of its firm (product §2 'Firma'), frozen at booking: its receipts,
 * invoices and credit notes name these.
 */
export const bookingFirmSchema = z.object({
  id: z.string(),
  name: z.string(),
  cvr: z.string(),
  address: z.string(),
  ean: z.nullable(z.string()),
  /** The booking's reference, or the firm's standing reference (null: none). */
  reference: z.nullable(z.string()),
});
export type BookingFirm = z.infer<typeof bookingFirmSchema>;

/** The owner's 'Bed om ny tid' on a booking and the customer's answer (decision 0039). */
export const rescheduleRequestSchema = z.object({
  reason: z.string(),
  requested_at: z.string(),
  /** The link in the mails works until then (ISO). */
  expires_at: z.string(),
  /** The reminder mailed 24 hours after the request when still unanswered (ISO). */
  reminded_at: z.optional(z.string()),
  /** The customer's answer: moved (to `date` at `time`) or cancelled; absent: not yet. */
  answer: z.optional(
    z.object({
      kind: z.enum(['moved', 'cancelled']),
      at: z.string(),
      date: z.optional(z.string().check(z.regex(isoDate))),
      time: z.optional(z.string().check(z.regex(hhmm))),
      /**
       * Moved by another route while the request was open, which closed it: 'owner' (the
       * owner's 'Flyt') or 'customer' (the customer's own move); absent: through the link.
       */
      moved_by: z.optional(z.enum(['owner', 'customer'])),
    }),
  ),
});
export type RescheduleRequest = z.infer<typeof rescheduleRequestSchema>;

export const bookingSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  user_email: z.string(),
  /** Who the pilot calls on the day (absent or null: booked before they were asked for). */
  customer_name: z.optional(z.nullable(z.string())),
  /** '+45 12 34 56 78'. */
  customer_phone: z.optional(z.nullable(z.string())),
  product_id: z.number().check(z.int()),
  product_name: z.string(),
  booking_date: z.string().check(z.regex(isoDate)),
  booking_time: z.string().check(z.regex(hhmm)),
  address: z.string(),
  /**
   * 'Adgangsforhold': gate code, parking, who to ask for (absent or null: none given). Shown
   * to the owner beside the address, never part of it.
   */
  access_notes: z.optional(z.nullable(z.string())),
  /** The number a person reads aloud ('B-1042'), unique, given at booking; absent on older ones. */
  booking_number: z.optional(z.nullable(z.number().check(z.int(), z.positive()))),
  include_editing: z.boolean(),
  payment_status: z.enum(paymentStatuses),
  payment_method: z.nullable(z.enum(paymentMethods)),
  payment_intent_id: z.nullable(z.string()),
  discount_code_id: z.nullable(z.string()),
  discount_amount: z.number().check(z.int(), z.gte(0)),
  original_price: z.number().check(z.int(), z.gte(0)),
  price: z.number().check(z.int(), z.gte(0)),
  credits_used: z.number().check(z.int(), z.gte(0)),
  is_completed: z.boolean(),
  deleted_at: z.nullable(z.string()),
  zip_file_url: z.nullable(z.string()),
  created_at: z.string(),
  /** The Stripe invoice of a booking paid by invoice (absent for other methods). */
  invoice: z.optional(
    z.nullable(
      z.object({
        id: z.string(),
        number: z.nullable(z.string()),
        /** YYYY-MM-DD. */
        due_date: z.nullable(z.string()),
        status: z.enum(invoiceStatuses),
        /** Stripe's hosted invoice page, where the customer pays by card or MobilePay. */
        url: z.nullable(z.string()),
        /** Kroner incl. moms, and the moms in it (25 %), in øre for exactness. */
        amount_ore: z.number().check(z.int(), z.gte(0)),
        moms_ore: z.number().check(z.int(), z.gte(0)),
      }),
    ),
  ),
  /** When the customer cancelled (absent or null: not cancelled). */
  cancelled_at: z.optional(z.nullable(z.string())),
  /** Booked for the booker's firm (product §2 'Firma'; absent: a private booking). */
  firm: z.optional(bookingFirmSchema),
  /** The slot a booking was last moved from, and when (absent or null: never moved). */
  rescheduled_from: z.optional(
    z.nullable(
      z.object({
        date: z.string().check(z.regex(isoDate)),
        time: z.string().check(z.regex(hhmm)),
        at: z.string(),
      }),
    ),
  ),
  /** The calendar event's SEQUENCE (RFC 5545): 0 at booking, one more per move or cancel. */
  calendar_sequence: z.optional(z.number().check(z.int(), z.gte(0))),
  /**
   * The card refund of a cancelled booking: requested (ours, before Stripe answered),
   * pending (Stripe has it), refunded (only from the signed charge.refunded event), failed.
   */
  refund: z.optional(
    z.nullable(
      z.object({
        id: z.nullable(z.string()),
        status: z.enum(refundStatuses),
        amount: z.number().check(z.int(), z.gte(0)),
      }),
    ),
  ),
  /** How long the shoot takes (the product's length when booked); 30 for older bookings. */
  duration_minutes: z.number().check(z.int(), z.gte(30), z.lte(480)),
  /** Where the shoot is, as geocoded at booking (null when unknown). */
  shoot_lat: z.optional(z.nullable(z.number())),
  shoot_lon: z.optional(z.nullable(z.number())),
  /** The receipt's number (given once, when the booking is paid) and when it was issued. */
  receipt_number: z.optional(z.nullable(z.number().check(z.int(), z.positive()))),
  receipt_issued_at: z.optional(z.nullable(z.string())),
  /**
   * The prices as sold, frozen when the booking is created, so its receipt and credit notes
   * are rebuilt from the booking alone whatever the catalogue says later (kroner incl. moms;
   * absent on older bookings, whose documents fall back to the product's rule).
   */
  sold: z.optional(
    z.object({
      product_price: z.number().check(z.int(), z.gte(0)),
      /** What editing added (0 when not chosen or included in the product). */
      editing_price: z.number().check(z.int(), z.gte(0)),
      editing_included: z.boolean(),
      discount: z.number().check(z.int(), z.gte(0)),
      /** The discount code's text as typed, normalised (null: no code). */
      discount_code: z.nullable(z.string()),
      credits: z.number().check(z.int(), z.gte(0)),
    }),
  ),
  /** The credit notes issued against the receipt (oldest first; absent: none). */
  credit_note_numbers: z.optional(z.array(z.number().check(z.int(), z.positive()))),
  /** The money credited so far by those credit notes (øre incl. moms, ≥ 0). */
  credited_ore: z.optional(z.number().check(z.int(), z.gte(0))),
  /** The credits given back by a credit note (0 or absent: none). */
  credited_credits: z.optional(z.number().check(z.int(), z.gte(0))),
  /** When the customer accepted the terms of trade (ISO); absent on older bookings. */
  terms_accepted_at: z.optional(z.string()),
  /**
   * A mail about this booking did not reach the customer: SES reported the address
   * undeliverable (`bounce`) or the customer marked it as spam (`complaint`), or it could not
   * be sent at all (`send_failed`). The owner calls instead (absent or null: none known).
   */
  mail_problem: z.optional(
    z.nullable(
      z.object({
        reason: z.enum([...mailProblemReasons, 'send_failed']),
        at: z.string(),
      }),
    ),
  ),
  /**
   * 'Betaling før download' (decision 0041): the owner's choice for this booking, locked until
   * paid or open (absent or null: as its firm says). Ask booking-lifecycle/downloads.ts.
   */
  download_payment: z.optional(z.nullable(z.enum(['required', 'not_required']))),
  /** The weather check before the shoot (absent: not checked yet). */
  weather: z.optional(z.nullable(bookingWeatherSchema)),
  /** The drone zone the address lay in when booked (absent or null: none). */
  drone_zone: z.optional(z.nullable(droneZoneNoticeSchema)),
  /** The owner has Trafikstyrelsen's permit for the zone ('Tilladelse modtaget'). */
  permit_received: z.optional(z.boolean()),
  /**
   * The owner asked the customer to choose a new time ('Bed om ny tid', issue 44, decision
   * 0039): the reason, when, until when the link works, the reminder, and the answer (absent
   * or null: never asked). The booking keeps its slot until the customer answers.
   */
  reschedule_request: z.optional(z.nullable(rescheduleRequestSchema)),
  /**
   * The owner's lists only, worked out when read (never stored): a booking still to be flown
   * whose time the booking hours no longer hold (a closed day, changed hours).
   */
  outside_hours: z.optional(z.boolean()),
});
export type Booking = z.infer<typeof bookingSchema>;
export type BookingSold = NonNullable<Booking['sold']>;
export type BookingMailProblem = NonNullable<Booking['mail_problem']>;
export type BookingInvoice = NonNullable<Booking['invoice']>;

export const discountCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string(),
  discount_type: z.enum(['percentage', 'fixed']),
  discount_value: z.number().check(z.int(), z.positive()),
  min_order_amount: z.number().check(z.int(), z.gte(0)),
  max_uses: z.nullable(z.number().check(z.int(), z.gte(1))),
  current_uses: z.number().check(z.int(), z.gte(0)),
  is_active: z.boolean(),
  valid_until: z.nullable(z.string()),
  /** Only on the customer's first booking (a customer with no booking that still stands). */
  first_booking_only: z.boolean(),
  created_at: z.string(),
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;

export const subscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  created_at: z.string(),
  /**
   * Set when SES reported a hard bounce or a complaint for the address: the newsletter skips
   * it, and the admin's list says why (absent or null: mailed as usual).
   */
  suppressed: z.optional(
    z.nullable(z.object({ reason: z.enum(mailProblemReasons), at: z.string() })),
  ),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

export const newsletterSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The subject the owner gave it (absent or null: the template's, with the title). */
  subject: z.optional(z.nullable(z.string())),
  content: z.string(),
  sent_at: z.nullable(z.string()),
  /** When it goes out (ISO); the scheduled sender sends it at the first run after this. */
  scheduled_at: z.nullable(z.string()),
  /** The template it is rendered with; null for the default look. */
  template_id: z.nullable(z.string()),
  /** Mails sent, once it has gone out. */
  sent_count: z.nullable(z.number().check(z.int(), z.gte(0))),
});
export type Newsletter = z.infer<typeof newsletterSchema>;

export const templateDataSchema = z.object({
  subject: z.string(),
  header: z.string(),
  body: z.string(),
  footer: z.string(),
  colors: z.object({
    primary: z.string(),
    secondary: z.string(),
    background: z.string(),
    text: z.string(),
  }),
});
export const newsletterTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  template_data: templateDataSchema,
});
export type NewsletterTemplate = z.infer<typeof newsletterTemplateSchema>;

export const externalImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  filename: z.string(),
  size: z.number().check(z.int(), z.gte(0)),
  created_by: z.string(),
  created_at: z.string(),
});
export type ExternalImage = z.infer<typeof externalImageSchema>;
