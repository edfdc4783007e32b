import { describe, expect, it } from 'vitest';
import {
  amountToPay,
  agreementAmount,
  bookingPrice,
  checkDiscount,
  creditsToUse,
  discountAmount,
  discountExpired,
  discountProblem,
  editingAddOnPrice,
  editingAmount,
  editingOffered,
  editingRefused,
  editingSelected,
  orderAmount,
  type DiscountTerms,
} from './pricing';

const photo = { price: 1499, is_editing_included: false, editing_price: 100 };
const withEditing = { price: 2499, is_editing_included: true, editing_price: null };
const single = { price: 249, is_editing_included: false, editing_price: null };
const event = { price: 3499, is_editing_included: false, editing_price: 1200 };
const now = new Date('2026-03-10T12:00:00Z');
const newCustomer = { hasBooked: false };
const returningCustomer = { hasBooked: true };

const code = (terms: Partial<DiscountTerms> = {}): DiscountTerms => ({
  id: 'd1',
  code: 'VELKOMMEN10',
  discount_type: 'percentage',
  discount_value: 10,
  min_order_amount: 0,
  max_uses: null,
  current_uses: 0,
  is_active: true,
  first_booking_only: false,
  valid_until: null,
  ...terms,
});

describe("order amount (product §9: product price + the product's editing price)", () => {
  it("adds the product's own editing price when the customer chooses editing", () => {
    expect(orderAmount(photo, true)).toBe(1599);
    expect(editingAmount(photo, true)).toBe(100);
    expect(orderAmount(event, true)).toBe(4699);
    expect(editingAddOnPrice(event)).toBe(1200);
  });
  it('offers no editing on a product without an editing price, and refuses it asked for', () => {
    expect(editingOffered(single)).toBe(false);
    expect(editingAddOnPrice(single)).toBeNull();
    expect(editingRefused(single, true)).toBe(true);
    expect(editingRefused(single, false)).toBe(false);
    expect(editingRefused(event, true)).toBe(false);
    expect(editingSelected(single, true)).toBe(false);
    expect(orderAmount(single, true)).toBe(249);
  });
  it('includes editing whatever the editing price says when the product includes it', () => {
    expect(editingOffered(withEditing)).toBe(true);
    expect(editingRefused(withEditing, true)).toBe(false);
    expect(editingAddOnPrice({ ...withEditing, editing_price: 300 })).toBeNull();
    expect(orderAmount({ ...withEditing, editing_price: 300 }, true)).toBe(2499);
  });
  it('adds nothing without editing', () => {
    expect(orderAmount(photo, false)).toBe(1499);
    expect(editingAmount(photo, false)).toBe(0);
  });
  it('ignores include_editing when the product includes editing (free, always on)', () => {
    expect(orderAmount(withEditing, true)).toBe(2499);
    expect(orderAmount(withEditing, false)).toBe(2499);
    expect(editingSelected(withEditing, false)).toBe(true);
    expect(editingSelected(photo, false)).toBe(false);
    expect(editingSelected(photo, true)).toBe(true);
  });
});

describe('discount amount', () => {
  it('rounds a percentage with Math.round: 10% of 1499 = 150', () => {
    expect(discountAmount({ discount_type: 'percentage', discount_value: 10 }, 1499)).toBe(150);
  });
  it('rounds halves up and small fractions down', () => {
    expect(discountAmount({ discount_type: 'percentage', discount_value: 10 }, 1495)).toBe(150);
    expect(discountAmount({ discount_type: 'percentage', discount_value: 10 }, 1494)).toBe(149);
    expect(discountAmount({ discount_type: 'percentage', discount_value: 15 }, 999)).toBe(150);
    expect(discountAmount({ discount_type: 'percentage', discount_value: 33 }, 100)).toBe(33);
  });
  it('gives the whole order at 100%', () => {
    expect(discountAmount({ discount_type: 'percentage', discount_value: 100 }, 1599)).toBe(1599);
  });
  it('gives a fixed amount as is when the order is larger', () => {
    expect(discountAmount({ discount_type: 'fixed', discount_value: 200 }, 1499)).toBe(200);
  });
  it('caps a fixed amount larger than the order at the order (never a negative total)', () => {
    expect(discountAmount({ discount_type: 'fixed', discount_value: 5000 }, 1499)).toBe(1499);
    expect(amountToPay(1499, 1499, 0)).toBe(0);
  });
  it('gives nothing on a free order', () => {
    expect(discountAmount({ discount_type: 'fixed', discount_value: 50 }, 0)).toBe(0);
    expect(discountAmount({ discount_type: 'percentage', discount_value: 50 }, 0)).toBe(0);
  });
});

