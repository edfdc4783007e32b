/**
 * `POST /api/discount-codes/validate`: is a code usable on this order? The order amount is
 * computed here from the stored product and the editing choice, never taken from the browser.
 */
import type { DiscountValidation } from '@shared/api/booking';
import type { Product } from '@shared/api/entities';
import { checkDiscount, orderAmount } from '@shared/domain/pricing';
import { getDiscountCodeByCode } from '@functions/stores/discount-codes';
import { getProduct } from '@functions/stores/products';
import { notFound, unauthorized } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { bookingTexts } from '@shared/texts/booking';

/** The stored product of a booking; 404 with the Danish message when it does not exist. */
export async function bookableProduct(productId: number): Promise<Product> {
  const product = await getProduct(productId);
  if (!product) throw notFound(bookingTexts.productNotFound);
  return product;
}

/** Looks the code up and checks it against an order amount. */
export async function discountForOrder(
  codeText: string,
  order: number,
  now = new Date(),
): Promise<DiscountValidation> {
  const code = await getDiscountCodeByCode(codeText);
  return checkDiscount(codeText, code, order, now);
}

export async function validateDiscountCode({
  body,
  caller,
}: InputOf<'validateDiscountCode'>): Promise<DiscountValidation> {
  if (!caller) throw unauthorized();
  const product = await bookableProduct(body.product_id);
  return discountForOrder(body.code, orderAmount(product, body.include_editing));
}
