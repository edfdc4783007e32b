/**
 * The customer's booking confirmation (with the calendar file attached) and the notice every
 * admin gets of a new booking. Pure functions of the booking.
 */
import type { Booking } from '@shared/api/entities';
import { isPaid } from '@shared/domain/booking-lifecycle/money';
import { changePromiseText } from '@shared/domain/booking-lifecycle/changes';
import { permitLines, permitOf } from '@shared/domain/booking-lifecycle/permit';
import { droneZoneTexts } from '@shared/texts/drone-zones';
import { formatDateAtTime } from '@shared/domain/danish-format';
import { pageUrl } from '@shared/site/pages';
import { bookingNumberText } from '@shared/domain/booking-number';
import { paymentPageTexts } from '@shared/texts/booking';
import { bookingChangeTexts } from '@shared/texts/booking-changes';
import { fillText } from '@shared/texts/fill';
import {
  bookingConfirmationTexts as t,
  bookingRowTexts,
  mailTexts,
  ownerNoticeTexts,
} from '@shared/texts/mails';
import type { Mail } from '@functions/lib/mailer';
import { link, paragraph, renderAdminMail, renderMail, table, type AdminMail } from './blocks';
import { bookingRows, contactRows } from './booking-rows';
import { calendarAttachment } from './calendar-attachment';
import type { MailSite } from './booking-changes';

/** The signed link where the customer moves or cancels, and the cut-off that applies. */
export interface ManageLink {
  url: string;
  cutoffHours: number;
}

/** What the customer still has to do, by payment method. */
function paymentNote(booking: Booking): string {
  if (isPaid(booking)) return t.paid;
  if (booking.payment_method === 'invoice') return t.invoice;
  if (booking.payment_method === 'cash') return paymentPageTexts.methodCashNote;
  return t.awaiting;
}

const whenOf = (booking: Booking) => formatDateAtTime(booking.booking_date, booking.booking_time);

export function customerConfirmationMail(
  booking: Booking,
  site: MailSite,
  manage: ManageLink,
): Mail {
  const when = whenOf(booking);
  const now = site.now;
  const profileUrl = pageUrl(site.url, 'profile');
  const permit = permitOf(booking);
  return renderMail({
    to: [booking.user_email],
    subject: fillText(t.subject, { product: booking.product_name, when }),
    blocks: [
      paragraph(mailTexts.greeting),
      paragraph(fillText(t.intro, { when })),
      table([...contactRows(booking), ...bookingRows(booking)]),
      paragraph(paymentNote(booking)),
      // The permit the shoot depends on, and what happens if it is refused.
      ...(permit ? [paragraph(...permitLines(permit))] : []),
      paragraph(mailTexts.calendarAttached),
      // The promise that fits the cut-off now: none of a free change inside it.
      link(
        bookingChangeTexts.mailManageLink,
        manage.url,
        changePromiseText(booking, manage.cutoffHours, now, 'mail'),
      ),
      link(mailTexts.profileLink, profileUrl),
      paragraph(mailTexts.signoff, site.name),
    ],
    attachments: [calendarAttachment(booking, site)],
  });
}

/**
 * The booking in the admin panel: Bookinger opened on it (searched by its number; by its
 * customer's e-mail for a booking made before numbers).
 */
export const panelBookingUrl = (siteUrl: string, booking: Booking): string =>
  pageUrl(
    siteUrl,
    'admin',
    {},
    {
      tab: 'bookinger',
      booking: bookingNumberText(booking) ?? booking.user_email,
    },
  );

/** The notice every admin gets of a new booking, with a link to it in the panel. */
export function adminNotificationMail(booking: Booking, siteUrl: string): AdminMail {
  const when = whenOf(booking);
  const names = { product: booking.product_name, when };
  const permit = permitOf(booking);
  return renderAdminMail({
    subject: fillText(ownerNoticeTexts.subject, names),
    blocks: [
      paragraph(fillText(ownerNoticeTexts.intro, names)),
      ...(permit && !permit.received
        ? [paragraph(fillText(droneZoneTexts.permitToApply, { zone: permit.zone }))]
        : []),
      table([
        [bookingRowTexts.customer, booking.user_email],
        ...contactRows(booking),
        ...bookingRows(booking),
      ]),
      link(ownerNoticeTexts.openInPanel, panelBookingUrl(siteUrl, booking)),
    ],
  });
}
