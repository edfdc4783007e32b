import { describe, expect, it } from 'vitest';
import type { Booking } from '@shared/api/entities';
import { adminPaymentLabel, bookingStats, matchesSearch, visibleBookings } from './booking-filters';

const booking = (fields: Partial<Booking>): Booking => ({
  id: Math.random().toString(36),
  user_id: 'u',
  user_email: 'kunde@example.dk',
  product_id: 1,
  product_name: 'Dronefoto – Bolig',
  booking_date: '2026-12-01',
  booking_time: '10:00',
  address: 'Vestergade 1, 8000 Aarhus C',
  include_editing: false,
  payment_status: 'pending',
  payment_method: 'cash',
  payment_intent_id: null,
  discount_code_id: null,
  discount_amount: 0,
  original_price: 1000,
  price: 1000,
  credits_used: 0,
  is_completed: false,
  deleted_at: null,
  zip_file_url: null,
  created_at: '2026-11-01T10:00:00Z',
  duration_minutes: 30,
  ...fields,
});

describe('admin bookings', () => {
  const list = [
    booking({ id: 'a', payment_status: 'awaiting_payment', booking_date: '2026-12-02' }),
    booking({ id: 'b', payment_status: 'paid', booking_time: '09:30' }),
    booking({ id: 'c', payment_status: 'paid', is_completed: true, user_email: 'Ejer@Firma.dk' }),
    booking({ id: 'd', payment_status: 'failed', address: 'Torvet 1, 6700 Esbjerg' }),
    booking({ id: 'e', payment_status: 'pending', booking_time: '9:00' }),
  ];

  it('filters by the five filters of product §4, sorted by date then time in minutes', () => {
    const ids = (filter: Parameters<typeof visibleBookings>[1]) =>
      visibleBookings(list, filter, '').map((b) => b.id);
    expect(ids('all')).toEqual(['e', 'b', 'c', 'd', 'a']);
    expect(ids('pending')).toEqual(['e', 'a']);
    expect(ids('paid')).toEqual(['b']);
    expect(ids('not_completed')).toEqual(['e', 'b', 'd', 'a']);
    expect(ids('completed')).toEqual(['c']);
  });

  it('searches e-mail, product and address case-insensitively', () => {
    expect(matchesSearch(list[2]!, 'ejer@firma')).toBe(true);
    expect(matchesSearch(list[3]!, 'ESBJERG')).toBe(true);
    expect(matchesSearch(list[0]!, 'bolig aarhus')).toBe(true);
    expect(matchesSearch(list[0]!, 'video')).toBe(false);
  });

  it("matches the customer's name and phone, the phone with or without spaces and +45", () => {
    const withContact = booking({
      customer_name: 'Jens Hansen',
      customer_phone: '+45 12 34 56 78',
    });
    for (const search of ['jens', 'HANSEN', '12345678', '12 34', '+4512345678', '+45 12 34 56 78'])
      expect(matchesSearch(withContact, search), search).toBe(true);
    expect(matchesSearch(withContact, '87654321')).toBe(false);
    expect(matchesSearch(booking({}), 'jens')).toBe(false);
  });

  it('counts total, pending, paid and completed', () => {
    expect(bookingStats(list)).toEqual({ total: 5, pending: 2, paid: 2, completed: 1 });
  });

  it('labels statuses Afventer, Betalt, Fejlet, Ukendt', () => {
    expect(adminPaymentLabel('pending').label).toBe('Afventer');
    expect(adminPaymentLabel('awaiting_payment').label).toBe('Afventer');
    expect(adminPaymentLabel('paid').label).toBe('Betalt');
    expect(adminPaymentLabel('failed').label).toBe('Fejlet');
    expect(adminPaymentLabel('refunded').label).toBe('Ukendt');
  });
});
