/**
 * The owner's private calendars (decision 0038): the addresses pasted in Indstillinger, what
 * their last fetch said, and their busy times for the week view (times only: no titles are
 * ever stored).
 */
import * as z from 'zod/mini';
import { privateCalendarTexts as t } from '../texts/private-calendars';

export const maxPrivateCalendars = 10;

export const privateCalendarBodySchema = z.strictObject({
  url: z
    .string({ error: t.urlRequired })
    .check(z.trim(), z.minLength(1, t.urlRequired), z.maxLength(2000, t.urlTooLong)),
});
export type PrivateCalendarBody = z.infer<typeof privateCalendarBodySchema>;

export const privateCalendarViewSchema = z.object({
  id: z.string(),
  /** The address with its secret part hidden ('https://calendar.google.com/…/basic.ics'). */
  address: z.string(),
  last_success_at: z.nullable(z.string()),
  /** Why the last fetch failed, in Danish (null: it succeeded). */
  error: z.nullable(z.string()),
  skipped_events: z.number().check(z.int(), z.gte(0)),
  busy_count: z.number().check(z.int(), z.gte(0)),
});
export type PrivateCalendarView = z.infer<typeof privateCalendarViewSchema>;

export const privateCalendarListSchema = z.array(privateCalendarViewSchema);

export const privateBusySchema = z.array(z.object({ start: z.string(), end: z.string() }));
export type PrivateBusy = z.infer<typeof privateBusySchema>;
