/**
 * `POST /api/bookings/check`: the payment page checks again that the slot is still free and
 * the address still covered, before the customer pays.
 */
import type { BookingCheck } from '@shared/api/booking';
import { AddressNotValidatedError, coverageOfAddress } from '@functions/geo/address-coverage';
import type { InputOf } from '@functions/lib/http';
import { isSlotBookable } from './slot-availability';
import { bookableProduct } from './validate-discount-code';

async function coverageOrNull(address: string): Promise<BookingCheck['coverage']> {
  try {
    return { found: true, ...(await coverageOfAddress(address)) };
  } catch (error) {
    if (error instanceof AddressNotValidatedError) return null;
    throw error;
  }
}

export async function checkBooking({ body }: InputOf<'checkBooking'>): Promise<BookingCheck> {
  await bookableProduct(body.product_id);
  const [slotAvailable, coverage] = await Promise.all([
    isSlotBookable(body.booking_date, body.booking_time),
    coverageOrNull(body.address),
  ]);
  return { slot_available: slotAvailable, coverage };
}
