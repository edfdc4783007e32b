/**
 * Every route of SPEC.md section 2, each page lazy-loaded. Routes with a fixed title declare
 * it in `handle` (the layout sets "{title} | {site name}"); pages whose title depends on
 * data (product detail, later) leave it out and call `useDocumentTitle` themselves.
 * Pages not built yet render the shared placeholder with their title as heading.
 * Protected pages sit below a pathless guard route (RequireAuth): visitors go to
 * `/login?redirect=<path>`, signed-in non-admins on /admin go to `/`.
 */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteError } from '../components/route-error';
import { RequireAuth } from '../features/auth/components/require-auth';
import type { RouteHandle } from '../lib/route-handle';
import { RootLayout } from './layout/root-layout';

const placeholderPage = () =>
  import('../components/placeholder-page').then((m) => ({ Component: m.PlaceholderPage }));

function route(path: string, title: string, lazy: RouteObject['lazy'] = placeholderPage) {
  const handle: RouteHandle = { title };
  return { path, handle, lazy } satisfies RouteObject;
}

const authPages = () => import('../features/auth/routes/auth-pages');

const userOnly = (children: RouteObject[]): RouteObject => ({
  element: <RequireAuth />,
  children,
});
const adminOnly = (children: RouteObject[]): RouteObject => ({
  element: <RequireAuth admin />,
  children,
});

export const pageRoutes: RouteObject[] = [
  {
    index: true,
    handle: { title: 'Dronefoto og -video i hele Danmark' } satisfies RouteHandle,
    lazy: () =>
      import('../features/home/routes/home-page').then((m) => ({ Component: m.HomePage })),
  },
  route('products', 'Vores tjenester', () =>
    import('../features/products/routes/products-page').then((m) => ({
      Component: m.ProductsPage,
    })),
  ),
  {
    // Without an id the product page sends the visitor on to /products (SPEC 2).
    path: 'product',
    lazy: () =>
      import('../features/products/routes/product-page').then((m) => ({
        Component: m.ProductPage,
      })),
  },
  {
    // No fixed title: the page names itself after the product.
    path: 'product/:productId',
    lazy: () =>
      import('../features/products/routes/product-page').then((m) => ({
        Component: m.ProductPage,
      })),
  },
  route('portfolio', 'Vores arbejde', () =>
    import('../features/portfolio/routes/portfolio-page').then((m) => ({
      Component: m.PortfolioPage,
    })),
  ),
  route('contact', 'Kontakt', () =>
    import('../features/contact/routes/contact-page').then((m) => ({ Component: m.ContactPage })),
  ),
  route('coverage', 'Vi dækker', () =>
    import('../features/coverage/routes/coverage-page').then((m) => ({
      Component: m.CoveragePage,
    })),
  ),
  route('search', 'Søg', () =>
    import('../features/search/routes/search-page').then((m) => ({ Component: m.SearchPage })),
  ),
  route('login', 'Log ind', () => authPages().then((m) => ({ Component: m.LoginPage }))),
  route('signup', 'Opret konto', () => authPages().then((m) => ({ Component: m.SignupPage }))),
  route('ratings', 'Anmeldelser', () =>
    import('../features/ratings/routes/ratings-page').then((m) => ({
      Component: m.RatingsPage,
    })),
  ),
  route('reset-password', 'Nulstil adgangskode', () =>
    authPages().then((m) => ({ Component: m.ResetPasswordPage })),
  ),
  route('email-confirmed', 'E-mail bekræftet', () =>
    authPages().then((m) => ({ Component: m.EmailConfirmedPage })),
  ),
  route('update-password', 'Ny adgangskode', () =>
    authPages().then((m) => ({ Component: m.UpdatePasswordPage })),
  ),
  route('rate-booking', 'Bedøm din optagelse'),
  route('unsubscribe', 'Afmeld nyhedsbrev', () =>
    import('../features/newsletter/routes/unsubscribe-page').then((m) => ({
      Component: m.UnsubscribePage,
    })),
  ),
  // Public page; the purchase itself asks for sign-in (SPEC: login needed for purchase).
  route('buy-credits', 'Køb credits', () =>
    import('../features/credits/routes/buy-credits-page').then((m) => ({
      Component: m.BuyCreditsPage,
    })),
  ),
  userOnly([
    route('booking/:productId', 'Booking', () =>
      import('../features/booking/routes/booking-page').then((m) => ({
        Component: m.BookingPage,
      })),
    ),
    route('payment', 'Betaling', () =>
      import('../features/payment/routes/payment-page').then((m) => ({
        Component: m.PaymentPage,
      })),
    ),
    route('profile', 'Min profil', () =>
      import('../features/profile/routes/profile-page').then((m) => ({
        Component: m.ProfilePage,
      })),
    ),
  ]),
  adminOnly([route('admin', 'Admin Panel')]),
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

/**
 * The app's router, made by main.tsx in a task of its own (not on import): it matches the
 * path and starts loading the page's code, which index.html has already begun to download.
 */
export const createAppRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createAppRouter>;
