import { describe, expect, it } from 'vitest';
import { retainedUntil, retentionExpiry } from './document-retention';

describe('document retention', () => {
  it('keeps a document five years from the end of the year it was issued in', () => {
    expect(retainedUntil('2026-03-14T10:00:00.000Z')).toBe('2031-12-31');
    expect(retainedUntil('2026-12-31T12:00:00.000Z')).toBe('2031-12-31');
  });

  it('reads the year in Copenhagen: 00:30 on New Year’s Day belongs to the new year', () => {
    // 23:30 UTC on 31 December is 00:30 on 1 January in Copenhagen.
    expect(retainedUntil('2026-12-31T23:30:00.000Z')).toBe('2032-12-31');
  });

  it('expires at the start of the year after the last day kept', () => {
    expect(new Date(retentionExpiry('2026-06-01T08:00:00.000Z') * 1000).toISOString()).toBe(
      '2032-01-01T00:00:00.000Z',
    );
  });
});
