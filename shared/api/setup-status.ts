/**
 * `GET /api/admin/setup`: the owner's 'Kom i gang' checklist, decided by the server from what
 * is stored. The site can take a booking once the business's details, a product, an active
 * zone and open hours exist; the contact details (e-mail and phone) and card payment are steps
 * of their own (the site takes bookings without them: cash and credits work without Stripe).
 */
import * as z from 'zod/mini';

/** 'contact': the business's e-mail and phone, which the site shows visitors (issue 41). */
export const setupStepIds = ['business', 'contact', 'product', 'zone', 'hours', 'card'] as const;
export type SetupStepId = (typeof setupStepIds)[number];

/** Why card payment is not ready (or that it is). */
export const cardPaymentStates = [
  'ready',
  /** No Stripe key (with its webhook's signing secret): none pasted in Indstillinger nor deployed. */
  'no_keys',
  /** No Stripe webhook endpoint for this site (saving the key, or `npm run setup:stripe`, makes it). */
  'no_webhook',
  /** The endpoint lacks some of the events the site handles. */
  'missing_events',
  /** Stripe could not be asked just now. */
  'unknown',
] as const;
export type CardPaymentState = (typeof cardPaymentStates)[number];

export const setupStatusSchema = z.object({
  steps: z.array(z.object({ id: z.enum(setupStepIds), done: z.boolean() })),
  card_payment: z.enum(cardPaymentStates),
  /** Business details, a product, a zone and open hours: a visitor can book. */
  can_take_bookings: z.boolean(),
  /** Every step done, the contact details and card payment included. */
  complete: z.boolean(),
  /**
   * The books in e-conomic (decision 0036): how many documents failed to go (waiting for
   * 'Prøv igen' in Bogføring), and whether e-conomic refused the grant (the documents wait).
   */
  bookkeeping_failed: z.optional(z.number().check(z.int(), z.gte(0))),
  bookkeeping_grant_refused: z.optional(z.boolean()),
});
export type SetupStatus = z.infer<typeof setupStatusSchema>;
