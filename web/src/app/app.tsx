import { RouterProvider } from 'react-router-dom';
import { InitialLoadGate } from './loading/initial-load-gate';
import { ContentProvider } from './content-provider';
import { AppProvider } from './provider';
import type { AppRouter } from './router';

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProvider>
      <InitialLoadGate>
        <ContentProvider>
          <RouterProvider router={router} />
        </ContentProvider>
      </InitialLoadGate>
    </AppProvider>
  );
}
