/**
 * Helpers for the data layer's integration tests. The table is shared by every integration
 * test file, so each file draws dates from its own far-future year (no other test books in
 * year 3000+) and uses random ids everywhere else.
 */
import { randomUUID } from 'node:crypto';
import { type NewBooking } from '@functions/stores/booking/booking-days';
import type { NewProduct } from '@functions/stores/products';

/** Consecutive distinct dates (YYYY-MM-DD) starting on January 1st of `year`. */
export function dateAllocator(year: number): () => string {
  let day = 0;
  return () => {
    const date = new Date(Date.UTC(year, 0, 1 + day++));
    return date.toISOString().slice(0, 10);
  };
}

/** The 48 half-hour slot times of a day, 00:00 to 23:30. */
export const slotTimes: readonly string[] = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);

export const uniqueId = (prefix: string): string => `${prefix}-${randomUUID()}`;

/** A valid booking paid by card with no credits and no discount, unless overridden. */
export function bookingInput(
  fields: Pick<NewBooking, 'user_id' | 'booking_date' | 'booking_time'> & Partial<NewBooking>,
): NewBooking {
  return {
    user_email: `${fields.user_id}@example.dk`,
    product_id: 1,
    product_name: 'Dronefoto af bolig',
    address: 'Vesterbrogade 1, 1620 København V',
    include_editing: false,
    payment_status: 'pending',
    payment_method: 'card',
    payment_intent_id: null,
    discount_code_id: null,
    discount_amount: 0,
    original_price: 1500,
    price: 1500,
    credits_used: 0,
    ...fields,
  };
}

/** A booking of `user` (its account id and e-mail), as bookingInput makes one. */
export function bookingOf(
  user: { sub: string; email: string },
  fields: Pick<NewBooking, 'booking_date' | 'booking_time'> & Partial<NewBooking>,
): NewBooking {
  return bookingInput({ user_id: user.sub, user_email: user.email, ...fields });
}

/** A new product: a photo product without editing, images or links, unless overridden. */
export function productInput(
  fields: Pick<NewProduct, 'name' | 'description' | 'price'> & Partial<NewProduct>,
): NewProduct {
  return {
    category: 'photo',
    images: [],
    links: [],
    is_editing_included: false,
    ...fields,
  };
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads until `done` holds (state written in the background, e.g. by a webhook or a mail),
 * at most `tries` times 100 ms apart; answers the last read either way, for the test to judge.
 */
export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  tries = 100,
): Promise<T> {
  for (let attempt = 0; attempt < tries; attempt++) {
    const value = await read();
    if (done(value)) return value;
    await pause(100);
  }
  return read();
}
