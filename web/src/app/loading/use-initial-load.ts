import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { bootstrapQueryOptions } from '@web/lib/bootstrap';
import {
  finishingStepMs,
  hideAfterReadyMs,
  loadView,
  type LoadStage,
  type LoadView,
} from './load-progress';

export interface InitialLoad {
  view: LoadView;
  /** The bootstrap data is in the cache: the app can render (behind the overlay). */
  ready: boolean;
  overlayVisible: boolean;
  /** The essential data could not be loaded (after retries). */
  failed: boolean;
}

/**
 * Drives the first load: the data fetchers (today only the bootstrap request; user data
 * joins when accounts exist) and the overlay's 90 → 95 → 100 % → hidden steps.
 */
export function useInitialLoad(): InitialLoad {
  const bootstrap = useQuery(bootstrapQueryOptions);
  const fetchers = [bootstrap];
  const fetchersDone = fetchers.filter((q) => q.status !== 'pending').length;
  const allDone = fetchersDone === fetchers.length;
  const failed = bootstrap.isError && bootstrap.data === undefined;

  // A prerendered page (web/src/server/render.tsx) arrives with its data: no overlay at all,
  // neither in its HTML nor while the browser hydrates it.
  const [prerendered] = useState(() => bootstrap.data !== undefined);
  const [stage, setStage] = useState<LoadStage>(prerendered ? 'ready' : 'fetching');
  const [hidden, setHidden] = useState(prerendered);

  useEffect(() => {
    if (!allDone || failed || prerendered) return;
    const timers = [
      setTimeout(() => setStage('finishing'), finishingStepMs),
      setTimeout(() => setStage('ready'), finishingStepMs * 2),
      setTimeout(() => setHidden(true), finishingStepMs * 2 + hideAfterReadyMs),
    ];
    return () => timers.forEach(clearTimeout);
  }, [allDone, failed, prerendered]);

  return {
    view: loadView(stage, { userReady: true, fetchersDone, fetchersTotal: fetchers.length }),
    ready: bootstrap.data !== undefined,
    overlayVisible: !hidden,
    failed,
  };
}