describe('discount expiry (valid_until in the past = expired)', () => {
  it('never expires without valid_until', () => {
    expect(discountExpired(null, now)).toBe(false);
  });
  it('keeps a date-only code valid through that whole day in Copenhagen', () => {
    expect(discountExpired('2026-03-10', new Date('2026-03-10T22:59:00Z'))).toBe(false);
    // 23:00 UTC on 10 March is already 11 March in Copenhagen (UTC+1).
    expect(discountExpired('2026-03-10', new Date('2026-03-10T23:00:00Z'))).toBe(true);
    expect(discountExpired('2026-03-09', now)).toBe(true);
    expect(discountExpired('2026-03-11', now)).toBe(false);
  });
  it('compares a full timestamp as an instant', () => {
    expect(discountExpired('2026-03-10T11:59:59Z', now)).toBe(true);
    expect(discountExpired('2026-03-10T12:00:01Z', now)).toBe(false);
  });
});

describe('discount validity and its Danish messages', () => {
  it('accepts an active, unexpired code with uses left', () => {
    expect(discountProblem(code(), 1499, now, newCustomer)).toBeNull();
  });
  it('refuses an unknown code', () => {
    expect(discountProblem(undefined, 1499, now, newCustomer)).toBe('Ugyldig rabatkode');
  });
  it('refuses an inactive code as invalid', () => {
    expect(discountProblem(code({ is_active: false }), 1499, now, newCustomer)).toBe(
      'Ugyldig rabatkode',
    );
  });
  it('refuses an expired code', () => {
    expect(discountProblem(code({ valid_until: '2026-03-01' }), 1499, now, newCustomer)).toBe(
      'Rabatkoden er udløbet',
    );
  });
  it('refuses a code whose uses are spent', () => {
    expect(discountProblem(code({ max_uses: 5, current_uses: 5 }), 1499, now, newCustomer)).toBe(
      'Rabatkoden er opbrugt',
    );
    expect(
      discountProblem(code({ max_uses: 5, current_uses: 4 }), 1499, now, newCustomer),
    ).toBeNull();
  });
  it('treats max_uses null as unlimited', () => {
    expect(
      discountProblem(code({ max_uses: null, current_uses: 100000 }), 1499, now, newCustomer),
    ).toBeNull();
  });
  it('refuses an order below the minimum, naming the minimum', () => {
    expect(discountProblem(code({ min_order_amount: 2000 }), 1999, now, newCustomer)).toBe(
      'Rabatkoden kræver et minimumsbeløb på 2000 kr',
    );
  });
  it('accepts an order exactly at the minimum', () => {
    expect(discountProblem(code({ min_order_amount: 1599 }), 1599, now, newCustomer)).toBeNull();
  });
});

describe('a code for the first booking only', () => {
  it('is refused to a customer who has a booking that still stands, and no one else', () => {
    const welcome = code({ first_booking_only: true });
    expect(discountProblem(welcome, 1499, now, newCustomer)).toBeNull();
    expect(discountProblem(welcome, 1499, now, returningCustomer)).toBe(
      'Rabatkoden gælder kun din første booking',
    );
    expect(discountProblem(code(), 1499, now, returningCustomer)).toBeNull();
  });
});

