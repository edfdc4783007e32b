/**
 * The code of every page of the page table (`shared/site/pages.ts`): a lazy import of its
 * module, answering the page's component (checked by tsc). The router loads each on demand
 * (one chunk per module); the build reads this file's import paths to preload the code of
 * landing pages (web/build/route-preloads.ts), so write each as a plain `import('…')`.
 */
import type { ComponentType } from 'react';
import type { PageId } from '@shared/site/pages';

export type PageLoader = () => Promise<{ Component: ComponentType }>;

export const pageModules: Record<PageId, PageLoader> = {
  home: () => import('../features/home/routes/home-page').then((m) => ({ Component: m.HomePage })),
  products: () =>
    import('../features/products/routes/products-page').then((m) => ({
      Component: m.ProductsPage,
    })),
  productWithoutId: () =>
    import('../features/products/routes/product-page').then((m) => ({ Component: m.ProductPage })),
  product: () =>
    import('../features/products/routes/product-page').then((m) => ({ Component: m.ProductPage })),
  portfolio: () =>
    import('../features/portfolio/routes/portfolio-page').then((m) => ({
      Component: m.PortfolioPage,
    })),
  contact: () =>
    import('../features/contact/routes/contact-page').then((m) => ({ Component: m.ContactPage })),
  coverage: () =>
    import('../features/coverage/routes/coverage-page').then((m) => ({
      Component: m.CoveragePage,
    })),
  search: () =>
    import('../features/search/routes/search-page').then((m) => ({ Component: m.SearchPage })),
  login: () =>
    import('../features/auth/routes/auth-pages').then((m) => ({ Component: m.LoginPage })),
  signup: () =>
    import('../features/auth/routes/auth-pages').then((m) => ({ Component: m.SignupPage })),
  ratings: () =>
    import('../features/ratings/routes/ratings-page').then((m) => ({ Component: m.RatingsPage })),
  resetPassword: () =>
    import('../features/auth/routes/auth-pages').then((m) => ({ Component: m.ResetPasswordPage })),
  emailConfirmed: () =>
    import('../features/auth/routes/auth-pages').then((m) => ({ Component: m.EmailConfirmedPage })),
  updatePassword: () =>
    import('../features/auth/routes/auth-pages').then((m) => ({ Component: m.UpdatePasswordPage })),
  rateBooking: () =>
    import('../features/ratings/routes/rate-booking-page').then((m) => ({
      Component: m.RateBookingPage,
    })),
  manageBooking: () =>
    import('../features/profile/routes/manage-booking-page').then((m) => ({
      Component: m.ManageBookingPage,
    })),
  gallery: () =>
    import('../features/gallery/routes/gallery-page').then((m) => ({ Component: m.GalleryPage })),
  newTime: () =>
    import('../features/profile/routes/new-time-page').then((m) => ({
      Component: m.NewTimePage,
    })),
  unsubscribe: () =>
    import('../features/newsletter/routes/unsubscribe-page').then((m) => ({
      Component: m.UnsubscribePage,
    })),
  newsletterConfirm: () =>
    import('../features/newsletter/routes/confirm-page').then((m) => ({
      Component: m.NewsletterConfirmPage,
    })),
  buyCredits: () =>
    import('../features/credits/routes/buy-credits-page').then((m) => ({
      Component: m.BuyCreditsPage,
    })),
  terms: () =>
    import('../features/terms/routes/terms-page').then((m) => ({ Component: m.TermsPage })),
  booking: () =>
    import('../features/booking/routes/booking-page').then((m) => ({ Component: m.BookingPage })),
  payment: () =>
    import('../features/booking/routes/payment-page').then((m) => ({ Component: m.PaymentPage })),
  bookingConfirmed: () =>
    import('../features/profile/routes/booking-confirmed-page').then((m) => ({
      Component: m.BookingConfirmedPage,
    })),
  profile: () =>
    import('../features/profile/routes/profile-page').then((m) => ({ Component: m.ProfilePage })),
  admin: () =>
    import('../features/admin/routes/admin-page').then((m) => ({ Component: m.AdminPage })),
  notFound: () =>
    import('../features/errors/routes/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
};
