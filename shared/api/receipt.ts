/**
 * A paid booking's receipt (kvittering), `GET /api/me/bookings/{id}/receipt`: its gap-free
 * number, and what it said when it was issued, frozen then (the business's name, address and
 * CVR from the settings of that moment, the lines, the total incl. 25 % moms and the moms).
 */
import * as z from 'zod';
import { paymentMethods } from '../domain/payment';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const hhmm = /^\d{2}:\d{2}$/;

export const receiptLineSchema = z.object({
  description: z.string(),
  /** Øre incl. moms; negative for discount and credits. */
  amount_ore: z.number().int(),
});

export const receiptSchema = z.object({
  /** 1, 2, 3, ...: one counter, no number skipped or used twice. */
  receipt_number: z.number().int().positive(),
  booking_id: z.string(),
  /** When it was issued (ISO 8601, UTC). */
  issued_at: z.string(),
  business: z.object({ name: z.string(), address: z.string(), cvr: z.string() }),
  customer_email: z.string(),
  product_name: z.string(),
  booking_date: z.string().regex(isoDate),
  booking_time: z.string().regex(hhmm),
  address: z.string(),
  payment_method: z.enum(paymentMethods).nullable(),
  lines: z.array(receiptLineSchema),
  /** The amount paid incl. moms, and the moms in it (total × 25 / 125), in øre. */
  total_ore: z.number().int().min(0),
  moms_ore: z.number().int().min(0),
});
export type Receipt = z.infer<typeof receiptSchema>;
