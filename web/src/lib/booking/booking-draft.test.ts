import { describe, expect, it } from 'vitest';
import { draftLifetimeMs, parseDraft } from './booking-draft';

const draft = {
  productId: 5,
  date: '2026-12-01',
  time: '10:00',
  address: 'Vestergade 1, 8000 Aarhus C',
  accessNotes: 'Portkode 1234',
  includeEditing: true,
  checkoutBookingId: null,
  savedAt: 1_000,
};

describe('parseDraft', () => {
  it('reads a fresh draft back', () => {
    expect(parseDraft(JSON.stringify(draft), 2_000)).toEqual(draft);
    expect(parseDraft(JSON.stringify({ ...draft, time: null }), 2_000)?.time).toBeNull();
  });

  it('reads a draft saved before the access notes and the checkout were kept', () => {
    const { accessNotes: _notes, checkoutBookingId: _booking, ...older } = draft;
    expect(parseDraft(JSON.stringify(older), 2_000)).toEqual({
      ...draft,
      accessNotes: '',
      checkoutBookingId: null,
    });
    expect(
      parseDraft(JSON.stringify({ ...draft, checkoutBookingId: 'b-1' }), 2_000)?.checkoutBookingId,
    ).toBe('b-1');
  });

  it('forgets a draft older than a day', () => {
    expect(parseDraft(JSON.stringify(draft), 1_000 + draftLifetimeMs + 1)).toBeNull();
  });

  it('ignores what it cannot trust', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('{not json')).toBeNull();
    expect(parseDraft(JSON.stringify({ ...draft, productId: '5' }), 2_000)).toBeNull();
    expect(parseDraft(JSON.stringify({ ...draft, date: 'tomorrow' }), 2_000)).toBeNull();
    expect(parseDraft(JSON.stringify({ ...draft, address: 'x'.repeat(501) }), 2_000)).toBeNull();
    expect(parseDraft(JSON.stringify({ ...draft, accessNotes: 5 }), 2_000)).toBeNull();
    expect(parseDraft(JSON.stringify({ ...draft, checkoutBookingId: 5 }), 2_000)).toBeNull();
  });
});
