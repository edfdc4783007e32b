import { describe, expect, it } from 'vitest';
import type { BookingInvoice } from '@shared/api/entities';
import { invoiceLabel } from './invoice-facts';

const invoice = (fields: Partial<BookingInvoice>): BookingInvoice => ({
  id: 'in_1',
  number: 'DRONE-0001',
  due_date: '2026-12-01',
  status: 'open',
  url: 'https://invoice.stripe.com/i/x',
  amount_ore: 149_900,
  moms_ore: 29_980,
  ...fields,
});

describe('invoiceLabel', () => {
  it('an open invoice past its due date stands out as overdue', () => {
    expect(invoiceLabel(invoice({}), '2026-12-02')).toEqual({
      label: 'Forfalden',
      tone: 'error',
      overdue: true,
    });
    expect(invoiceLabel(invoice({}), '2026-12-01').overdue).toBe(false);
    expect(invoiceLabel(invoice({ status: 'paid' }), '2027-01-01')).toMatchObject({
      label: 'Faktura betalt',
      overdue: false,
    });
  });
});
