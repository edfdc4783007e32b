/** Where the payment provider sends the browser back to, after paying or cancelling. */
import { pageUrl, verbatim } from '@shared/site/pages';
import { config } from '@functions/lib/config';

const site = () => config().SITE_URL;

/** Stripe replaces `{CHECKOUT_SESSION_ID}` with the session's id. */
export const bookingSuccessUrl = () =>
  pageUrl(site(), 'profile', {}, { session_id: verbatim('{CHECKOUT_SESSION_ID}') });
export const bookingCancelUrl = (bookingId: string) =>
  pageUrl(site(), 'profile', {}, { cancelled_booking: bookingId });
export const creditsSuccessUrl = () => pageUrl(site(), 'profile', {}, { credits_purchased: true });
export const creditsCancelUrl = () => pageUrl(site(), 'buyCredits');
