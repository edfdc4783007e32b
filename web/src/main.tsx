import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import './styles/theme.css';
import './styles/base.css';
import './styles/loading.css';
import './styles/toast.css';
import './app/layout/layout.css';
import { App } from './app/app';
import { queryClient } from './app/query-client';
import { createAppRouter, routes } from './app/router';
import { ApiError } from './lib/api';
import type { PrerenderedData, PrerenderedRefusal } from './server/render';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// A prerendered page (web/src/server/render.tsx) carries the data it was rendered with.
const prerendered = document.getElementById('ssr-state');

// Three shorter tasks instead of one long one, so that a slow phone stays responsive
// meanwhile: evaluating this code, starting the router (which starts loading the page's
// code), and the first render (or the hydration of the prerendered page).
const nextTask = (run: () => void) => setTimeout(run, 0);

/** The page's code must be in place before hydrating, or the router would render nothing. */
async function loadMatchedRoutes(): Promise<void> {
  const lazy = (matchRoutes(routes, window.location) ?? []).filter((m) => m.route.lazy);
  await Promise.all(
    lazy.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<object>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** A query the API refused while the page was rendered: in the cache as that error. */
function refuseQuery(queryKey: readonly unknown[], refused: PrerenderedRefusal, at: number) {
  const error = new ApiError(refused.status, refused.message, refused.code);
  queryClient.getQueryCache().build(
    queryClient,
    { queryKey },
    {
      data: undefined,
      dataUpdateCount: 0,
      dataUpdatedAt: 0,
      error,
      errorUpdateCount: 1,
      errorUpdatedAt: at,
      fetchFailureCount: 1,
      fetchFailureReason: error,
      fetchMeta: null,
      isInvalidated: false,
      status: 'error',
      fetchStatus: 'idle',
    },
  );
}

if (prerendered) {
  const data = JSON.parse(prerendered.textContent ?? '[]') as PrerenderedData;
  for (const [key, value, updatedAt, refused] of data)
    if (refused) refuseQuery(key, refused, updatedAt);
    else queryClient.setQueryData(key, value, { updatedAt });
  void loadMatchedRoutes().then(() => {
    const router = createAppRouter();
    nextTask(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      );
      // The page takes input now (its handlers are attached).
      document.documentElement.dataset.hydrated = '';
    });
  });
} else {
  nextTask(() => {
    const router = createAppRouter();
    nextTask(() => {
      createRoot(container).render(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      );
    });
  });
}
