/**
 * The owner's calendar feed (decision 0038): the private subscription address the owner makes
 * and renews in Indstillinger (`/api/admin/calendar-feed`), and the feed itself
 * (`GET /api/calendar-feed/{token}`, RFC 5545 text). Only the token's hash is stored, so the
 * address is answered once, when it is made.
 */
import * as z from 'zod/mini';

export const calendarFeedStateSchema = z.object({
  /** When the current address was made (ISO); null: none yet. */
  renewed_at: z.nullable(z.string()),
});
export type CalendarFeedState = z.infer<typeof calendarFeedStateSchema>;

export const calendarFeedAddressSchema = z.object({
  renewed_at: z.string(),
  /** https://…/api/calendar-feed/{token}.ics (Google Calendar, Outlook). */
  https_url: z.string(),
  /** The same as webcal:// (Apple's calendars open it as a subscription). */
  webcal_url: z.string(),
});
export type CalendarFeedAddress = z.infer<typeof calendarFeedAddressSchema>;

/** The feed answers text/calendar, not JSON: the route's 2xx body is that text. */
export const calendarFeedFileSchema = z.string();

/** The feed's address on a site, both ways a calendar app may want it. */
export function calendarFeedUrls(siteUrl: string, token: string) {
  const https = new URL(`/api/calendar-feed/${token}.ics`, siteUrl).toString();
  return { https_url: https, webcal_url: https.replace(/^https?:/, 'webcal:') };
}
