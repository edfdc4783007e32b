import { describe, expect, it } from 'vitest';
import {
  invoiceOffered,
  linesTotal,
  monthlyInvoiceLines,
  previousMonth,
  type MonthlyLineBooking,
} from './firm-billing';

describe('invoiceOffered', () => {
  it('offers invoice only for a booking for a firm approved for invoice', () => {
    expect(invoiceOffered({ invoice_approved: true }, true)).toBe(true);
    expect(invoiceOffered({ invoice_approved: true }, false)).toBe(false);
    expect(invoiceOffered({ invoice_approved: true }, undefined)).toBe(false);
    expect(invoiceOffered({ invoice_approved: false }, true)).toBe(false);
    expect(invoiceOffered(null, true)).toBe(false);
    expect(invoiceOffered(undefined, false)).toBe(false);
  });
});

const booking = (fields: Partial<MonthlyLineBooking> = {}): MonthlyLineBooking => ({
  id: 'b1',
  booking_date: '2026-10-07',
  product_name: 'Dronefoto af bolig',
  address: 'Søndergade 1, 8000 Aarhus C',
  user_email: 'maegler@example.dk',
  customer_name: 'Mette Mægler',
  booking_number: 1042,
  original_price: 1599,
  discount_amount: 0,
  credits_used: 0,
  firm: {
    id: 'f',
    name: 'Mæglerhuset ApS',
    cvr: '31245672',
    address: 'x',
    ean: null,
    reference: 'Sag 17',
  },
  ...fields,
});

describe('monthlyInvoiceLines', () => {
  it('makes one line per booking by date with reference and booker, discounts and credits as negative lines', () => {
    const lines = monthlyInvoiceLines([
      booking({ id: 'b2', booking_date: '2026-10-20', discount_amount: 100, credits_used: 50 }),
      booking(),
    ]);
    expect(lines).toEqual([
      {
        booking_id: 'b1',
        description:
          '07.10.2026 Dronefoto af bolig, Søndergade 1, 8000 Aarhus C, ref. Sag 17, booket af Mette Mægler',
        amount_ore: 159_900,
      },
      {
        booking_id: 'b2',
        description:
          '20.10.2026 Dronefoto af bolig, Søndergade 1, 8000 Aarhus C, ref. Sag 17, booket af Mette Mægler',
        amount_ore: 159_900,
      },
      { booking_id: 'b2', description: 'Rabat (B-1042)', amount_ore: -10_000 },
      { booking_id: 'b2', description: 'Betalt med credits (B-1042)', amount_ore: -5_000 },
    ]);
    expect(linesTotal(lines)).toBe(159_900 * 2 - 15_000);
  });

  it('leaves out a missing reference and names the booker by e-mail without a name', () => {
    const [line] = monthlyInvoiceLines([
      booking({ customer_name: null, firm: { ...booking().firm!, reference: null } }),
    ]);
    expect(line?.description).toBe(
      '07.10.2026 Dronefoto af bolig, Søndergade 1, 8000 Aarhus C, booket af maegler@example.dk',
    );
  });
});

describe('previousMonth', () => {
  it('is the month the job on the first of a month bills', () => {
    expect(previousMonth('2026-11')).toBe('2026-10');
    expect(previousMonth('2027-01')).toBe('2026-12');
  });
});
