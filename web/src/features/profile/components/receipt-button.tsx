import { lazy, Suspense, useState } from 'react';
import type { Booking } from '@shared/api/entities';
import { fillText } from '@shared/texts/fill';
import { receiptTexts as t } from '@shared/texts/receipt';
import { ModalDialog } from '@web/components/dialog/modal-dialog';

// Loaded when a customer opens a receipt, not with the profile.
const ReceiptView = lazy(() => import('./receipt-view').then((m) => ({ default: m.ReceiptView })));

/** Whether the booking has (or will get on asking) a receipt: it is paid, or was. */
export const hasReceipt = (booking: Booking): boolean =>
  booking.payment_status === 'paid' || Boolean(booking.receipt_number);

/**
 * 'Kvittering' on a paid booking: the receipt in a modal dialog (focus moves in and returns
 * to the button; Escape and the close button close it), printable from there.
 */
export function ReceiptButton({ booking }: { booking: Booking }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn--outline btn--small"
        aria-haspopup="dialog"
        aria-label={fillText(t.buttonLabel, { product: booking.product_name })}
        onClick={() => setOpen(true)}
      >
        {t.button}
      </button>
      {open ? (
        <ModalDialog title={t.button} closeLabel={t.close} onClose={() => setOpen(false)}>
          <Suspense
            fallback={
              <p role="status" className="placeholder-note">
                {t.loading}
              </p>
            }
          >
            <ReceiptView bookingId={booking.id} />
          </Suspense>
        </ModalDialog>
      ) : null}
    </>
  );
}
