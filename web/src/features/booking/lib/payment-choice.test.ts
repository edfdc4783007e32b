import { describe, expect, it } from 'vitest';
import {
  creditCap,
  creditsCoverAll,
  creditsForMode,
  methodFor,
  parseCustomCredits,
} from './payment-choice';

describe('credits on the payment page', () => {
  it('reads a custom amount as a whole number of at least 0', () => {
    expect(parseCustomCredits('25')).toBe(25);
    expect(parseCustomCredits(' 12.9 ')).toBe(12);
    expect(parseCustomCredits('-3')).toBe(0);
    expect(parseCustomCredits('abc')).toBe(0);
    expect(parseCustomCredits('')).toBe(0);
  });

  it('caps credits at min(balance, amount after discount)', () => {
    expect(creditsForMode('none', '50', 300, 249)).toBe(0);
    expect(creditsForMode('all', '', 300, 249)).toBe(249);
    expect(creditsForMode('all', '', 100, 249)).toBe(100);
    expect(creditsForMode('custom', '80', 100, 249)).toBe(80);
    expect(creditsForMode('custom', '500', 100, 249)).toBe(100);
    expect(creditsForMode('custom', '500', 1000, 224)).toBe(224);
    expect(creditCap(1000, 224)).toBe(224);
    expect(creditCap(40, 224)).toBe(40);
  });

  it('switches to credits only when they cover everything, else falls back to card', () => {
    expect(creditsCoverAll('all', 249, 249)).toBe(true);
    expect(creditsCoverAll('custom', 100, 249)).toBe(false);
    expect(creditsCoverAll('none', 0, 249)).toBe(false);
    expect(methodFor('cash', true, true)).toBe('credits');
    expect(methodFor('credits', false, true)).toBe('card');
    expect(methodFor('invoice', false, true)).toBe('invoice');
  });

  it("falls back from 'Faktura' to card when invoice is not offered", () => {
    expect(methodFor('invoice', false, false)).toBe('card');
    expect(methodFor('cash', false, false)).toBe('cash');
    expect(methodFor('invoice', true, false)).toBe('credits');
  });
});
