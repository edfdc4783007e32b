import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cvrCheckPasses, gs1CheckDigit, normaliseCvr, normaliseEan } from './firm-numbers';

const digitString = (length: number) =>
  fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length })
    .map((ds) => ds.join(''));

describe('CVR numbers', () => {
  it('accepts known valid numbers, with spaces', () => {
    // 10150817 and 25313763 are registered CVR numbers (the check holds).
    expect(normaliseCvr('10150817')).toBe('10150817');
    expect(normaliseCvr('2531 3763')).toBe('25313763');
    expect(normaliseCvr(' 25 31 37 63 ')).toBe('25313763');
  });

  it('refuses a wrong check digit, letters and wrong lengths', () => {
    for (const input of ['10150818', '1015081', '101508170', '1015O817', '', 'abcdefgh'])
      expect(normaliseCvr(input), input).toBeUndefined();
  });

  it('passes exactly when the weighted sum is divisible by 11', () => {
    fc.assert(
      fc.property(digitString(8), (digits) => {
        const weights = [2, 7, 6, 5, 4, 3, 2, 1];
        const sum = weights.reduce((s, w, i) => s + w * Number(digits[i]), 0);
        expect(cvrCheckPasses(digits)).toBe(sum % 11 === 0);
      }),
    );
  });

  it('refuses every change of a single digit of a valid number', () => {
    const validCvr = digitString(8).filter(cvrCheckPasses);
    fc.assert(
      fc.property(
        validCvr,
        fc.integer({ min: 0, max: 7 }),
        fc.integer({ min: 1, max: 9 }),
        (digits, position, shift) => {
          const changed = (Number(digits[position]) + shift) % 10;
          const typo = digits.slice(0, position) + String(changed) + digits.slice(position + 1);
          expect(normaliseCvr(typo)).toBeUndefined();
        },
      ),
    );
  });
});

describe('EAN (GLN) numbers', () => {
  it('accepts a valid number and refuses its neighbour', () => {
    // 5798000416604 is a public EAN location number (the check digit holds).
    expect(normaliseEan('5798000416604')).toBe('5798000416604');
    expect(normaliseEan('5798 0004 16604')).toBe('5798000416604');
    expect(normaliseEan('5798000416605')).toBeUndefined();
    expect(normaliseEan('579800041660')).toBeUndefined();
  });

  it('accepts every 12 digits with their check digit and refuses every other last digit', () => {
    fc.assert(
      fc.property(digitString(12), fc.integer({ min: 1, max: 9 }), (body, shift) => {
        const check = gs1CheckDigit(body);
        expect(normaliseEan(`${body}${check}`)).toBe(`${body}${check}`);
        expect(normaliseEan(`${body}${(check + shift) % 10}`)).toBeUndefined();
      }),
    );
  });

  it('refuses every change of a single digit of the body', () => {
    fc.assert(
      fc.property(
        digitString(12),
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: 1, max: 9 }),
        (body, position, shift) => {
          const valid = `${body}${gs1CheckDigit(body)}`;
          const changed = (Number(valid[position]) + shift) % 10;
          const typo = valid.slice(0, position) + String(changed) + valid.slice(position + 1);
          expect(normaliseEan(typo)).toBeUndefined();
        },
      ),
    );
  });
});
