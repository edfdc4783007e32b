import { useQuery } from '@tanstack/react-query';
import { receiptFacts, receiptLineRows, receiptTotalRows } from '@shared/domain/receipt';
import { fillText } from '@shared/texts/fill';
import { receiptTexts as t } from '@shared/texts/receipt';
import { receiptQueryOptions } from '../api/receipt';
import { DocumentSheet, PrintButton } from './document-sheet';
import { documentQueryState } from './document-query-state';
import './receipt.css';

/** A booking's receipt: number, seller with CVR, the lines, total incl. moms and the moms. */
export function ReceiptView({ bookingId }: { bookingId: string }) {
  const query = useQuery(receiptQueryOptions(bookingId));
  const state = documentQueryState(query, t);
  if (state || !query.data) return state;
  const receipt = query.data;
  return (
    <DocumentSheet
      headingId={`receipt-${receipt.receipt_number}-heading`}
      heading={fillText(t.heading, { number: receipt.receipt_number })}
      facts={receiptFacts(receipt)}
      lines={receiptLineRows(receipt)}
      totals={receiptTotalRows(receipt)}
      footer={<PrintButton />}
    />
  );
}
