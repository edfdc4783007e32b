/**
 * Credit notes (CREDIT_NOTE#{number} / CREDIT_NOTE): frozen when issued, numbered gap-free in
 * their own series (the counter COUNTER / credit_note), with their ledger keys. Issuing is
 * functions/capabilities/receipts/credit-notes.ts; this module reads them and writes the item.
 */
import type { Booking } from '@shared/api/entities';
import type { AnyCreditNote, CreditNote } from '@shared/api/receipt';
import { creditNoteLedgerKeys } from '@shared/domain/ledger-keys';
import { creditNoteCounterName, creditNoteKey, stripKeys } from '@functions/data/keys';
import { getItem } from '@functions/data/store';
import { putNew, type GuardedItem } from '@functions/data/transactions';
import { lastNumberOf } from './document-numbers';
import { documentRetained } from './receipts';
import { queueDocumentPush } from './bookkeeping-pushes';

/** CREDIT_NOTE#N exists while the counter says N - 1: the table was changed by hand. */
export class CreditNoteCounterBehindError extends Error {
  constructor(readonly creditNoteNumber: number) {
    super(`credit note ${creditNoteNumber} exists but its counter is ${creditNoteNumber - 1}`);
    this.name = 'CreditNoteCounterBehindError';
  }
}

export const lastCreditNoteNumber = (): Promise<number> => lastNumberOf(creditNoteCounterName);

/** Any credit note by its number: a booking's, or a refunded credit purchase's. */
export async function getAnyCreditNote(
  creditNoteNumber: number,
): Promise<AnyCreditNote | undefined> {
  const item = await getItem(creditNoteKey(creditNoteNumber), true);
  return item && stripKeys<AnyCreditNote>(item, ['user_id', 'entity']);
}

/** A booking's credit note by its number (none when the number is a credit purchase's). */
export async function getCreditNote(creditNoteNumber: number): Promise<CreditNote | undefined> {
  const note = await getAnyCreditNote(creditNoteNumber);
  return note && !('kind' in note) ? note : undefined;
}

/** The credit notes of a booking, oldest first. */
export async function creditNotesOf(booking: Booking): Promise<CreditNote[]> {
  const notes = await Promise.all((booking.credit_note_numbers ?? []).map(getCreditNote));
  return notes.filter((note): note is CreditNote => Boolean(note));
}

/**
 * The credit notes of the booking's line on its firm's monthly invoice (decision 0035): they
 * credit the invoice's number, not a receipt (the line was never paid).
 */
export async function invoiceLineCreditNotesOf(booking: Booking): Promise<CreditNote[]> {
  return (await creditNotesOf(booking)).filter(
    (note) => note.invoice_number !== undefined && note.receipt_number === undefined,
  );
}

/** The credit note's item, once (its number must be free), with its bookkeeping push. */
export function creditNotePut(note: AnyCreditNote, userId: string): GuardedItem[] {
  const push =
    note.voucher_number === undefined
      ? []
      : [
          queueDocumentPush({
            document: 'credit_note',
            number: note.credit_note_number,
            voucher: note.voucher_number,
          }),
        ];
  return [creditNoteItem(note, userId), ...push];
}

/**
 * The item, in the ledger when it is a voucher: the credit note of an unpaid invoice's line
 * (decision 0035) is none, as the sale it takes back was never booked (no receipt).
 */
function creditNoteItem(note: AnyCreditNote, userId: string): GuardedItem {
  const inLedger = note.receipt_number !== undefined;
  return putNew(
    {
      ...creditNoteKey(note.credit_note_number),
      ...(inLedger ? creditNoteLedgerKeys(note.issued_at, note.credit_note_number) : {}),
      entity: 'credit_note',
      ...note,
      user_id: userId,
    },
    () => new CreditNoteCounterBehindError(note.credit_note_number),
  );
}

/** A credit note kept for the bookkeeping after its customer is deleted. */
export const creditNoteRetained = (note: Pick<CreditNote, 'credit_note_number' | 'issued_at'>) =>
  documentRetained(creditNoteKey(note.credit_note_number), note.issued_at, 'credit_note');
