import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { ErrorPanel } from './error-panel';

/** The router's error element: a failed page (or page download) inside the site layout. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route error', error);
  }, [error]);
  return (
    <div className="page-body container">
      <ErrorPanel
        title="Noget gik galt"
        message="Siden kunne ikke vises. Prøv igen om et øjeblik."
        actionLabel="Prøv igen"
        onAction={() => window.location.reload()}
        headingLevel={1}
      />
    </div>
  );
}
