/** `GET /api/me/data`: everything the site keeps about the signed-in customer (GDPR 15, 20). */
import * as z from 'zod/mini';
import { coverageRequestSchema } from './coverage-requests';
import { bookingSchema, profileSchema, ratingSchema, subscriberSchema } from './entities';
import {
  creditNoteSchema,
  creditsCreditNoteSchema,
  creditsReceiptSchema,
  receiptSchema,
} from './receipt';

export const myDataSchema = z.object({
  exported_at: z.string(),
  profile: profileSchema,
  bookings: z.array(bookingSchema),
  /** The receipts of the customer's paid bookings. */
  receipts: z.array(receiptSchema),
  /** The credit notes of their cancelled or refunded bookings. */
  credit_notes: z.array(creditNoteSchema),
  /** The receipts of their credit purchases. */
  credits_receipts: z.array(creditsReceiptSchema),
  /** The credit notes of their credit purchases refunded. */
  credits_credit_notes: z.array(creditsCreditNoteSchema),
  ratings: z.array(ratingSchema),
  portfolio_reactions: z.array(z.object({ portfolio_item_id: z.string(), reaction: z.string() })),
  credit_purchases: z.array(
    z.object({
      id: z.string(),
      credits: z.number(),
      price: z.number(),
      status: z.string(),
      created_at: z.string(),
      paid_at: z.nullable(z.string()),
    }),
  ),
  newsletter_subscription: z.nullable(subscriberSchema),
  /** Asked to be told when an address is covered (by the account's e-mail). */
  coverage_requests: z.array(coverageRequestSchema),
});
export type MyData = z.infer<typeof myDataSchema>;
