/**
 * `POST /api/me/delete`, 'Slet min konto' (GDPR article 17, issue 17): the caller deletes
 * their own account, never anybody else's (the user comes from the verified token only).
 *
 * 1. Refused (409) with nothing changed: an admin account, a future booking that can no
 *    longer be cancelled (inside the cut-off, or in a card checkout), an open credit checkout,
 *    the only administrator of a firm with colleagues, the last member of a firm with unpaid
 *    invoices (functions/capabilities/firms/delete-firm.ts).
 * 2. The profile is marked as being deleted; its reference names the anonymous stand-in.
 * 3. Future bookings are cancelled by the cancel rules (functions/capabilities/bookings/change-booking.ts):
 *    slots released, credits and discount uses given back, the customer mailed, card
 *    payments refunded through Stripe. A refund Stripe does not take stops the deletion here
 *    (502); calling again retries it and goes on.
 *    The firm membership ends: the person leaves their firm, or deletes it as its last member.
 * 4. Personal data is erased from every item that holds it (functions/capabilities/accounts/account-erasure.ts)
 *    and the files it points to are deleted; what bookkeeping needs stays, anonymously.
 * 5. The customer's partition goes (the profile with its mark), then the Cognito user, last.
 *
 * Every step may run again, so a deletion that stops part-way is finished by calling again.
 */
import type { AccountDeletion } from '@shared/api/account-deletion';
import type { Booking } from '@shared/api/entities';
import { planAccountDeletion, type DeletionPlan } from '@shared/domain/account-deletion';
import { formatDanishDate, formatTime24 } from '@shared/domain/danish-format';
import { accountDeletionTexts as t } from '@shared/texts/account-deletion';
import { fillText } from '@shared/texts/fill';
import {
  bookingTraces,
  deleteUserPartition,
  eraseBooking,
  eraseCreditPurchasesOf,
  eraseRatingsOf,
  erasedIdentity,
  forgetConnectionsOf,
  forgetEmailAddress,
  forgetGeocodedAddress,
  removeReactionsOf,
} from './account-erasure';
import { listBookingsByUser } from '@functions/stores/booking/booking-items';
import { getCancellationCutoffHours } from '@functions/stores/business-settings';
import { listCreditPurchasesByUser } from '@functions/stores/credit-purchases';
import { getProfile, markProfileDeleting, newDeletionRef } from '@functions/stores/profiles';
import { cancelCustomerBooking } from '@functions/capabilities/bookings/change-booking';
import type { Caller } from '@functions/lib/auth';
import { cognito, cognitoSdk } from '@functions/lib/cognito';
import { config } from '@functions/lib/config';
import { conflict, HttpError } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { logger } from '@functions/lib/logger';
import { deleteObject, mediaKeyOf } from '@functions/lib/storage';
import { sessionExpiresAt } from '@functions/capabilities/payments/stripe-client';
import { accountEmail } from '@functions/lib/account-email';
import { eraseGallery } from '@functions/capabilities/deliveries/owner-gallery';
import { deleteDelivery } from '@functions/stores/deliveries';
import {
  assertAccountMayLeaveFirm,
  leaveFirmWithAccount,
} from '@functions/capabilities/firms/delete-firm';

/** Refuses (409) a deletion that would leave a booking or a payment half-done. */
async function assertDeletable(userId: string, plan: DeletionPlan<Booking>, cutoffHours: number) {
  const blocked = plan.blocked[0];
  if (blocked?.refusal === 'past_cutoff') {
    const { booking_date: date, booking_time: time } = blocked.booking;
    throw conflict(
      fillText(t.pastCutoff, {
        date: formatDanishDate(date),
        time: formatTime24(time),
        hours: cutoffHours,
      }),
      'booking_past_cutoff',
    );
  }
  if (blocked) throw conflict(t.checkoutOpen, 'checkout_open');
  const now = Date.now();
  const purchases = await listCreditPurchasesByUser(userId);
  const openCheckout = purchases.some(
    (p) =>
      p.status === 'pending' &&
      p.session_id &&
      sessionExpiresAt(Date.parse(p.created_at)) * 1000 > now,
  );
  if (openCheckout) throw conflict(t.checkoutOpen, 'checkout_open');
}

