/** 'Bed om ny tid' (issue 44, decision 0039): the owner's request, the link's query, the view. */
import * as z from 'zod/mini';
import { bookingSchema, isoDate, rescheduleRequestSchema } from './entities';
import { rescheduleReasonMaxLength } from '../domain/booking-lifecycle/reschedule-request';
import { fillText } from '../texts/fill';
import { rescheduleRequestTexts as t } from '../texts/reschedule-request';

const tooLong = fillText(t.reasonTooLong, { max: rescheduleReasonMaxLength });

/** `POST /api/admin/reschedule-requests`: the reason, and one booking or every booking of a day. */
export const rescheduleAskBodySchema = z.strictObject({
  reason: z
    .string({ error: t.reasonRequired })
    .check(
      z.trim(),
      z.minLength(1, t.reasonRequired),
      z.maxLength(rescheduleReasonMaxLength, tooLong),
    ),
  booking_id: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  date: z.optional(z.string({ error: t.dateRequired }).check(z.regex(isoDate, t.dateRequired))),
});
export type RescheduleAskBody = z.infer<typeof rescheduleAskBodySchema>;

/** The bookings asked (as stored afterwards), how many of the day's were left out, and what to say. */
export const rescheduleAskResultSchema = z.object({
  asked: z.array(bookingSchema),
  skipped: z.number().check(z.int(), z.gte(0)),
  message: z.string(),
});
export type RescheduleAskResult = z.infer<typeof rescheduleAskResultSchema>;

const linkPart = z
  .string({ error: t.invalidLink })
  .check(z.minLength(1, t.invalidLink), z.maxLength(200, t.invalidLink));

/** The query of the signed link (`/new-time?booking=&expires=&sig=`). */
export const rescheduleLinkQuerySchema = z.object({ expires: linkPart, sig: linkPart });
export type RescheduleLinkQuery = z.infer<typeof rescheduleLinkQuerySchema>;

/** What the link shows: the booking and the owner's request (with the answer once given). */
export const rescheduleRequestViewSchema = z.object({
  booking: bookingSchema,
  request: rescheduleRequestSchema,
});
export type RescheduleRequestView = z.infer<typeof rescheduleRequestViewSchema>;
