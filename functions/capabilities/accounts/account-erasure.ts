/**
 * Erasing a deleted customer's personal data (GDPR article 17) from every item that holds it,
 * without a Scan: each kind of item is found by the customer's id (the user partition, gsi2)
 * or e-mail address (subscriber, sign-up request, newsletter deliveries, coverage requests),
 * and bookings by
 * their id. What bookkeeping needs is kept: a booking keeps its id, product, date, prices,
 * payment status and method, Stripe ids, invoice number and refund; a rating keeps its
 * stars; a credit purchase its amounts. Who it was becomes an anonymous stand-in.
 *
 * Every step may run again: a retry of a deletion that stopped part-way writes the same
 * values (the stand-in is named after the deletion's reference, kept on the profile until
 * the end) and finds what an earlier run erased no longer under the customer's keys.
 */
import type { Booking } from '@shared/api/entities';
import { deleteKeys } from '@functions/data/batch';
import { NotFoundError } from '@functions/data/errors';
import {
  connectionKey,
  coverageRequestKey,
  creditPurchasePrefix,
  geocodeKey,
  lists,
  newsletterDeliveryKey,
  reactionKey,
  reactionPrefix,
  ratingKey,
  ratingPrefix,
  subscriberKey,
  subscriptionRequestKey,
  userPartition,
} from '@functions/data/keys';
import { queryPartition } from '@functions/data/pagination';
import { coverageRequestsOf } from '@functions/stores/coverage-requests';
import { setReaction } from '@functions/stores/portfolio-reactions';
import { deleteItem, getItem, type StoredItem } from '@functions/data/store';
import { runTransaction, type GuardedItem } from '@functions/data/transactions';
import { getBookingItem } from '@functions/stores/booking/booking-items';
import { erased, type ErasedIdentity } from '@functions/stores/booking/booking-changes';
import {
  creditNoteRetained,
  getAnyCreditNote,
  getCreditNote,
} from '@functions/stores/credit-notes';
import { creditPurchaseErased } from '@functions/stores/credit-purchases';
import { ratingErased } from '@functions/stores/ratings';
import { getAnyReceipt, receiptRetained } from '@functions/stores/receipts';

export type { ErasedIdentity };

export const erasedIdentity = (ref: string): ErasedIdentity => ({
  user_id: `slettet-${ref}`,
  email: `slettet-${ref}@invalid`,
});

/** What a booking and its rating point to outside their own items. */
export interface BookingTraces {
  /** The shoot's address (its geocode result may be cached under it). */
  address: string;
  /** The delivered file in the private bucket. */
  deliveryKey: string | undefined;
  /** The rating's uploaded pictures (`/media/ratings/...`). */
  ratingImages: string[];
}

const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

export async function bookingTraces(bookingId: string): Promise<BookingTraces | undefined> {
  const [booking, rating] = await Promise.all([
    getBookingItem(bookingId),
    getItem(ratingKey(bookingId), true),
  ]);
  if (!booking) return undefined;
  return {
    address: typeof booking.address === 'string' ? booking.address : '',
    deliveryKey: typeof booking.zip_file_key === 'string' ? booking.zip_file_key : undefined,
    ratingImages: stringsOf(rating?.images),
  };
}

/**
 * Erases one booking, its rating and its receipt in ONE transaction: the customer's id, e-mail and address
 * replaced, their name and phone removed, the booking taken out of the customer's index (gsi2), its rating-link tokens and
 * delivery link removed, and the link to the hosted invoice page dropped (the invoice itself
 * is kept, by its id and number). Only a booking of this customer (or one already erased
 * for them) is touched.
 */
export async function eraseBooking(
  bookingId: string,
  userId: string,
  identity: ErasedIdentity,
): Promise<void> {
  const [booking, rating] = await Promise.all([
    getBookingItem(bookingId),
    getItem(ratingKey(bookingId), true),
  ]);
  if (!booking) return;
  const invoice = booking.invoice as Booking['invoice'];
  const elements: GuardedItem[] = [
    erased(bookingId, userId, identity, Boolean(invoice && typeof invoice === 'object')),
  ];
  if (rating) elements.push(ratingErased(bookingId, identity));
  elements.push(...(await documentsRetained(booking)));
  await runTransaction(elements);
}

/**
 * The booking's receipt and credit notes, kept as they were issued for the bookkeeping's five
 * years (decision 0036): only their retention is set.
 */
