import { describe, expect, it } from 'vitest';
import { canPayForDownloads, downloadsLocked, paymentBeforeDownload } from './downloads';

const cash = { payment_status: 'awaiting_payment', payment_method: 'cash' } as const;

describe('payment before download (decision 0041)', () => {
  it('is off unless the booking or its firm says so', () => {
    expect(downloadsLocked(cash)).toBe(false);
    expect(downloadsLocked(cash, {})).toBe(false);
    expect(downloadsLocked({ ...cash, download_payment: null }, {})).toBe(false);
  });

  it("locks an unpaid cash or invoice booking by its own setting or its firm's", () => {
    expect(downloadsLocked({ ...cash, download_payment: 'required' })).toBe(true);
    expect(downloadsLocked(cash, { payment_before_download: true })).toBe(true);
    const invoice = { payment_status: 'awaiting_payment', payment_method: 'invoice' } as const;
    expect(downloadsLocked(invoice, { payment_before_download: true })).toBe(true);
    expect(
      downloadsLocked({ ...invoice, payment_status: 'failed' }, { payment_before_download: true }),
    ).toBe(true);
  });

  it("lets the booking's own setting win over the firm's", () => {
    const firmOn = { payment_before_download: true };
    expect(downloadsLocked({ ...cash, download_payment: 'not_required' }, firmOn)).toBe(false);
    expect(
      downloadsLocked(
        { ...cash, download_payment: 'required' },
        { payment_before_download: false },
      ),
    ).toBe(true);
    expect(paymentBeforeDownload({ ...cash, download_payment: 'not_required' }, firmOn)).toBe(
      false,
    );
  });

  it('never locks a paid booking, whatever the settings', () => {
    for (const method of ['cash', 'invoice', 'card', 'credits'] as const) {
      const paid = { payment_status: 'paid', payment_method: method } as const;
      expect(downloadsLocked({ ...paid, download_payment: 'required' }), method).toBe(false);
      expect(downloadsLocked(paid, { payment_before_download: true }), method).toBe(false);
    }
  });

  it('never locks a card booking, which pays before its shoot', () => {
    const card = { payment_status: 'pending', payment_method: 'card' } as const;
    expect(downloadsLocked({ ...card, download_payment: 'required' })).toBe(false);
    expect(downloadsLocked({ ...card, payment_method: null, download_payment: 'required' })).toBe(
      false,
    );
  });

  it("offers 'Betal nu' for a locked booking with something to pay, not cancelled", () => {
    const locked = { ...cash, download_payment: 'required', price: 1499 } as const;
    expect(canPayForDownloads(locked)).toBe(true);
    expect(canPayForDownloads({ ...locked, price: 0 })).toBe(false);
    expect(canPayForDownloads({ ...locked, cancelled_at: '2026-11-01T10:00:00Z' })).toBe(false);
    expect(canPayForDownloads({ ...locked, download_payment: 'not_required' })).toBe(false);
  });
});
