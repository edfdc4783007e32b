/** Scroll distance after which the home page's transparent navbar turns solid. */
export const navbarSolidAfterPx = 50;

export function isPastNavbarThreshold(scrollY: number): boolean {
  return scrollY > navbarSolidAfterPx;
}

/** Transparent only at the top of the home page (and never with the mobile menu open). */
export function isNavbarSolid(state: {
  isHome: boolean;
  scrolledPast: boolean;
  menuOpen: boolean;
}) {
  return !state.isHome || state.menuOpen || state.scrolledPast;
}
