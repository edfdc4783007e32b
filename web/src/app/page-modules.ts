/**
 * The code of every page of the page table (`shared/site/pages.ts`): the module under
 * `web/src/` and the component it exports. The router loads each lazily (one chunk per
 * module); the build preloads the modules of landing pages. Plain data, so the Vite config
 * can read it too.
 */
import type { PageId } from '@shared/site/pages';

export interface PageModule {
  /** Path under `web/src/`, with extension. */
  module: string;
  /** The exported page component. */
  component: string;
}

const authPages = 'features/auth/routes/auth-pages.ts';

export const pageModules: Record<PageId, PageModule> = {
  home: { module: 'features/home/routes/home-page.tsx', component: 'HomePage' },
  products: { module: 'features/products/routes/products-page.tsx', component: 'ProductsPage' },
  productWithoutId: {
    module: 'features/products/routes/product-page.tsx',
    component: 'ProductPage',
  },
  product: { module: 'features/products/routes/product-page.tsx', component: 'ProductPage' },
  portfolio: {
    module: 'features/portfolio/routes/portfolio-page.tsx',
    component: 'PortfolioPage',
  },
  contact: { module: 'features/contact/routes/contact-page.tsx', component: 'ContactPage' },
  coverage: { module: 'features/coverage/routes/coverage-page.tsx', component: 'CoveragePage' },
  search: { module: 'features/search/routes/search-page.tsx', component: 'SearchPage' },
  login: { module: authPages, component: 'LoginPage' },
  signup: { module: authPages, component: 'SignupPage' },
  ratings: { module: 'features/ratings/routes/ratings-page.tsx', component: 'RatingsPage' },
  resetPassword: { module: authPages, component: 'ResetPasswordPage' },
  emailConfirmed: { module: authPages, component: 'EmailConfirmedPage' },
  updatePassword: { module: authPages, component: 'UpdatePasswordPage' },
  rateBooking: {
    module: 'features/ratings/routes/rate-booking-page.tsx',
    component: 'RateBookingPage',
  },
  unsubscribe: {
    module: 'features/newsletter/routes/unsubscribe-page.tsx',
    component: 'UnsubscribePage',
  },
  buyCredits: {
    module: 'features/credits/routes/buy-credits-page.tsx',
    component: 'BuyCreditsPage',
  },
  booking: { module: 'features/booking/routes/booking-page.tsx', component: 'BookingPage' },
  payment: { module: 'features/booking/routes/payment-page.tsx', component: 'PaymentPage' },
  profile: { module: 'features/profile/routes/profile-page.tsx', component: 'ProfilePage' },
  admin: { module: 'features/admin/routes/admin-page.tsx', component: 'AdminPage' },
  notFound: { module: 'features/errors/routes/not-found-page.tsx', component: 'NotFoundPage' },
};
