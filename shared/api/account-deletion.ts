/** `POST /api/me/delete` ('Slet min konto', GDPR article 17): the body and the answer. */
import * as z from 'zod/mini';
import { accountDeletionTexts as t } from '../texts/account-deletion';

/** The customer confirms in so many words: a request without it deletes nothing. */
export const accountDeletionBodySchema = z.strictObject({
  confirm: z.literal(true, { error: t.confirmRequired }),
});
export type AccountDeletionBody = z.infer<typeof accountDeletionBodySchema>;

export const accountDeletionSchema = z.object({
  message: z.string(),
  /** Future bookings this deletion cancelled. */
  cancelled_bookings: z.number().check(z.int(), z.gte(0)),
  /** Card refunds it started at Stripe (refunded once Stripe's signed event arrives). */
  refunds_started: z.number().check(z.int(), z.gte(0)),
});
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;
