import { lazy } from 'react';
import type { Booking } from '@shared/api/entities';
import { isPaid } from '@shared/domain/booking-lifecycle/money';
import { fillText } from '@shared/texts/fill';
import { receiptTexts as t } from '@shared/texts/receipt';
import { DocumentDialogButton } from './document-dialog-button';

// Loaded when a customer opens a receipt, not with the profile.
const ReceiptView = lazy(() => import('./receipt-view').then((m) => ({ default: m.ReceiptView })));

/** Whether the booking has (or will get on asking) a receipt: it is paid, or was. */
export const hasReceipt = (booking: Booking): boolean =>
  isPaid(booking) || Boolean(booking.receipt_number);

/** 'Kvittering' on a paid booking: the receipt in a modal dialog, printable from there. */
export function ReceiptButton({ booking }: { booking: Booking }) {
  return (
    <DocumentDialogButton
      label={t.button}
      accessibleLabel={fillText(t.buttonLabel, { product: booking.product_name })}
      title={t.button}
      closeLabel={t.close}
      loading={t.loading}
    >
      <ReceiptView bookingId={booking.id} booking={booking} />
    </DocumentDialogButton>
  );
}
