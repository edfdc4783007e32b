/** Moving and cancelling a booking (issue 17): bodies, the signed link's query, and answers. */
import * as z from 'zod/mini';
import { bookingSchema, hhmm, isoDate } from './entities';
import { bookingTexts } from '../texts/booking';
import { bookingChangeTexts } from '../texts/booking-changes';

const { slotRequired } = bookingTexts;

/** `POST …/reschedule`: the new slot. */
export const rescheduleBodySchema = z.strictObject({
  booking_date: z.string({ error: slotRequired }).check(z.regex(isoDate, slotRequired)),
  booking_time: z.string({ error: slotRequired }).check(z.regex(hhmm, slotRequired)),
});
export type RescheduleBody = z.infer<typeof rescheduleBodySchema>;

/** The booking after the change, and what to tell the customer. */
export const bookingChangeResultSchema = z.object({
  booking: bookingSchema,
  message: z.string(),
});
export type BookingChangeResult = z.infer<typeof bookingChangeResultSchema>;

/** The signature of the manage link in the booking mails (`/manage-booking?booking=&sig=`). */
export const bookingLinkQuerySchema = z.object({
  sig: z
    .string({ error: bookingChangeTexts.invalidLink })
    .check(
      z.minLength(1, bookingChangeTexts.invalidLink),
      z.maxLength(200, bookingChangeTexts.invalidLink),
    ),
});
export type BookingLinkQuery = z.infer<typeof bookingLinkQuerySchema>;

/** What the manage link shows: the booking and the cut-off that applies to it. */
export const bookingLinkViewSchema = z.object({
  booking: bookingSchema,
  cancellation_cutoff_hours: z.number().check(z.int(), z.gte(0)),
});
export type BookingLinkView = z.infer<typeof bookingLinkViewSchema>;
