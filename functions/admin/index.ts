/** Lambda for the admin panel (the route table restricts every route here to admins). */
import { listAllBookings } from '../data/bookings';
import { listSubscribers } from '../data/subscribers';
import { groupHandler } from '../lib/http';

export const handler = groupHandler('admin', {
  listAllBookings: () => listAllBookings(),
  listSubscribers: () => listSubscribers(),
});
