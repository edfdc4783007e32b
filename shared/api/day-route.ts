/**
 * `GET /api/admin/day-route?date=`: the owner's day as a route (product §4): the bookings in
 * order of time with the drives between them and from and to the base, the time to spare on
 * each leg, and a link that opens the route in a map.
 */
import * as z from 'zod/mini';
import { dayRouteTexts } from '../texts/admin-bookings';
import { hhmm, isoDate } from './entities';

export const dayRouteQuerySchema = z.object({
  date: z.string().check(z.regex(isoDate, dayRouteTexts.dateRequired)),
});
export type DayRouteQuery = z.infer<typeof dayRouteQuerySchema>;

export const dayRouteStopSchema = z.object({
  booking_id: z.string(),
  time: z.string().check(z.regex(hhmm)),
  end_time: z.string().check(z.regex(hhmm)),
  duration_minutes: z.number().check(z.int()),
  address: z.string(),
  /** The address in a map app (Google Maps search URL). */
  address_map_url: z.string(),
  /** 'Adgangsforhold' the customer gave (null: none). */
  access_notes: z.nullable(z.string()),
  /** The booking's number as shown ('B-1042'; null for a booking made before numbers). */
  booking_number: z.nullable(z.string()),
  product_name: z.string(),
  customer_email: z.string(),
  /** Who the pilot asks for, and the phone to call ('+45 12 34 56 78'); null: not given. */
  customer_name: z.nullable(z.string()),
  customer_phone: z.nullable(z.string()),
  /** The booking hours no longer hold this time (a closed day, changed hours). */
  outside_hours: z.boolean(),
});
export type DayRouteStop = z.infer<typeof dayRouteStopSchema>;

export const dayRouteLegSchema = z.object({
  /** Booking ids; null = the base. */
  from: z.nullable(z.string()),
  to: z.nullable(z.string()),
  /** Driving minutes (null when a place is unknown). */
  drive_minutes: z.nullable(z.number().check(z.int())),
  /** Minutes to spare after the drive and the buffer; negative: the leg cannot be made. */
  spare_minutes: z.nullable(z.number().check(z.int())),
});
export type DayRouteLeg = z.infer<typeof dayRouteLegSchema>;

export const dayRouteSchema = z.object({
  date: z.string().check(z.regex(isoDate)),
  base_address: z.nullable(z.string()),
  buffer_minutes: z.number().check(z.int()),
  /** The working day (the date's scheduled hours); null when the date has none. */
  opens: z.nullable(z.string().check(z.regex(hhmm))),
  closes: z.nullable(z.string().check(z.regex(hhmm))),
  stops: z.array(dayRouteStopSchema),
  legs: z.array(dayRouteLegSchema),
  /** Google Maps directions through the day's addresses (null without stops). */
  map_url: z.nullable(z.string()),
});
export type DayRoute = z.infer<typeof dayRouteSchema>;
