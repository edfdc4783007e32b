import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { InitialLoadGate } from '../features/bootstrap/components/initial-load-gate';
import { ContentProvider } from '../features/content/content-provider';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
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
