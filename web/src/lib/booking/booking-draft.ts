/**
 * The booking the customer is putting together, kept in this browser (localStorage) for a
 * day: product, date, time, address, access notes and editing. It survives signing up and
 * confirming the e-mail (the confirmation link opens in a new tab), a refused time (the time
 * is cleared, the rest kept), a reload, and a card checkout left without paying: it is kept
 * while the booking is at the checkout (`checkoutBookingId`) and forgotten once the booking
 * stands (the thank-you page). Nothing here is trusted: the server checks all of it again.
 */
import { pagePath } from '@shared/site/pages';

export interface BookingDraft {
  productId: number;
  date: string | null;
  time: string | null;
  address: string;
  /** 'Adgangsforhold' as typed ('' when none). */
  accessNotes: string;
  includeEditing: boolean;
  /** The booking made from this draft that went to the card checkout (null: none yet). */
  checkoutBookingId: string | null;
  /** ms since the epoch. */
  savedAt: number;
}

/** What a page saves (the checkout's booking is kept unless it says otherwise). */
export type DraftChoices = Omit<BookingDraft, 'savedAt' | 'accessNotes' | 'checkoutBookingId'> &
  Partial<Pick<BookingDraft, 'accessNotes' | 'checkoutBookingId'>>;

const storageKey = 'dronefoto.booking-draft';
export const draftLifetimeMs = 24 * 3_600_000;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked (private mode, policy)
  }
}

const isDate = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
const isTime = (v: unknown): v is string => typeof v === 'string' && /^\d{2}:\d{2}$/.test(v);

/** Reads a stored draft, or null when there is none, it is malformed or older than a day. */
export function parseDraft(text: string | null, now = Date.now()): BookingDraft | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const d = value as Record<string, unknown>;
  if (
    typeof d.productId !== 'number' ||
    !Number.isInteger(d.productId) ||
    (d.date !== null && !isDate(d.date)) ||
    (d.time !== null && !isTime(d.time)) ||
    typeof d.address !== 'string' ||
    d.address.length > 500 ||
    (d.accessNotes !== undefined &&
      (typeof d.accessNotes !== 'string' || d.accessNotes.length > 1_000)) ||
    (d.checkoutBookingId !== undefined &&
      d.checkoutBookingId !== null &&
      (typeof d.checkoutBookingId !== 'string' || d.checkoutBookingId.length > 200)) ||
    typeof d.includeEditing !== 'boolean' ||
    typeof d.savedAt !== 'number' ||
    now - d.savedAt > draftLifetimeMs
  )
    return null;
  return {
    productId: d.productId,
    date: d.date as string | null,
    time: d.time as string | null,
    address: d.address,
    accessNotes: typeof d.accessNotes === 'string' ? d.accessNotes : '',
    includeEditing: d.includeEditing,
    checkoutBookingId: typeof d.checkoutBookingId === 'string' ? d.checkoutBookingId : null,
    savedAt: d.savedAt,
  };
}

/** The draft of any product (after confirming the e-mail), or of one product. */
export function loadDraft(productId?: number): BookingDraft | null {
  const draft = parseDraft(storage()?.getItem(storageKey) ?? null);
  if (!draft || (productId !== undefined && draft.productId !== productId)) return null;
  return draft;
}

/** Saves the choices; the booking at the checkout is kept when they do not name one. */
export function saveDraft(draft: DraftChoices): void {
  const previous = loadDraft(draft.productId);
  const saved: BookingDraft = {
    accessNotes: '',
    checkoutBookingId: previous?.checkoutBookingId ?? null,
    ...draft,
    savedAt: Date.now(),
  };
  try {
    storage()?.setItem(storageKey, JSON.stringify(saved));
  } catch {
    // Storage full or blocked: the booking still works, it is just not remembered.
  }
}

/** The draft's booking went to the card checkout: the draft is kept until it stands. */
export function markDraftAtCheckout(productId: number, bookingId: string): void {
  const draft = loadDraft(productId);
  if (draft) saveDraft({ ...draft, checkoutBookingId: bookingId });
}

/** The draft whose booking `bookingId` went to the checkout, or null. */
export function draftOfCheckout(bookingId: string): BookingDraft | null {
  const draft = loadDraft();
  return draft?.checkoutBookingId === bookingId ? draft : null;
}

/** Forgets the draft once the booking made from it stands (paid, or confirmed otherwise). */
export function clearDraftOfBooking(bookingId: string): void {
  if (draftOfCheckout(bookingId)) clearDraft();
}

/** Keeps the date and address of the draft but forgets its time (it was refused). */
export function clearDraftTime(productId: number): void {
  const draft = loadDraft(productId);
  if (draft) saveDraft({ ...draft, time: null });
}

export function clearDraft(): void {
  storage()?.removeItem(storageKey);
}

/** Where a booking in progress continues: its booking page, or null without a draft. */
export function draftBookingPath(): string | null {
  const draft = loadDraft();
  return draft ? pagePath('booking', { productId: draft.productId }) : null;
}
