/**
 * Indstillinger → 'Bookinger i din kalender' (decision 0038): whether the owner has a feed
 * address, and a new one (the old one answers 404 from then on). The address is answered
 * only here, once: the store keeps only its token's hash.
 */
import { calendarFeedUrls, type CalendarFeedAddress } from '@shared/api/calendar-feed';
import { mailSite } from '@functions/capabilities/mails/send';
import {
  getCalendarFeedState,
  renewCalendarFeedToken,
  type CalendarFeedState,
} from '@functions/stores/calendar-feed';

export const getCalendarFeedAddress = (): Promise<CalendarFeedState> => getCalendarFeedState();

export async function renewCalendarFeedAddress(): Promise<CalendarFeedAddress> {
  const site = await mailSite();
  const token = await renewCalendarFeedToken(site.now);
  return { renewed_at: site.now.toISOString(), ...calendarFeedUrls(site.url, token) };
}
