/** The admin panel: every route here is for admins only. */
import { z } from 'zod';
import { bookingSchema, subscriberSchema } from '../entities';
import type { RouteDef } from '../route-def';

export const adminRoutes = [
  {
    method: 'GET',
    path: '/api/admin/bookings',
    group: 'admin',
    operation: 'listAllBookings',
    caller: 'admin',
    response: z.array(bookingSchema),
  },
  {
    method: 'GET',
    path: '/api/admin/subscribers',
    group: 'admin',
    operation: 'listSubscribers',
    caller: 'admin',
    response: z.array(subscriberSchema),
  },
] as const satisfies readonly RouteDef[];
