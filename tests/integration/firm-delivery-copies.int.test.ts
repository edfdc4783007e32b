/**
 * Delivery reaches the office (product §2 'Firma'): a firm's administrator turns on copies of
 * delivery mails (`PUT /api/me/firm/settings`; a colleague may not: 403, someone in no firm:
 * 404); the owner's delivery of a colleague's firm booking then mails the colleague as before
 * and the administrator a copy naming the booker and the reference (no rating link); a private
 * booking of the colleague, or any delivery while the setting is off, sends no copy. Read from
 * the SES stand-in. Bookings in 3695, a year no other test uses.
 */
import { describe, expect, it } from 'vitest';
import type { Booking, BookingFirm } from '@shared/api/entities';
import { readMailbox } from '@infra/local/mailbox';
import { getFirm } from '@functions/stores/firms';
import { tableBookingOf } from '@tests/support/firms';
import { callerOf, expectSettingOfAdministrators, useFirmTeam } from './firm-team';
import { useTestGateway } from './gateway';
import { mailsDelivered } from './mail-consumer';
import type { TestUser } from './users';

const api = useTestGateway();
const call = callerOf(api);
const team = useFirmTeam('Kontorkopi ApS', 'Sag 77');

let hour = 8;
const bookingOf = (user: TestUser, firm?: BookingFirm): Promise<Booking> =>
  tableBookingOf(user, firm ?? null, {
    customer_name: 'Kim Kollega',
    booking_date: '3695-02-10',
    booking_time: `${String(hour++).padStart(2, '0')}:00`,
    payment_method: 'cash',
    payment_status: 'awaiting_payment',
  });

/** The owner delivers the booking (a pasted link) before its shoot. */
async function deliver(booking: Booking) {
  const res = await call(team.owner, 'PATCH', `/api/admin/bookings/${booking.id}`, {
    zip_file_url: `https://filer.example.dk/${booking.id}.zip`,
    deliver_before_shoot: true,
  });
  expect(res.status).toBe(200);
}

async function deliveryMailsOf(bookingId: string) {
  await mailsDelivered();
  return (await readMailbox(process.env.SES_ENDPOINT!)).filter((mail) =>
    mail.text.includes(`${bookingId}.zip`),
  );
}

describe('copies of delivery mails to the firm’s administrators', () => {
  it('sends none while the setting is off', async () => {
    const booking = await bookingOf(team.colleague, team.frozen);
    await deliver(booking);
    const mails = await deliveryMailsOf(booking.id);
    expect(mails.map((mail) => mail.to)).toEqual([[team.colleague.email]]);
  });

  it('is a setting of the firm’s administrator only', async () => {
    await expectSettingOfAdministrators(call, team, {
      valid: { delivery_copies: true },
      wrong: { delivery_copies: 'ja' },
      refusal: 'Vælg, om administratorerne skal have en kopi af leveringsmails.',
    });
    expect((await getFirm(team.firmId))?.delivery_copies ?? false).toBe(false);

    const saved = await call(team.boss, 'PUT', '/api/me/firm/settings', { delivery_copies: true });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ firm: { firm: { delivery_copies: true }, role: 'admin' } });
  });

  it('copies a firm booking’s delivery to the administrator, not a private one’s', async () => {
    const booking = await bookingOf(team.colleague, team.frozen);
    await deliver(booking);
    const mails = await deliveryMailsOf(booking.id);
    expect(mails).toHaveLength(2);
    const toColleague = mails.find((mail) => mail.to.includes(team.colleague.email))!;
    const copy = mails.find((mail) => mail.to.includes(team.boss.email))!;
    expect(toColleague.subject).toContain('Dine filer er klar');
    expect(copy.subject).toContain('Kopi: filerne er klar');
    expect(copy.subject).toContain('Kontorkopi ApS');
    expect(copy.text).toContain('Kim Kollega');
    expect(copy.text).toContain('ref. Sag 77');
    expect(copy.text).not.toContain('/rate');

    const privateBooking = await bookingOf(team.colleague);
    await deliver(privateBooking);
    const privateMails = await deliveryMailsOf(privateBooking.id);
    expect(privateMails.map((mail) => mail.to)).toEqual([[team.colleague.email]]);
  });
});
