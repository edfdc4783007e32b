/** The public address check of the coverage page (`POST /api/coverage/check`). */
import * as z from 'zod/mini';
import { coverageTexts } from '../texts/coverage';
import { droneZoneNoticeSchema } from './drone-zone-notice';
import { addressMaxLength, hasOnlyVisibleCharacters, isOneLine } from '../domain/address-rules';
import { addressTexts } from '../texts/address';
import { fillText } from '../texts/fill';

const { addressRequired, addressInvalidCharacters } = coverageTexts;

/**
 * An address as a customer types it (shared/domain/address-rules.ts): required, on one line,
 * at most 300 characters, and only visible characters (no controls, direction overrides or
 * zero-width characters, which would show an admin or a pilot a different address than the
 * one stored). Each with its own Danish message.
 */
export const addressSchema = z.string({ error: addressRequired }).check(
  z.trim(),
  z.minLength(1, { error: addressRequired, abort: true }),
  z.refine(isOneLine, { error: addressTexts.addressOneLine, abort: true }),
  z.maxLength(addressMaxLength, {
    error: fillText(addressTexts.addressTooLong, { max: addressMaxLength }),
    abort: true,
  }),
  z.refine(hasOnlyVisibleCharacters, addressInvalidCharacters),
);

export const coverageCheckBodySchema = z.object({ address: addressSchema });
export type CoverageCheckBody = z.infer<typeof coverageCheckBodySchema>;

/** The address was found: is it inside an active zone? */
export const coverageCheckSchema = z.object({
  found: z.literal(true),
  covered: z.boolean(),
  /** Distance from the address to the nearest active zone centre ("from our base"). */
  distance_km: z.nullable(z.number()),
  /** The zone that covers the address; null when none does. */
  zone: z.nullable(z.object({ id: z.string(), name: z.string(), radius_km: z.number() })),
  nearest_zone_name: z.nullable(z.string()),
  /** Where the address was found (drawn as a marker on the coverage map). */
  location: z.object({ lat: z.number(), lon: z.number(), label: z.string() }),
  /**
   * The drone zone the address lies in (null: none), and the days a permit takes there (0:
   * none needed): the same notice as the booking page's (product §4 'Drone zones').
   */
  drone_zone: z.optional(z.nullable(droneZoneNoticeSchema)),
  permit_lead_days: z.optional(z.number().check(z.int(), z.gte(0))),
});
export type CoverageCheck = z.infer<typeof coverageCheckSchema>;

/**
 * The address could not be found. An ordinary answer (200), not an error: a visitor typing an
 * unknown address is not a failed request, and the browser should not log one.
 */
export const addressNotFoundSchema = z.object({
  found: z.literal(false),
  /** 'Kunne ikke validere adressen'. */
  message: z.string(),
});

/** `POST /api/coverage/check` answers either. */
export const coverageAnswerSchema = z.discriminatedUnion('found', [
  coverageCheckSchema,
  addressNotFoundSchema,
]);
export type CoverageAnswer = z.infer<typeof coverageAnswerSchema>;
