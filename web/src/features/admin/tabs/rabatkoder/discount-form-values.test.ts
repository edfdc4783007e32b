import { describe, expect, it } from 'vitest';
import type { DiscountCode } from '@shared/api/entities';
import { discountBody, newDiscountValues, valuesOf } from './discount-form-values';

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

  it('reads kroner off and the minimum order as a Danish owner types them', () => {
    expect(
      discountBody({ ...values, discount_type: 'fixed', value: '1.000', minOrder: '1.499' }),
    ).toMatchObject({ body: { discount_value: 1000, min_order_amount: 1499 } });
    expect(discountBody({ ...values, minOrder: '' })).toMatchObject({
      body: { min_order_amount: 0 },
    });
    const code = {
      discount_type: 'fixed',
      discount_value: 1500,
      min_order_amount: 2000,
      max_uses: null,
      valid_until: null,
    } as unknown as DiscountCode;
    expect(valuesOf(code)).toMatchObject({ value: '1.500', minOrder: '2.000' });
  });

  it("says each field's problem next to it, with the messages of product §5", () => {
    expect(discountBody({ ...values, code: ' ', description: '' })).toEqual({
      errors: { code: 'Skriv rabatkoden', description: 'Skriv en beskrivelse af rabatkoden' },
    });
    expect(discountBody({ ...values, value: '0' })).toEqual({
      errors: { value: 'Procentrabat skal være mellem 1 og 100' },
    });
    expect(discountBody({ ...values, value: '101' })).toEqual({
      errors: { value: 'Procentrabat skal være mellem 1 og 100' },
    });
    expect(discountBody({ ...values, discount_type: 'fixed', value: '500' })).toHaveProperty(
      'body.discount_value',
      500,
    );
    expect(discountBody({ ...values, discount_type: 'fixed', value: '0' })).toEqual({
      errors: { value: 'Beløbet skal være mindst 1 kr' },
    });
    expect(discountBody({ ...values, discount_type: 'fixed', value: '99,50' })).toEqual({
      errors: { value: 'Skriv beløbet i hele kroner uden øre, fx 1.499' },
    });
    expect(discountBody({ ...values, maxUses: '0' })).toEqual({
      errors: { maxUses: 'Maks. anvendelser skal være mindst 1, eller tom for ubegrænset' },
    });
    expect(discountBody({ ...values, minOrder: '-5' })).toEqual({
      errors: { minOrder: 'Beløbet kan ikke være negativt' },
    });
    expect(discountBody({ ...values, minOrder: 'abc' })).toEqual({
      errors: { minOrder: 'Skriv beløbet med tal, fx 1.499 eller 1499' },
    });
  });
});
