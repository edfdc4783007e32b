import { useCallback, useEffect, useState } from 'react';
import { nextRotation, rotationPeriodSeconds, type RotationState } from '../lib/image-rotation';

/**
 * Rotates through `count` images every 3 seconds while started (hover or focus); `start`
 * restarts the countdown, `stop` pauses on the current image.
 */
export function useImageRotation(count: number) {
  const [active, setActive] = useState(false);
  const [state, setState] = useState<RotationState>({
    index: 0,
    remaining: rotationPeriodSeconds,
  });
  const rotating = active && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setState((current) => nextRotation(current, count)), 1000);
    return () => clearInterval(timer);
  }, [rotating, count]);

  const start = useCallback(() => {
    setState((current) => ({ index: current.index, remaining: rotationPeriodSeconds }));
    setActive(true);
  }, []);
  const stop = useCallback(() => setActive(false), []);

  return {
    index: count > 0 ? state.index % count : 0,
    remaining: state.remaining,
    rotating,
    start,
    stop,
  };
}
