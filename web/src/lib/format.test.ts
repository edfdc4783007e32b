import { describe, expect, it } from 'vitest';
import { formatKr, telHref } from './format';

describe('formatKr', () => {
  it('formats whole kroner with the Danish thousands separator', () => {
    expect(formatKr(1499)).toBe('1.499 kr');
    expect(formatKr(100)).toBe('100 kr');
    expect(formatKr(0)).toBe('0 kr');
    expect(formatKr(1250000)).toBe('1.250.000 kr');
  });

  it('rounds to whole kroner', () => {
    expect(formatKr(99.6)).toBe('100 kr');
  });
});

describe('telHref', () => {
  it('keeps only digits and the plus sign', () => {
    expect(telHref('+45 12 34 56 78')).toBe('tel:+4512345678');
    expect(telHref('(+45) 12-34-56-78')).toBe('tel:+4512345678');
  });
});
