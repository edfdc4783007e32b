/**
 * For the integration tests of the documents of a sale: a booking with its receipt, one
 * cancelled with its credit note, a credit purchase with its receipt, one refunded with its
 * credit note (each issued as the
 * product issues them, mail and all). Their PDFs' text: ./pdf-text.ts.
 */
import type { Booking } from '@shared/api/entities';
import type { CreditsCreditNote, CreditsReceipt } from '@shared/api/receipt';
import { createBooking } from '@functions/stores/booking/booking-days';
import { getBooking } from '@functions/stores/booking/booking-items';
import { createCreditPurchase, markCreditPurchasePaid } from '@functions/stores/credit-purchases';
import { cancelWithRefund } from '@functions/capabilities/bookings/change-booking';
import { issueReceipt } from '@functions/capabilities/receipts/receipts';
import { issueCreditsReceipt } from '@functions/capabilities/receipts/credits-receipts';
import { issueCreditsCreditNote } from '@functions/capabilities/receipts/credits-refunds';
import { bookingOf, uniqueId } from './table-data';

interface Customer {
  sub: string;
  email: string;
}

/** The booking's fields: at least its date (each test file books in a year of its own). */
type BookingFields = Partial<Booking> & Pick<Booking, 'booking_date'>;

/** A booking paid (cash unless `fields` say otherwise) with its receipt issued. */
export async function receiptedBooking(owner: Customer, fields: BookingFields): Promise<Booking> {
  const booking = await createBooking(
    bookingOf(owner, {
      booking_time: '10:00',
      payment_status: 'paid',
      payment_method: 'cash',
      ...fields,
    }),
  );
  const issued = await issueReceipt(booking.id);
  if (issued.status !== 'issued') throw new Error(`no receipt: ${issued.status}`);
  return (await getBooking(booking.id))!;
}

/** A receipted booking the owner cancelled: its credit note issued (and mailed). */
export async function creditNotedBooking(owner: Customer, fields: BookingFields): Promise<Booking> {
  const booking = await receiptedBooking(owner, fields);
  await cancelWithRefund(booking, 'owner');
  const cancelled = await getBooking(booking.id);
  if (!cancelled?.credit_note_numbers?.length) throw new Error('no credit note');
  return cancelled;
}

/** A paid credit purchase with its receipt issued (and mailed). */
export async function creditsReceiptOf(owner: Customer, credits = 500): Promise<CreditsReceipt> {
  const purchase = await createCreditPurchase({ user_id: owner.sub, credits, price: credits });
  await markCreditPurchasePaid(purchase.id, uniqueId('evt'));
  const issued = await issueCreditsReceipt(purchase.id);
  if (issued.status !== 'issued') throw new Error(`no credits receipt: ${issued.status}`);
  return issued.receipt;
}

/** A credit purchase with its receipt, refunded whole: its credit note (kind `credits`). */
export async function creditsCreditNoteOf(
  owner: Customer,
  credits = 500,
): Promise<CreditsCreditNote> {
  const receipt = await creditsReceiptOf(owner, credits);
  const issued = await issueCreditsCreditNote(receipt.credit_purchase_id, receipt.total_ore);
  if (issued.status !== 'issued') throw new Error(`no credits credit note: ${issued.status}`);
  return issued.creditNote;
}
