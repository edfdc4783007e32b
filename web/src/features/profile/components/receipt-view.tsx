import { useQuery } from '@tanstack/react-query';
import { receiptFacts, receiptLineRows, receiptTotalRows } from '@shared/domain/receipt';
import { fillText } from '@shared/texts/fill';
import { receiptTexts as t } from '@shared/texts/receipt';
import { ApiError } from '@web/lib/api';
import { receiptQueryOptions } from '../api/receipt';
import { DocumentSheet, PrintButton } from './document-sheet';
import './receipt.css';

/** A booking's receipt: number, seller with CVR, the lines, total incl. moms and the moms. */
export function ReceiptView({ bookingId }: { bookingId: string }) {
  const query = useQuery(receiptQueryOptions(bookingId));
  if (query.isPending) {
    return (
      <p role="status" className="placeholder-note">
        {t.loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="receipt__error">
        {query.error instanceof ApiError ? query.error.message : t.loadFailed}
      </p>
    );
  }
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
