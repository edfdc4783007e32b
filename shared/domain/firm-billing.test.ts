import { describe, expect, it } from 'vitest';
import { invoiceOffered } from './firm-billing';

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
