import { describe, expect, it } from 'vitest';
import type { Booking } from '@shared/api/entities';
import { adminNotificationMail, customerConfirmationMail } from './booking-confirmation';
import { bookingRows } from './booking-rows';
import { customerPaymentStatus } from '@shared/texts/booking';
import { aBooking } from '@tests/support/booking-record';

const booking: Booking = aBooking({
  product_name: 'Dronefoto <basis>',
  booking_date: '2026-07-15',
  booking_time: '09:30',
  include_editing: true,
  payment_status: 'awaiting_payment',
  payment_method: 'cash',
  payment_intent_id: null,
  discount_code_id: 'd-1',
  discount_amount: 160,
  original_price: 1599,
  price: 1189,
  credits_used: 250,
  created_at: '2026-07-01T10:00:00.000Z',
});
const now = new Date('2026-07-01T10:00:00Z');
const site = {
  url: 'https://dronefoto.dk',
  name: 'Luftfoto Østjylland ApS',
  organizer: 'booking@dronefoto.dk',
  now,
};

describe('booking mails', () => {
  it('lists date (da-DK), 24-hour time, address, the price breakdown and the method in Danish', () => {
    expect(Object.fromEntries(bookingRows(booking))).toMatchObject({
      Dato: 'onsdag d. 15. juli 2026',
      Tidspunkt: 'kl. 09:30',
      Adresse: 'Vestergade 1, 8000 Aarhus C',
      Redigering: 'Ja',
      Pris: '1.599 kr',
      Rabat: '-160 kr',
      'Credits brugt': '-250 kr',
      'At betale': '1.189 kr',
      Betalingsmetode: 'Kontant',
      Betalingsstatus: 'Afventer betaling',
    });
  });
  it("leads with the booking's number and never shows its id", () => {
    const rows = bookingRows({ ...booking, booking_number: 1042 });
    expect(rows[0]).toEqual(['Booking-nr.', 'B-1042']);
    expect(rows.flat()).not.toContain(booking.id);
    // A booking made before numbers existed shows none.
    expect(bookingRows(booking).map(([label]) => label)).not.toContain('Booking-nr.');
  });
  it('links the owner to the booking in the panel, by its number', () => {
    const html = adminNotificationMail({ ...booking, booking_number: 1042 }, site.url).html;
    expect(html).toContain('Se bookingen i adminpanelet');
    expect(html).toContain(`href="${site.url}/admin?tab=bookinger&amp;booking=B-1042"`);
  });
  it('gives the owner the access notes beside the address, on lines of their own', () => {
    const mail = adminNotificationMail(
      {
        ...booking,
        access_notes: 'Portkode 1234\nParkering i gården',
      },
      site.url,
    );
    expect(mail.text).toContain('Adgangsforhold: Portkode 1234\nParkering i gården');
    expect(mail.html).toContain('Portkode 1234<br>Parkering i gården');
    expect(adminNotificationMail(booking, site.url).text).not.toContain('Adgangsforhold');
  });
  it('leaves out discount and credits rows when there are none', () => {
    const labels = bookingRows({ ...booking, discount_amount: 0, credits_used: 0 }).map(
      ([label]) => label,
    );
    expect(labels).not.toContain('Rabat');
    expect(labels).not.toContain('Credits brugt');
  });
  it('names the statuses like the profile badges', () => {
    expect(customerPaymentStatus('paid')).toBe('Betalt');
    expect(customerPaymentStatus('failed')).toBe('Betaling fejlet');
    expect(customerPaymentStatus('pending')).toBe('Afventer betaling');
  });
  it('sends the confirmation to the customer with the calendar file, HTML escaped', () => {
    const mail = customerConfirmationMail(booking, site, {
      url: 'https://dronefoto.dk/manage-booking?booking=b1&sig=abc',
      cutoffHours: 48,
    });
    expect(mail.to).toEqual(['kunde@example.dk']);
    expect(mail.subject).toBe(
      'Bookingbekræftelse: Dronefoto <basis> onsdag d. 15. juli 2026 kl. 09:30',
    );
    expect(mail.text).toContain('Du betaler kontant ved optagelsen.');
    // Signed by the business (Indstillinger), not by the product's site.
    expect(mail.text).toContain('Venlig hilsen\nLuftfoto Østjylland ApS');
    expect(mail.html).toContain('Dronefoto &lt;basis&gt;');
    expect(mail.html).not.toContain('<basis>');
    const [ics] = mail.attachments ?? [];
    expect(ics?.filename).toBe('booking.ics');
    expect(ics?.content.toString('utf8')).toContain('DTSTART:20260715T073000Z');
    expect(ics?.content.toString('utf8')).toContain('UID:booking-b-1@dronefoto.dk');
    expect(ics?.content.toString('utf8')).toContain('SEQUENCE:0');
    expect(ics?.content.toString('utf8')).toContain('mailto:booking@dronefoto.dk');
  });
  it('states the cut-off and links to moving or cancelling the booking', () => {
    const url = 'https://dronefoto.dk/manage-booking?booking=b1&sig=abc';
    const mail = customerConfirmationMail(booking, site, {
      url,
      cutoffHours: 48,
    });
    expect(mail.text).toContain(
      'Du kan flytte eller aflyse bookingen indtil 48 timer før optagelsen. Flyt eller aflys din booking: ' +
        url,
    );
    expect(mail.html).toContain(
      `<a href="${url.replace('&', '&amp;')}">Flyt eller aflys din booking</a>`,
    );
  });
  it('notifies the admins (each looked up when it is sent), naming the customer', () => {
    const mail = adminNotificationMail(booking, site.url);
    expect(mail).not.toHaveProperty('to');
    expect(mail.subject).toContain('Ny booking');
    expect(mail.text).toContain('Kunde: kunde@example.dk');
    expect(mail.attachments).toBeUndefined();
  });
  it("gives the owner the customer's name and phone, the phone as a tel: link", () => {
    const mail = adminNotificationMail(
      {
        ...booking,
        customer_name: 'Jens <Hansen>',
        customer_phone: '+45 12 34 56 78',
      },
      site.url,
    );
    expect(mail.text).toContain('Navn: Jens <Hansen>');
    expect(mail.text).toContain('Mobilnummer: +45 12 34 56 78');
    expect(mail.html).toContain('Jens &lt;Hansen&gt;');
    expect(mail.html).toContain('<a href="tel:+4512345678">+45 12 34 56 78</a>');
  });
  it("repeats the name and phone in the customer's confirmation", () => {
    const mail = customerConfirmationMail(
      { ...booking, customer_name: 'Jens Hansen', customer_phone: '+45 12 34 56 78' },
      site,
      { url: 'https://dronefoto.dk/booking/manage?t=x', cutoffHours: 48 },
    );
    expect(mail.text).toContain('Navn: Jens Hansen');
    expect(mail.text).toContain('Mobilnummer: +45 12 34 56 78');
  });
  it('has no name or phone rows for a booking made before they were asked for', () => {
    const labels = adminNotificationMail(booking, site.url).text;
    expect(labels).not.toContain('Navn:');
    expect(labels).not.toContain('Mobilnummer:');
  });
});
