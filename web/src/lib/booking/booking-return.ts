/**
 * Back to the booking page with what happened (issue 40): a refused time, a card checkout
 * cancelled. The page opens with the choices the draft kept and says why it is shown again,
 * in the navigation's state (so a reload or a shared link shows no stale message).
 */
import { pagePath } from '@shared/site/pages';

interface BookingReturnState {
  bookingNotice: string;
}

/** The booking page of a product, and the state that makes it say `notice`. */
export function bookingReturn(
  productId: number,
  notice: string,
): { path: string; state: BookingReturnState } {
  return { path: pagePath('booking', { productId }), state: { bookingNotice: notice } };
}

/** The notice a navigation brought, or null. */
export function bookingNoticeOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const notice = (state as Partial<BookingReturnState>).bookingNotice;
  return typeof notice === 'string' && notice.trim() !== '' ? notice : null;
}
