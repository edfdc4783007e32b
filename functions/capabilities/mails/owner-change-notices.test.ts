/**
 * The mails of a change (issue 28): the owner's notice of a customer's move or cancel, and
 * the customer's mail when the owner moved or cancelled, with the calendar file and the money.
 */
import { describe, expect, it } from 'vitest';
import type { Booking } from '@shared/api/entities';
import { bookingCancelledMail, bookingMovedMail } from './booking-changes';
import {
  customerCancelledNotice,
  customerMovedNotice,
  refundNotStartedNotice,
} from './owner-change-notices';
import { aBooking } from '@tests/support/booking-record';

const booking: Booking = aBooking({
  customer_name: 'Jens Hansen',
  customer_phone: '+45 12 34 56 78',
  booking_date: '2026-12-03',
  booking_time: '11:00',
  rescheduled_from: { date: '2026-12-02', time: '09:30', at: '2026-11-25T10:00:00.000Z' },
});
const site = {
  url: 'https://dronefoto.dk',
  name: 'Luftfoto Østjylland ApS',
  organizer: 'booking@dronefoto.dk',
  now: new Date('2026-11-26T10:00:00Z'),
};

describe("the owner's notice of a customer's change", () => {
  it('a move: who, the phone to call, the old and the new time, the address', () => {
    const mail = customerMovedNotice(booking);
    expect(mail).not.toHaveProperty('to');
    expect(mail.subject).toBe(
      'Booking flyttet af kunden: Dronefoto – Bolig torsdag d. 3. december 2026 kl. 11:00',
    );
    expect(mail.text).toContain(
      'Jens Hansen har flyttet sin booking af Dronefoto – Bolig fra onsdag d. 2. december 2026 kl. 09:30 til torsdag d. 3. december 2026 kl. 11:00.',
    );
    for (const row of [
      'Kunde: kunde@example.dk',
      'Navn: Jens Hansen',
      'Mobilnummer: +45 12 34 56 78',
      'Tidligere tidspunkt: onsdag d. 2. december 2026 kl. 09:30',
      'Nyt tidspunkt: torsdag d. 3. december 2026 kl. 11:00',
      'Adresse: Vestergade 1, 8000 Aarhus C',
    ])
      expect(mail.text).toContain(row);
    expect(mail.html).toContain('<a href="tel:+4512345678">+45 12 34 56 78</a>');
    // The number the owner and the customer both read out.
    expect(customerMovedNotice({ ...booking, booking_number: 1042 }).text).toContain(
      'Booking-nr.: B-1042',
    );
    expect(
      bookingMovedMail({ ...booking, booking_number: 1042 }, 'https://x', site).text,
    ).toContain('Booking-nr. B-1042');
    expect(bookingCancelledMail({ ...booking, booking_number: 1042 }, site).text).toContain(
      'Booking-nr. B-1042',
    );
    expect(mail.text).not.toContain('Booking-nr.');
  });

  it('a cancel: what becomes of the money', () => {
    const refunded = {
      ...booking,
      refund: { id: null, status: 'requested' as const, amount: 1499 },
    };
    expect(customerCancelledNotice(refunded).text).toContain(
      'Kortbetalingen på 1.499 kr bliver refunderet til kunden automatisk.',
    );
    // When Stripe did not take the refund, a follow-up says so.
    const followUp = refundNotStartedNotice(refunded);
    expect(followUp.subject).toBe(
      'Refunderingen er ikke startet: Dronefoto – Bolig torsdag d. 3. december 2026 kl. 11:00',
    );
    expect(followUp.text).toContain('Refunderingen af 1.499 kr kunne ikke startes endnu.');
    expect(followUp.text).toContain('Mobilnummer: +45 12 34 56 78');
    const cash = { ...booking, payment_method: 'cash' as const };
    expect(customerCancelledNotice(cash).text).toContain(
      'Bookingen var betalt (Kontant, 1.499 kr). Det beløb skal du selv betale tilbage til kunden.',
    );
    const credits = {
      ...booking,
      payment_method: 'credits' as const,
      price: 0,
      credits_used: 1499,
    };
    const mail = customerCancelledNotice(credits);
    expect(mail.subject).toMatch(/^Booking aflyst af kunden: /);
    expect(mail.text).toContain('Kunden har fået 1499 credits tilbage.');
    expect(mail.text).toContain('Tidspunkt: torsdag d. 3. december 2026 kl. 11:00');
  });
});

describe("the customer's mail when the owner changed the booking", () => {
  it('a move says who moved it and carries the updated calendar event', () => {
    const mail = bookingMovedMail(booking, 'https://dronefoto.dk/manage-booking?x', site, 'owner');
    expect(mail.subject).toBe(
      'Vi har flyttet din booking: Dronefoto – Bolig torsdag d. 3. december 2026 kl. 11:00',
    );
    expect(mail.text).toContain(
      'Vi har flyttet din booking af Dronefoto – Bolig til torsdag d. 3. december 2026 kl. 11:00.',
    );
    expect(mail.attachments?.[0]).toMatchObject({
      filename: 'booking.ics',
      contentType: 'text/calendar',
    });
    expect(String(mail.attachments?.[0]?.content)).toContain('DTSTART:20261203T100000Z');
    expect(mail.text).toContain('Venlig hilsen\nLuftfoto Østjylland ApS');
    expect(mail.text).not.toMatch(/Venlig hilsen\nDronefoto/);
  });

  it('a cancel states the refund and offers a new time', () => {
    const cancelled = {
      ...booking,
      cancelled_at: '2026-11-26T10:00:00.000Z',
      refund: { id: null, status: 'requested' as const, amount: 1499 },
    };
    const mail = bookingCancelledMail(cancelled, site, 'owner');
    expect(mail.subject).toMatch(/^Vi har aflyst din booking: /);
    expect(mail.text).toContain('Vi har desværre måttet aflyse din booking af Dronefoto – Bolig');
    expect(mail.text).toContain('Vi refunderer 1.499 kr til dit kort.');
    expect(mail.text).toContain(
      'Du er velkommen til at booke en ny tid: https://dronefoto.dk/products',
    );
    expect(mail.attachments?.[0]?.contentType).toBe('text/calendar; method=CANCEL');
    // A booking paid otherwise than by card is not refunded by itself: the mail says so.
    const cash = bookingCancelledMail(
      { ...cancelled, refund: null, payment_method: 'cash' },
      site,
      'owner',
    );
    expect(cash.text).toContain(
      'Du har betalt 1.499 kr. Vi betaler beløbet tilbage og kontakter dig om, hvortil det skal overføres.',
    );
  });
});
