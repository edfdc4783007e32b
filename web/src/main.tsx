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
import type { PrerenderedData } from './server/render';

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

if (prerendered) {
  const data = JSON.parse(prerendered.textContent ?? '[]') as PrerenderedData;
  for (const [key, value, updatedAt] of data) queryClient.setQueryData(key, value, { updatedAt });
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
