/** The delivery link's query (docs/decisions/0022: a module of its own, without admin texts). */
import * as z from 'zod';

/** The signature of a delivery link (`/api/bookings/{id}/delivery?expires=&sig=`). */
export const deliveryLinkQuerySchema = z.object({
  expires: z.string().max(20).default(''),
  sig: z.string().max(200).default(''),
});
