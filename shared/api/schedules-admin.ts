/**
 * Schemas of the admin's booking schedules (group `planning`), with the Danish messages of
 * product §5: weekly periods and specific-date overrides.
 */
import * as z from 'zod/mini';
import { minutesOfTime } from '../domain/copenhagen-time';
import { scheduleAdminTexts as t } from '../texts/admin-schedules';
import { isoDate, scheduleSchema, weekdays } from './entities';

/** A slot start: a whole or half hour. */
const slotTime = (required: string) =>
  z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, required), z.regex(/^([01]\d|2[0-3]):(00|30)$/, t.slotTimes));

/** '00:00' as an end is midnight at the end of the day (a period may run until then). */
const endMinutes = (time: string) => minutesOfTime(time) || 24 * 60;

/** Whether a period's end is after its start (checked when both are known). */
export const endsAfterStart = (period: { start_time?: unknown; end_time?: unknown }) =>
  !isSlotStart(period.start_time) ||
  !isSlotStart(period.end_time) ||
  endMinutes(period.end_time) > minutesOfTime(period.start_time);

/** A whole or half hour (the refinement above runs even when a field failed its own check). */
const isSlotStart = (value: unknown): value is string =>
  typeof value === 'string' && /^([01]\d|2[0-3]):(00|30)$/.test(value);

/** `POST /api/admin/schedules/weekly`: a period of a weekday (default 14:00–18:00, enabled). */
export const weeklyPeriodBodySchema = z
  .strictObject({
    day_name: z.enum(weekdays),
    start_time: z._default(slotTime(t.timesRequired), '14:00'),
    end_time: z._default(slotTime(t.timesRequired), '18:00'),
    is_enabled: z._default(z.boolean(), true),
  })
  .check(z.refine(endsAfterStart, { message: t.endAfterStart }));
export type WeeklyPeriodBody = z.infer<typeof weeklyPeriodBodySchema>;

const priority = z
  .number({ error: t.priorityRange })
  .check(z.int(t.priorityRange), z.gte(1, t.priorityRange), z.lte(100, t.priorityRange));

const reason = z.nullable(z.string().check(z.trim(), z.maxLength(300)));

/** `POST /api/admin/schedules/specific`: blocked by default, priority 1, reason optional. */
export const specificDateBodySchema = z
  .strictObject({
    date_override: z
      .string({ error: t.dateTimesRequired })
      .check(z.trim(), z.minLength(1, t.dateTimesRequired), z.regex(isoDate, t.dateTimesRequired)),
    start_time: slotTime(t.dateTimesRequired),
    end_time: slotTime(t.dateTimesRequired),
    is_enabled: z._default(z.boolean(), false),
    priority: z._default(priority, 1),
    reason: z._default(reason, null),
  })
  .check(z.refine(endsAfterStart, { message: t.endAfterStart }));
export type SpecificDateBody = z.infer<typeof specificDateBodySchema>;

/** `PATCH /api/admin/schedules/{id}`: any of the fields of its kind. */
export const schedulePatchBodySchema = z
  .strictObject({
    day_name: z.optional(z.enum(weekdays)),
    date_override: z.optional(z.string().check(z.trim(), z.regex(isoDate, t.dateTimesRequired))),
    start_time: z.optional(slotTime(t.timesRequired)),
    end_time: z.optional(slotTime(t.timesRequired)),
    is_enabled: z.optional(z.boolean()),
    priority: z.optional(priority),
    reason: z.optional(reason),
  })
  .check(z.refine(endsAfterStart, { message: t.endAfterStart }));
export type SchedulePatchBody = z.infer<typeof schedulePatchBodySchema>;

/** A booking whose slot the change took out of the schedule (it is not cancelled). */
export const affectedBookingSchema = z.object({
  id: z.string(),
  booking_date: z.string(),
  booking_time: z.string(),
  product_name: z.string(),
  user_email: z.string(),
});
export type AffectedBooking = z.infer<typeof affectedBookingSchema>;

/** The answer to a schedule change: the schedule, and the bookings now outside the hours. */
export const scheduleChangeSchema = z.object({
  schedule: scheduleSchema,
  affected_bookings: z.array(affectedBookingSchema),
});
export type ScheduleChange = z.infer<typeof scheduleChangeSchema>;
