import { useEffect, useState } from 'react';
import { isPastNavbarThreshold } from './navbar-state';

/** Whether the window is scrolled past the navbar threshold (passive scroll listener). */
export function useScrolledPastNavbar(): boolean {
  const [past, setPast] = useState(
    // No window while the page renderer prerenders the page: at the top.
    () => typeof window !== 'undefined' && isPastNavbarThreshold(window.scrollY),
  );
  useEffect(() => {
    const update = () => setPast(isPastNavbarThreshold(window.scrollY));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return past;
}
