import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cleanCustomerName,
  danishPhoneDigits,
  foreignPhoneE164,
  normaliseCustomerPhone,
  normaliseDanishPhone,
  phoneHref,
  readablePhone,
  phoneInputMaxLength,
} from './danish-phone';

describe('Danish phone numbers', () => {
  it('accepts 8 digits with or without +45 or 0045, and spaces anywhere', () => {
    for (const input of [
      '12345678',
      '12 34 56 78',
      '+45 12345678',
      '+4512345678',
      '0045 12 34 56 78',
      '  1234 5678 ',
      '+45\u00a012\u00a034\u00a056\u00a078',
    ]) {
      expect(normaliseDanishPhone(input), input).toBe('+45 12 34 56 78');
    }
  });

  it('refuses anything else', () => {
    for (const input of [
      '',
      '   ',
      '1234567',
      '123456789',
      '+46 12345678',
      '45 12345678',
      '+45 1234567',
      '12-34-56-78',
      '(12) 34 56 78',
      '1234567a',
      '++4512345678',
      '+45+4512345678',
      '١٢٣٤٥٦٧٨',
      '12\n345678',
    ]) {
      expect(normaliseDanishPhone(input), input).toBeNull();
    }
  });

  it('refuses very long input before looking at it', () => {
    expect(danishPhoneDigits(`${' '.repeat(phoneInputMaxLength)}12345678`)).toBeNull();
  });

  it('stores a foreign mobile number in E.164 and shows it grouped as its country does', () => {
    for (const input of ['+46 70 123 45 67', '+46701234567', '0046 70 123 45 67']) {
      expect(normaliseCustomerPhone(input), input).toBe('+46701234567');
    }
    expect(readablePhone('+46701234567')).toBe('+46 70 123 45 67');
    expect(normaliseCustomerPhone('+49 151 23456789')).toBe('+4915123456789');
    expect(normaliseCustomerPhone('+1 212 555 0123')).toBe('+12125550123');
    expect(phoneHref('+46701234567')).toBe('tel:+46701234567');
  });

  it('still keeps a Danish number as +45 12 34 56 78, with or without its country code', () => {
    for (const input of ['12345678', '+45 12 34 56 78', '004512345678']) {
      expect(normaliseCustomerPhone(input), input).toBe('+45 12 34 56 78');
    }
    expect(readablePhone('+45 12 34 56 78')).toBe('+45 12 34 56 78');
  });

  it('refuses a foreign number without its country code, too short, too long or unknown', () => {
    for (const input of [
      '70 123 45 67',
      '+46 1',
      '+46 70 123 45 67 89 01 23',
      '+999 1234567',
      '+45 1234567',
      '46701234567',
      '+46-70-123',
      `+46${' '.repeat(phoneInputMaxLength)}701234567`,
    ]) {
      expect(normaliseCustomerPhone(input), input).toBeNull();
    }
    expect(foreignPhoneE164('+4512345678')).toBeNull();
  });

  it('makes a tel: link of a stored or typed number', () => {
    expect(phoneHref('+45 12 34 56 78')).toBe('tel:+4512345678');
    expect(phoneHref('0045 87654321')).toBe('tel:+4587654321');
    expect(phoneHref('nope')).toBeNull();
  });

  const eightDigits = fc.stringMatching(/^[0-9]{8}$/);
  const prefix = fc.constantFrom('', '+45', '0045');
  /** The number's characters with spaces scattered between them. */
  const spaced = (text: string) =>
    fc
      .array(fc.constantFrom('', ' ', '  '), {
        minLength: text.length + 1,
        maxLength: text.length + 1,
      })
      .map((gaps) => gaps.map((gap, i) => gap + (text[i] ?? '')).join(''));

  it('normalises every way of writing a number to +45 and four pairs of its digits', () => {
    fc.assert(
      fc.property(
        prefix.chain((p) =>
          eightDigits.chain((d) => spaced(p + d).map((typed) => ({ p, d, typed }))),
        ),
        ({ d, typed }) => {
          const normal = normaliseDanishPhone(typed);
          expect(normal).toBe(
            `+45 ${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4, 6)} ${d.slice(6)}`,
          );
          expect(normal).toMatch(/^\+45( [0-9]{2}){4}$/);
        },
      ),
    );
  });

  it('is idempotent: a normalised number normalises to itself', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (input) => {
        const normal = normaliseDanishPhone(input);
        if (normal !== null) expect(normaliseDanishPhone(normal)).toBe(normal);
      }),
    );
  });

  it('accepts only input that keeps exactly 8 digits after the prefix', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (input) => {
        const digits = danishPhoneDigits(input);
        if (digits === null) return;
        expect(digits).toMatch(/^[0-9]{8}$/);
        expect(input.replace(/[ \u00a0]/g, '').endsWith(digits)).toBe(true);
      }),
    );
  });

  it('refuses a digit more or fewer', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,7}$|^[0-9]{9,12}$/), prefix, (digits, p) => {
        // 0045 + 4 digits is 8 digits again; only a plain 8-digit string may pass.
        const typed = p + digits;
        if (/^[0-9]{8}$/.test(typed)) return;
        expect(normaliseDanishPhone(typed)).toBeNull();
      }),
    );
  });
});

describe('customer names', () => {
  it('trims and accepts 2 to 100 characters', () => {
    expect(cleanCustomerName('  Jens Hansen ')).toBe('Jens Hansen');
    expect(cleanCustomerName('Bo')).toBe('Bo');
    expect(cleanCustomerName('x'.repeat(100))).toBe('x'.repeat(100));
  });

  it('refuses shorter or longer names', () => {
    expect(cleanCustomerName('')).toBeNull();
    expect(cleanCustomerName('  A  ')).toBeNull();
    expect(cleanCustomerName('x'.repeat(101))).toBeNull();
  });
});
