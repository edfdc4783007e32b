/**
 * The mails of a confirmed booking: the customer's confirmation with the calendar file, and
 * the notice every admin gets. They are queued in the outbox (outbox.ts) in the transaction
 * that confirms the booking: its creation for cash, credits and card bookings with nothing to
 * pay, the payment webhook's for a card booking paid, an invoice's paid event. The stream
 * consumer sends them; a booking is never undone because of a mail, and never confirmed
 * without its mails.
 */
import type { Booking } from '@shared/api/entities';
import { defaultCancellationCutoffHours } from '@shared/api/business-settings';
import { getBusinessSettings } from '@functions/stores/business-settings';
import { manageBookingUrl } from '@functions/capabilities/links/link-signing';
import { mailNameOf } from './mail-brand';
import { mailSiteOf } from './send';
import type { GuardedItem } from '@functions/data/transactions';
import { adminNotificationMail, customerConfirmationMail } from './booking-confirmation';
import { queueMail } from '@functions/stores/mail-outbox';

/** What the confirmation says besides the booking: read before the transaction. */
export interface ConfirmationSettings {
  cutoffHours: number;
  /** Who the confirmation is signed by: the business's name (mail-brand.ts). */
  businessName: string;
}

/** One read of the settings for both (the webhook of a payment runs it on every event). */
export async function confirmationSettings(): Promise<ConfirmationSettings> {
  const settings = await getBusinessSettings();
  return {
    cutoffHours: settings?.cancellation_cutoff_hours ?? defaultCancellationCutoffHours,
    businessName: await mailNameOf(settings?.business_name),
  };
}

/**
 * The outbox elements of a booking's confirmation, for the transaction that confirms it:
 * `booking` as it is once confirmed. A booking is confirmed once, so their ids are its id.
 * `onQueued`: the error when they are queued already (the confirmation happened before).
 */
export function bookingConfirmedMails(
  booking: Booking,
  settings: ConfirmationSettings,
  options: { now?: Date; onQueued?: () => Error } = {},
): GuardedItem[] {
  const site = mailSiteOf(settings.businessName, options.now);
  const confirmation = customerConfirmationMail(booking, site, {
    url: manageBookingUrl(booking.id),
    cutoffHours: settings.cutoffHours,
  });
  return [
    queueMail(
      {
        id: `booking-confirmed#${booking.id}`,
        mail: confirmation,
        to: [booking.user_email],
        bookingId: booking.id,
      },
      options,
    ),
    queueMail(
      {
        id: `booking-confirmed-admins#${booking.id}`,
        mail: adminNotificationMail(booking, site.url),
        to: 'admins',
        bookingId: booking.id,
      },
      options,
    ),
  ];
}
