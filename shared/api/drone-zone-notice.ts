/** The drone zone an address lies in (a booking's `drone_zone`; docs/decisions/0022). */
import * as z from 'zod/mini';
import { airfieldKinds } from '../domain/drone-zones/airfields';

/** The zone an address lies in, as the customer and the owner read it. */
export const droneZoneNoticeSchema = z.object({
  source: z.enum(['airfield', 'owner']),
  name: z.string(),
  /** The airfield's ICAO code (null for the owner's zones). */
  ident: z.nullable(z.string()),
  /** The airfield's kind (null for the owner's zones). */
  kind: z.nullable(z.enum(airfieldKinds)),
  /** From the airfield or the circle's centre, km (null: inside an area). */
  distance_km: z.nullable(z.number()),
  /** The airfield's distance rule, km (null for the owner's zones). */
  limit_km: z.nullable(z.number()),
  permit_required: z.boolean(),
});
export type DroneZoneNotice = z.infer<typeof droneZoneNoticeSchema>;
