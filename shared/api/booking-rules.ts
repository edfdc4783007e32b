/** The booking rules every visitor may know (a module of its own: docs/decisions/0022). */
import * as z from 'zod/mini';

/** What every visitor may know: the cut-off and the notice stated at booking time. */
export const bookingRulesSchema = z.object({
  cancellation_cutoff_hours: z.number().check(z.int()),
  min_notice_hours: z.number().check(z.int()),
  allow_after_sunset: z.boolean(),
});
export type BookingRules = z.infer<typeof bookingRulesSchema>;
