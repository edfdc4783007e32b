import { useQuery } from '@tanstack/react-query';
import type { CreditsReceipt } from '@shared/api/receipt';
import { creditsReceiptFacts, receiptLineRows, receiptTotalRows } from '@shared/domain/receipt';
import { fillText } from '@shared/texts/fill';
import { receiptTexts as t } from '@shared/texts/receipt';
import { DocumentDialogButton } from './document-dialog-button';
import { creditsReceiptPdf, creditsReceiptsQueryOptions } from '../api/receipt';
import { DocumentActions, DocumentSheet } from './document-sheet';

function CreditsReceiptButton({ receipt }: { receipt: CreditsReceipt }) {
  const heading = fillText(t.heading, { number: receipt.receipt_number });
  return (
    <li>
      <DocumentDialogButton
        label={heading}
        accessibleLabel={fillText(t.creditsButtonLabel, {
          number: receipt.receipt_number,
          credits: receipt.credits,
        })}
        title={t.button}
        closeLabel={t.close}
        loading={t.loading}
      >
        <DocumentSheet
          headingId={`receipt-${receipt.receipt_number}-heading`}
          heading={heading}
          facts={creditsReceiptFacts(receipt)}
          lines={receiptLineRows(receipt)}
          totals={receiptTotalRows(receipt)}
          footer={
            <DocumentActions
              pdf={{
                label: fillText(t.downloadPdfLabel, { number: receipt.receipt_number }),
                load: () => creditsReceiptPdf(receipt.receipt_number),
              }}
            />
          }
        />
      </DocumentDialogButton>
    </li>
  );
}

/** The receipts of the customer's credit purchases (shown only when there are any). */
export function CreditsReceipts() {
  const query = useQuery(creditsReceiptsQueryOptions());
  const receipts = query.data?.receipts ?? [];
  if (receipts.length === 0) return null;
  return (
    <section className="card profile-settings" aria-labelledby="credits-receipts-heading">
      <h2 id="credits-receipts-heading">{t.creditsSection}</h2>
      <ul className="inline-list">
        {receipts.map((receipt) => (
          <CreditsReceiptButton key={receipt.receipt_number} receipt={receipt} />
        ))}
      </ul>
    </section>
  );
}
