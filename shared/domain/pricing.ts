/**
 * The price rules of a booking (product §5 and 9), as pure functions shared by the server (which
 * is authoritative and stores the result) and the browser (which only displays it).
 *
 * original price = product price + the product's editing price when chosen (free when the
 *                  product includes editing; not on offer when its editing price is null)
 * discount       = percentage: Math.round(original * value / 100); fixed: min(value, original),
 *                  plus a firm's price agreement: Math.round(original * percent / 100) (decision
 *                  0035); together never more than the original price
 * credits used   = min(requested, balance, original - discount), whole numbers
 * price (to pay) = original - discount - credits used, never below 0
 */
import type { DiscountCode, Product } from '../api/entities';
import { bookingTexts } from '../texts/booking';
import { fillText } from '../texts/fill';

/**
 * What editing cost on every product before the owner set a price per product (product §9):
 * products saved before then still sell it at this, and bookings sold before their prices
 * were frozen on them are documented with it.
 */
export const legacyEditingPrice = 100;

export type PricedProduct = Pick<Product, 'price' | 'is_editing_included' | 'editing_price'>;
export type DiscountRule = Pick<DiscountCode, 'discount_type' | 'discount_value'>;
export type DiscountTerms = Pick<
  DiscountCode,
  | 'id'
  | 'code'
  | 'discount_type'
  | 'discount_value'
  | 'min_order_amount'
  | 'max_uses'
  | 'current_uses'
  | 'is_active'
  | 'valid_until'
  | 'first_booking_only'
>;

const wholeNonNegative = (n: number): number =>
  Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0;

/** Editing can be had with the product: it includes editing, or sells it at its own price. */
export function editingOffered(product: PricedProduct): boolean {
  return product.is_editing_included || product.editing_price !== null;
}

/** The price of editing as an add-on to the product, or null when it is not one. */
export function editingAddOnPrice(product: PricedProduct): number | null {
  return product.is_editing_included ? null : product.editing_price;
}

/**
 * The customer asks for editing on a product that neither includes nor offers it: the
 * server refuses such a booking (the browser never offers it).
 */
export function editingRefused(product: PricedProduct, includeEditing: boolean): boolean {
  return includeEditing && !editingOffered(product);
}

/** Editing is part of the booking when the product includes it, or the customer adds it. */
export function editingSelected(product: PricedProduct, includeEditing: boolean): boolean {
  return product.is_editing_included || (includeEditing && editingOffered(product));
}

/** What editing adds to the order: 0 when included in the product, not chosen or not offered. */
export function editingAmount(product: PricedProduct, includeEditing: boolean): number {
  return includeEditing ? (editingAddOnPrice(product) ?? 0) : 0;
}

/** The order amount before discount and credits (the booking's original_price). */
export function orderAmount(product: PricedProduct, includeEditing: boolean): number {
  return product.price + editingAmount(product, includeEditing);
}

/** The discount a code gives on an order: never more than the order itself. */
export function discountAmount(rule: DiscountRule, order: number): number {
  const amount =
    rule.discount_type === 'percentage'
      ? Math.round((order * rule.discount_value) / 100)
      : rule.discount_value;
  return Math.min(wholeNonNegative(amount), wholeNonNegative(order));
}

/** Today's date (YYYY-MM-DD) in Copenhagen. */
function copenhagenDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Copenhagen',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * valid_until in the past means expired. A date without a time (YYYY-MM-DD, as the admin
 * form stores it) is valid through that whole day in Copenhagen; a full timestamp is
 * compared as an instant.
 */
export function discountExpired(validUntil: string | null, now: Date): boolean {
  if (!validUntil) return false;
  if (/^\d{4}-\d{2}-\d{2}$/.test(validUntil)) return copenhagenDate(now) > validUntil;
  const end = Date.parse(validUntil);
  return Number.isNaN(end) ? false : end < now.getTime();
}

