/**
 * `POST /api/bookings/check`: the payment page checks again that the time can still be flown
 * (free for the product's length, the notice, daylight and the drive at this address) and the
 * address still covered, before the customer pays.
 */
import type { BookingCheck } from '@shared/api/booking';
import { AddressNotValidatedError, coverageOfAddress } from '@functions/geo/address-coverage';
import type { InputOf } from '@functions/lib/http';
import { decideShoot } from './slot-availability';
import { shootRefusalError } from './shoot-refusals';
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
  const [product, coverage] = await Promise.all([
    bookableProduct(body.product_id),
    coverageOrNull(body.address),
  ]);
  const decision = await decideShoot({
    date: body.booking_date,
    time: body.booking_time,
    durationMinutes: product.duration_minutes,
    place: coverage?.covered ? { lat: coverage.location.lat, lon: coverage.location.lon } : null,
  });
  return {
    slot_available: decision.refusal === null,
    slot_message:
      decision.refusal === null
        ? null
        : shootRefusalError({ ...decision, refusal: decision.refusal }).message,
    coverage,
    drone_zone: decision.droneZone ?? null,
  };
}
