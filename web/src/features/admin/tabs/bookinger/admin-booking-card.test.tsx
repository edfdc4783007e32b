/** A booking card in the owner's list: who to call on the day, the phone as a tel: link. */
import { describe, expect, it } from 'vitest';
import type { Booking } from '@shared/api/entities';
import { renderAdmin } from '@web/features/admin/test-support/render-admin';
import { AdminBookingCard } from './admin-booking-card';

const booking: Booking = {
  id: 'b-1',
  user_id: 'u-1',
  user_email: 'kunde@example.dk',
  product_id: 1,
  product_name: 'Dronefoto – Bolig',
  booking_date: '2026-12-01',
  booking_time: '10:00',
  address: 'Vestergade 1, 8000 Aarhus C',
  include_editing: false,
  payment_status: 'awaiting_payment',
  payment_method: 'cash',
  payment_intent_id: null,
  discount_code_id: null,
  discount_amount: 0,
  original_price: 1499,
  price: 1499,
  credits_used: 0,
  is_completed: false,
  deleted_at: null,
  zip_file_url: null,
  created_at: '2026-11-20T10:00:00.000Z',
  duration_minutes: 30,
};

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

  it('leaves both out for a booking made before they were asked for', () => {
    const html = renderAdmin(<AdminBookingCard booking={booking} />);
    expect(html).not.toContain('tel:');
    expect(html).not.toContain('Mobilnummer');
  });
});
