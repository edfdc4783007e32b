/**
 * `POST /api/discount-codes/validate`: is a code usable on this order? The order amount is
 * computed here from the stored product and the editing choice, never taken from the browser.
 */
import type { DiscountValidation } from '@shared/api/booking';
import type { Product } from '@shared/api/entities';
import { checkDiscount, editingRefused, orderAmount } from '@shared/domain/pricing';
import { holdsSlot } from '@shared/domain/booking-lifecycle/shoot';
import { listBookingsByUser } from '@functions/stores/booking/booking-items';
import { getDiscountCodeByCode } from '@functions/stores/discount-codes';
import { getProduct } from '@functions/stores/products';
import { badRequest, notFound, unauthorized } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { bookingTexts } from '@shared/texts/booking';

/**
 * The stored product of a booking; 404 with the Danish message when it does not exist, 400
 * when the customer asks for editing the product neither includes nor offers (product §9).
 */
export async function bookableProduct(productId: number, includeEditing = false): Promise<Product> {
  const product = await getProduct(productId);
  if (!product) throw notFound(bookingTexts.productNotFound);
  if (editingRefused(product, includeEditing))
    throw badRequest(bookingTexts.editingNotOffered, 'editing_not_offered');
  return product;
}

/**
 * Whether the customer has booked before: a booking that still stands (not cancelled, not an
 * expired checkout) makes the next one no longer the first.
 */
async function hasBooked(userId: string): Promise<boolean> {
  return (await listBookingsByUser(userId)).some(holdsSlot);
}

/** Looks the code up and checks it against an order amount and the customer's bookings. */
export async function discountForOrder(
  codeText: string,
  order: number,
  userId: string,
  now = new Date(),
): Promise<DiscountValidation> {
  const code = await getDiscountCodeByCode(codeText);
  const customer = { hasBooked: code?.first_booking_only ? await hasBooked(userId) : false };
  return checkDiscount(codeText, code, order, now, customer);
}

export async function validateDiscountCode({
  body,
  caller,
}: InputOf<'validateDiscountCode'>): Promise<DiscountValidation> {
  if (!caller) throw unauthorized();
  const product = await bookableProduct(body.product_id, body.include_editing);
  return discountForOrder(body.code, orderAmount(product, body.include_editing), caller.userId);
}
