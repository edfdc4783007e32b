import { useEffect, useState } from 'react';
import { dotsTickMs } from './load-progress';

/** A counter that goes up every 500 ms while `active`, for the overlay's animated dots. */
export function useDotsTick(active: boolean): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => setTick((t) => t + 1), dotsTickMs);
    return () => clearInterval(id);
  }, [active]);
  return tick;
}
