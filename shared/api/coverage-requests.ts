/**
 * Asking to be told when an address outside the zones is covered (product §4 'Coverage
 * requests'): the public request and the owner's list of them.
 */
import * as z from 'zod/mini';
import { coverageRequestTexts as t } from '../texts/coverage';
import { addressSchema } from './coverage';

const requesterEmail = z
  .string({ error: t.invalidEmail })
  .check(
    z.trim(),
    z.minLength(3, t.invalidEmail),
    z.maxLength(254, t.invalidEmail),
    z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, t.invalidEmail),
  );

export const coverageRequestBodySchema = z.object({
  email: requesterEmail,
  address: addressSchema,
  /** The product the customer was booking, named in the owner's mail (optional). */
  product_id: z.optional(z.number().check(z.int(), z.positive())),
});
export type CoverageRequestBody = z.infer<typeof coverageRequestBodySchema>;

export const coverageRequestAnswerSchema = z.object({
  saved: z.literal(true),
  /** The address as it was found ('Vestergade 1, 8000 Aarhus C'). */
  address: z.string(),
});
export type CoverageRequestAnswer = z.infer<typeof coverageRequestAnswerSchema>;

/** One request as the owner sees it in Adressezoner. */
export const coverageRequestSchema = z.object({
  id: z.string(),
  email: z.string(),
  address: z.string(),
  lat: z.number(),
  lon: z.number(),
  product_name: z.nullable(z.string()),
  created_at: z.string(),
  /** Set once a zone covered the address and the requester was mailed. */
  notified_at: z.nullable(z.string()),
  notified_zone: z.nullable(z.string()),
});
export type CoverageRequest = z.infer<typeof coverageRequestSchema>;
