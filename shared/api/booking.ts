/**
 * The booking and payment calls of a customer: checking a slot and address again on the
 * payment page, validating a discount code, and creating a booking. The server computes every
 * price itself (shared/domain/pricing.ts); amounts sent by the browser are ignored.
 */
import * as z from 'zod/mini';
import { referenceSchema } from './firm';
import { addressSchema, coverageCheckSchema } from './coverage';
import { droneZoneNoticeSchema } from './drone-zone-notice';
import { bookingSchema, hhmm, isoDate } from './entities';
import { bookingTexts } from '../texts/booking';
import { termsTexts } from '../texts/terms';
import { contactDetailsTexts } from '../texts/contact-details';
import { validationTexts } from '../texts/validation';
import {
  customerNameMaxLength,
  customerNameMinLength,
  normaliseCustomerPhone,
  phoneInputMaxLength,
} from '../domain/danish-phone';
import {
  accessNotesMaxLength,
  accessNotesProblem,
  cleanAccessNotes,
} from '../domain/address-rules';
import { addressTexts } from '../texts/address';
import { fillText } from '../texts/fill';

const { discountCodeRequired, slotRequired } = bookingTexts;

const productId = z.number().check(z.int(), z.positive());
const bookingDate = z.string({ error: slotRequired }).check(z.regex(isoDate, slotRequired));
const bookingTime = z.string({ error: slotRequired }).check(z.regex(hhmm, slotRequired));
const address = addressSchema;

/** `POST /api/bookings/check`: is the slot still free and the address covered? */
export const bookingCheckBodySchema = z.object({
  product_id: productId,
  booking_date: bookingDate,
  booking_time: bookingTime,
  address,
});
export type BookingCheckBody = z.infer<typeof bookingCheckBodySchema>;

export const bookingCheckSchema = z.object({
  /** Inside the schedule, free for the product's length and flyable (product §4). */
  slot_available: z.boolean(),
  /** Why not, in Danish (null when available). */
  slot_message: z.nullable(z.string()),
  /** The coverage of the address; null when it could not be validated. */
  coverage: z.nullable(coverageCheckSchema),
  /** The drone zone the shoot lies in (null: none): the payment page names its permit. */
  drone_zone: z.optional(z.nullable(droneZoneNoticeSchema)),
});
export type BookingCheck = z.infer<typeof bookingCheckSchema>;

/** `POST /api/discount-codes/validate`: the order amount is computed by the server. */
export const discountValidateBodySchema = z.object({
  code: z.pipe(
    z
      .string({ error: discountCodeRequired })
      .check(z.trim(), z.minLength(1, discountCodeRequired), z.maxLength(50)),
    z.transform((c) => c.toUpperCase()),
  ),
  product_id: productId,
  include_editing: z._default(z.boolean(), false),
});
export type DiscountValidateBody = z.infer<typeof discountValidateBodySchema>;

/** product §3 "Discount validation result", plus the normalised code. */
export const discountValidationSchema = z.object({
  is_valid: z.boolean(),
  code: z.string(),
  discount_amount: z.number().check(z.int(), z.gte(0)),
  discount_code_id: z.nullable(z.string()),
  error_message: z.nullable(z.string()),
});
export type DiscountValidation = z.infer<typeof discountValidationSchema>;

/** The customer's name as typed: trimmed, 2–100 visible characters (product §5 'Booking'). */
export const customerNameSchema = z.string({ error: contactDetailsTexts.nameRequired }).check(
  z.trim(),
  z.minLength(customerNameMinLength, contactDetailsTexts.nameRequired),
  z.maxLength(customerNameMaxLength, contactDetailsTexts.nameRequired),
  z.refine(
    (text) => !/[\p{Cc}\p{Cf}\p{Co}\p{Cs}\u2028\u2029]/u.test(text),
    validationTexts.invalidCharacters,
  ),
);

/** 'Adgangsforhold' as typed: optional, several lines, at most 500 characters; '' is none. */
export const accessNotesSchema = z.pipe(
  z.string().check(
    z.refine((text) => text.trim().length <= accessNotesMaxLength, {
      error: fillText(addressTexts.accessNotesTooLong, { max: accessNotesMaxLength }),
      abort: true,
    }),
    z.refine(
      (text) => accessNotesProblem(text) === null,
      addressTexts.accessNotesInvalidCharacters,
    ),
  ),
  z.transform((text: string) => cleanAccessNotes(text)),
);

/**
 * A number as typed: Danish (8 digits, +45 or 0045 optional, spaces), stored '+45 12 34 56 78';
 * foreign with its country code, stored in E.164 ('+46701234567').
 */
export const customerPhoneSchema = z.pipe(
  z
    .string({ error: contactDetailsTexts.phoneInvalid })
    .check(z.maxLength(phoneInputMaxLength, contactDetailsTexts.phoneInvalid)),
  z.transform((text, ctx) => {
    const phone = normaliseCustomerPhone(text);
    if (phone === null) {
      ctx.issues.push({ code: 'custom', message: contactDetailsTexts.phoneInvalid, input: text });
      return z.NEVER;
    }
    return phone;
  }),
);

export const creditModes = ['none', 'all', 'custom'] as const;

/** `POST /api/bookings`: no prices here; the server computes them. */
export const createBookingBodySchema = z.object({
  product_id: productId,
  booking_date: bookingDate,
  booking_time: bookingTime,
  address,
  include_editing: z._default(z.boolean(), false),
  discount_code: z.nullish(z.string().check(z.trim(), z.maxLength(50))),
  /** Credits the customer wants to use; capped at min(balance, amount after discount). */
  credits_to_use: z._default(z.number().check(z.int(), z.gte(0)), 0),
  payment_method: z.enum(['card', 'invoice', 'cash', 'credits']),
  /** The customer ticked 'Jeg har læst og accepterer handelsbetingelserne' (product §5). */
  terms_accepted: z.literal(true, { error: termsTexts.required }),
  /** Who the pilot calls on the day; kept on the booking and the profile for next time. */
  customer_name: customerNameSchema,
  customer_phone: customerPhoneSchema,
  /** Directions for the pilot, kept beside the address (issue 40). */
  access_notes: z.optional(z.nullable(accessNotesSchema)),
  /** Book for the caller's firm rather than privately (product §2 'Firma'; the server checks membership). */
  for_firm: z.optional(z.boolean()),
  /** The firm booking's reference (case number, the listing's address); on its documents. */
  reference: referenceSchema,
});
export type CreateBookingBody = z.infer<typeof createBookingBodySchema>;

export const createdBookingSchema = z.object({
  booking: bookingSchema,
  /** Card bookings with an amount to pay: the checkout page to send the browser to. */
  checkout_url: z.nullable(z.string()),
  /** The Danish success text to show (product §8), e.g. for cash or credits. */
  message: z.string(),
});
export type CreatedBooking = z.infer<typeof createdBookingSchema>;

/**
 * `GET /api/me/bookings/{id}/calendar`: the caller's own booking as an iCalendar file, the
 * same event as the confirmation mail's attachment; the browser saves it as a file.
 */
export const bookingCalendarSchema = z.object({
  file_name: z.string(),
  /** text/calendar (RFC 5545), CRLF line ends. */
  content: z.string(),
});
export type BookingCalendar = z.infer<typeof bookingCalendarSchema>;
