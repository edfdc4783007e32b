import { describe, expect, it } from 'vitest';
import { documentTitle, routeTitle } from './route-handle';

describe('route titles', () => {
  it('takes the title of the deepest route that has one', () => {
    expect(
      routeTitle([{ handle: undefined }, { handle: { title: 'Kontakt' } }, { handle: {} }]),
    ).toBe('Kontakt');
    expect(routeTitle([{ handle: { title: 'A' } }, { handle: { title: 'B' } }])).toBe('B');
    expect(routeTitle([{ handle: null }])).toBeUndefined();
  });

  it('formats the document title with the site name', () => {
    expect(documentTitle('Kontakt', 'Dronefoto')).toBe('Kontakt | Dronefoto');
    expect(documentTitle(undefined, 'Dronefoto')).toBe('Dronefoto');
  });
});
