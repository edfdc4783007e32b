import { describe, expect, it } from 'vitest';
import { changesOf, distinctChanges, hears } from './change-topics';

describe('live change topics', () => {
  it('maps public lists to everyone', () => {
    expect(changesOf({ pk: 'PRODUCT#1', sk: 'PRODUCT' })).toEqual([
      { entity: 'products', audience: { kind: 'everyone' } },
    ]);
    expect(changesOf({ pk: 'BOOKING#b1', sk: 'RATING' })[0]?.entity).toBe('ratings');
    expect(changesOf({ pk: 'PORTFOLIO#p', sk: 'REACTION#u' })[0]?.entity).toBe('portfolio');
  });

  it('sends a booking change only to its owner and the admins', () => {
    const changes = changesOf({ pk: 'BOOKING#b1', sk: 'BOOKING', user_id: 'u1' });
    expect(changes).toEqual([
      { entity: 'bookings', audience: { kind: 'user', userId: 'u1' } },
      { entity: 'bookings', audience: { kind: 'admins' } },
    ]);
    const owner = { userId: 'u1', isAdmin: false };
    const other = { userId: 'u2', isAdmin: false };
    const admin = { userId: 'a', isAdmin: true };
    expect(changes.some((c) => hears(owner, c.audience))).toBe(true);
    expect(changes.some((c) => hears(other, c.audience))).toBe(false);
    expect(changes.some((c) => hears(admin, c.audience))).toBe(true);
  });

  it('sends a profile change (credits) only to that user', () => {
    const [change] = changesOf({ pk: 'USER#u9', sk: 'PROFILE' });
    expect(change).toEqual({ entity: 'profile', audience: { kind: 'user', userId: 'u9' } });
    expect(hears({ userId: null, isAdmin: true }, change!.audience)).toBe(false);
  });

  it('ignores bookkeeping items and de-duplicates a batch', () => {
    expect(changesOf({ pk: 'WS#abc', sk: 'CONNECTION' })).toEqual([]);
    expect(changesOf({ pk: 'GEOCODE#x', sk: 'RESULT' })).toEqual([]);
    expect(changesOf({ pk: 'DRIVE#56.1567,10.2108>55.6761,12.5683', sk: 'DRIVE' })).toEqual([]);
    expect(changesOf({ pk: 'PAYMENT_EVENT#e', sk: 'EVENT' })).toEqual([]);
    const batch = distinctChanges([
      { pk: 'PRODUCT#1', sk: 'PRODUCT' },
      { pk: 'PRODUCT#2', sk: 'PRODUCT' },
      { pk: 'ZONE#z', sk: 'ZONE' },
    ]);
    expect(batch.map((c) => c.entity)).toEqual(['products', 'zones']);
  });
});
