/**
 * `GET /api/calendar-feed/{token}`: the owner's bookings as a calendar subscription
 * (decision 0038). Public: the secret token in the path is the key; anything but the current
 * token answers 404, so a renewed address's old one is gone at once. The file is built on
 * every request and may be kept a minute (`max-age=60`), so a change shows within a minute of
 * the calendar's next poll.
 */
import { addDays, copenhagenToday } from '@shared/domain/copenhagen-time';
import { calendarFeedEventTexts as t } from '@shared/texts/calendar-feed';
import { mailSite } from '@functions/capabilities/mails/send';
import { notFound } from '@functions/lib/errors';
import { respond, type InputOf } from '@functions/lib/http';
import { logger } from '@functions/lib/logger';
import { listAllBookings } from '@functions/stores/booking/booking-items';
import { isCalendarFeedToken } from '@functions/stores/calendar-feed';
import { feedEventOf, feedShowOf, type ShootDrives } from './feed-events';
import { feedFile } from './feed-file';
import { shootDrives } from './shoot-drives';

/** Shoots flown longer ago than this are left out of the feed. */
export const pastShownDays = 90;

export const calendarFeedHeaders = {
  'content-type': 'text/calendar; charset=utf-8',
  'content-disposition': 'inline; filename="dronefoto.ics"',
  'cache-control': 'private, max-age=60',
} as const;

/** The drives, or none when the route calculator fails (the shoots are shown all the same). */
async function drivesOrNone(dates: string[]): Promise<Map<string, ShootDrives>> {
  try {
    return await shootDrives(dates);
  } catch (error) {
    logger.warn('calendar_feed_drives_failed', { error });
    return new Map();
  }
}

export async function getCalendarFeed({ params }: InputOf<'getCalendarFeed'>) {
  const token = params.token.replace(/\.ics$/i, '');
  if (!(await isCalendarFeedToken(token))) throw notFound(t.feedNotFound);
  const site = await mailSite();
  const now = site.now;
  const oldest = addDays(copenhagenToday(now), -pastShownDays);
  const shown = (await listAllBookings())
    .map((booking) => ({ booking, show: feedShowOf(booking, now) }))
    .filter(
      (entry): entry is { booking: typeof entry.booking; show: 'confirmed' | 'cancelled' } =>
        entry.show !== null && entry.booking.booking_date >= oldest,
    )
    .sort((a, b) =>
      `${a.booking.booking_date}${a.booking.booking_time}`.localeCompare(
        `${b.booking.booking_date}${b.booking.booking_time}`,
      ),
    );
  const drives = await drivesOrNone(
    shown.filter((e) => e.show === 'confirmed').map((e) => e.booking.booking_date),
  );
  const host = new URL(site.url).host;
  const events = shown.map(({ booking, show }) =>
    feedEventOf(
      booking,
      show,
      (show === 'confirmed' && drives.get(booking.id)) || { before: null, after: null },
      { url: site.url, host },
      now,
    ),
  );
  return respond({
    status: 200,
    headers: calendarFeedHeaders,
    text: feedFile(t.calendarName, events, now),
  });
}
