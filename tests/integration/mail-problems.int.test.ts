/**
 * SES's bounces and complaints on the stand-ins, through the twin's documented route
 * (`POST /_local/ses/event`), which hands the SNS event AWS would deliver to the same handler
 * (functions/mail-events/ses-events.ts, run with its declared access): a hard bounce or a
 * complaint for a subscriber makes the next newsletter skip the address, and the admin's list
 * says why; a customer's booking mail that bounces marks that booking for the owner.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Booking, Subscriber } from '@shared/api/entities';
import { createBooking } from '@functions/stores/booking/booking-days';
import { getBooking } from '@functions/stores/booking/booking-items';
import {
  bookingConfirmedMails,
  confirmationSettings,
} from '@functions/capabilities/mails/booking-confirmed-mails';
import { createNewsletter, getNewsletter } from '@functions/stores/newsletters';
import { addSubscriber } from '@functions/stores/subscribers';
import { sendMail } from '@functions/lib/mailer';
import { loadFunction } from '@infra/local/functions';
import { lambdaContext } from '@infra/local/lambda-events';
import { readMailbox } from '@infra/local/mailbox';
import { bookingInput, dateAllocator, uniqueId, waitFor } from '@tests/support/table-data';
import { SuppressionNote } from '@web/features/admin/tabs/nyhedsbrev/suppression-note';
import { adminApi } from './admin-api';
import { mailsDelivered } from './mail-consumer';

const { call, url } = adminApi();
const env = process.env as Record<string, string>;
const nextDate = dateAllocator(3590);

const uniqueEmail = (prefix: string) => `${uniqueId(prefix)}@example.dk`.toLowerCase();

/** What SES would report for the latest mail to `email`, through the twin's route. */
async function simulate(email: string, type: 'bounce' | 'complaint') {
  const res = await fetch(`${url()}/_local/ses/event`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, type }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function subscriberIn(email: string): Promise<Subscriber | undefined> {
  const list = await call<Subscriber[]>('GET', '/api/admin/subscribers');
  expect(list.status).toBe(200);
  return list.body.find((s) => s.email === email);
}

/** Runs the newsletter job (as EventBridge would) until the newsletter is sent. */
async function sendNewsletterNow(title: string) {
  const newsletter = await createNewsletter({ title, content: 'Nyt fra dronen' });
  const job = await loadFunction('newsletterJob');
  await job({ source: 'aws.events' }, lambdaContext('dronefoto-newsletter-job'));
  await waitFor(
    () => getNewsletter(newsletter.id),
    (n) => Boolean(n?.sent_at),
  );
  const mails = await readMailbox(env.SES_ENDPOINT!);
  return (email: string) => mails.filter((m) => m.subject === title && m.to.includes(email));
}

describe('a subscriber SES cannot deliver to, or who complains', () => {
  it.each([
    ['bounce', 'Afmeldt automatisk: mailen kunne ikke leveres'],
    ['complaint', 'Afmeldt automatisk: markeret som spam'],
  ] as const)(
    'after a %s the next newsletter skips the address and the admin sees why',
    async (type, why) => {
      const gone = uniqueEmail('forsvundet');
      const kept = uniqueEmail('modtager');
      await addSubscriber(gone);
      await addSubscriber(kept);
      // A mail to the address first, as SES reports on a mail it was sent.
      await sendMail({ to: [gone], subject: 'Velkommen', text: 'Hej' });

      const answer = await simulate(gone, type);
      expect(answer).toEqual({ status: 200, body: { recorded: 1, ignored: 0 } });

      const listed = await subscriberIn(gone);
      expect(listed?.suppressed).toEqual({ reason: type, at: expect.any(String) });
      // The admin's subscriber list renders the answer with this note beside the address.
      expect(
        renderToStaticMarkup(createElement(SuppressionNote, { suppressed: listed?.suppressed })),
      ).toContain(why);
      expect((await subscriberIn(kept))?.suppressed ?? null).toBeNull();

      const mailsTo = await sendNewsletterNow(uniqueId(`Nyhedsbrev ${type}`));
      expect(mailsTo(kept)).toHaveLength(1);
      expect(mailsTo(gone)).toHaveLength(0);
    },
  );

  it('refuses a simulation without an address or with another kind of event', async () => {
    expect((await simulate('', 'bounce')).status).toBe(400);
    const other = await fetch(`${url()}/_local/ses/event`, {
      method: 'POST',
      body: JSON.stringify({ email: 'a@example.dk', type: 'delivery' }),
    });
    expect(other.status).toBe(400);
  });
});

describe('a booking mail the customer cannot receive', () => {
  async function confirmedBooking(): Promise<Booking> {
    // The real confirmation, queued with the booking and sent by the stream consumer: the
    // customer's mail is tagged with the booking, the owner's not.
    const settings = await confirmationSettings();
    const booking = await createBooking(
      bookingInput({
        user_id: uniqueId('kunde'),
        user_email: uniqueEmail('kunde'),
        booking_date: nextDate(),
        booking_time: '10:00',
        payment_method: 'cash',
        payment_status: 'awaiting_payment',
      }),
      undefined,
      (written) => bookingConfirmedMails(written, settings),
    );
    await mailsDelivered();
    return booking;
  }

  it('marks the booking, and the owner sees it in the bookings list', async () => {
    const booking = await confirmedBooking();
    expect((await simulate(booking.user_email, 'bounce')).body).toEqual({
      recorded: 1,
      ignored: 0,
    });
    const listed = await call<Booking[]>('GET', '/api/admin/bookings');
    expect(listed.body.find((b) => b.id === booking.id)?.mail_problem).toEqual({
      reason: 'bounce',
      at: expect.any(String),
    });
  });

  it('a complaint about a booking mail marks it too', async () => {
    const booking = await confirmedBooking();
    await simulate(booking.user_email, 'complaint');
    expect((await getBooking(booking.id))?.mail_problem?.reason).toBe('complaint');
  });

  it('a mail about the booking to someone else (the owner’s copy) marks nothing', async () => {
    const booking = await confirmedBooking();
    const owner = uniqueEmail('ejer');
    await sendMail({ to: [owner], subject: 'Ny booking', text: 'Kopi', bookingId: booking.id });
    await simulate(owner, 'bounce');
    expect((await getBooking(booking.id))?.mail_problem ?? null).toBeNull();
  });
});
