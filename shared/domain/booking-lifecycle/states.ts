/**
 * A booking's lifecycle (issue 39): its states and the named changes that move it between them,
 * defined once. The booking store (functions/stores/booking) writes a booking only through
 * these changes and builds each write's condition from this table, so no change is written
 * from a state the table does not allow, however requests race; the pages and the server ask
 * the same table (and the questions beside it in this folder) instead of reading fields.
 *
 * A state has two sides: where the booking is in its life (`phase`) and where its money is
 * (`payment`). A cancelled booking keeps the payment it had (a paid one is refunded or
 * credited), so both sides matter for what may happen next.
 */
import type { Booking } from '@shared/api/entities';
import { paymentStatuses, type PaymentStatus } from '../payment';

export const bookingPhases = ['booked', 'completed', 'cancelled', 'deleted'] as const;
/** booked: will happen; completed: shot and done; cancelled: by either side; deleted: gone. */
export type BookingPhase = (typeof bookingPhases)[number];

export interface BookingState {
  phase: BookingPhase;
  payment: PaymentStatus;
}

/** The fields a booking's state is read from. */
export type StateFields = Pick<Booking, 'payment_status' | 'is_completed'> &
  Partial<Pick<Booking, 'cancelled_at' | 'deleted_at'>>;

export function phaseOf(booking: Omit<StateFields, 'payment_status'>): BookingPhase {
  if (booking.deleted_at) return 'deleted';
  if (booking.cancelled_at) return 'cancelled';
  if (booking.is_completed) return 'completed';
  return 'booked';
}

export const stateOf = (booking: StateFields): BookingState => ({
  phase: phaseOf(booking),
  payment: booking.payment_status,
});

/** Every state a booking can be in (some are never reached, e.g. completed and unpaid). */
export const allBookingStates: readonly BookingState[] = bookingPhases.flatMap((phase) =>
  paymentStatuses.map((payment) => ({ phase, payment })),
);

/** From which states a change may be written, and the state it leaves. */
export interface Transition {
  phases: readonly BookingPhase[];
  payments: readonly PaymentStatus[];
  /** The phase or payment after the change (absent: unchanged); `gone`: the item is deleted. */
  to?: Partial<BookingState> | 'gone';
}

const anyPayment = paymentStatuses;
const live = ['booked', 'completed'] as const;
const notDeleted = ['booked', 'completed', 'cancelled'] as const;
/** Payments of a shoot that will be flown: paid, or paid at or after it (cash, invoice). */
const flownPayments = ['paid', 'awaiting_payment'] as const;
/** Payments a customer or the owner may still move or cancel (not during a card checkout). */
const changeablePayments = ['paid', 'awaiting_payment', 'failed'] as const;

/**
 * The named changes of a booking. Each is written by the booking store alone
 * (functions/stores/booking/booking-changes.ts), on the condition this table gives.
 */
