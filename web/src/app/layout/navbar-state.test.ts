import { describe, expect, it } from 'vitest';
import { isNavbarSolid, isPastNavbarThreshold } from './navbar-state';

describe('navbar', () => {
  it('counts as scrolled only past 50 px', () => {
    expect(isPastNavbarThreshold(0)).toBe(false);
    expect(isPastNavbarThreshold(50)).toBe(false);
    expect(isPastNavbarThreshold(51)).toBe(true);
  });

  it('is transparent only at the top of the home page', () => {
    expect(isNavbarSolid({ isHome: true, scrolledPast: false, menuOpen: false })).toBe(false);
    expect(isNavbarSolid({ isHome: true, scrolledPast: true, menuOpen: false })).toBe(true);
    expect(isNavbarSolid({ isHome: false, scrolledPast: false, menuOpen: false })).toBe(true);
    expect(isNavbarSolid({ isHome: true, scrolledPast: false, menuOpen: true })).toBe(true);
  });
});
