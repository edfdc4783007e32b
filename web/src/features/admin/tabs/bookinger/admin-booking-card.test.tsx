/**
 * A booking card in the owner's list: who to call on the day, the phone as a tel: link; one
 * status badge that tells the truth; 'Gennemfør' once the shoot has started; 'Flyt' and
 * 'Aflys' while the booking can still change; the receipt's and credit notes' numbers.
 */
import { describe, expect, it } from 'vitest';
import type { Booking } from '@shared/api/entities';
import { renderAdmin } from '@web/features/admin/test-support/render-admin';
import { AdminBookingCard } from './admin-booking-card';
import { aBooking } from '@tests/support/booking-record';

const booking: Booking = aBooking({
  payment_status: 'awaiting_payment',
  payment_method: 'cash',
  payment_intent_id: null,
});

describe('the admin booking card', () => {
  it("shows the customer's name and the phone as a tel: link", () => {
    const html = renderAdmin(
      <AdminBookingCard
        booking={{ ...booking, customer_name: 'Jens Hansen', customer_phone: '+45 12 34 56 78' }}
      />,
    );
    expect(html).toContain('Jens Hansen');
    expect(html).toContain('<a href="tel:+4512345678">+45 12 34 56 78</a>');
  });

  it("names the booking's number and the access notes beside the address", () => {
    const html = renderAdmin(
      <AdminBookingCard
        booking={{
          ...booking,
          booking_number: 1042,
          access_notes: 'Portkode 1234\nRing hos Hansen',
        }}
      />,
    );
    expect(html).toContain('<dt>Booking-nr.</dt><dd>B-1042</dd>');
    expect(html).toContain(
      '<dt>Adgangsforhold</dt><dd><span class="multiline-text">Portkode 1234\nRing hos Hansen</span></dd>',
    );
    const older = renderAdmin(<AdminBookingCard booking={booking} />);
    expect(older).not.toContain('Booking-nr.');
    expect(older).not.toContain('Adgangsforhold');
  });

  it('leaves both out for a booking made before they were asked for', () => {
    const html = renderAdmin(<AdminBookingCard booking={booking} />);
    expect(html).not.toContain('tel:');
    expect(html).not.toContain('Mobilnummer');
  });
});

describe("the admin booking card's documents", () => {
  it('names the receipt and, once cancelled, the credit notes with the money credited', () => {
    const html = renderAdmin(
      <AdminBookingCard
        booking={{
          ...booking,
          payment_status: 'paid',
          receipt_number: 12,
          cancelled_at: '2026-11-25T10:00:00.000Z',
          credit_note_numbers: [3],
          credited_ore: 149_900,
        }}
      />,
    );
    expect(html).toContain('Kvittering');
    expect(html).toContain('nr. 12');
    expect(html).toContain('Kreditnota');
    expect(html).toContain('nr. 3 · krediteret 1.499,00 kr');
  });

  it('shows neither for a booking without them', () => {
    const html = renderAdmin(<AdminBookingCard booking={booking} />);
    expect(html).not.toContain('Kreditnota');
  });
});

describe("the admin booking card's status and actions", () => {
  // 1 December 2026 10:00 in Copenhagen is 09:00 UTC.
  const before = new Date('2026-12-01T08:00:00Z');
  const after = new Date('2026-12-01T10:00:00Z');
  const badges = (html: string) =>
    [...html.matchAll(/<span class="admin-badge admin-badge--(\w+)">([^<]*)<\/span>/g)].map(
      (match) => `${match[2]} (${match[1]})`,
    );
  const buttons = (html: string) =>
    [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((match) => match[1]);

  it('reads a cancelled and refunded card booking as refunded, with one badge and no paid one', () => {
    const html = renderAdmin(
      <AdminBookingCard
        booking={{
          ...booking,
          payment_status: 'paid',
          payment_method: 'card',
          cancelled_at: '2026-11-25T10:00:00.000Z',
          refund: { id: 're_1', status: 'refunded', amount: 1499 },
        }}
        now={before}
      />,
    );
    expect(badges(html)).toEqual(['Aflyst · refunderet (muted)']);
    expect(buttons(html)).toEqual(['Rediger']);
  });

  it("offers 'Gennemfør' only once the shoot has started, and says from when", () => {
    const paid = { ...booking, payment_status: 'paid' as const };
    const early = renderAdmin(<AdminBookingCard booking={paid} now={before} />);
    expect(badges(early)).toEqual(['Betalt (ok)']);
    expect(buttons(early)).toEqual(['Flyt', 'Aflys', 'Bed om ny tid', 'Rediger']);
    expect(early).toContain('Kan gennemføres fra tirsdag d. 1. december 2026 kl. 10:00');
    const started = renderAdmin(<AdminBookingCard booking={paid} now={after} />);
    expect(badges(started)).toEqual(['Betalt · klar til at gennemføre (ok)']);
    expect(buttons(started)).toEqual(['Gennemfør', 'Flyt', 'Aflys', 'Bed om ny tid', 'Rediger']);
  });

  it('waits with a move and a cancel while the customer pays by card, and says why', () => {
    const html = renderAdmin(
      <AdminBookingCard
        booking={{ ...booking, payment_status: 'pending', payment_method: 'card' }}
        now={before}
      />,
    );
    expect(badges(html)).toEqual(['Afventer kortbetaling (wait)']);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Flyt<\/button>/);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Aflys<\/button>/);
    expect(html).toContain('Kunden er ved at betale med kort.');
  });

  it('offers to retry a refund Stripe did not take', () => {
    const html = renderAdmin(
      <AdminBookingCard
        booking={{
          ...booking,
          payment_status: 'paid',
          payment_method: 'card',
          cancelled_at: '2026-11-25T10:00:00.000Z',
          refund: { id: null, status: 'failed', amount: 1499 },
        }}
        now={before}
      />,
    );
    expect(badges(html)).toEqual(['Aflyst · refunderingen mislykkedes (error)']);
    expect(buttons(html)).toEqual(['Prøv refunderingen igen', 'Rediger']);
  });
});