/** Uses left? max_uses null means unlimited. */
export function discountUsedUp(code: Pick<DiscountCode, 'max_uses' | 'current_uses'>): boolean {
  return code.max_uses !== null && code.current_uses >= code.max_uses;
}

/** Who uses a code: whether the customer has a booking that still stands (not cancelled). */
export interface DiscountCustomer {
  hasBooked: boolean;
}

/** The Danish reason a code cannot be used on an order, or null when it can. */
export function discountProblem(
  code: DiscountTerms | undefined,
  order: number,
  now: Date,
  customer: DiscountCustomer,
): string | null {
  if (!code || !code.is_active) return bookingTexts.discountInvalid;
  if (discountExpired(code.valid_until, now)) return bookingTexts.discountExpired;
  if (discountUsedUp(code)) return bookingTexts.discountUsedUp;
  if (code.first_booking_only && customer.hasBooked) return bookingTexts.discountFirstBookingOnly;
  if (order < code.min_order_amount)
    return fillText(bookingTexts.discountMinimumOrder, { amount: code.min_order_amount });
  return null;
}

/** product §3 "Discount validation result" (plus the normalised code). */
export interface DiscountCheck {
  is_valid: boolean;
  code: string;
  discount_amount: number;
  discount_code_id: string | null;
  error_message: string | null;
}

/** Validates a code (already looked up by its text) against an order amount. */
export function checkDiscount(
  codeText: string,
  code: DiscountTerms | undefined,
  order: number,
  now: Date,
  customer: DiscountCustomer,
): DiscountCheck {
  const normalised = codeText.trim().toUpperCase();
  const problem = discountProblem(code, order, now, customer);
  if (problem || !code) {
    return {
      is_valid: false,
      code: normalised,
      discount_amount: 0,
      discount_code_id: null,
      error_message: problem ?? bookingTexts.discountInvalid,
    };
  }
  return {
    is_valid: true,
    code: code.code,
    discount_amount: discountAmount(code, order),
    discount_code_id: code.id,
    error_message: null,
  };
}

/** Credits actually used: min(requested, balance, amount after discount), whole numbers. */
export function creditsToUse(requested: number, balance: number, afterDiscount: number): number {
  return Math.min(
    wholeNonNegative(requested),
    wholeNonNegative(balance),
    wholeNonNegative(afterDiscount),
  );
}

/** The amount left to pay after discount and credits; never below 0. */
export function amountToPay(order: number, discount: number, credits: number): number {
  return Math.max(0, order - discount - credits);
}

export interface BookingPrice {
  /** Product price plus editing (the booking's original_price). */
  original_price: number;
  discount_amount: number;
  credits_used: number;
  /** What is left to pay (the booking's price). */
  price: number;
}

/** What a firm's price agreement of `percent` takes off an order (decision 0035). */
export function agreementAmount(order: number, percent: number): number {
  return Math.round((wholeNonNegative(order) * Math.min(wholeNonNegative(percent), 100)) / 100);
}

/**
 * The full price of a booking. `discount` is the discount amount of an already validated
 * code (0 without one); `agreementPercent` the price agreement of the firm booked for (0 or
 * absent: none), added to the discount; credits are capped by the balance and the amount
 * after discount.
 */
export function bookingPrice(input: {
  product: PricedProduct;
  includeEditing: boolean;
  discount: number;
  creditsRequested: number;
  creditBalance: number;
  agreementPercent?: number;
}): BookingPrice {
  const original = orderAmount(input.product, input.includeEditing);
  const discount = Math.min(
    wholeNonNegative(input.discount) + agreementAmount(original, input.agreementPercent ?? 0),
    original,
  );
  const credits = creditsToUse(input.creditsRequested, input.creditBalance, original - discount);
  return {
    original_price: original,
    discount_amount: discount,
    credits_used: credits,
    price: amountToPay(original, discount, credits),
  };
}
