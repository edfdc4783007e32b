/**
 * The booking reminders (issue 17, reminders): the job, run twice at once, mails one reminder
 * per shoot that will be flown (cash alike) within 24 hours, and none for a shoot further away,
 * a completed, a deleted or a cancelled one, or one still at the card checkout. The mail names the time, the address and the bad-weather rule.
 */
import { describe, expect, it } from 'vitest';
import type { Booking } from '@shared/api/entities';
import { readMailbox } from '@infra/local/mailbox';
import { uniqueId } from '@tests/support/table-data';
import { completed } from '@functions/stores/booking/booking-changes';
import { cancelBooking, type NewBooking } from '@functions/stores/booking/booking-days';
import { setBookingFields, softDeleteBooking } from '@tests/support/booking-states';
import { handler } from './reminder-job';
import { bookingAboutHoursAhead } from '@tests/support/booking-soon';

const env = process.env as Record<string, string>;

/** A booking whose shoot starts about `hours` from now (a free half-hour slot from there). */
const bookingIn = (
  hours: number,
  email: string,
  fields: Partial<NewBooking> = {},
): Promise<Booking> =>
  bookingAboutHoursAhead(hours, {
    user_id: 'paamindelse',
    user_email: email,
    product_name: 'Dronefoto – Påmindelse',
    address: 'Vestergade 1, 8000 Aarhus C',
    // Paid in cash on the day: flown all the same, so reminded like a paid one.
    payment_status: 'awaiting_payment',
    payment_method: 'cash',
    ...fields,
  });

describe('reminder job', () => {
  it('reminds each booking within 24 hours once, even when it runs twice at once', async () => {
    const email = (label: string) => `${uniqueId(label)}@example.dk`;
    const [soon, later, done, gone, cancelled, paying] = await Promise.all([
      bookingIn(3, email('snart')),
      bookingIn(30, email('senere')),
      bookingIn(4, email('faerdig')),
      bookingIn(5, email('slettet')),
      bookingIn(6, email('aflyst')),
      // At the card checkout: not booked until paid, so not reminded.
      bookingIn(7, email('betaler'), { payment_status: 'pending', payment_method: 'card' }),
    ]);
    await cancelBooking(cancelled, null);
    await setBookingFields(done.id, { payment_status: 'paid' });
    await completed(done.id);
    await softDeleteBooking(gone.id);

    await Promise.all([handler(), handler()]);
    await handler();

    const mails = await readMailbox(env.SES_ENDPOINT!);
    const to = (booking: Booking) =>
      mails.filter(
        (mail) => mail.to.includes(booking.user_email) && mail.subject.startsWith('Påmindelse'),
      );
    expect(to(soon)).toHaveLength(1);
    expect(to(later)).toHaveLength(0);
    expect(to(done)).toHaveLength(0);
    expect(to(gone)).toHaveLength(0);
    expect(to(cancelled)).toHaveLength(0);
    expect(to(paying)).toHaveLength(0);
    const text = to(soon)[0]!.text;
    expect(text).toContain(`kl. ${soon.booking_time}`);
    expect(text).toContain('Adresse: Vestergade 1, 8000 Aarhus C');
    expect(text).toContain('Hvis vejret ikke tillader flyvning');
    // The signed link to move or cancel the booking (no sign-in needed).
    expect(text).toContain(`/manage-booking?booking=${soon.id}&sig=`);
  });
});
