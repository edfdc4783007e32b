/** The delivery link's query (docs/decisions/0022: a module of its own, without admin texts). */
import * as z from 'zod/mini';

/** The signature of a delivery link (`/api/bookings/{id}/delivery?expires=&sig=`). */
export const deliveryLinkQuerySchema = z.object({
  expires: z._default(z.string().check(z.maxLength(20)), ''),
  sig: z._default(z.string().check(z.maxLength(200)), ''),
});
