import { describe, expect, it } from 'vitest';
import * as lifetime from './delivery-lifetime';

const at = (iso: string) => new Date(iso);

describe('a delivery’s lifetime', () => {
  it('is open to the end of the Copenhagen day, 30 days after delivery', () => {
    const until = lifetime.openUntilAfter(at('2026-11-27T10:00:00Z'), 30);
    expect(until).toBe('2026-12-27T22:59:59.000Z');
    expect(lifetime.lastOpenDate(until)).toBe('2026-12-27');
    // Summer time: Copenhagen is two hours ahead.
    expect(lifetime.openUntilAfter(at('2026-06-01T21:30:00Z'), 1)).toBe('2026-06-02T21:59:59.000Z');
  });

  it('closes after its moment, and never without one', () => {
    const open = { open_until: '2026-12-27T22:59:59.000Z' };
    expect(lifetime.isClosed(open, at('2026-12-27T22:59:58Z'))).toBe(false);
    expect(lifetime.isClosed(open, at('2026-12-27T23:00:00Z'))).toBe(true);
    expect(lifetime.isClosed({}, at('2099-01-01T00:00:00Z'))).toBe(false);
  });

  it('reminds once, from three days before it closes', () => {
    const open_until = '2026-12-27T22:59:59.000Z';
    expect(lifetime.reminderDue({ open_until }, at('2026-12-24T22:00:00Z'))).toBe(false);
    expect(lifetime.reminderDue({ open_until }, at('2026-12-24T23:00:00Z'))).toBe(true);
    expect(
      lifetime.reminderDue({ open_until, reminded_for: open_until }, at('2026-12-26T10:00:00Z')),
    ).toBe(false);
    // Extended after a reminder: reminded again before the new date.
    expect(
      lifetime.reminderDue(
        { open_until: '2027-01-10T22:59:59.000Z', reminded_for: open_until },
        at('2027-01-09T10:00:00Z'),
      ),
    ).toBe(true);
    expect(lifetime.reminderDue({ open_until }, at('2026-12-28T10:00:00Z'))).toBe(false);
  });

  it('moves the files of a closed delivery once, and deletes them after the keeping days', () => {
    const open_until = '2026-12-27T22:59:59.000Z';
    const after = at('2026-12-28T10:00:00Z');
    expect(lifetime.closingDue({ open_until }, after)).toBe(true);
    expect(lifetime.closingDue({ open_until, closed_for: open_until }, after)).toBe(false);
    expect(lifetime.closingDue({ open_until }, at('2026-12-20T10:00:00Z'))).toBe(false);
    expect(lifetime.deletionDue({ open_until }, 90, at('2027-03-27T10:00:00Z'))).toBe(false);
    expect(lifetime.deletionDue({ open_until }, 90, at('2027-03-28T10:00:00Z'))).toBe(true);
    expect(
      lifetime.deletionDue(
        { open_until, files_deleted_at: '2027-03-28T10:00:00Z' },
        90,
        at('2027-04-28T10:00:00Z'),
      ),
    ).toBe(false);
  });

  it('extends from the closing date while open, from today when closed', () => {
    const open_until = '2026-12-27T22:59:59.000Z';
    expect(lifetime.extendedUntil({ open_until }, 14, at('2026-12-20T10:00:00Z'))).toBe(
      '2027-01-10T22:59:59.000Z',
    );
    expect(lifetime.extendedUntil({ open_until }, 14, at('2027-02-01T10:00:00Z'))).toBe(
      '2027-02-15T22:59:59.000Z',
    );
  });
});
