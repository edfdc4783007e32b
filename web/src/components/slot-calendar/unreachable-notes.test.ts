import { describe, expect, it } from 'vitest';
import { unreachableNotes, unreachableWindowNotes } from './unreachable-notes';

describe('why free times are not shown', () => {
  it('names the base when no other shoot is in the way (a København day without shoots)', () => {
    expect(unreachableNotes({ unreachable: 4, unreachable_from_base: 4 })).toEqual([
      '4 ledige tider denne dag vises ikke, fordi der er for langt at køre fra pilotens base til adressen og hjem igen inden for dagens arbejdstid.',
    ]);
    expect(unreachableWindowNotes([{ unreachable: 4, unreachable_from_base: 4 }])).toEqual([
      'Nogle ledige tider vises ikke, fordi der er for langt at køre fra pilotens base til adressen og hjem igen inden for dagens arbejdstid.',
    ]);
  });

  it('names another shoot only when one is in the way, and both when both are', () => {
    expect(unreachableNotes({ unreachable: 1, unreachable_from_base: 0 })).toEqual([
      '1 ledig tid denne dag vises ikke, fordi piloten ikke kan nå at køre til eller fra en anden optagelse.',
    ]);
    expect(unreachableNotes({ unreachable: 3, unreachable_from_base: 1 })).toHaveLength(2);
    expect(unreachableNotes({ unreachable: 0, unreachable_from_base: 0 })).toEqual([]);
  });
});
