/**
 * The mails of a booking's move or cancel (product §4 'Moving and cancelling'), queued in the
 * outbox (outbox.ts) in the change's own transaction (booking-change-writes.ts): the
 * customer's mail with the calendar file, in the words of whoever changed it, and, when the
 * customer changed it, every admin's notice. Their ids name the change: a move by the
 * calendar event's SEQUENCE it gives the booking, a cancel by the booking (cancelled once).
 */
import type { Booking } from '@shared/api/entities';
import { manageBookingUrl } from '@functions/capabilities/links/link-signing';
import type { GuardedItem } from '@functions/data/transactions';
import {
  bookingCancelledMail,
  bookingMovedMail,
  type ChangedBy,
  type MailSite,
} from './booking-changes';
import { queueMail } from '@functions/stores/mail-outbox';
import {
  customerCancelledNotice,
  customerMovedNotice,
  refundNotStartedNotice,
} from './owner-change-notices';

/** The mails of a move, `moved` as the move leaves the booking. */
export function bookingMovedMails(moved: Booking, by: ChangedBy, site: MailSite): GuardedItem[] {
  const change = `${moved.id}#${moved.calendar_sequence ?? 0}`;
  return [
    queueMail({
      id: `booking-moved#${change}`,
      mail: bookingMovedMail(moved, manageBookingUrl(moved.id), site, by),
      to: [moved.user_email],
      bookingId: moved.id,
    }),
    ...(by === 'customer'
      ? [
          queueMail({
            id: `booking-moved-admins#${change}`,
            mail: customerMovedNotice(moved),
            to: 'admins',
            bookingId: moved.id,
          }),
        ]
      : []),
  ];
}

/**
 * The mails of a cancel, `cancelled` as the cancel leaves the booking (a card refund
 * requested). The admins' notice only when asked for (the customer's cancel button).
 */
export function bookingCancelledMails(
  cancelled: Booking,
  by: ChangedBy,
  options: { notifyOwner: boolean },
  site: MailSite,
): GuardedItem[] {
  return [
    queueMail({
      id: `booking-cancelled#${cancelled.id}`,
      mail: bookingCancelledMail(cancelled, site, by),
      to: [cancelled.user_email],
      bookingId: cancelled.id,
    }),
    ...(options.notifyOwner
      ? [
          queueMail({
            id: `booking-cancelled-admins#${cancelled.id}`,
            mail: customerCancelledNotice(cancelled),
            to: 'admins',
            bookingId: cancelled.id,
          }),
        ]
      : []),
  ];
}

/** The admins' follow-up when the card refund of a customer's cancel was not taken by Stripe. */
export function refundNotStartedMails(booking: Booking): GuardedItem[] {
  return [
    queueMail({
      id: `booking-refund-not-started-admins#${booking.id}`,
      mail: refundNotStartedNotice(booking),
      to: 'admins',
      bookingId: booking.id,
    }),
  ];
}
