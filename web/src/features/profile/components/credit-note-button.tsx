import { lazy } from 'react';
import type { Booking } from '@shared/api/entities';
import { fillText } from '@shared/texts/fill';
import { creditNoteTexts as t, receiptTexts } from '@shared/texts/receipt';
import { DocumentDialogButton } from './document-dialog-button';

// Loaded when a customer opens a credit note, not with the profile.
const CreditNoteView = lazy(() =>
  import('./credit-note-view').then((m) => ({ default: m.CreditNoteView })),
);

/** How many credit notes the booking has (a cancelled or refunded booking with a receipt). */
export const creditNoteCount = (booking: Booking): number =>
  booking.credit_note_numbers?.length ?? 0;

/**
 * Whether to offer 'Kreditnota': the booking has one, or was cancelled with a receipt (asking
 * issues a credit note its cancel could not).
 */
export const hasCreditNote = (booking: Booking): boolean =>
  creditNoteCount(booking) > 0 || Boolean(booking.cancelled_at && booking.receipt_number);

/** 'Kreditnota' beside 'Kvittering': the booking's credit notes in a modal dialog. */
export function CreditNoteButton({ booking }: { booking: Booking }) {
  return (
    <DocumentDialogButton
      label={t.button}
      accessibleLabel={fillText(t.buttonLabel, { product: booking.product_name })}
      title={t.button}
      closeLabel={receiptTexts.close}
      loading={t.loading}
    >
      <CreditNoteView bookingId={booking.id} count={creditNoteCount(booking)} />
    </DocumentDialogButton>
  );
}
