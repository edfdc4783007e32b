import { describe, expect, it } from 'vitest';
import type { Booking } from '@shared/api/entities';
import { bookingStatus, canComplete, completeRefusal } from './status';
import { countsAsPaid, paidAmount, paidOre } from './money';
import { shootHasStarted } from './shoot';
import { aBooking } from '@tests/support/booking-record';

const booking = (fields: Partial<Booking> = {}): Booking =>
  aBooking({
    id: 'b',
    user_id: 'u',
    ...fields,
  });

// 1 December 2026 10:00 in Copenhagen is 09:00 UTC.
const before = new Date('2026-12-01T08:59:00Z');
const at = new Date('2026-12-01T09:00:00Z');
const cancelled = '2026-11-25T12:00:00Z';

describe('countsAsPaid', () => {
  it('counts a paid booking, and nothing cancelled, deleted, refunded or unpaid', () => {
    expect(countsAsPaid(booking())).toBe(true);
    expect(countsAsPaid(booking({ is_completed: true }))).toBe(true);
    expect(countsAsPaid(booking({ payment_status: 'awaiting_payment' }))).toBe(false);
    expect(countsAsPaid(booking({ payment_status: 'pending' }))).toBe(false);
    expect(countsAsPaid(booking({ payment_status: 'failed' }))).toBe(false);
    expect(countsAsPaid(booking({ deleted_at: cancelled }))).toBe(false);
    // Cancelled and refunded, or with the refund still on its way: not money the business keeps.
    for (const status of ['requested', 'pending', 'refunded', 'failed'] as const)
      expect(
        countsAsPaid(
          booking({ cancelled_at: cancelled, refund: { id: 're_1', status, amount: 1499 } }),
        ),
      ).toBe(false);
    expect(countsAsPaid(booking({ cancelled_at: cancelled, payment_method: 'cash' }))).toBe(false);
  });

  it('gives the price of what counts and 0 for the rest', () => {
    expect(paidAmount(booking({ price: 700 }))).toBe(700);
    expect(paidAmount(booking({ price: 700, cancelled_at: cancelled }))).toBe(0);
  });

  it('leaves out what credit notes credited of a kept booking (a part refunded)', () => {
    expect(paidOre(booking({ price: 700, credited_ore: 12_550 }))).toBe(57_450);
    expect(paidAmount(booking({ price: 700, credited_ore: 12_550 }))).toBe(575);
    // Never below nothing, and nothing of a cancelled one.
    expect(paidOre(booking({ price: 700, credited_ore: 90_000 }))).toBe(0);
    expect(paidOre(booking({ price: 700, credited_ore: 70_000, cancelled_at: cancelled }))).toBe(0);
  });
});

describe("'Gennemfør'", () => {
  it('is allowed from the start of the shoot (Copenhagen time), not before', () => {
    expect(shootHasStarted(booking(), before)).toBe(false);
    expect(shootHasStarted(booking(), at)).toBe(true);
    expect(completeRefusal(booking(), before)).toBe('not_started');
    expect(canComplete(booking(), at)).toBe(true);
  });

  it('needs a paid booking, neither completed nor cancelled', () => {
    expect(completeRefusal(booking({ payment_status: 'awaiting_payment' }), at)).toBe('not_paid');
    expect(completeRefusal(booking({ is_completed: true }), at)).toBe('completed');
    expect(completeRefusal(booking({ cancelled_at: cancelled }), at)).toBe('cancelled');
  });
});

describe('the status badge', () => {
  const label = (fields: Partial<Booking>, now = before) => bookingStatus(booking(fields), now);

  it('reads a cancelled and refunded card booking as refunded, never as paid', () => {
    const refunded = label({
      cancelled_at: cancelled,
      refund: { id: 're_1', status: 'refunded', amount: 1499 },
    });
    expect(refunded).toEqual({
      kind: 'cancelledRefunded',
      label: 'Aflyst · refunderet',
      tone: 'muted',
    });
    expect(
      label({ cancelled_at: cancelled, refund: { id: null, status: 'requested', amount: 1 } })
        .label,
    ).toBe('Aflyst · refunderes');
    expect(
      label({ cancelled_at: cancelled, refund: { id: 're', status: 'pending', amount: 1 } }).label,
    ).toBe('Aflyst · refunderes');
    expect(
      label({ cancelled_at: cancelled, refund: { id: null, status: 'failed', amount: 1 } }),
    ).toMatchObject({ label: 'Aflyst · refunderingen mislykkedes', tone: 'error' });
  });

  it('says what became of a cancelled booking without a card refund', () => {
    expect(label({ cancelled_at: cancelled, payment_method: 'cash' }).label).toBe('Aflyst');
    expect(
      label({ cancelled_at: cancelled, payment_method: 'credits', credits_used: 249 }).label,
    ).toBe('Aflyst · credits givet tilbage');
  });

  it('reads paid, completed, and paid once the shoot has started', () => {
    expect(label({})).toEqual({ kind: 'paid', label: 'Betalt', tone: 'ok' });
    expect(label({}, at).label).toBe('Betalt · klar til at gennemføre');
    expect(label({ is_completed: true }, at)).toEqual({
      kind: 'completed',
      label: 'Gennemført',
      tone: 'done',
    });
  });

  it('says what a waiting booking waits for', () => {
    expect(label({ payment_status: 'pending' }).label).toBe('Afventer kortbetaling');
    expect(label({ payment_status: 'failed' })).toMatchObject({
      label: 'Betaling fejlet',
      tone: 'error',
    });
    expect(label({ payment_status: 'awaiting_payment', payment_method: 'cash' }).label).toBe(
      'Afventer betaling · kontant',
    );
    expect(label({ payment_status: 'awaiting_payment', payment_method: null }).label).toBe(
      'Afventer betaling',
    );
    const invoice = {
      id: 'in_1',
      number: 'F-1',
      due_date: '2026-11-30',
      status: 'open' as const,
      url: null,
      amount_ore: 149_900,
      moms_ore: 29_980,
    };
    expect(
      label({ payment_status: 'awaiting_payment', payment_method: 'invoice', invoice }, before)
        .label,
    ).toBe('Faktura forfalden');
    expect(
      label(
        {
          payment_status: 'awaiting_payment',
          payment_method: 'invoice',
          invoice: { ...invoice, due_date: '2026-12-14' },
        },
        before,
      ).label,
    ).toBe('Afventer betaling · faktura sendt');
  });

  it('never carries an internal code', () => {
    const all = [
      label({}),
      label({ payment_status: 'pending' }),
      label({ payment_status: 'awaiting_payment' }),
      label({ cancelled_at: cancelled }),
    ];
    for (const status of all) expect(status.label).not.toMatch(/[_(]|pending|paid|awaiting/);
  });
});
