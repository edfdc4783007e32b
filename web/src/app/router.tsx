/**
 * The router, made from the page table (`shared/site/pages.ts`) and the page modules
 * (`./page-modules.ts`): every page lazy-loaded, titled by its `handle` (the layout sets
 * "{title} | {site name}"; pages without a fixed title call `useDocumentTitle` themselves).
 * Pages for signed-in users sit below a pathless guard route (RequireAuth): visitors go to
 * `/login?redirect=<path>`; signed-in non-admins on an admin page go to `/`.
 */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { pageIds, pages, type PageAccess, type PageId } from '@shared/site/pages';
import { RouteError } from '../components/route-error';
import type { RouteHandle } from '../lib/route-handle';
import { RequireAuth } from './auth/require-auth';
import { RootLayout } from './layout/root-layout';
import { pageModules } from './page-modules';

function pageRoute(id: PageId): RouteObject {
  const page = pages[id];
  const handle: RouteHandle = { title: 'title' in page ? page.title : undefined };
  const path = page.path === '/' ? undefined : page.path.replace(/^\//, '');
  return {
    ...(path === undefined ? { index: true } : { path }),
    handle,
    lazy: pageModules[id],
  };
}

const routesWithAccess = (access: PageAccess) =>
  pageIds.filter((id) => pages[id].access === access).map(pageRoute);

const catchAll = (route: RouteObject) => route.path === '*';

export const pageRoutes: RouteObject[] = [
  ...routesWithAccess('public').filter((route) => !catchAll(route)),
  { element: <RequireAuth />, children: routesWithAccess('user') },
  { element: <RequireAuth admin />, children: routesWithAccess('admin') },
  // The 404 page matches whatever no other route does, so it comes last.
  ...routesWithAccess('public').filter(catchAll),
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <RouteError />,
    // The loading overlay covers the screen while the first page's code downloads.
    HydrateFallback: () => null,
    children: [{ errorElement: <RouteError />, children: pageRoutes }],
  },
];

/**
 * The app's router, made by main.tsx in a task of its own (not on import): it matches the
 * path and starts loading the page's code, which index.html has already begun to download.
 */
export const createAppRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createAppRouter>;
