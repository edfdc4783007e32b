import { describe, expect, it } from 'vitest';
import { creditsRefundLines, creditsRefundToIssue } from './credits-refund';

const purchase = { credits: 1000, receipt_total_ore: 100_000 };

describe('creditsRefundToIssue', () => {
  it.each([
    ['unused credits: all removed', 1000, 1000, 0],
    [
      'some spent: only what the balance holds is removed, the rest said to be spent',
      300,
      300,
      700,
    ],
  ])('a whole refund, %s', (_, balance, removed, spent) => {
    expect(creditsRefundToIssue(purchase, 100_000, balance)).toEqual({
      money_ore: 100_000,
      credits: 1000,
      credits_removed: removed,
      credits_spent: spent,
    });
  });

  it('a part refund covers the credits in proportion; a later one the rest, never twice', () => {
    const first = creditsRefundToIssue(purchase, 25_050, 1000)!;
    expect(first).toEqual({
      money_ore: 25_050,
      credits: 251,
      credits_removed: 251,
      credits_spent: 0,
    });
    const after = { ...purchase, credited_ore: 25_050, credits_settled: 251 };
    expect(creditsRefundToIssue(after, 25_050, 749)).toBeNull();
    expect(creditsRefundToIssue(after, Number.MAX_SAFE_INTEGER, 749)).toEqual({
      money_ore: 74_950,
      credits: 749,
      credits_removed: 749,
      credits_spent: 0,
    });
  });

  it('its line is the money refunded, negative', () => {
    const refund = creditsRefundToIssue(purchase, 40_000, 0)!;
    expect(creditsRefundLines(refund)).toEqual([
      { description: 'Refunderet: 400 credits', amount_ore: -40_000 },
    ]);
  });
});
