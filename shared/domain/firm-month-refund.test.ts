import { describe, expect, it } from 'vitest';
import { firmMonthRefundShares, type FirmMonthBookingCredit } from './firm-month-refund';

const booking = (id: string, total: number, fields: Partial<FirmMonthBookingCredit> = {}) => ({
  booking_id: id,
  receipt_total_ore: total,
  credited_ore: 0,
  cancelled: false,
  ...fields,
});

describe('firmMonthRefundShares', () => {
  it('credits the refunded money booking by booking in the invoice order, each up to its receipt', () => {
    const bookings = [booking('a', 100_000), booking('b', 80_000), booking('c', 50_000)];
    expect(firmMonthRefundShares(150_000, bookings)).toEqual([
      { booking_id: 'a', refunded_ore: 100_000 },
      { booking_id: 'b', refunded_ore: 50_000 },
    ]);
  });

  it('a later refund credits only what no credit note covers yet (cumulative per booking)', () => {
    const bookings = [
      booking('a', 100_000, { credited_ore: 100_000 }),
      booking('b', 80_000, { credited_ore: 50_000 }),
      booking('c', 50_000),
    ];
    expect(firmMonthRefundShares(200_000, bookings)).toEqual([
      { booking_id: 'b', refunded_ore: 80_000 },
      { booking_id: 'c', refunded_ore: 20_000 },
    ]);
    // The same event again, or an older one: nothing more.
    expect(firmMonthRefundShares(150_000, bookings)).toEqual([]);
  });

  it('refunding a cancelled booking’s price credits nothing twice: its cancel credited it', () => {
    const bookings = [
      booking('a', 100_000),
      booking('b', 80_000, { credited_ore: 80_000, cancelled: true }),
    ];
    expect(firmMonthRefundShares(80_000, bookings)).toEqual([]);
    expect(firmMonthRefundShares(100_000, bookings)).toEqual([
      { booking_id: 'a', refunded_ore: 20_000 },
    ]);
  });

  it('a whole refund credits every booking not cancelled in full', () => {
    const bookings = [booking('a', 100_000), booking('b', 1, { cancelled: true }), booking('c', 5)];
    expect(firmMonthRefundShares(Number.MAX_SAFE_INTEGER, bookings)).toEqual([
      { booking_id: 'a', refunded_ore: 100_000 },
      { booking_id: 'c', refunded_ore: 5 },
    ]);
  });
});
