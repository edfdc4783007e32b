/**
 * Card payments in Indstillinger (decision 0031): the Stripe key the owner pastes
 * (`PUT /api/admin/card-payments`) and what the panel is told about it. The key itself is
 * never answered: only whether card payments are set up, test or live, and its last four
 * characters.
 */
import * as z from 'zod/mini';
import { cardPaymentSettingsTexts as t } from '../texts/card-payments';
import { cardPaymentStates } from './setup-status';

/**
 * A Stripe secret key (`sk_live_…`, `sk_test_…`) or restricted key (`rk_live_…`,
 * `rk_test_…`): the characters Stripe uses. Also read by `npm run setup:stripe`.
 */
export const stripeKeyPattern = /^(sk|rk)_(live|test)_[A-Za-z0-9_]+$/;

/** Test or live, and secret or restricted, from a key of `stripeKeyPattern`. */
export function stripeKeyKind(key: string): { mode: 'test' | 'live'; restricted: boolean } {
  const match = stripeKeyPattern.exec(key);
  return { mode: match?.[2] === 'live' ? 'live' : 'test', restricted: match?.[1] === 'rk' };
}

export const stripeKeyBodySchema = z.strictObject({
  secret_key: z.string({ error: t.keyRequired }).check(
    z.trim(),
    z.minLength(1, t.keyRequired),
    z.maxLength(255, t.keyTooLong),
    z.refine((key) => !key.startsWith('pk_'), t.publishableKey),
    z.regex(stripeKeyPattern, t.keyInvalid),
  ),
});
export type StripeKeyBody = z.infer<typeof stripeKeyBodySchema>;

export const cardPaymentSettingsSchema = z.object({
  /** Whether card payments are ready (the 'Kom i gang' step's state). */
  state: z.enum(cardPaymentStates),
  /** The key in use, described; null without one. */
  key: z.nullable(
    z.object({
      mode: z.enum(['test', 'live']),
      restricted: z.boolean(),
      /** Its last four characters. */
      last4: z.string().check(z.length(4)),
      /** `panel`: pasted in Indstillinger (can be removed there); `deployment`: the ops secret. */
      source: z.enum(['panel', 'deployment']),
    }),
  ),
});
export type CardPaymentSettings = z.infer<typeof cardPaymentSettingsSchema>;
