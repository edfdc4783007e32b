/** Schemas of the admin panel's overview and bookings routes (group `admin`). */
import * as z from 'zod/mini';
import { adminBookingTexts } from '../texts/admin-bookings';
import { bookingSchema, paymentMethods, paymentStatuses } from './entities';

/** `GET /api/admin/overview`: the figures of product §2 'Overview', computed by the server. */
export const adminOverviewSchema = z.object({
  bookings: z.object({
    total: z.number().check(z.int(), z.gte(0)),
    completed: z.number().check(z.int(), z.gte(0)),
    /**
     * Neither completed nor cancelled (a paid booking not yet completed counts as pending,
     * product §4).
     */
    pending: z.number().check(z.int(), z.gte(0)),
    /** Cancelled (by the customer or the owner). */
    cancelled: z.number().check(z.int(), z.gte(0)),
    /** Kroner of bookings that count as paid: not cancelled, not refunded (`countsAsPaid`). */
    revenue: z.number().check(z.int(), z.gte(0)),
  }),
  products: z.number().check(z.int(), z.gte(0)),
  portfolio_images: z.number().check(z.int(), z.gte(0)),
  subscribers: z.number().check(z.int(), z.gte(0)),
  ratings: z.object({
    count: z.number().check(z.int(), z.gte(0)),
    /** To one decimal; null without reviews. */
    average: z.nullable(z.number()),
  }),
  latest_bookings: z.array(
    // With what the status badge needs (shared/domain/booking-status.ts).
    z.pick(bookingSchema, {
      id: true,
      product_name: true,
      user_email: true,
      price: true,
      created_at: true,
      booking_date: true,
      booking_time: true,
      payment_status: true,
      payment_method: true,
      credits_used: true,
      is_completed: true,
      cancelled_at: true,
      refund: true,
      invoice: true,
    }),
  ),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

const bookingLink = z.string().check(
  z.trim(),
  z.maxLength(2000),
  z.refine((url) => /^https?:\/\//i.test(url), { message: adminBookingTexts.linkMustBeHttps }),
);

/**
 * `PATCH /api/admin/bookings/{id}`: the edit form of product §4: the payment status (any of the
 * four), the method, and the delivery (a pasted link, an uploaded file's key, or null to
 * remove it).
 */
export const adminBookingPatchSchema = z.strictObject({
  payment_status: z.optional(z.enum(paymentStatuses)),
  payment_method: z.optional(z.nullable(z.enum(paymentMethods))),
  zip_file_url: z.optional(z.nullable(bookingLink)),
  /** The key answered by the delivery upload, once the file is in the bucket. */
  delivery_key: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(300))),
  /** Deliver the booking's gallery: the mail links to its page (an empty gallery: 409). */
  deliver_gallery: z.optional(z.boolean()),
  /**
   * A delivery (with its rating link) before the shoot has started is sent only when the owner
   * confirmed it, having been told the booking and its time (409 `delivery_before_shoot`).
   */
  deliver_before_shoot: z.optional(z.boolean()),
});
export type AdminBookingPatch = z.infer<typeof adminBookingPatchSchema>;

/**
 * The answer to a booking change: the booking, and the completion mail: sent (queued in the
 * outbox with the change; one that cannot be sent shows on the booking as its
 * `mail_problem`), or none (the delivery did not change).
 */
export const adminBookingAnswerSchema = z.object({
  booking: bookingSchema,
  completion_mail: z.enum(['sent', 'none']),
});
export type AdminBookingAnswer = z.infer<typeof adminBookingAnswerSchema>;

// In modules of their own, so the public functions that use them do not carry the admin's
// schemas and texts (docs/decisions/0022).
export { deliveryLinkQuerySchema } from './delivery-link';
export {
  startedUploadSchema,
  uploadRequestSchema,
  type StartedUploadAnswer,
  type UploadRequestBody,
} from './uploads';
