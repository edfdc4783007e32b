/**
 * Every route of SPEC.md section 2, each page lazy-loaded. Routes with a fixed title declare
 * it in `handle` (the layout sets "{title} | {site name}"); pages whose title depends on
 * data (product detail, later) leave it out and call `useDocumentTitle` themselves.
 * Pages not built yet render the shared placeholder with their title as heading.
 */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteError } from '../components/route-error';
import type { RouteHandle } from '../lib/route-handle';
import { RootLayout } from './layout/root-layout';

const placeholderPage = () =>
  import('../components/placeholder-page').then((m) => ({ Component: m.PlaceholderPage }));

function route(path: string, title: string, lazy: RouteObject['lazy'] = placeholderPage) {
  const handle: RouteHandle = { title };
  return { path, handle, lazy } satisfies RouteObject;
}

export const pageRoutes: RouteObject[] = [
  {
    index: true,
    handle: { title: 'Dronefoto og -video i hele Danmark' } satisfies RouteHandle,
    lazy: () =>
      import('../features/home/routes/home-page').then((m) => ({ Component: m.HomePage })),
  },
  route('products', 'Vores tjenester'),
  route('product/:productId', 'Tjeneste'),
  route('portfolio', 'Vores arbejde'),
  route('contact', 'Kontakt', () =>
    import('../features/contact/routes/contact-page').then((m) => ({ Component: m.ContactPage })),
  ),
  route('coverage', 'Vi dækker'),
  route('search', 'Søg'),
  route('login', 'Log ind'),
  route('signup', 'Opret konto'),
  route('ratings', 'Anmeldelser'),
  route('reset-password', 'Nulstil adgangskode'),
  route('email-confirmed', 'E-mail bekræftet'),
  route('update-password', 'Ny adgangskode'),
  route('rate-booking', 'Bedøm din optagelse'),
  route('unsubscribe', 'Afmeld nyhedsbrev'),
  route('buy-credits', 'Køb credits'),
  route('booking/:productId', 'Booking'),
  route('payment', 'Betaling'),
  route('profile', 'Min profil'),
  route('admin', 'Admin Panel'),
  route('*', 'Siden blev ikke fundet', () =>
    import('../features/errors/routes/not-found-page').then((m) => ({
      Component: m.NotFoundPage,
    })),
  ),
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

/** Created on import, so the first page's code starts downloading with the bootstrap data. */
export const router = createBrowserRouter(routes);
