import { describe, expect, it } from 'vitest';
import { mobilePayName } from './payment-brand';

describe('the name of the mobile payment', () => {
  it('is MobilePay until the end of 11 January 2027 in Copenhagen', () => {
    expect(mobilePayName(new Date('2026-11-27T12:00:00Z'))).toBe('MobilePay');
    // 22:59 UTC on 11 January is 23:59 in Copenhagen.
    expect(mobilePayName(new Date('2027-01-11T22:59:59Z'))).toBe('MobilePay');
  });

  it('is Vipps MobilePay from 12 January 2027 on', () => {
    // 23:00 UTC on 11 January is already midnight of the 12th in Copenhagen.
    expect(mobilePayName(new Date('2027-01-11T23:00:00Z'))).toBe('Vipps MobilePay');
    expect(mobilePayName(new Date('2027-06-01T12:00:00Z'))).toBe('Vipps MobilePay');
  });
});