async function documentsRetained(booking: StoredItem): Promise<GuardedItem[]> {
  const numbers = Array.isArray(booking.credit_note_numbers)
    ? booking.credit_note_numbers.filter((n): n is number => typeof n === 'number')
    : [];
  const [receipt, ...creditNotes] = await Promise.all([
    typeof booking.receipt_number === 'number' ? getAnyReceipt(booking.receipt_number) : undefined,
    ...numbers.map((number) => getCreditNote(number)),
  ]);
  return [
    ...(receipt ? [receiptRetained(receipt)] : []),
    ...creditNotes.flatMap((note) => (note ? [creditNoteRetained(note)] : [])),
  ];
}

/** Ratings that still name the customer (one Query of their partition of gsi2). */
export async function eraseRatingsOf(userId: string, identity: ErasedIdentity): Promise<void> {
  const ratings = await queryPartition({
    index: 'gsi2',
    partition: userPartition(userId),
    sortKey: { beginsWith: ratingPrefix },
  });
  for (const rating of ratings)
    await runTransaction([ratingErased(String(rating.booking_id), identity)]);
}

/** Removes the customer's likes and dislikes (the portfolio's counters follow). */
export async function removeReactionsOf(userId: string): Promise<void> {
  const items = await queryPartition({
    index: 'gsi2',
    partition: userPartition(userId),
    sortKey: { beginsWith: reactionPrefix },
  });
  for (const item of items) {
    const itemId = String(item.gsi2sk).slice(reactionPrefix.length);
    try {
      await setReaction(itemId, userId, null);
    } catch (error) {
      // The portfolio item is gone: so are its counters; the reaction goes too.
      if (!(error instanceof NotFoundError)) throw error;
      await deleteItem(reactionKey(itemId, userId));
    }
  }
}

/** A credit purchase's receipt and the credit notes of its refunds, kept as issued. */
const creditsDocumentsRetained = async (item: StoredItem): Promise<GuardedItem[]> => {
  const receiptNumber = item.receipt_number;
  const noteNumbers = Array.isArray(item.credit_note_numbers)
    ? item.credit_note_numbers.filter((n): n is number => typeof n === 'number')
    : [];
  const [receipt, ...notes] = await Promise.all([
    typeof receiptNumber === 'number' ? getAnyReceipt(receiptNumber) : undefined,
    ...noteNumbers.map((number) => getAnyCreditNote(number)),
  ]);
  return [
    ...(receipt ? [receiptRetained(receipt)] : []),
    ...notes.flatMap((note) => (note ? [creditNoteRetained(note)] : [])),
  ];
};

/** Credit purchases keep their amounts and status for the bookkeeping, anonymously. */
export async function eraseCreditPurchasesOf(
  userId: string,
  identity: ErasedIdentity,
): Promise<void> {
  const items = await queryPartition({
    index: 'gsi2',
    partition: userPartition(userId),
    sortKey: { beginsWith: creditPurchasePrefix },
  });
  for (const item of items) {
    await runTransaction([
      creditPurchaseErased(String(item.id), identity),
      // Its receipt (kind credits) and any refund's credit notes are kept as they were issued.
      ...(await creditsDocumentsRetained(item)),
    ]);
  }
}

/**
 * The address's subscription, sign-up request, the newsletters' delivery records and its
 * requests to be told when an address is covered.
 */
export async function forgetEmailAddress(email: string): Promise<void> {
  const [newsletters, coverageRequests] = await Promise.all([
    queryPartition({ index: 'gsi1', partition: lists.newsletters }),
    coverageRequestsOf(email),
  ]);
  await deleteKeys([
    subscriberKey(email),
    subscriptionRequestKey(email),
    ...newsletters.map((item) => newsletterDeliveryKey(String(item.id), email)),
    ...coverageRequests.map((request) => coverageRequestKey(request.id)),
  ]);
}

/** A geocode result cached under a customer's address (AWS caches every lookup 30 days). */
export async function forgetGeocodedAddress(address: string): Promise<void> {
  if (address.trim()) await deleteItem(geocodeKey(address));
}

/** The customer's WebSocket connections (expired ones that TTL has not removed yet too). */
export async function forgetConnectionsOf(userId: string): Promise<void> {
  const connections = await queryPartition({ index: 'gsi1', partition: lists.connections });
  await deleteKeys(
    connections
      .filter((item) => item.user_id === userId)
      .map((item) => connectionKey(String(item.connection_id))),
  );
}

/** Everything under the customer's own partition: the profile, the booking lock. Last. */
export async function deleteUserPartition(userId: string): Promise<void> {
  const items: StoredItem[] = await queryPartition({
    partition: userPartition(userId),
    consistent: true,
  });
  await deleteKeys(items.map((item) => ({ pk: String(item.pk), sk: String(item.sk) })));
}
