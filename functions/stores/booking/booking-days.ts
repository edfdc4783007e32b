/**
 * The changes that put a booking on its day or take it off: booked, moved, cancelled and
 * expired, each ONE transaction with the slot locks of every slot its length covers, its stop
 * on the day's route (version-guarded: DayChangedError when another change of the day won),
 * the credits and the discount use. All of it is written or none; the booking's own element
 * is its named change (booking-changes.ts).
 *
 * - booked: the item, the locks (attribute_not_exists: of two bookings of one slot exactly one
 *   wins, SlotTakenError), the stop, the credit deduction and the discount use;
 * - moved: the slots only the old time held released, those only the new time covers taken,
 *   the stop moved (from the old day's route to the new one's), the reminder forgotten;
 * - cancelled: the slots and the stop released, the credits and the discount use given back,
 *   the card refund requested when it has one;
 * - expired: the item deleted and all it held given back (a checkout never paid).
 * A booking moved or cancelled meanwhile fails with ConcurrentChangeError, nothing written.
 */
import { randomUUID } from 'node:crypto';
import type { Booking, RescheduleRequest } from '@shared/api/entities';
import { cleanAccessNotes } from '@shared/domain/address-rules';
import { defaultShootMinutes } from '@shared/domain/slots';
import { moveAnswer } from '@shared/domain/booking-lifecycle/reschedule-request';
import { NotFoundError } from '@functions/data/errors';
import { runTransaction, type GuardedItem } from '@functions/data/transactions';
import {
  dayRouteWrite,
  getDayRoute,
  retryOnDayChange,
  stopOf,
  withoutStop,
  withStop,
  type DayRoute,
} from '@functions/stores/day-routes';
import {
  discountRelease,
  discountUse,
  firstBookingDiscountRelease,
} from '@functions/stores/discount-codes';
import { creditAddition, creditDeduction } from '@functions/stores/profiles';
import { heldSlotTimes, slotLockDeletes, slotLockPuts } from '@functions/stores/slot-locks';
import { getBooking } from './booking-items';
import { nextBookingNumber } from './booking-numbers';
import { booked, cancelled, expired, moved } from './booking-changes';

/**
 * A new booking; without a shoot length it takes one slot, without a number it draws the next
 * (a caller that may write it several times, deciding its day again, draws one first). It is
 * made now unless `created_at` says when (the demo's history, booked in past months).
 */
export type NewBooking = Omit<
  Booking,
  'id' | 'created_at' | 'is_completed' | 'deleted_at' | 'zip_file_url' | 'duration_minutes'
> & { duration_minutes?: number; created_at?: string };

/** A move or cancel that is the customer's answer to 'Bed om ny tid' (decision 0039). */
export interface ChangeOptions {
  answering?: boolean;
  /**
   * Who moves it when it is not the answer: a move by another route closes an open request
   * (decision 0039), saying who moved it.
   */
  movedBy?: 'owner' | 'customer';
}

/** The booking's request with the customer's answer (written once: booking-changes.ts). */
function answered(
  booking: Booking,
  answer: NonNullable<RescheduleRequest['answer']>,
): Pick<Booking, 'reschedule_request'> {
  const request = booking.reschedule_request;
  return request ? { reschedule_request: { ...request, answer } } : {};
}

/** What a change writes besides the booking and its day (its mails in the outbox). */
export type AlsoWrite = (booking: Booking) => GuardedItem[];

/**
 * Writes the elements with the discount's use given back (and the customer's first-booking
 * claim, when this booking holds it); without the code's element when the code was deleted
 * meanwhile (it keeps no use to give back).
 */
async function withDiscountRelease(
  elements: GuardedItem[],
  booking: Pick<Booking, 'id' | 'user_id' | 'discount_code_id'>,
): Promise<void> {
  if (!booking.discount_code_id) return runTransaction(elements);
  const claim = await firstBookingDiscountRelease(booking);
  const withClaim = claim ? [...elements, claim] : elements;
  try {
    await runTransaction([...withClaim, discountRelease(booking.discount_code_id)]);
  } catch (error) {
    if (!(error instanceof NotFoundError) || error.entity !== 'discount_code') throw error;
    await runTransaction(withClaim);
  }
}

/**
 * Creates a booking in ONE TransactWriteItems: the booking (with its number, drawn first when
 * the input has none, and its access notes cleaned), the locks of every slot it
 * covers, its stop on the day's route (on the version `route` was read at), the credit
 * deduction (when credits_used > 0) and the discount use (when discount_code_id is set).
 * With them, `alsoWrite(booking)` (the confirmation's mails in the outbox).
 * Throws SlotTakenError, DayChangedError, InsufficientCreditsError or DiscountExhaustedError
 * and then has written nothing at all. Without `route` the day is read here (no drive check:
 * the seed and tests), and a change of the day meanwhile is retried.
 */
export async function createBooking(
  input: NewBooking,
  route?: DayRoute,
  alsoWrite: AlsoWrite = () => [],
): Promise<Booking> {
  if (!input.booking_number)
    return createBooking({ ...input, booking_number: await nextBookingNumber() }, route, alsoWrite);
  if (!route)
    return retryOnDayChange(async () =>
      createBooking(input, await getDayRoute(input.booking_date), alsoWrite),
    );
  const { access_notes: notes, ...fields } = input;
  const accessNotes = cleanAccessNotes(notes);
  const booking: Booking = {
    ...fields,
    // Directions for the pilot, beside the address (absent when none were given).
    ...(accessNotes ? { access_notes: accessNotes } : {}),
    duration_minutes: input.duration_minutes ?? defaultShootMinutes,
    id: randomUUID(),
    is_completed: false,
    deleted_at: null,
    zip_file_url: null,
    created_at: input.created_at ?? new Date().toISOString(),
  };
  const elements: GuardedItem[] = [
    booked(booking),
    ...slotLockPuts(booking.booking_date, heldSlotTimes(booking), booking.id),
    dayRouteWrite(route, withStop(route, stopOf(booking))),
  ];
  if (booking.credits_used > 0)
    elements.push(creditDeduction(booking.user_id, booking.credits_used));
  if (booking.discount_code_id) elements.push(discountUse(booking.discount_code_id));
  await runTransaction([...elements, ...alsoWrite(booking)]);
  return booking;
}

