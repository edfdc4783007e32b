/**
 * Bookable time slots (`GET /api/availability`): the next 28 days including today in
 * Europe/Copenhagen, 30-minute slots from the weekly schedule overridden by specific dates,
 * minus booked slots and past slots. Slots near sunrise and sunset are marked as golden hour.
 * Only times that can be flown are offered (product §4): the product's whole length free,
 * the minimum notice, daylight at the address and, with an address, the pilot's drive.
 */
import * as z from 'zod';
import { droneZoneNoticeSchema } from './drone-zones';
import { hhmm, isoDate, weekdays } from './entities';

/**
 * Where the shoot is (from the coverage check; without it, the centre of Denmark and no
 * drive check) and which product (its length; one slot without it).
 */
export const availabilityQuerySchema = z.object({
  lat: z.coerce.number().min(54).max(58).optional(),
  lon: z.coerce.number().min(7).max(16).optional(),
  product_id: z.coerce.number().int().positive().max(1_000_000_000).optional(),
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
  time: z.string().regex(hhmm),
  /** The slot lies in the golden hour after sunrise or before sunset at the shoot location. */
  golden_hour: z.enum(goldenHours).nullable(),
});
export type TimeSlot = z.infer<typeof timeSlotSchema>;

export const availabilityDaySchema = z.object({
  date: z.string().regex(isoDate),
  weekday: z.enum(weekdays),
  /** Local sunrise and sunset (HH:MM) at the shoot location; null in polar edge cases. */
  sunrise: z.string().regex(hhmm).nullable(),
  sunset: z.string().regex(hhmm).nullable(),
  slots: z.array(timeSlotSchema),
  /** Free starts left out because the pilot cannot drive there and on in time. */
  unreachable: z.number().int().min(0),
});
export type AvailabilityDay = z.infer<typeof availabilityDaySchema>;

export const availabilitySchema = z.object({
  timezone: z.literal('Europe/Copenhagen'),
  /** Today in Copenhagen; `days` has 28 entries starting here (days without slots too). */
  today: z.string().regex(isoDate),
  days: z.array(availabilityDaySchema),
  /** What decided the times, so the page can say why some are not shown. */
  rules: z.object({
    duration_minutes: z.number().int(),
    min_notice_hours: z.number().int(),
    daylight_only: z.boolean(),
    /** The drive between shoots was checked (an address was given). */
    drive_checked: z.boolean(),
    /**
     * Days ahead the first time lies when the address is in a drone zone that needs a permit
     * (absent: no such zone). The window then runs this many days longer.
     */
    permit_lead_days: z.number().int().min(0).optional(),
  }),
  /** The drone zone the address lies in (null: none, or no address given). */
  drone_zone: droneZoneNoticeSchema.nullable().optional(),
});
export type Availability = z.infer<typeof availabilitySchema>;
