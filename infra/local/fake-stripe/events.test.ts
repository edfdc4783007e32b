import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { signedEvent } from './events';
import { createSessionStore } from './sessions';

const secret = 'whsec_unit_test';

function openSession() {
  const store = createSessionStore({
    checkoutUrl: (id) => `http://localhost/_local/checkout/${id}`,
  });
  const params = {
    mode: 'payment',
    line_items: [
      {
        quantity: '1',
        price_data: {
          currency: 'dkk',
          unit_amount: '25000',
          product_data: { name: '250 credits' },
        },
      },
    ],
    metadata: { kind: 'credit_purchase', credit_purchase_id: 'p-1' },
    client_reference_id: 'p-1',
    customer_email: 'kunde@example.dk',
    success_url: 'http://localhost/profile?credits_purchased=true',
    cancel_url: 'http://localhost/buy-credits',
    expires_at: String(Math.floor(Date.now() / 1000) + 31 * 60),
  };
  return store.complete(store.create(params, 'body').id);
}

describe('the fake checkout signed events', () => {
  it('are accepted by stripe.webhooks.constructEvent with the shared secret', () => {
    const session = openSession();
    const event = signedEvent('checkout.session.completed', session, secret);
    const parsed = Stripe.webhooks.constructEvent(event.payload, event.signature, secret);
    expect(parsed.id).toBe(event.id);
    expect(parsed.type).toBe('checkout.session.completed');
    expect(parsed.data.object).toMatchObject({
      id: session.id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'complete',
      payment_status: 'paid',
      amount_total: 25000,
      currency: 'dkk',
      metadata: { kind: 'credit_purchase', credit_purchase_id: 'p-1' },
      client_reference_id: 'p-1',
      customer_email: 'kunde@example.dk',
    });
  });

  it('are refused with another secret or a changed payload', () => {
    const event = signedEvent('checkout.session.expired', openSession(), secret);
    expect(() =>
      Stripe.webhooks.constructEvent(event.payload, event.signature, 'whsec_other'),
    ).toThrow();
    const tampered = event.payload.replace('"amount_total":25000', '"amount_total":1');
    expect(() => Stripe.webhooks.constructEvent(tampered, event.signature, secret)).toThrow();
  });

  it('refuses sessions that expire sooner than Stripe allows', () => {
    const store = createSessionStore({ checkoutUrl: (id) => id });
    const params = {
      mode: 'payment',
      line_items: [
        {
          quantity: '1',
          price_data: { currency: 'dkk', unit_amount: '100', product_data: { name: 'x' } },
        },
      ],
      success_url: 'http://localhost/ok',
      expires_at: String(Math.floor(Date.now() / 1000) + 10 * 60),
    };
    expect(() => store.create(params, 'b')).toThrow(/30 minutes/);
  });
});

describe('the fake session store', () => {
  const params = (amount: string) => ({
    mode: 'payment',
    line_items: [
      {
        quantity: '1',
        price_data: { currency: 'dkk', unit_amount: amount, product_data: { name: 'x' } },
      },
    ],
    success_url: 'http://localhost/ok',
  });

  it('honours Idempotency-Key: same key and body give the same session, another body fails', () => {
    const store = createSessionStore({ checkoutUrl: (id) => id });
    const first = store.create(params('100'), 'body-a', 'booking-1');
    expect(store.create(params('100'), 'body-a', 'booking-1').id).toBe(first.id);
    expect(() => store.create(params('200'), 'body-b', 'booking-1')).toThrow(/same parameters/);
    expect(store.create(params('100'), 'body-a', 'booking-2').id).not.toBe(first.id);
  });

  it('expires only open sessions', () => {
    const store = createSessionStore({ checkoutUrl: (id) => id });
    const session = store.create(params('100'), 'b');
    expect(store.expire(session.id).status).toBe('expired');
    expect(() => store.expire(session.id)).toThrow(/open/);
  });
});
