/** Moving and cancelling a booking (issue 17): bodies and answers. */
import { z } from 'zod';
import { bookingSchema, hhmm, isoDate } from './entities';
import { bookingTexts } from '../texts/booking';

const { slotRequired } = bookingTexts;

/** `POST /api/me/bookings/{id}/reschedule`: the new slot. */
export const rescheduleBodySchema = z
  .object({
    booking_date: z.string({ error: slotRequired }).regex(isoDate, slotRequired),
    booking_time: z.string({ error: slotRequired }).regex(hhmm, slotRequired),
  })
  .strict();
export type RescheduleBody = z.infer<typeof rescheduleBodySchema>;

/** The booking after the change, and what to tell the customer. */
export const bookingChangeResultSchema = z.object({
  booking: bookingSchema,
  message: z.string(),
});
export type BookingChangeResult = z.infer<typeof bookingChangeResultSchema>;
