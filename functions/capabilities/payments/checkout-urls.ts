/** Where the payment provider sends the browser back to, after paying or cancelling. */
import { pageUrl } from '@shared/site/pages';
import { config } from '@functions/lib/config';

const site = () => config().SITE_URL;

/** Paid: the thank-you page of the booking (it waits there for the webhook if need be). */
export const bookingSuccessUrl = (bookingId: string) =>
  pageUrl(site(), 'bookingConfirmed', {}, { booking: bookingId });
/**
 * Left unpaid ('Tilbage'): the profile, where the booking waits with 'Betal nu' while its
 * checkout session is open (product §4).
 */
export const bookingCancelUrl = (bookingId: string) =>
  pageUrl(site(), 'profile', {}, { unpaid_booking: bookingId });
export const creditsSuccessUrl = () => pageUrl(site(), 'profile', {}, { credits_purchased: true });
export const creditsCancelUrl = () => pageUrl(site(), 'buyCredits');
