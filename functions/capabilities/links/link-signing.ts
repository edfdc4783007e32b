/** HMAC signatures for links in e-mails (unsubscribe), so nobody can forge them. */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { pageUrl } from '@shared/site/pages';
import { config } from '@functions/lib/config';

export function signValue(purpose: string, value: string): string {
  return createHmac('sha256', config().LINK_SIGNING_SECRET)
    .update(`${purpose}:${value}`)
    .digest('base64url');
}

export function verifySignedValue(purpose: string, value: string, signature: string): boolean {
  const expected = Buffer.from(signValue(purpose, value));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function unsubscribeUrl(email: string): string {
  const sig = signValue('unsubscribe', email.toLowerCase());
  return pageUrl(config().SITE_URL, 'unsubscribe', {}, { email, sig });
}

/** The one-click unsubscribe address of List-Unsubscribe (RFC 8058): a POST, no sign-in. */
export function oneClickUnsubscribeUrl(email: string): string {
  const params = new URLSearchParams({ email, sig: signValue('unsubscribe', email.toLowerCase()) });
  return `${config().SITE_URL}/api/newsletter/one-click?${params.toString()}`;
}

/** How long a sign-up's confirmation link works. */
export const confirmationLinkDays = 7;

const confirmationValue = (email: string, expires: string) =>
  `${email.trim().toLowerCase()}|${expires}`;

/** The signed link that turns a sign-up into a subscription (double opt-in). */
export function subscriptionConfirmUrl(email: string, now = new Date()): string {
  const expires = String(Math.floor(now.getTime() / 1000) + confirmationLinkDays * 86_400);
  return pageUrl(
    config().SITE_URL,
    'newsletterConfirm',
    {},
    {
      email: email.trim().toLowerCase(),
      expires,
      sig: signValue('newsletter-confirm', confirmationValue(email, expires)),
    },
  );
}

/** Whether a confirmation link is genuine and not expired. */
export function confirmationLinkValid(
  link: { email: string; expires: string; sig: string },
  now = new Date(),
): boolean {
  const expires = Number(link.expires);
  if (!Number.isSafeInteger(expires) || expires * 1000 < now.getTime()) return false;
  return verifySignedValue(
    'newsletter-confirm',
    confirmationValue(link.email, link.expires),
    link.sig,
  );
}

/** The purpose signed into a booking's manage link (move or cancel without signing in). */
export const manageLinkPurpose = 'booking-manage';

/** The link in the booking mails where the customer moves or cancels the booking. */
export function manageBookingUrl(bookingId: string): string {
  const sig = signValue(manageLinkPurpose, bookingId);
  return pageUrl(config().SITE_URL, 'manageBooking', {}, { booking: bookingId, sig });
}

/** How long a firm's invitation link works (product §2 'Firma'). */
export const firmInvitationDays = 14;

const firmInvitationValue = (firmId: string, email: string, expires: string) =>
  `${firmId}|${email.trim().toLowerCase()}|${expires}`;

/** The expiry (seconds since 1970) of an invitation sent `now`. */
export const firmInvitationExpiry = (now = new Date()): number =>
  Math.floor(now.getTime() / 1000) + firmInvitationDays * 86_400;

/** The signed link of a firm's invitation: the profile's 'Firma' tab, which offers to join. */
export function firmInvitationUrl(firmId: string, email: string, expires: number): string {
  const normalised = email.trim().toLowerCase();
  return pageUrl(
    config().SITE_URL,
    'profile',
    {},
    {
      tab: 'firma',
      firm: firmId,
      email: normalised,
      expires: String(expires),
      sig: signValue('firm-invitation', firmInvitationValue(firmId, normalised, String(expires))),
    },
  );
}

/** Whether an invitation link is genuine and not expired. */
export function firmInvitationLinkValid(
  link: { firm: string; email: string; expires: string; sig: string },
  now = new Date(),
): boolean {
  const expires = Number(link.expires);
  if (!Number.isSafeInteger(expires) || expires * 1000 < now.getTime()) return false;
  return verifySignedValue(
    'firm-invitation',
    firmInvitationValue(link.firm, link.email, link.expires),
    link.sig,
  );
}

/** The purpose signed into the link of 'Bed om ny tid' (decision 0039). */
const rescheduleRequestPurpose = 'reschedule-request';

const rescheduleRequestValue = (bookingId: string, expires: string) => `${bookingId}|${expires}`;

/** The query of a 'Bed om ny tid' link: its expiry (seconds since 1970) and signature. */
export function rescheduleRequestLink(
  bookingId: string,
  expiresAt: string,
): { expires: string; sig: string } {
  const expires = String(Math.floor(Date.parse(expiresAt) / 1000));
  return {
    expires,
    sig: signValue(rescheduleRequestPurpose, rescheduleRequestValue(bookingId, expires)),
  };
}

/** The signed link of 'Bed om ny tid': the page where the customer chooses or cancels. */
export function rescheduleRequestUrl(bookingId: string, expiresAt: string): string {
  return pageUrl(
    config().SITE_URL,
    'newTime',
    {},
    {
      booking: bookingId,
      ...rescheduleRequestLink(bookingId, expiresAt),
    },
  );
}

/** Whether a 'Bed om ny tid' link is genuine ('forged'), and whether it has expired. */
export function rescheduleRequestLinkState(
  link: { booking: string; expires: string; sig: string },
  now = new Date(),
): 'valid' | 'forged' | 'expired' {
  const genuine = verifySignedValue(
    rescheduleRequestPurpose,
    rescheduleRequestValue(link.booking, link.expires),
    link.sig,
  );
  const expires = Number(link.expires);
  if (!genuine || !Number.isSafeInteger(expires)) return 'forged';
  return expires * 1000 <= now.getTime() ? 'expired' : 'valid';
}

/** The day in the panel's Bookinger, where the owner asks the day's customers for a new time. */
export const adminDayUrl = (date: string): string =>
  pageUrl(config().SITE_URL, 'admin', {}, { tab: 'bookinger', day: date });
