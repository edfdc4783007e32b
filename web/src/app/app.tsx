import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { InitialLoadGate } from './loading/initial-load-gate';
import { ContentProvider } from './content-provider';
import { AppProvider } from './provider';
import type { AppRouter } from './router';

/**
 * Everything around the router: the browser renders it around its router, the page renderer
 * (web/src/server/render.tsx) around a static one with its own data cache, so both produce
 * the same markup and the browser can hydrate the prerendered page.
 */
export function AppShell({ children, client }: { children: ReactNode; client?: QueryClient }) {
  return (
    <AppProvider client={client}>
      <InitialLoadGate>
        <ContentProvider>{children}</ContentProvider>
      </InitialLoadGate>
    </AppProvider>
  );
}

export function App({ router }: { router: AppRouter }) {
  return (
    <AppShell>
      <RouterProvider router={router} />
    </AppShell>
  );
}
