import { describe, expect, it } from 'vitest';
import {
  billedInMonth,
  lineCreditedOn,
  settledByFirmInvoice,
  type MonthlyBillable,
} from './monthly-invoice';

const firm = { id: 'f', name: 'F ApS', cvr: '31245672', address: 'x', ean: null, reference: null };
const billable = (fields: Partial<MonthlyBillable> = {}): MonthlyBillable => ({
  firm,
  payment_method: 'invoice',
  payment_status: 'awaiting_payment',
  is_completed: false,
  booking_date: '2026-10-07',
  ...fields,
});

describe('billedInMonth', () => {
  it('bills a firm booking by invoice without its own invoice, shot in the month, unpaid', () => {
    expect(billedInMonth(billable(), '2026-10')).toBe(true);
    expect(billedInMonth(billable({ is_completed: true }), '2026-10')).toBe(true);
  });

  it('leaves out other months, private, cancelled, paid and separately invoiced bookings', () => {
    expect(billedInMonth(billable(), '2026-11')).toBe(false);
    expect(billedInMonth(billable({ firm: undefined }), '2026-10')).toBe(false);
    expect(billedInMonth(billable({ payment_method: 'cash' }), '2026-10')).toBe(false);
    expect(billedInMonth(billable({ cancelled_at: '2026-10-05T10:00:00Z' }), '2026-10')).toBe(
      false,
    );
    expect(billedInMonth(billable({ payment_status: 'paid' }), '2026-10')).toBe(false);
    const invoice = {
      id: 'in_1',
      number: null,
      due_date: null,
      status: 'open' as const,
      url: null,
      amount_ore: 1,
      moms_ore: 0,
    };
    expect(billedInMonth(billable({ invoice }), '2026-10')).toBe(false);
  });
});

describe('lineCreditedOn and settledByFirmInvoice', () => {
  const on = (status: 'open' | 'paid' | 'void') => ({
    invoice: {
      id: 'in_1',
      number: null,
      due_date: null,
      status,
      url: null,
      amount_ore: 1,
      moms_ore: 0,
    },
  });

  it("counts a booking's line credited only when its part of that invoice is void", () => {
    expect(lineCreditedOn(on('void'), 'in_1')).toBe(true);
    expect(lineCreditedOn(on('void'), 'in_2')).toBe(false);
    expect(lineCreditedOn(on('open'), 'in_1')).toBe(false);
    expect(lineCreditedOn({}, 'in_1')).toBe(false);
  });

  it('settles by the invoice only the bookings on it whose line was not credited', () => {
    expect(settledByFirmInvoice(on('open'), 'in_1')).toBe(true);
    expect(settledByFirmInvoice(on('void'), 'in_1')).toBe(false);
    expect(settledByFirmInvoice(on('open'), 'in_2')).toBe(false);
  });
});
