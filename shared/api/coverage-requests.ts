/**
 * Asking to be told when an address outside the zones is covered (product §4 'Coverage
 * requests'): the public request and the owner's list of them.
 */
import * as z from 'zod';
import { coverageRequestTexts as t } from '../texts/coverage';
import { addressSchema } from './coverage';

const requesterEmail = z
  .string({ error: t.invalidEmail })
  .trim()
  .min(3, t.invalidEmail)
  .max(254, t.invalidEmail)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, t.invalidEmail);

export const coverageRequestBodySchema = z.object({
  email: requesterEmail,
  address: addressSchema,
  /** The product the customer was booking, named in the owner's mail (optional). */
  product_id: z.number().int().positive().optional(),
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
  product_name: z.string().nullable(),
  created_at: z.string(),
  /** Set once a zone covered the address and the requester was mailed. */
  notified_at: z.string().nullable(),
  notified_zone: z.string().nullable(),
});
export type CoverageRequest = z.infer<typeof coverageRequestSchema>;