describe('checkDiscount (validation result)', () => {
  it('gives the amount and the code id of a valid code', () => {
    expect(checkDiscount(' velkommen10 ', code(), 1499, now, newCustomer)).toEqual({
      is_valid: true,
      code: 'VELKOMMEN10',
      discount_amount: 150,
      discount_code_id: 'd1',
      error_message: null,
    });
  });
  it('gives no amount and the message for an invalid code', () => {
    expect(checkDiscount('nope', undefined, 1499, now, newCustomer)).toEqual({
      is_valid: false,
      code: 'NOPE',
      discount_amount: 0,
      discount_code_id: null,
      error_message: 'Ugyldig rabatkode',
    });
  });
});

describe('credits (1 credit = 1 kr)', () => {
  it('uses what is asked when balance and amount allow it', () => {
    expect(creditsToUse(200, 500, 1349)).toBe(200);
  });
  it('caps at the balance', () => {
    expect(creditsToUse(1000, 250, 1349)).toBe(250);
  });
  it('caps at the amount after discount', () => {
    expect(creditsToUse(5000, 5000, 1349)).toBe(1349);
  });
  it('uses whole, non-negative numbers only', () => {
    expect(creditsToUse(10.7, 500, 1349)).toBe(10);
    expect(creditsToUse(-5, 500, 1349)).toBe(0);
    expect(creditsToUse(100, -3, 1349)).toBe(0);
  });
});

describe('bookingPrice (total = product + editing - discount, not below 0, - credits)', () => {
  it('puts it all together: 1499 + 100 editing, 10% off, 250 credits', () => {
    const discount = discountAmount(code(), orderAmount(photo, true));
    expect(discount).toBe(160);
    expect(
      bookingPrice({
        product: photo,
        includeEditing: true,
        discount,
        creditsRequested: 250,
        creditBalance: 1000,
      }),
    ).toEqual({ original_price: 1599, discount_amount: 160, credits_used: 250, price: 1189 });
  });
  it("adds a firm's price agreement to the discount, never beyond the order (decision 0035)", () => {
    expect(agreementAmount(1599, 10)).toBe(160);
    expect(agreementAmount(1599, 0)).toBe(0);
    expect(
      bookingPrice({
        product: photo,
        includeEditing: true,
        discount: 100,
        creditsRequested: 0,
        creditBalance: 0,
        agreementPercent: 10,
      }),
    ).toEqual({ original_price: 1599, discount_amount: 260, credits_used: 0, price: 1339 });
    expect(
      bookingPrice({
        product: photo,
        includeEditing: false,
        discount: 1400,
        creditsRequested: 0,
        creditBalance: 0,
        agreementPercent: 50,
      }),
    ).toMatchObject({ discount_amount: 1499, price: 0 });
  });
  it('caps credits by the balance', () => {
    expect(
      bookingPrice({
        product: photo,
        includeEditing: false,
        discount: 0,
        creditsRequested: 1499,
        creditBalance: 250,
      }),
    ).toEqual({ original_price: 1499, discount_amount: 0, credits_used: 250, price: 1249 });
  });
  it('caps credits by the amount after discount, leaving 0 to pay', () => {
    expect(
      bookingPrice({
        product: photo,
        includeEditing: false,
        discount: 150,
        creditsRequested: 99999,
        creditBalance: 99999,
      }),
    ).toEqual({ original_price: 1499, discount_amount: 150, credits_used: 1349, price: 0 });
  });
  it('never lets a discount exceed the order', () => {
    expect(
      bookingPrice({
        product: photo,
        includeEditing: false,
        discount: 5000,
        creditsRequested: 100,
        creditBalance: 100,
      }),
    ).toEqual({ original_price: 1499, discount_amount: 1499, credits_used: 0, price: 0 });
  });
  it('ignores include_editing for a product with editing included', () => {
    expect(
      bookingPrice({
        product: withEditing,
        includeEditing: true,
        discount: 0,
        creditsRequested: 0,
        creditBalance: 0,
      }).original_price,
    ).toBe(2499);
  });
});
