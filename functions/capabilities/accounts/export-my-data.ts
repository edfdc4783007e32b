/**
 * 'Download mine data' (GDPR articles 15 and 20): the caller's profile, bookings (with
 * invoices), receipts and credit notes (those of refunded credit purchases too), ratings, portfolio reactions, credit purchases, newsletter subscription
 * and coverage requests, as
 * JSON. Only the caller's own items: each list is read by the caller's id or e-mail.
 */
import type { MyData } from '@shared/api/my-data';
import { listBookingsByUser } from '@functions/stores/booking/booking-items';
import { listCreditPurchasesByUser } from '@functions/stores/credit-purchases';
import { reactionPrefix, userPartition } from '@functions/data/keys';
import { queryPartition } from '@functions/data/pagination';
import { getProfile } from '@functions/stores/profiles';
import { getSubscriber } from '@functions/stores/subscribers';
import { coverageRequestsOf } from '@functions/stores/coverage-requests';
import { unauthorized } from '@functions/lib/errors';
import type { InputOf } from '@functions/lib/http';
import { listRatingsByUser } from '@functions/stores/ratings';
import { getCreditsReceipt, getReceipt } from '@functions/stores/receipts';
import { creditNotesOf } from '@functions/stores/credit-notes';
import { listMyCreditsCreditNotes } from '@functions/capabilities/receipts/credits-receipts';

async function reactionsOf(userId: string): Promise<MyData['portfolio_reactions']> {
  const items = await queryPartition({
    index: 'gsi2',
    partition: userPartition(userId),
    sortKey: { beginsWith: reactionPrefix },
  });
  return items.map((item) => ({
    portfolio_item_id: String(item.gsi2sk).slice(reactionPrefix.length),
    reaction: String(item.reaction),
  }));
}

export async function exportMyData({ caller }: InputOf<'exportMyData'>): Promise<MyData> {
  const profile = await getProfile(caller.userId);
  if (!profile) throw unauthorized();
  const [bookings, ratings, reactions, purchases, subscription, coverageRequests] =
    await Promise.all([
      listBookingsByUser(caller.userId, { includeDeleted: true }),
      listRatingsByUser(caller.userId),
      reactionsOf(caller.userId),
      listCreditPurchasesByUser(caller.userId),
      getSubscriber(profile.email),
      coverageRequestsOf(profile.email),
    ]);
  const receipts = await Promise.all(
    bookings.flatMap((booking) =>
      typeof booking.receipt_number === 'number' ? [getReceipt(booking.receipt_number)] : [],
    ),
  );
  const [creditNotes, creditsReceipts, creditsCreditNotes] = await Promise.all([
    Promise.all(bookings.map(creditNotesOf)).then((lists) => lists.flat()),
    Promise.all(
      purchases.flatMap((p) =>
        typeof p.receipt_number === 'number' ? [getCreditsReceipt(p.receipt_number)] : [],
      ),
    ),
    listMyCreditsCreditNotes(caller.userId, purchases),
  ]);
  return {
    exported_at: new Date().toISOString(),
    profile,
    bookings,
    receipts: receipts.filter((receipt) => receipt !== undefined),
    credit_notes: creditNotes,
    credits_receipts: creditsReceipts.filter((receipt) => receipt !== undefined),
    credits_credit_notes: creditsCreditNotes,
    ratings,
    portfolio_reactions: reactions,
    credit_purchases: purchases.map((p) => ({
      id: p.id,
      credits: p.credits,
      price: p.price,
      status: p.status,
      created_at: p.created_at,
      paid_at: p.paid_at,
    })),
    newsletter_subscription: subscription ?? null,
    coverage_requests: coverageRequests,
  };
}
