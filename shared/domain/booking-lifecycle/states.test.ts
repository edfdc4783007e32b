/**
 * The lifecycle's table, walked whole: every named change from every state (phase × payment),
 * against the table written out by hand below, so a change to the lifecycle is a change of this
 * table too. The store's conditions are built from the same table and checked against DynamoDB
 * in functions/stores/booking/lifecycle-condition.int.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { aBooking } from '@tests/support/booking-record';
import {
  allBookingStates,
  allows,
  bookingChangeNames,
  stateAfter,
  stateOf,
  type BookingChangeName,
  type BookingState,
} from './states';

/**
 * From which states each change may be written: the phase's letter and the payment's
 * (b booked, c completed, x cancelled, d deleted; P pending, F failed, A awaiting, $ paid).
 */
const expected: Record<BookingChangeName, string> = {
  checkoutStarted: 'bP',
  paid: 'bP bF bA xP xF xA',
  markedPaid: 'bP bA',
  paymentFailed: 'bP bF bA xP xF xA',
  checkoutExpired: 'bP bF bA',
  invoiceSent: 'bA',
  invoiceChanged: 'bP bF bA b$ cP cF cA c$ xP xF xA x$',
  moved: 'bF bA b$',
  cancelled: 'bF bA b$',
  refundStarted: 'x$',
  refundFailed: 'x$',
  refunded: 'x$',
  completed: 'b$',
  receiptNumbered: 'b$ c$ x$',
  creditNoted: 'b$ c$ x$',
  invoiceLineCredited: 'xA',
  weatherChecked: 'bA b$',
  weatherWarned: 'bA b$',
  reminded: 'bA b$',
  reminderReleased: 'bP bF bA b$ cP cF cA c$ xP xF xA x$',
  rescheduleRequested: 'bA b$',
  rescheduleReminded: 'bA b$',
  rescheduleAnswered: 'bA b$',
  permitRecorded: 'bP bF bA b$ cP cF cA c$',
  paymentEdited: 'bP bF bA b$ cP cF cA c$',
  delivered: 'bP bF bA b$ cP cF cA c$',
  downloadPaymentSet: 'bP bF bA b$ cP cF cA c$',
  rated: 'bP bF bA b$ cP cF cA c$',
  mailProblemRecorded: 'bP bF bA b$ cP cF cA c$ xP xF xA x$',
  erased: 'bP bF bA b$ cP cF cA c$ xP xF xA x$ dP dF dA d$',
};

const phaseLetter = { booked: 'b', completed: 'c', cancelled: 'x', deleted: 'd' } as const;
const paymentLetter = { pending: 'P', failed: 'F', awaiting_payment: 'A', paid: '$' } as const;
const code = (state: BookingState) => `${phaseLetter[state.phase]}${paymentLetter[state.payment]}`;

describe('the booking lifecycle', () => {
  it('reads a booking’s state from its fields', () => {
    expect(stateOf(aBooking())).toEqual({ phase: 'booked', payment: 'paid' });
    expect(stateOf(aBooking({ is_completed: true }))).toEqual({
      phase: 'completed',
      payment: 'paid',
    });
    expect(
      stateOf(
        aBooking({ cancelled_at: '2026-11-01T10:00:00Z', payment_status: 'awaiting_payment' }),
      ),
    ).toEqual({
      phase: 'cancelled',
      payment: 'awaiting_payment',
    });
    // Deleted wins over everything else (a cancelled booking can still be erased later).
    expect(
      stateOf(
        aBooking({ deleted_at: '2026-11-02T10:00:00Z', cancelled_at: '2026-11-01T10:00:00Z' }),
      ).phase,
    ).toBe('deleted');
  });

  it('has 16 states, and walks every change from each of them', () => {
    expect(allBookingStates).toHaveLength(16);
    expect(new Set(bookingChangeNames)).toEqual(new Set(Object.keys(expected)));
    for (const change of bookingChangeNames) {
      const allowedFrom = allBookingStates.filter((state) => allows(state, change)).map(code);
      expect(allowedFrom.sort(), change).toEqual(expected[change].split(' ').sort());
    }
  });

  it('leaves the state each change says', () => {
    const booked = (payment: BookingState['payment']): BookingState => ({
      phase: 'booked',
      payment,
    });
    expect(stateAfter(booked('pending'), 'paid')).toEqual(booked('paid'));
    expect(stateAfter(booked('awaiting_payment'), 'markedPaid')).toEqual(booked('paid'));
    expect(stateAfter(booked('pending'), 'paymentFailed')).toEqual(booked('failed'));
    expect(stateAfter(booked('paid'), 'cancelled')).toEqual({
      phase: 'cancelled',
      payment: 'paid',
    });
    expect(stateAfter(booked('paid'), 'completed')).toEqual({
      phase: 'completed',
      payment: 'paid',
    });
    expect(stateAfter(booked('pending'), 'checkoutExpired')).toBeNull();
    // A paid booking cancelled later keeps its payment: it is refunded and credited from there.
    const cancelledPaid = stateAfter(booked('paid'), 'cancelled')!;
    expect(allows(cancelledPaid, 'refunded') && allows(cancelledPaid, 'creditNoted')).toBe(true);
    // Changes that do not move the state leave it as it was.
    for (const change of ['moved', 'weatherWarned', 'permitRecorded', 'receiptNumbered'] as const)
      expect(stateAfter(booked('paid'), change)).toEqual(booked('paid'));
  });

  it('never lets a paid booking fail, nor a cancelled one move, nor anything touch a deleted one but its erasure', () => {
    for (const phase of ['booked', 'completed', 'cancelled'] as const)
      expect(allows({ phase, payment: 'paid' }, 'paymentFailed')).toBe(false);
    expect(allows({ phase: 'cancelled', payment: 'paid' }, 'moved')).toBe(false);
    for (const change of bookingChangeNames)
      for (const payment of ['pending', 'failed', 'awaiting_payment', 'paid'] as const)
        expect(allows({ phase: 'deleted', payment }, change), change).toBe(change === 'erased');
  });
});
