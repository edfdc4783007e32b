import { describe, expect, it } from 'vitest';
import { discountBody, newDiscountValues } from './discount-form-values';

const values = { ...newDiscountValues, code: ' sommer25 ', description: 'Sommer', value: '25' };

describe('discountBody (product §5)', () => {
  it('uppercases the code; empty max uses is unlimited, empty date no expiry', () => {
    expect(discountBody(values)).toEqual({
      body: {
        code: 'SOMMER25',
        description: 'Sommer',
        discount_type: 'percentage',
        discount_value: 25,
        min_order_amount: 0,
        max_uses: null,
        valid_until: null,
        is_active: true,
        first_booking_only: false,
      },
    });
  });

  it('refuses what product §5 refuses, with its messages', () => {
    expect(discountBody({ ...values, code: ' ' })).toEqual({
      problem: 'Udfyld alle påkrævede felter korrekt',
    });
    expect(discountBody({ ...values, value: '0' })).toEqual({
      problem: 'Udfyld alle påkrævede felter korrekt',
    });
    expect(discountBody({ ...values, value: '101' })).toEqual({
      problem: 'Procentrabat skal være mellem 1 og 100',
    });
    expect(discountBody({ ...values, discount_type: 'fixed', value: '500' })).toHaveProperty(
      'body.discount_value',
      500,
    );
    expect(discountBody({ ...values, maxUses: '0' })).toEqual({
      problem: 'Maks. anvendelser skal være mindst 1, eller tom for ubegrænset',
    });
    expect(discountBody({ ...values, minOrder: '-5' })).toEqual({
      problem: 'Minimumsbeløbet skal være 0 eller mere',
    });
  });
});
