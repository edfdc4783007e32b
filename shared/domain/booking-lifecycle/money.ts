/**
 * A booking's money (issue 39): what it brings in, whether it waits for a payment, and what
 * becomes of its money when it is cancelled, by the way it was paid. The server (which
 * refunds, voids and credits) and the pages and mails (which say it before and after the
 * confirm) ask here.
 */
import type { Booking } from '@shared/api/entities';
import { oreOf } from '@shared/domain/moms';
import { stateOf } from './states';

/** The fields that say whether a booking's money counts. */
export type PaidCheckBooking = Pick<Booking, 'payment_status'> &
  Partial<Pick<Booking, 'cancelled_at' | 'deleted_at' | 'refund'>>;

/** Whether the booking's money has arrived (card, invoice, cash marked paid, credits). */
export const isPaid = (booking: Pick<Booking, 'payment_status'>): boolean =>
  booking.payment_status === 'paid';

/** Paid and kept: not cancelled, deleted or refunded (a cancelled card payment is refunded). */
export function countsAsPaid(booking: PaidCheckBooking): boolean {
  return (
    isPaid(booking) &&
    !booking.cancelled_at &&
    !booking.deleted_at &&
    booking.refund?.status !== 'refunded'
  );
}

/** The fields that say what a booking brings in. */
export type PaidAmountBooking = PaidCheckBooking &
  Pick<Booking, 'price'> &
  Partial<Pick<Booking, 'credited_ore'>>;

/**
 * The øre a booking brings in: when it counts as paid, its price less what its credit notes
 * credited (a part refunded in Stripe's dashboard, or of a firm's monthly invoice); else 0.
 * The month's books hold the same: the receipt less those credit notes.
 */
export const paidOre = (booking: PaidAmountBooking): number =>
  countsAsPaid(booking) ? Math.max(0, oreOf(booking.price) - (booking.credited_ore ?? 0)) : 0;

/** The same in whole kroner (the owner's figures: Oversigt, Analyse). */
export const paidAmount = (booking: PaidAmountBooking): number =>
  Math.round(paidOre(booking) / 100);

/** Waiting for its money: not paid yet, not failed, not cancelled (the owner's filter). */
export const waitsForPayment = (
  booking: Pick<Booking, 'payment_status'> & Partial<Pick<Booking, 'cancelled_at' | 'deleted_at'>>,
): boolean =>
  !booking.cancelled_at &&
  !booking.deleted_at &&
  (booking.payment_status === 'pending' || booking.payment_status === 'awaiting_payment');

/** The payment failed (a card payment or an invoice), and nothing is paid. */
export const paymentFailed = (booking: Pick<Booking, 'payment_status'>): boolean =>
  booking.payment_status === 'failed';

/** The customer is at the card checkout: the booking is not paid and may still be. */
export const atCardCheckout = (
  booking: Pick<Booking, 'payment_method' | 'payment_status' | 'deleted_at'> &
    Partial<Pick<Booking, 'cancelled_at'>>,
): boolean =>
  booking.payment_method === 'card' &&
  booking.payment_status === 'pending' &&
  !booking.deleted_at &&
  !booking.cancelled_at;

/**
 * Whether a booking is one of the customer's unpaid bookings that count against the cap:
 * cash or invoice, booked and not paid yet, its shoot today or later.
 */
export const countsTowardUnpaidCap = (booking: Booking, today: string): boolean => {
  const { phase, payment } = stateOf(booking);
  return phase === 'booked' && payment === 'awaiting_payment' && booking.booking_date >= today;
};

/** A booking whose way to pay waits for the money until the shoot (cash, invoice). */
export const paidLater = (method: Booking['payment_method']): boolean =>
  method === 'cash' || method === 'invoice';

/** What is left to pay back: the price less what credit notes credited (a part refunded before). */
export const moneyLeft = (booking: Pick<Booking, 'price' | 'credited_ore'>): number =>
  Math.max(0, booking.price - Math.ceil((booking.credited_ore ?? 0) / 100));

/**
 * What becomes of the money when the booking is cancelled:
 * - `card_refund`: paid by card or MobilePay through the checkout: refunded to the card at once;
 * - `owner_refunds`: paid in cash or by invoice (or by card outside the checkout): the owner
 *   pays it back;
 * - `invoice_voided`: an invoice sent and not paid: it is voided, nothing to pay;
 * - `nothing`: nothing paid (cash on the day, nothing left to pay back).
 * Credits used are given back to the balance in every case (`credits`).
 */
export type CancelMoney =
  | { way: 'card_refund'; amount: number; credits: number }
  | { way: 'owner_refunds'; amount: number; credits: number }
  | { way: 'invoice_voided'; credits: number }
  | { way: 'nothing'; credits: number };

export type CancelMoneyFields = Pick<
  Booking,
  'payment_status' | 'payment_method' | 'payment_intent_id' | 'price' | 'credits_used'
> &
  Partial<Pick<Booking, 'credited_ore' | 'invoice' | 'refund'>>;

export function cancelMoney(booking: CancelMoneyFields): CancelMoney {
  const credits = booking.credits_used;
  // A cancelled booking says what its cancel started.
  if (booking.refund) return { way: 'card_refund', amount: booking.refund.amount, credits };
  const amount = moneyLeft(booking);
  if (isPaid(booking)) {
    if (amount === 0) return { way: 'nothing', credits };
    const byCheckout = booking.payment_method === 'card' && Boolean(booking.payment_intent_id);
    return { way: byCheckout ? 'card_refund' : 'owner_refunds', amount, credits };
  }
  if (booking.invoice?.status === 'open') return { way: 'invoice_voided', credits };
  return { way: 'nothing', credits };
}
