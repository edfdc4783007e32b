import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { ErrorFallback } from './error-fallback';

/** The router's error element: a failed page (or page download) inside the site layout. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route error', error);
  }, [error]);
  return (
    <div className="page-body container">
      <ErrorFallback onRetry={() => window.location.reload()} />
    </div>
  );
}
