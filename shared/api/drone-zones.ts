/**
 * Drone zones (product §4 'Drone zones'): the owner's own zones (DRONE_ZONE#{id}), added in
 * Adressezoner as a circle around an address or an area imported from a GeoJSON file, and the
 * notice of the zone an address lies in (booking page, admin's booking card).
 */
import * as z from 'zod/mini';
import { droneZoneTexts as t } from '../texts/drone-zones';
import { maxGeoJsonChars } from '../domain/drone-zones/geojson-import';

// In a module of its own: every booking carries it, and a function that reads bookings does
// not need the zone editor's schemas and texts (docs/decisions/0022).
export { droneZoneNoticeSchema, type DroneZoneNotice } from './drone-zone-notice';

const name = z
  .string()
  .check(z.trim(), z.minLength(1, t.nameRequired), z.maxLength(100, t.nameTooLong));

/** `POST /api/admin/drone-zones`: a circle around an address, or an area from GeoJSON text. */
export const droneZoneCreateBodySchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('circle'),
    name,
    permit_required: z.boolean(),
    center_address: z.string().check(z.trim(), z.minLength(1, t.centreRequired), z.maxLength(200)),
    radius_km: z
      .number({ error: t.radiusInvalid })
      .check(z.gte(0.1, t.radiusInvalid), z.lte(50, t.radiusInvalid)),
  }),
  z.strictObject({
    type: z.literal('area'),
    name,
    permit_required: z.boolean(),
    /** The file's text; checked on the server (geometry types, coordinates, size). */
    geojson: z.string().check(z.maxLength(maxGeoJsonChars, t.geoJsonTooLarge)),
  }),
]);
export type DroneZoneCreateBody = z.infer<typeof droneZoneCreateBodySchema>;

/** An owner's zone as the admin lists it (an area without its coordinates). */
export const droneZoneSchema = z.object({
  id: z.string(),
  name: z.string(),
  permit_required: z.boolean(),
  shape: z.discriminatedUnion('type', [
    z.object({
      type: z.literal('circle'),
      center_address: z.string(),
      lat: z.number(),
      lon: z.number(),
      radius_km: z.number(),
    }),
    z.object({
      type: z.literal('area'),
      polygons: z.number().check(z.int()),
      positions: z.number().check(z.int()),
    }),
  ]),
  created_at: z.string(),
});
export type DroneZone = z.infer<typeof droneZoneSchema>;

/** `POST /api/admin/bookings/{id}/permit`: the owner has (or has not) the permit. */
export const bookingPermitBodySchema = z.strictObject({ permit_received: z.boolean() });
export type BookingPermitBody = z.infer<typeof bookingPermitBodySchema>;
