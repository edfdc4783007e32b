/**
 * What the booking page hands the payment page (product §2: navigation state). The payment page
 * re-checks all of it with the server; prices here are for display only.
 */
export interface PaymentNavigationState {
  productId: number;
  productName: string;
  productPrice: number;
  bookingDate: string;
  bookingTime: string;
  address: string;
  /** 'Adgangsforhold' ('' when none). */
  accessNotes: string;
  includeEditing: boolean;
  totalPrice: number;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const hhmm = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The state of a navigation to /payment, or null when it is missing or malformed. */
export function parsePaymentNavigationState(value: unknown): PaymentNavigationState | null {
  if (typeof value !== 'object' || value === null) return null;
  const s = value as Partial<Record<keyof PaymentNavigationState, unknown>>;
  if (
    typeof s.productId !== 'number' ||
    !Number.isInteger(s.productId) ||
    typeof s.productName !== 'string' ||
    typeof s.productPrice !== 'number' ||
    typeof s.bookingDate !== 'string' ||
    !isoDate.test(s.bookingDate) ||
    typeof s.bookingTime !== 'string' ||
    !hhmm.test(s.bookingTime) ||
    typeof s.address !== 'string' ||
    s.address.trim() === '' ||
    (s.accessNotes !== undefined && typeof s.accessNotes !== 'string') ||
    typeof s.includeEditing !== 'boolean' ||
    typeof s.totalPrice !== 'number'
  ) {
    return null;
  }
  return {
    productId: s.productId,
    productName: s.productName,
    productPrice: s.productPrice,
    bookingDate: s.bookingDate,
    bookingTime: s.bookingTime,
    address: s.address,
    accessNotes: typeof s.accessNotes === 'string' ? s.accessNotes : '',
    includeEditing: s.includeEditing,
    totalPrice: s.totalPrice,
  };
}
