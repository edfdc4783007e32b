/** Where the payment provider sends the browser back to, after paying or cancelling. */
import { config } from '../lib/config';

const site = () => config().SITE_URL.replace(/\/+$/, '');

/** Stripe replaces `{CHECKOUT_SESSION_ID}` with the session's id. */
export const bookingSuccessUrl = () => `${site()}/profile?session_id={CHECKOUT_SESSION_ID}`;
export const bookingCancelUrl = (bookingId: string) =>
  `${site()}/profile?cancelled_booking=${encodeURIComponent(bookingId)}`;
export const creditsSuccessUrl = () => `${site()}/profile?credits_purchased=true`;
export const creditsCancelUrl = () => `${site()}/buy-credits`;
