import { describe, expect, it } from 'vitest';
import { periodProblem } from './period-times';

describe('periodProblem (product §5)', () => {
  it('needs both times, the end after the start, on whole or half hours', () => {
    expect(periodProblem('14:00', '18:00')).toBeNull();
    expect(periodProblem('20:00', '00:00')).toBeNull();
    expect(periodProblem('', '18:00')).toBe('Start tid og slut tid er påkrævet');
    expect(periodProblem('18:00', '14:00')).toBe('Slut tid skal være efter start tid');
    expect(periodProblem('14:15', '18:00')).toBe(
      'Tiderne skal være hele eller halve timer (fx 14:00 eller 14:30)',
    );
  });
  it('a specific date also needs its date', () => {
    expect(periodProblem('10:00', '12:00', '')).toBe('Dato, start tid og slut tid er påkrævet');
    expect(periodProblem('', '12:00', '2026-12-24')).toBe(
      'Dato, start tid og slut tid er påkrævet',
    );
  });
});
