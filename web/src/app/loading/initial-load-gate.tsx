import type { ReactNode } from 'react';
import { useInitialLoad } from './use-initial-load';
import { LoadFailedPage } from './load-failed-page';
import { LoadingOverlay } from './loading-overlay';

/**
 * Renders the site once the bootstrap data is loaded, under the loading overlay until the
 * overlay hides; shows 'Fejl ved indlæsning' when the load fails.
 */
export function InitialLoadGate({ children }: { children: ReactNode }) {
  const load = useInitialLoad();
  if (load.failed) return <LoadFailedPage />;
  return (
    <>
      {load.ready ? (
        <div className="app-root" inert={load.overlayVisible}>
          {children}
        </div>
      ) : null}
      {load.overlayVisible ? <LoadingOverlay view={load.view} /> : null}
    </>
  );
}
