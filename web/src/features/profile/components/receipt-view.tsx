import { useQuery } from '@tanstack/react-query';
import { receiptFacts, receiptLineRows, receiptTotalRows } from '@shared/domain/receipt';
import { fillText } from '@shared/texts/fill';
import { receiptTexts as t } from '@shared/texts/receipt';
import { bookingChangeTexts } from '@shared/texts/booking-changes';
import { formatDanishDate, formatTime24 } from '@shared/domain/danish-format';
import { movedSince, type DocumentSlot } from '@shared/domain/booking-lifecycle/documents';
import { receiptPdf, receiptQueryOptions } from '../api/receipt';
import { DocumentActions, DocumentSheet } from './document-sheet';
import { documentQueryState } from './document-query-state';
import './receipt.css';

/**
 * A booking's receipt: number, seller with CVR, the lines, total incl. moms and the moms. The
 * receipt is shown as issued; a booking moved since has the move said above it.
 */
export function ReceiptView({
  bookingId,
  booking,
}: {
  bookingId: string;
  /** The booking's date and time now. */
  booking?: DocumentSlot;
}) {
  const query = useQuery(receiptQueryOptions(bookingId));
  const state = documentQueryState(query, t);
  if (state || !query.data) return state;
  const receipt = query.data;
  const moved = booking ? movedSince(receipt, booking) : null;
  return (
    <>
      {moved ? (
        <p className="receipt-moved" role="note">
          {fillText(bookingChangeTexts.movedAfterReceipt, {
            date: formatDanishDate(moved.date),
            time: formatTime24(moved.time),
          })}
        </p>
      ) : null}
      <DocumentSheet
        headingId={`receipt-${receipt.receipt_number}-heading`}
        heading={fillText(t.heading, { number: receipt.receipt_number })}
        facts={receiptFacts(receipt)}
        lines={receiptLineRows(receipt)}
        totals={receiptTotalRows(receipt)}
        footer={
          <DocumentActions
            pdf={{
              label: fillText(t.downloadPdfLabel, { number: receipt.receipt_number }),
              load: () => receiptPdf(bookingId),
            }}
          />
        }
      />
    </>
  );
}
