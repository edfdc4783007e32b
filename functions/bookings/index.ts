/** Lambda for a customer's bookings. */
import { listBookingsByUser } from '../data/bookings';
import { unauthorized } from '../lib/errors';
import { groupHandler, type OperationInput } from '../lib/http';

export const handler = groupHandler('bookings', {
  listMyBookings: async ({ caller }: OperationInput) => {
    if (!caller) throw unauthorized();
    return listBookingsByUser(caller.userId);
  },
});
