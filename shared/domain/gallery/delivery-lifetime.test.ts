import { describe, expect, it } from 'vitest';
import {
  closingDue,
  deletionDue,
  extendedUntil,
  isClosed,
  lastOpenDate,
  openUntilAfter,
  reminderDue,
} from './delivery-lifetime';

const at = (iso: string) => new Date(iso);

describe('a delivery’s lifetime', () => {
  it('is open to the end of the Copenhagen day, 30 days after delivery', () => {
    const until = openUntilAfter(at('2026-11-27T10:00:00Z'), 30);
    expect(until).toBe('2026-12-27T22:59:59.000Z');
    expect(lastOpenDate(until)).toBe('2026-12-27');
    // Summer time: Copenhagen is two hours ahead.
    expect(openUntilAfter(at('2026-06-01T21:30:00Z'), 1)).toBe('2026-06-02T21:59:59.000Z');
  });

  it('closes after its moment, and never without one', () => {
    const lifetime = { open_until: '2026-12-27T22:59:59.000Z' };
    expect(isClosed(lifetime, at('2026-12-27T22:59:58Z'))).toBe(false);
    expect(isClosed(lifetime, at('2026-12-27T23:00:00Z'))).toBe(true);
    expect(isClosed({}, at('2099-01-01T00:00:00Z'))).toBe(false);
  });

  it('reminds once, from three days before it closes', () => {
    const open_until = '2026-12-27T22:59:59.000Z';
    expect(reminderDue({ open_until }, at('2026-12-24T22:00:00Z'))).toBe(false);
    expect(reminderDue({ open_until }, at('2026-12-24T23:00:00Z'))).toBe(true);
    expect(reminderDue({ open_until, reminded_for: open_until }, at('2026-12-26T10:00:00Z'))).toBe(
      false,
    );
    // Extended after a reminder: reminded again before the new date.
    expect(
      reminderDue(
        { open_until: '2027-01-10T22:59:59.000Z', reminded_for: open_until },
        at('2027-01-09T10:00:00Z'),
      ),
    ).toBe(true);
    expect(reminderDue({ open_until }, at('2026-12-28T10:00:00Z'))).toBe(false);
  });

  it('moves the files of a closed delivery once, and deletes them after the keeping days', () => {
    const open_until = '2026-12-27T22:59:59.000Z';
    const after = at('2026-12-28T10:00:00Z');
    expect(closingDue({ open_until }, after)).toBe(true);
    expect(closingDue({ open_until, closed_for: open_until }, after)).toBe(false);
    expect(closingDue({ open_until }, at('2026-12-20T10:00:00Z'))).toBe(false);
    expect(deletionDue({ open_until }, 90, at('2027-03-27T10:00:00Z'))).toBe(false);
    expect(deletionDue({ open_until }, 90, at('2027-03-28T10:00:00Z'))).toBe(true);
    expect(
      deletionDue(
        { open_until, files_deleted_at: '2027-03-28T10:00:00Z' },
        90,
        at('2027-04-28T10:00:00Z'),
      ),
    ).toBe(false);
  });

  it('extends from the closing date while open, from today when closed', () => {
    const open_until = '2026-12-27T22:59:59.000Z';
    expect(extendedUntil({ open_until }, 14, at('2026-12-20T10:00:00Z'))).toBe(
      '2027-01-10T22:59:59.000Z',
    );
    expect(extendedUntil({ open_until }, 14, at('2027-02-01T10:00:00Z'))).toBe(
      '2027-02-15T22:59:59.000Z',
    );
  });
});
