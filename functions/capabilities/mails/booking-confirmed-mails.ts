/**
 * Sends the mails of a confirmed booking: the customer's confirmation with the calendar file,
 * and one notification per admin. Called after creation for cash, invoice, credits and card
 * bookings with nothing to pay, and by the payment webhook when a card booking is paid.
 * Mail failures are logged and never thrown: a booking is never undone because of a mail.
 */
import type { Booking } from '@shared/api/entities';
import { getBooking } from '@functions/capabilities/bookings/bookings';
import { getCancellationCutoffHours } from '@functions/capabilities/settings/business-settings';
import { config } from '@functions/lib/config';
import { manageBookingUrl } from '@functions/capabilities/links/link-signing';
import type { Mail } from '@functions/lib/mailer';
import { listAdminEmails } from './admin-addresses';
import { adminNotificationMail, customerConfirmationMail } from './booking-confirmation';
import { sendMailLogged } from './send';
import { logger } from '@functions/lib/logger';

function logMailFailure(event: string, bookingId: string, error: unknown): void {
  logger.error(event, { bookingId, error });
}

const sendLogged = (mail: Mail, event: string, bookingId: string) =>
  sendMailLogged(mail, event, { bookingId });

async function notifyAdmins(booking: Booking): Promise<void> {
  let admins: string[];
  try {
    admins = await listAdminEmails();
  } catch (error) {
    logMailFailure('booking_admin_list_failed', booking.id, error);
    return;
  }
  await Promise.all(
    admins.map((email) =>
      sendLogged(adminNotificationMail(booking, email), 'booking_admin_mail_failed', booking.id),
    ),
  );
}

export async function sendBookingConfirmedMails(bookingId: string): Promise<void> {
  try {
    const booking = await getBooking(bookingId);
    if (!booking || booking.deleted_at) {
      logMailFailure('booking_mail_skipped', bookingId, 'booking not found or deleted');
      return;
    }
    const cutoffHours = await getCancellationCutoffHours();
    const confirmation = customerConfirmationMail(booking, config().SITE_URL, new Date(), {
      url: manageBookingUrl(booking.id),
      cutoffHours,
    });
    await Promise.all([
      sendLogged(
        { ...confirmation, bookingId: booking.id },
        'booking_confirmation_mail_failed',
        booking.id,
      ),
      notifyAdmins(booking),
    ]);
  } catch (error) {
    logMailFailure('booking_mails_failed', bookingId, error);
  }
}
