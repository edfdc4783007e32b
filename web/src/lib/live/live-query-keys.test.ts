import { describe, expect, it } from 'vitest';
import type { LiveEntity } from '@shared/live/live-updates';
import { adminKeys, meProfileKey } from '../query-keys';
import { parseLiveMessage, queryKeysForChanges } from './live-query-keys';
import { reconnectDelayMs } from './reconnect-delay';

describe('live update messages', () => {
  it('parses only well-formed change messages', () => {
    expect(parseLiveMessage('{"type":"changed","entities":["profile",3]}')).toEqual({
      type: 'changed',
      entities: ['profile'],
    });
    expect(parseLiveMessage('{"type":"other"}')).toBeNull();
    expect(parseLiveMessage('not json')).toBeNull();
    expect(parseLiveMessage(new ArrayBuffer(2))).toBeNull();
  });

  it('re-reads the profile on a profile change', () => {
    expect(queryKeysForChanges(['profile'])).toEqual([meProfileKey]);
  });

  it('makes lists and the bootstrap data that contains them stale', () => {
    expect(queryKeysForChanges(['products', 'content'])).toEqual([
      ['products'],
      ['admin', 'products'],
      ['admin', 'overview'],
      ['admin', 'setup'],
      ['bootstrap'],
      ['content'],
      ['admin', 'content'],
    ]);
    expect(queryKeysForChanges(['bookings'])).toEqual([
      ['bookings'],
      ['admin', 'bookings'],
      ['admin', 'overview'],
      ['me', 'bookings'],
      ['admin', 'day-route'],
    ]);
    expect(queryKeysForChanges(['schedules'])).toEqual([
      ['schedules'],
      ['admin', 'schedules'],
      ['admin', 'setup'],
      ['slots'],
      ['admin', 'day-route'],
    ]);
  });

  it("makes every date's route stale when the day's bookings or their slots change", () => {
    const dayRoute = adminKeys.dayRoute('2026-12-01');
    const stale = (entity: LiveEntity) =>
      queryKeysForChanges([entity]).some((key) =>
        key.every((part, index) => dayRoute[index] === part),
      );
    expect(stale('slots')).toBe(true);
    expect(stale('bookings')).toBe(true);
    expect(stale('schedules')).toBe(true);
    expect(stale('products')).toBe(false);
    expect(queryKeysForChanges(['slots'])).toEqual([
      ['slots'],
      ['admin', 'slots'],
      ['admin', 'setup'],
      ['admin', 'day-route'],
    ]);
  });
});

describe('reconnect backoff', () => {
  it('doubles from about a second up to 30 seconds', () => {
    const middle = () => 0.5;
    expect(reconnectDelayMs(0, middle)).toBe(1000);
    expect(reconnectDelayMs(1, middle)).toBe(2000);
    expect(reconnectDelayMs(3, middle)).toBe(8000);
    expect(reconnectDelayMs(20, middle)).toBe(30_000);
    expect(reconnectDelayMs(0, () => 0)).toBe(750);
    expect(reconnectDelayMs(0, () => 1)).toBe(1250);
  });
});
