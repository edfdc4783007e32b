/**
 * One booking as the API answers it, for unit tests of what reads a booking (status badges,
 * filters, mails, the admin's card): a paid card booking of 'Dronefoto – Bolig' in Aarhus;
 * each test states only the fields it is about.
 */
import type { Booking } from '@shared/api/entities';

export const aBooking = (fields: Partial<Booking> = {}): Booking => ({
  id: 'b-1',
  user_id: 'u-1',
  user_email: 'kunde@example.dk',
  product_id: 1,
  product_name: 'Dronefoto – Bolig',
  booking_date: '2026-12-01',
  booking_time: '10:00',
  address: 'Vestergade 1, 8000 Aarhus C',
  include_editing: false,
  payment_status: 'paid',
  payment_method: 'card',
  payment_intent_id: 'cs_1',
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
  ...fields,
});
