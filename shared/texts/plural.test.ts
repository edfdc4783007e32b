import { describe, expect, it } from 'vitest';
import { countText } from './plural';

const subscribers = { one: '{count} abonnent', other: '{count} abonnenter' } as const;

describe('countText: Danish number agreement', () => {
  it('is singular for exactly one, plural otherwise (also for none)', () => {
    expect(countText(subscribers, 1)).toBe('1 abonnent');
    expect(countText(subscribers, 0)).toBe('0 abonnenter');
    expect(countText(subscribers, 2)).toBe('2 abonnenter');
    expect(countText(subscribers, 12)).toBe('12 abonnenter');
  });

  it('writes the number the Danish way and fills the other placeholders', () => {
    expect(countText(subscribers, 1234)).toBe('1.234 abonnenter');
    const sent = {
      one: '{title} er sendt til {count} abonnent',
      other: '{title} er sendt til {count} abonnenter',
    } as const;
    expect(countText(sent, 1, { title: 'Forår' })).toBe('Forår er sendt til 1 abonnent');
  });
});
