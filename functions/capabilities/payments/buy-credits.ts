/**
 * `POST /api/credits/checkout`: starts a card checkout for `quantity` credits. The server
 * prices it (1 credit = 1 kr); anything else in the body is ignored. The credits are added
 * only by the provider's webhook when the payment succeeds.
 */
import type { Checkout } from '@shared/api/payments';
import { assertBusinessCanSell } from '@functions/capabilities/settings/business-ready';
import { accountEmail } from '@functions/lib/account-email';
import {
  attachCreditPurchaseSession,
  createCreditPurchase,
  markCreditPurchaseFailed,
} from '@functions/stores/credit-purchases';
import { ensureProfile, getProfile } from '@functions/stores/profiles';
import type { Caller } from '@functions/lib/auth';
import { HttpError, notFound, unauthorized } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { createCheckoutSession } from './checkout-session';
import { creditsCancelUrl, creditsSuccessUrl } from './checkout-urls';
import { authTexts } from '@shared/texts/auth';
import { bookingTexts } from '@shared/texts/booking';
import { creditTexts } from '@shared/texts/credits';
import { logger } from '@functions/lib/logger';

/** 1 credit costs 1 kr. */
export const creditPriceKroner = (quantity: number) => quantity;

export const creditPurchaseIdempotencyKey = (purchaseId: string) => `credit-purchase-${purchaseId}`;

async function buyerEmail(caller: Caller): Promise<string> {
  const profile = await getProfile(caller.userId);
  if (profile) return profile.email;
  const email = await accountEmail(caller.username);
  if (!email) throw notFound(authTexts.profileNotFound);
  return (await ensureProfile(caller.userId, email)).email;
}

export async function buyCredits({ body, caller }: InputOf<'buyCredits'>): Promise<Checkout> {
  if (!caller) throw unauthorized();
  await assertBusinessCanSell();
  const email = await buyerEmail(caller);
  const purchase = await createCreditPurchase({
    user_id: caller.userId,
    credits: body.quantity,
    price: creditPriceKroner(body.quantity),
  });
  try {
    const checkout = await createCheckoutSession({
      productName: `${purchase.credits} credits`,
      description: creditTexts.checkoutDescription,
      amountKroner: purchase.price,
      customerEmail: email,
      metadata: { kind: 'credit_purchase', credit_purchase_id: purchase.id },
      clientReferenceId: purchase.id,
      successUrl: creditsSuccessUrl(),
      cancelUrl: creditsCancelUrl(),
      idempotencyKey: creditPurchaseIdempotencyKey(purchase.id),
    });
    await attachCreditPurchaseSession(purchase.id, checkout.sessionId);
    return { url: checkout.url, session_id: checkout.sessionId };
  } catch (error) {
    logger.error('credit_checkout_failed', { purchaseId: purchase.id, error });
    await markCreditPurchaseFailed(purchase.id).catch(() => false);
    throw new HttpError(502, bookingTexts.paymentStartFailed, 'payment_start_failed');
  }
}
