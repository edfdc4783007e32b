import { describe, expect, it } from 'vitest';
import { creditsRefundLines, creditsRefundToIssue } from './credits-refund';

const purchase = { credits: 1000, receipt_total_ore: 100_000 };

describe('creditsRefundToIssue', () => {
  it('a whole refund of unused credits: all the money, all the credits removed', () => {
    expect(creditsRefundToIssue(purchase, 100_000, 1000)).toEqual({
      money_ore: 100_000,
      credits: 1000,
      credits_removed: 1000,
      credits_spent: 0,
    });
  });

  it('some credits spent: only what the balance holds is removed, the rest said to be spent', () => {
    expect(creditsRefundToIssue(purchase, 100_000, 300)).toEqual({
      money_ore: 100_000,
      credits: 1000,
      credits_removed: 300,
      credits_spent: 700,
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
