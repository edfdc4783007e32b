import { describe, expect, it } from 'vitest';
import { clampCredits, creditsPrice, parseCreditQuantity } from './credit-quantity';

describe('credit quantity', () => {
  it('keeps steps within 1 to 10000', () => {
    expect(clampCredits(100 - 10)).toBe(90);
    expect(clampCredits(5 - 10)).toBe(1);
    expect(clampCredits(9995 + 10)).toBe(10000);
    expect(clampCredits(12.7)).toBe(12);
    expect(clampCredits(Number.NaN)).toBe(1);
  });

  it('accepts only whole numbers in range from the field', () => {
    expect(parseCreditQuantity('250')).toBe(250);
    expect(parseCreditQuantity(' 1 ')).toBe(1);
    expect(parseCreditQuantity('0')).toBeNull();
    expect(parseCreditQuantity('10001')).toBeNull();
    expect(parseCreditQuantity('2,5')).toBeNull();
    expect(parseCreditQuantity('')).toBeNull();
  });

  it('prices 1 credit at 1 kr', () => {
    expect(creditsPrice(250)).toBe(250);
  });
});