/** The elements that take a booking off its day: its slot locks and its stop on the route. */
export async function releaseDay(booking: Booking): Promise<GuardedItem[]> {
  const route = await getDayRoute(booking.booking_date);
  return [
    ...slotLockDeletes(booking.booking_date, heldSlotTimes(booking), booking.id),
    dayRouteWrite(route, withoutStop(route, booking.id)),
  ];
}

/**
 * The slot locks and day routes of a move: the slots only the old time held are released,
 * the slots only the new time covers are taken, and the stop moves on its day's route (or
 * from the old day's route to `target`, read at the version the move was decided on).
 */
async function moveDayElements(
  booking: Booking,
  date: string,
  time: string,
  target: DayRoute,
): Promise<GuardedItem[]> {
  const oldTimes = heldSlotTimes(booking);
  const newTimes = heldSlotTimes({ ...booking, booking_date: date, booking_time: time });
  const sameDay = date === booking.booking_date;
  const kept = (t: string, others: string[]) => sameDay && others.includes(t);
  const stop = stopOf({ ...booking, booking_time: time });
  const elements: GuardedItem[] = [
    ...slotLockDeletes(
      booking.booking_date,
      oldTimes.filter((t) => !kept(t, newTimes)),
      booking.id,
    ),
    ...slotLockPuts(
      date,
      newTimes.filter((t) => !kept(t, oldTimes)),
      booking.id,
    ),
    dayRouteWrite(target, withStop(target, stop)),
  ];
  if (!sameDay) {
    const from = await getDayRoute(booking.booking_date);
    elements.push(dayRouteWrite(from, withoutStop(from, booking.id)));
  }
  return elements;
}

/**
 * Moves a booking to another start (all the slots its length covers), next to the stops of
 * `target`, the new day's route as read when the move was decided, with `alsoWrite(moved)`
 * (the move's mails in the outbox); returns the booking as stored afterwards. DayChangedError
 * when that day changed meanwhile.
 */
export async function moveBooking(
  booking: Booking,
  date: string,
  time: string,
  target: DayRoute,
  alsoWrite: AlsoWrite = () => [],
  options: ChangeOptions = {},
): Promise<Booking> {
  const now = new Date().toISOString();
  const next: Booking = {
    ...booking,
    booking_date: date,
    booking_time: time,
    rescheduled_from: {
      date: booking.booking_date,
      time: booking.booking_time,
      at: new Date().toISOString(),
    },
    calendar_sequence: (booking.calendar_sequence ?? 0) + 1,
  };
  const answer = moveAnswer(
    booking,
    { at: now, date, time },
    options.answering ? 'link' : (options.movedBy ?? 'owner'),
  );
  if (answer) Object.assign(next, answered(booking, answer));
  await runTransaction([
    moved(booking, next),
    ...(await moveDayElements(booking, date, time, target)),
    ...alsoWrite(next),
  ]);
  return next;
}

/**
 * Cancels a booking: the booking marked cancelled (with the refund requested when `refund` is
 * given), its slot lock released, its credits and discount use given back, and
 * `alsoWrite(cancelled)` (the cancel's mails in the outbox). A discount code deleted
 * meanwhile keeps no use to give back: then the rest is written without it.
 */
export async function cancelBooking(
  booking: Booking,
  refund: { amount: number } | null,
  alsoWrite: AlsoWrite = () => [],
  options: ChangeOptions = {},
): Promise<Booking> {
  return retryOnDayChange(async () => {
    const now = new Date().toISOString();
    const next: Booking = {
      ...booking,
      cancelled_at: now,
      calendar_sequence: (booking.calendar_sequence ?? 0) + 1,
      refund: refund ? { id: null, status: 'requested', amount: refund.amount } : null,
      ...(options.answering ? answered(booking, { kind: 'cancelled', at: now }) : {}),
    };
    const elements: GuardedItem[] = [cancelled(booking, next), ...(await releaseDay(booking))];
    if (booking.credits_used > 0)
      elements.push(creditAddition(booking.user_id, booking.credits_used));
    elements.push(...alsoWrite(next));
    await withDiscountRelease(elements, booking);
    return next;
  });
}

/**
 * Deletes a booking whose checkout was never paid (or whose payment could not start) and
 * undoes what createBooking wrote, in one transaction: the slot locks, the stop, the credits
 * and the discount use. NotFoundError when it is gone already.
 */
export async function expireBooking(id: string): Promise<Booking> {
  const current = await getBooking(id);
  if (!current) throw new NotFoundError('booking');
  await retryOnDayChange(async () => {
    const elements: GuardedItem[] = [expired(id)];
    if (!current.deleted_at) elements.push(...(await releaseDay(current)));
    if (current.credits_used > 0)
      elements.push(creditAddition(current.user_id, current.credits_used));
    await withDiscountRelease(elements, current);
  });
  return current;
}
