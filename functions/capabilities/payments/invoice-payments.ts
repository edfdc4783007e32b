/**
 * The payment intents that paid a Stripe invoice (its invoice payments: since API version
 * 2025-03-31 an invoice no longer names its payment intent), each mapped to what the invoice
 * billed: a booking, or a firm's month. So a refund made later in Stripe's dashboard, whose
 * signed `charge.refunded` names only the payment intent, finds what it gives money back for.
 * An invoice paid out of band (a bank transfer the owner registered) has none.
 */
import { mapPaymentIntent, type PaymentIntentTarget } from '@functions/stores/payment-records';
import { stripeClient } from './stripe-client';

export async function mapInvoicePayments(
  invoiceId: string,
  target: PaymentIntentTarget,
): Promise<void> {
  const stripe = await stripeClient();
  const payments = await stripe.invoicePayments.list({ invoice: invoiceId, limit: 100 });
  for (const payment of payments.data) {
    const intent = payment.payment.payment_intent;
    const intentId = typeof intent === 'string' ? intent : intent?.id;
    if (payment.status === 'paid' && intentId) await mapPaymentIntent(intentId, target);
  }
}
