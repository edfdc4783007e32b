/**
 * `POST /api/bookings/check`: the payment page checks again that the slot is still free and
 * the address still covered, before the customer pays.
 */
import type { BookingCheck, BookingCheckBody } from '../../shared/api/booking';
import { getProduct } from '../data/products';
import { AddressNotValidatedError, coverageOfAddress } from '../geo/address-coverage';
import { notFound } from '../lib/errors';
import type { OperationInput } from '../lib/http';
import { isSlotBookable } from './slot-availability';

export const productNotFoundMessage = 'Produktet blev ikke fundet';

async function coverageOrNull(address: string): Promise<BookingCheck['coverage']> {
  try {
    return await coverageOfAddress(address);
  } catch (error) {
    if (error instanceof AddressNotValidatedError) return null;
    throw error;
  }
}

export async function checkBooking({
  body,
}: OperationInput<BookingCheckBody>): Promise<BookingCheck> {
  const product = await getProduct(body.product_id);
  if (!product) throw notFound(productNotFoundMessage);
  const [slotAvailable, coverage] = await Promise.all([
    isSlotBookable(body.booking_date, body.booking_time),
    coverageOrNull(body.address),
  ]);
  return { slot_available: slotAvailable, coverage };
}
