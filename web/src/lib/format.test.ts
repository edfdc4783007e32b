import { describe, expect, it } from 'vitest';
import { formatKr } from './format';

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
