/**
 * The fake's payments and refunds, in memory: a completed Checkout Session's payment intent
 * and charge, and refunds of a payment intent as Stripe makes them (at most the amount paid,
 * the same Idempotency-Key gives the same refund). Each refund that succeeds is followed by a
 * signed `charge.refunded` event (server.ts) carrying the charge.
 */
import { randomBytes } from 'node:crypto';
import type { FormValue } from './form';
import { StripeApiError } from './sessions';

export interface FakeCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  currency: string;
  payment_intent: string;
  refunded: boolean;
  status: 'succeeded';
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  currency: string;
  payment_intent: string;
  reason: string | null;
  metadata: Record<string, string>;
  status: 'succeeded';
  created: number;
}

const id = (prefix: string) => `${prefix}_${randomBytes(14).toString('base64url')}`;
const invalid = (message: string, param?: string) =>
  new StripeApiError(400, 'invalid_request_error', message, param);

export function createRefundStore() {
  const charges = new Map<string, FakeCharge>();
  const refunds: FakeRefund[] = [];
  const byKey = new Map<string, FakeRefund>();

  return {
    /** A paid session's payment: its payment intent id (and charge) from now on. */
    recordPayment(amount: number, currency: string): string {
      const paymentIntent = id('pi');
      charges.set(paymentIntent, {
        id: id('ch'),
        object: 'charge',
        amount,
        amount_refunded: 0,
        currency,
        payment_intent: paymentIntent,
        refunded: false,
        status: 'succeeded',
      });
      return paymentIntent;
    },
    /** POST /v1/refunds: the whole remaining amount unless `amount` is given. */
    create(
      params: Record<string, FormValue>,
      idempotencyKey?: string,
    ): { refund: FakeRefund; isNew: boolean } {
      const earlier = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
      if (earlier) return { refund: earlier, isNew: false };
      const paymentIntent = typeof params.payment_intent === 'string' ? params.payment_intent : '';
      const charge = charges.get(paymentIntent);
      if (!charge) throw invalid(`No such payment_intent: '${paymentIntent}'`, 'payment_intent');
      const left = charge.amount - charge.amount_refunded;
      const amount = params.amount === undefined ? left : Number(params.amount);
      if (!Number.isInteger(amount) || amount < 1) throw invalid('Invalid amount', 'amount');
      if (amount > left)
        throw invalid(
          `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
          'amount',
        );
      charge.amount_refunded += amount;
      charge.refunded = charge.amount_refunded === charge.amount;
      const metadata = params.metadata;
      const refund: FakeRefund = {
        id: id('re'),
        object: 'refund',
        amount,
        charge: charge.id,
        currency: charge.currency,
        payment_intent: paymentIntent,
        reason: typeof params.reason === 'string' ? params.reason : null,
        metadata:
          metadata && typeof metadata === 'object' && !Array.isArray(metadata)
            ? Object.fromEntries(
                Object.entries(metadata).map(([k, v]) => [k, typeof v === 'string' ? v : '']),
              )
            : {},
        status: 'succeeded',
        created: Math.floor(Date.now() / 1000),
      };
      refunds.push(refund);
      if (idempotencyKey) byKey.set(idempotencyKey, refund);
      return { refund, isNew: true };
    },
    chargeOf(paymentIntent: string): FakeCharge | undefined {
      const charge = charges.get(paymentIntent);
      return charge && { ...charge };
    },
    /** Every refund made (tests count them). */
    list: (): FakeRefund[] => [...refunds],
  };
}

export type RefundStore = ReturnType<typeof createRefundStore>;
