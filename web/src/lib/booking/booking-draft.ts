/**
 * The booking the customer is putting together, kept in this browser (localStorage) for a
 * day: product, date, time, address and editing. It survives signing up and confirming the
 * e-mail (the confirmation link opens in a new tab), a refused time (the time is cleared,
 * the rest kept) and a reload. Nothing here is trusted: the server checks all of it again.
 */
import { pagePath } from '@shared/site/pages';

export interface BookingDraft {
  productId: number;
  date: string | null;
  time: string | null;
  address: string;
  includeEditing: boolean;
  /** ms since the epoch. */
  savedAt: number;
}

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
    includeEditing: d.includeEditing,
    savedAt: d.savedAt,
  };
}

/** The draft of any product (after confirming the e-mail), or of one product. */
export function loadDraft(productId?: number): BookingDraft | null {
  const draft = parseDraft(storage()?.getItem(storageKey) ?? null);
  if (!draft || (productId !== undefined && draft.productId !== productId)) return null;
  return draft;
}

export function saveDraft(draft: Omit<BookingDraft, 'savedAt'>): void {
  try {
    storage()?.setItem(storageKey, JSON.stringify({ ...draft, savedAt: Date.now() }));
  } catch {
    // Storage full or blocked: the booking still works, it is just not remembered.
  }
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
