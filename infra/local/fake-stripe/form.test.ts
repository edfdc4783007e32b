import { describe, expect, it } from 'vitest';
import { parseStripeForm } from './form';

describe('parseStripeForm', () => {
  it('reads nested objects and indexed arrays as the Stripe SDK encodes them', () => {
    const body = [
      'mode=payment',
      'allowed_payment_method_types[0]=card',
      'allowed_payment_method_types[1]=mobilepay',
      'line_items[0][quantity]=1',
      'line_items[0][price_data][currency]=dkk',
      'line_items[0][price_data][unit_amount]=150000',
      'line_items[0][price_data][product_data][name]=Dronefoto%20af%20bolig',
      'metadata[kind]=booking',
      'success_url=http%3A%2F%2Flocalhost%2Fprofile%3Fsession_id%3D%7BCHECKOUT_SESSION_ID%7D',
    ].join('&');
    expect(parseStripeForm(body)).toEqual({
      mode: 'payment',
      allowed_payment_method_types: ['card', 'mobilepay'],
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'dkk',
            unit_amount: '150000',
            product_data: { name: 'Dronefoto af bolig' },
          },
        },
      ],
      metadata: { kind: 'booking' },
      success_url: 'http://localhost/profile?session_id={CHECKOUT_SESSION_ID}',
    });
  });

  it('keeps an empty body empty and plus signs as spaces', () => {
    expect(parseStripeForm('')).toEqual({});
    expect(parseStripeForm('a=b+c')).toEqual({ a: 'b c' });
  });
});
