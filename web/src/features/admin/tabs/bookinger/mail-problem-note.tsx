import type { Booking } from '@shared/api/entities';
import { mailProblemTexts as t } from '@shared/texts/admin-mail-problems';

/**
 * A mail about the booking did not reach the customer (`mail_problem`): it could not be sent,
 * or SES reported the address undeliverable or the customer marked it as spam, so the owner
 * calls instead. Nothing when all mails went out.
 */
export function MailProblemNote({ booking }: { booking: Pick<Booking, 'mail_problem'> }) {
  const problem = booking.mail_problem;
  if (!problem) return null;
  return (
    <p className="admin-delivery__warning" role="note">
      {t.bookingMail[problem.reason]}
    </p>
  );
}
