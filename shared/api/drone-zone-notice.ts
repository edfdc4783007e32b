/** The drone zone an address lies in (a booking's `drone_zone`; docs/decisions/0022). */
import * as z from 'zod';
import { airfieldKinds } from '../domain/drone-zones/airfields';

/** The zone an address lies in, as the customer and the owner read it. */
export const droneZoneNoticeSchema = z.object({
  source: z.enum(['airfield', 'owner']),
  name: z.string(),
  /** The airfield's ICAO code (null for the owner's zones). */
  ident: z.string().nullable(),
  /** The airfield's kind (null for the owner's zones). */
  kind: z.enum(airfieldKinds).nullable(),
  /** From the airfield or the circle's centre, km (null: inside an area). */
  distance_km: z.number().nullable(),
  /** The airfield's distance rule, km (null for the owner's zones). */
  limit_km: z.number().nullable(),
  permit_required: z.boolean(),
});
export type DroneZoneNotice = z.infer<typeof droneZoneNoticeSchema>;
