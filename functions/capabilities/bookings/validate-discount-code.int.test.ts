/**
 * `POST /api/discount-codes/validate` through the bookings handler against DynamoDB Local:
 * the order amount comes from the stored product (and the editing choice), never the body.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiscountValidation } from '@shared/api/booking';
import type { Product } from '@shared/api/entities';
import type { TestUser } from '@tests/integration/users';
import { createBooking } from '@functions/stores/booking/booking-days';
import { deleteProduct } from '@functions/stores/products';
import {
  callBookings,
  customer,
  discountCode,
  editedVideoProduct,
  photoProduct,
} from '@tests/support/booking-fixtures';

let user: TestUser;
let photo: Product;
let video: Product;

beforeAll(async () => {
  [user, photo, video] = await Promise.all([customer(), photoProduct(), editedVideoProduct()]);
});
afterAll(async () => {
  await Promise.allSettled([deleteProduct(photo.id), deleteProduct(video.id)]);
});

const validate = (body: Record<string, unknown>, token: string | undefined = user.accessToken) =>
  callBookings<DiscountValidation & { error?: string }>(
    '/api/discount-codes/validate',
    body,
    token,
  );

describe('POST /api/discount-codes/validate', () => {
  it('gives 10% of the product price, rounded (10% of 1499 = 150), code normalised', async () => {
    const code = await discountCode({ discount_value: 10 });
    const res = await validate({ code: ` ${code.code.toLowerCase()} `, product_id: photo.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      is_valid: true,
      code: code.code,
      discount_amount: 150,
      discount_code_id: code.id,
      error_message: null,
    });
  });

  it('includes the 100 kr editing in the order amount, unless the product includes it', async () => {
    const code = await discountCode({ discount_value: 10 });
    const photoEdited = await validate({
      code: code.code,
      product_id: photo.id,
      include_editing: true,
    });
    expect(photoEdited.body.discount_amount).toBe(160);
    const video1 = await validate({ code: code.code, product_id: video.id, include_editing: true });
    const video2 = await validate({ code: code.code, product_id: video.id });
    expect(video1.body.discount_amount).toBe(250);
    expect(video2.body.discount_amount).toBe(250);
  });

  it('ignores an order amount sent by the browser', async () => {
    const code = await discountCode({ discount_value: 10, min_order_amount: 2000 });
    const res = await validate({
      code: code.code,
      product_id: photo.id,
      order_amount: 999999,
      amount: 999999,
    });
    expect(res.body).toMatchObject({
      is_valid: false,
      discount_amount: 0,
      error_message: 'Rabatkoden kræver et minimumsbeløb på 2000 kr',
    });
  });

  it('caps a fixed discount at the order amount', async () => {
    const code = await discountCode({ discount_type: 'fixed', discount_value: 5000 });
    const res = await validate({ code: code.code, product_id: photo.id });
    expect(res.body).toMatchObject({ is_valid: true, discount_amount: 1499 });
  });

  it('refuses unknown, inactive, expired and used-up codes with the Danish reasons', async () => {
    const inactive = await discountCode({ is_active: false });
    const expired = await discountCode({ valid_until: '2020-01-01' });
    const usedUp = await discountCode({ max_uses: 1 });
    // One booking takes the only use (far away from any slot the other tests book).
    await createBooking({
      user_id: user.sub,
      user_email: user.email,
      product_id: photo.id,
      product_name: photo.name,
      booking_date: '3650-12-30',
      booking_time: '23:30',
      address: 'x',
      include_editing: false,
      payment_status: 'awaiting_payment',
      payment_method: 'cash',
      payment_intent_id: null,
      discount_code_id: usedUp.id,
      discount_amount: 150,
      original_price: 1499,
      price: 1349,
      credits_used: 0,
    });
    const answers = await Promise.all(
      ['NOPE-' + photo.id, inactive.code, expired.code, usedUp.code].map((code) =>
        validate({ code, product_id: photo.id }),
      ),
    );
    expect(answers.map((a) => a.body.error_message)).toEqual([
      'Ugyldig rabatkode',
      'Ugyldig rabatkode',
      'Rabatkoden er udløbet',
      'Rabatkoden er opbrugt',
    ]);
    expect(answers.every((a) => a.status === 200 && !a.body.is_valid)).toBe(true);
    expect(answers.every((a) => a.body.discount_amount === 0)).toBe(true);
  });

  it('answers 404 for an unknown product', async () => {
    const res = await validate({ code: 'VELKOMMEN10', product_id: 987654321 });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Produktet blev ikke fundet');
  });

  it('asks for a code and for a signed-in user', async () => {
    const empty = await validate({ code: '  ', product_id: photo.id });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Indtast venligst en rabatkode');
    const anonymous = await validate({ code: 'X', product_id: photo.id }, '');
    expect(anonymous.status).toBe(401);
  });
});
