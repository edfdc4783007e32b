/** The customer's reminder three days before a delivered gallery closes (issue 45), with its link. */
import type { Booking } from '@shared/api/entities';
import { deliveryLifetimeTexts as t } from '@shared/texts/delivery-lifetime';
import { completionMailTexts } from '@shared/texts/admin-bookings';
import { fillText } from '@shared/texts/fill';
import type { Mail } from '@functions/lib/mailer';
import { button, paragraph, renderMail } from './blocks';

export function galleryClosingMail(
  booking: Booking,
  /** `date`: the last open day, in Danish. */
  facts: { link: string; date: string; businessName: string },
): Mail {
  return renderMail({
    to: [booking.user_email],
    subject: fillText(t.reminderSubject, { date: facts.date }),
    blocks: [
      paragraph(`${completionMailTexts.greeting},`),
      paragraph(fillText(t.reminderIntro, { product: booking.product_name, date: facts.date })),
      paragraph(t.reminderAction),
      button(t.reminderButton, facts.link),
      paragraph(t.reminderExtend),
      paragraph(completionMailTexts.signature, facts.businessName),
    ],
  });
}
