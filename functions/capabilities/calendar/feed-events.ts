/**
 * Which bookings the owner's calendar feed shows and what each event says (decision 0038),
 * as pure functions. The lifecycle decides (decision 0028): a shoot that will be flown, or
 * was (completed), is a confirmed event; a booking cancelled within the last 30 days is a
 * cancelled event (so a subscribed calendar removes it); anything else (a card checkout not
 * paid, a failed payment, older cancellations, deleted bookings) is not in the feed.
 */
import type { Booking } from '@shared/api/entities';
import { bookingNumberText } from '@shared/domain/booking-number';
import { willBeFlown } from '@shared/domain/booking-lifecycle/shoot';
import { shootStart } from '@shared/domain/booking-lifecycle/shoot';
import { phaseOf } from '@shared/domain/booking-lifecycle/states';
import { bookingStatus } from '@shared/domain/booking-lifecycle/status';
import { copenhagenWallClock } from '@shared/domain/copenhagen-time';
import { phoneHref, readablePhone } from '@shared/domain/danish-phone';
import { pagePath } from '@shared/site/pages';
import { fillText } from '@shared/texts/fill';
import { calendarFeedEventTexts as t } from '@shared/texts/calendar-feed';
import type { FeedEvent } from './feed-file';

/** Cancelled bookings stay in the feed this long (as cancelled events). */
export const cancelledShownDays = 30;
const dayMs = 86_400_000;
const minuteMs = 60_000;

/** The drive to a shoot and (when it is the day's last) home from it, in minutes. */
export interface ShootDrives {
  before: number | null;
  after: number | null;
}

export type FeedShow = 'confirmed' | 'cancelled' | null;

/** Whether and how a booking is in the feed. */
export function feedShowOf(booking: Booking, now: Date): FeedShow {
  const phase = phaseOf(booking);
  if (phase === 'cancelled') {
    const at = Date.parse(booking.cancelled_at ?? '');
    return Number.isFinite(at) && now.getTime() - at <= cancelledShownDays * dayMs
      ? 'cancelled'
      : null;
  }
  return willBeFlown(booking) || phase === 'completed' ? 'confirmed' : null;
}

/** The booking's last known change: made, moved, paid (receipt) or cancelled. */
function lastChangeOf(booking: Booking): Date {
  const times = [
    booking.created_at,
    booking.rescheduled_from?.at,
    booking.receipt_issued_at,
    booking.cancelled_at,
  ]
    .map((at) => Date.parse(at ?? ''))
    .filter(Number.isFinite);
  return new Date(Math.max(...times));
}

function descriptionOf(
  booking: Booking,
  shoot: { from: string; to: string },
  drives: ShootDrives,
  panelUrl: string,
  now: Date,
): string {
  const number = bookingNumberText(booking);
  const phone = booking.customer_phone;
  const dial = phone ? phoneHref(phone) : null;
  const lines = [
    fillText(t.shoot, shoot),
    drives.before ? fillText(t.driveBefore, { minutes: drives.before }) : null,
    drives.after ? fillText(t.driveAfter, { minutes: drives.after }) : null,
    booking.customer_name ? fillText(t.customer, { name: booking.customer_name }) : null,
    phone && dial
      ? fillText(t.phone, { phone: readablePhone(phone), dial: dial.slice('tel:'.length) })
      : null,
    booking.access_notes ? fillText(t.accessNotes, { notes: booking.access_notes }) : null,
    fillText(t.payment, { status: bookingStatus(booking, now).label }),
    number ? fillText(t.number, { number }) : null,
    fillText(t.panel, { url: panelUrl }),
  ];
  return lines.filter((line): line is string => line !== null).join('\n');
}

/**
 * A booking's event: the shoot with the drive to it before and the drive home after (when
 * known), at the booking's address, with what the pilot needs on the day.
 */
export function feedEventOf(
  booking: Booking,
  show: Exclude<FeedShow, null>,
  drives: ShootDrives,
  site: { url: string; host: string },
  now: Date,
): FeedEvent {
  const start = shootStart(booking);
  const end = new Date(start.getTime() + booking.duration_minutes * minuteMs);
  const number = bookingNumberText(booking);
  const panelPath = pagePath(
    'admin',
    {},
    { tab: 'bookinger', ...(number ? { booking: number } : {}) },
  );
  const panelUrl = new URL(panelPath, site.url).toString();
  return {
    uid: `owner-booking-${booking.id}@${site.host}`,
    sequence: booking.calendar_sequence ?? 0,
    lastModified: lastChangeOf(booking),
    start: copenhagenWallClock(new Date(start.getTime() - (drives.before ?? 0) * minuteMs)),
    end: copenhagenWallClock(new Date(end.getTime() + (drives.after ?? 0) * minuteMs)),
    cancelled: show === 'cancelled',
    summary: number
      ? fillText(t.summary, { product: booking.product_name, number })
      : fillText(t.summaryWithoutNumber, { product: booking.product_name }),
    location: booking.address,
    description: descriptionOf(
      booking,
      { from: copenhagenWallClock(start).time, to: copenhagenWallClock(end).time },
      drives,
      panelUrl,
      now,
    ),
    url: panelUrl,
  };
}