/** Cancels the future bookings; answers how many were cancelled and refunds started. */
async function cancelFutureBookings(plan: DeletionPlan<Booking>) {
  let cancelled = 0;
  let refundsStarted = 0;
  let refundsFailed = 0;
  for (const booking of [...plan.cancel, ...plan.retryRefund]) {
    const outcome = await cancelCustomerBooking(booking);
    if (!booking.cancelled_at) cancelled += 1;
    if (outcome.refund === 'started') refundsStarted += 1;
    if (outcome.refund === 'failed') refundsFailed += 1;
  }
  if (refundsFailed > 0) throw new HttpError(502, t.refundFailed, 'refund_failed');
  return { cancelled, refundsStarted };
}

/** Deletes the files a booking points to, then erases the booking and its rating. */
async function eraseBookingOf(bookingId: string, userId: string, ref: string): Promise<void> {
  const traces = await bookingTraces(bookingId);
  if (!traces) return;
  if (traces.deliveryKey) await deleteObject('private', traces.deliveryKey);
  await eraseGallery(bookingId);
  // The property page's share link and the delivery's terms go with it.
  await deleteDelivery(bookingId);
  const pictures = traces.ratingImages
    .map(mediaKeyOf)
    .filter((key): key is string => key?.startsWith('ratings/') ?? false);
  for (const key of pictures) await deleteObject('public', key);
  await forgetGeocodedAddress(traces.address);
  await eraseBooking(bookingId, userId, erasedIdentity(ref));
}

/** Deletes the user from the pool; a user already gone is fine (a retry). */
async function deleteCognitoUser(caller: Caller): Promise<void> {
  const { AdminDeleteUserCommand } = await cognitoSdk();
  try {
    await (
      await cognito()
    ).send(
      new AdminDeleteUserCommand({ UserPoolId: config().USER_POOL_ID, Username: caller.username }),
    );
  } catch (error) {
    if ((error as { name?: string }).name !== 'UserNotFoundException') throw error;
  }
}

export async function deleteMyAccount({
  caller,
}: InputOf<'deleteMyAccount'>): Promise<AccountDeletion> {
  // Deleting the last admin would lock the owner out: admins are removed by another admin.
  if (caller.isAdmin) throw conflict(t.adminRefused, 'admin_account');
  const { userId } = caller;
  const [profile, bookings, hours] = await Promise.all([
    getProfile(userId),
    listBookingsByUser(userId, { includeDeleted: true }),
    getCancellationCutoffHours(),
  ]);
  const plan = planAccountDeletion(bookings, hours, new Date());
  await assertDeletable(userId, plan, hours);
  await assertAccountMayLeaveFirm(userId);

  // From here on, everything may be repeated by a retry.
  const email = profile?.email ?? (await accountEmail(caller.username));
  const ref = (await markProfileDeleting(userId)) ?? newDeletionRef();
  logger.info('account_deletion_started', { ref, bookings: bookings.length });
  const { cancelled, refundsStarted } = await cancelFutureBookings(plan);
  // The membership ends (its firm's bookings stay with the firm, anonymised below).
  await leaveFirmWithAccount(userId);

  for (const booking of bookings) await eraseBookingOf(booking.id, userId, ref);
  const identity = erasedIdentity(ref);
  await eraseRatingsOf(userId, identity);
  await removeReactionsOf(userId);
  await eraseCreditPurchasesOf(userId, identity);
  if (email) await forgetEmailAddress(email);
  await forgetConnectionsOf(userId);
  await deleteUserPartition(userId);
  await deleteCognitoUser(caller);

  logger.info('account_deleted', { ref, cancelled, refundsStarted });
  return { message: t.deleted, cancelled_bookings: cancelled, refunds_started: refundsStarted };
}
