/**
 * Bookable time slots (`GET /api/availability`): the next 28 days including today in
 * Europe/Copenhagen, 30-minute slots from the weekly schedule overridden by specific dates,
 * minus booked slots and past slots. Slots near sunrise and sunset are marked as golden hour.
 * Only times that can be flown are offered (product §4): the product's whole length free,
 * the minimum notice, daylight at the address and, with an address, the pilot's drive.
 */
import * as z from 'zod/mini';
import { droneZoneNoticeSchema } from './drone-zones';
import { hhmm, isoDate, weekdays } from './entities';

/**
 * Where the shoot is (from the coverage check; without it, the centre of Denmark and no
 * drive check) and which product (its length; one slot without it).
 */
export const availabilityQuerySchema = z.object({
  lat: z.optional(z.coerce.number().check(z.gte(54), z.lte(58))),
  lon: z.optional(z.coerce.number().check(z.gte(7), z.lte(16))),
  product_id: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(1_000_000_000))),
});
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

export const goldenHours = ['morning', 'evening'] as const;
export type GoldenHour = (typeof goldenHours)[number];

/**
 * A free slot of its day (taken, blocked and past slots are left out). Only the time: the
 * date is its day's, and a 28-day answer holds hundreds of slots, asked on every address
 * change of the booking page.
 */
export const timeSlotSchema = z.object({
  /** HH:MM local time in Copenhagen. */
  time: z.string().check(z.regex(hhmm)),
  /** The slot lies in the golden hour after sunrise or before sunset at the shoot location. */
  golden_hour: z.nullable(z.enum(goldenHours)),
});
export type TimeSlot = z.infer<typeof timeSlotSchema>;

export const availabilityDaySchema = z.object({
  date: z.string().check(z.regex(isoDate)),
  weekday: z.enum(weekdays),
  /** Local sunrise and sunset (HH:MM) at the shoot location; null in polar edge cases. */
  sunrise: z.nullable(z.string().check(z.regex(hhmm))),
  sunset: z.nullable(z.string().check(z.regex(hhmm))),
  slots: z.array(timeSlotSchema),
  /** Free starts left out because the pilot cannot drive there and on in time. */
  unreachable: z.number().check(z.int(), z.gte(0)),
  /** Of those, the ones left out by the drive from or home to the base (no other shoot). */
  unreachable_from_base: z.number().check(z.int(), z.gte(0)),
});
export type AvailabilityDay = z.infer<typeof availabilityDaySchema>;

export const availabilitySchema = z.object({
  timezone: z.literal('Europe/Copenhagen'),
  /** Today in Copenhagen; `days` has 28 entries starting here (days without slots too). */
  today: z.string().check(z.regex(isoDate)),
  days: z.array(availabilityDaySchema),
  /** What decided the times, so the page can say why some are not shown. */
  rules: z.object({
    duration_minutes: z.number().check(z.int()),
    min_notice_hours: z.number().check(z.int()),
    daylight_only: z.boolean(),
    /** The drive between shoots was checked (an address was given). */
    drive_checked: z.boolean(),
    /**
     * Days ahead the first time lies when the address is in a drone zone that needs a permit
     * (absent: no such zone). The window then runs this many days longer.
     */
    permit_lead_days: z.optional(z.number().check(z.int(), z.gte(0))),
  }),
  /** The drone zone the address lies in (null: none, or no address given). */
  drone_zone: z.optional(z.nullable(droneZoneNoticeSchema)),
});
export type Availability = z.infer<typeof availabilitySchema>;