export const bookingTransitions = {
  /** A card checkout's session stored on the booking (while the customer pays). */
  checkoutStarted: { phases: ['booked'], payments: ['pending'] },
  /**
   * The money arrived (card, invoice, the owner's 'Markér som betalt'). A cancelled booking
   * paid after all (an invoice paid before its voiding) records the money, so it is credited.
   */
  paid: {
    phases: ['booked', 'cancelled'],
    payments: ['pending', 'failed', 'awaiting_payment'],
    to: { payment: 'paid' },
  },
  /** The owner's 'Markér som betalt' (a bank transfer, cash on the day): a booking waiting for it. */
  markedPaid: {
    phases: ['booked'],
    payments: ['pending', 'awaiting_payment'],
    to: { payment: 'paid' },
  },
  /** A card or invoice payment failed (the invoice voided or uncollectible). */
  paymentFailed: {
    phases: ['booked', 'cancelled'],
    payments: ['pending', 'awaiting_payment', 'failed'],
    to: { payment: 'failed' },
  },
  /**
   * A card checkout left unpaid, or a payment (checkout, invoice) that could not start: the
   * booking and all it held go (slots, credits, the code's use).
   */
  checkoutExpired: {
    phases: ['booked'],
    payments: ['pending', 'failed', 'awaiting_payment'],
    to: 'gone',
  },
  /** The Stripe invoice of an invoice booking, sent and stored on it. */
  invoiceSent: { phases: ['booked'], payments: ['awaiting_payment'] },
  /** The invoice's state as Stripe reports it (paid, failed, voided, uncollectible). */
  invoiceChanged: { phases: notDeleted, payments: anyPayment },
  /** To another date or time (the customer within the cut-off rules, the owner any time). */
  moved: { phases: ['booked'], payments: changeablePayments },
  cancelled: { phases: ['booked'], payments: changeablePayments, to: { phase: 'cancelled' } },
  /** A cancelled card booking's refund: requested by us, taken by Stripe, done, or failed. */
  refundStarted: { phases: ['cancelled'], payments: ['paid'] },
  refundFailed: { phases: ['cancelled'], payments: ['paid'] },
  refunded: { phases: ['cancelled'], payments: ['paid'] },
  /** 'Gennemfør': a paid booking once its shoot has started. */
  completed: { phases: ['booked'], payments: ['paid'], to: { phase: 'completed' } },
  /** The receipt's number, given once to a paid booking. */
  receiptNumbered: { phases: notDeleted, payments: ['paid'] },
  /** A credit note issued against the receipt (a cancel or a refund). */
  creditNoted: { phases: notDeleted, payments: ['paid'] },
  /**
   * A firm booking cancelled after its firm's monthly invoice was made and before it was paid:
   * its line credited by a credit note of the invoice (decision 0035); it is never paid.
   */
  invoiceLineCredited: { phases: ['cancelled'], payments: ['awaiting_payment'] },
  /** The weather check's result, and its warning (once per forecast window). */
  weatherChecked: { phases: ['booked'], payments: flownPayments },
  weatherWarned: { phases: ['booked'], payments: flownPayments },
  /** The reminder a day before, claimed once (and given back when its mail failed). */
  reminded: { phases: ['booked'], payments: flownPayments },
  reminderReleased: { phases: notDeleted, payments: anyPayment },
  /**
   * 'Bed om ny tid' (decision 0039): the owner asks the customer of a shoot that will be flown
   * to choose a new time; the reminder a day later; the customer's answer, written with the
   * move or the cancel it is.
   */
  rescheduleRequested: { phases: ['booked'], payments: flownPayments },
  rescheduleReminded: { phases: ['booked'], payments: flownPayments },
  rescheduleAnswered: { phases: ['booked'], payments: flownPayments },
  /** The owner has Trafikstyrelsen's permit for the drone zone. */
  permitRecorded: { phases: live, payments: anyPayment },
  /** The owner's edit form: payment status and method set by hand. */
  paymentEdited: { phases: live, payments: anyPayment },
  /** The delivery (files' link) and with it a fresh rating link. */
  delivered: { phases: live, payments: anyPayment },
  /** 'Betaling før download' set by the owner for this booking (decision 0041). */
  downloadPaymentSet: { phases: live, payments: anyPayment },
  /** The rating link used: the booking's rating saved. */
  rated: { phases: live, payments: anyPayment },
  /** A mail about it could not reach the customer. */
  mailProblemRecorded: { phases: notDeleted, payments: anyPayment },
  /** The customer deleted their account: their personal data leaves the booking. */
  erased: { phases: bookingPhases, payments: anyPayment },
} as const satisfies Record<string, Transition>;

export type BookingChangeName = keyof typeof bookingTransitions;

export const bookingChangeNames = Object.keys(bookingTransitions) as BookingChangeName[];

/** Whether a change may be written in this state. */
export function allows(state: BookingState, change: BookingChangeName): boolean {
  const transition: Transition = bookingTransitions[change];
  return transition.phases.includes(state.phase) && transition.payments.includes(state.payment);
}

/** The state after a change (null: the booking is deleted); the caller checked `allows`. */
export function stateAfter(state: BookingState, change: BookingChangeName): BookingState | null {
  const transition: Transition = bookingTransitions[change];
  const to = transition.to;
  if (to === 'gone') return null;
  return { ...state, ...to };
}
