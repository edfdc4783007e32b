import { describe, expect, it } from 'vitest';
import { planAccountDeletion, type DeletionBooking } from './account-deletion';

// 12:00 in Copenhagen (summer time).
const now = new Date('2030-06-01T10:00:00Z');
let next = 0;
const booking = (fields: Partial<DeletionBooking>): DeletionBooking => ({
  id: `b${next++}`,
  booking_date: '2030-07-01',
  booking_time: '10:00',
  is_completed: false,
  deleted_at: null,
  payment_status: 'awaiting_payment',
  ...fields,
});

describe('planAccountDeletion', () => {
  const future = booking({});
  const paidCard = booking({ payment_status: 'paid', booking_time: '11:00' });
  const insideCutoff = booking({ booking_date: '2030-06-02', booking_time: '10:00' });
  const checkout = booking({ payment_status: 'pending', booking_time: '12:00' });
  const past = booking({ booking_date: '2030-05-01', payment_status: 'paid' });
  const earlierToday = booking({ booking_date: '2030-06-01', booking_time: '11:30' });
  const completed = booking({ payment_status: 'paid', is_completed: true });
  const deleted = booking({ deleted_at: '2030-05-01T00:00:00Z' });
  const refundFailed = booking({
    cancelled_at: '2030-05-20T00:00:00Z',
    refund: { id: null, status: 'failed', amount: 1000 },
  });
  const refundPending = booking({
    cancelled_at: '2030-05-20T00:00:00Z',
    refund: { id: 're_1', status: 'pending', amount: 1000 },
  });
  const cancelledCash = booking({ cancelled_at: '2030-05-20T00:00:00Z', refund: null });

  it('cancels future bookings and keeps past, completed, cancelled and deleted ones', () => {
    const plan = planAccountDeletion(
      [future, paidCard, past, earlierToday, completed, deleted, refundPending, cancelledCash],
      48,
      now,
    );
    expect(plan.cancel).toEqual([future, paidCard]);
    expect(plan.blocked).toEqual([]);
    expect(plan.retryRefund).toEqual([]);
  });

  it('is refused by a booking inside the cut-off or in a card checkout', () => {
    const plan = planAccountDeletion([future, insideCutoff, checkout], 48, now);
    expect(plan.blocked).toEqual([
      { booking: insideCutoff, refusal: 'past_cutoff' },
      { booking: checkout, refusal: 'checkout_open' },
    ]);
    // With a shorter cut-off the same booking can still be cancelled.
    expect(planAccountDeletion([insideCutoff], 12, now).cancel).toEqual([insideCutoff]);
  });

  it('retries a refund Stripe never took', () => {
    expect(planAccountDeletion([refundFailed, refundPending], 48, now).retryRefund).toEqual([
      refundFailed,
    ]);
  });
});
