import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CreditsReceipt } from '@shared/api/receipt';
import { creditsReceiptFacts, receiptLineRows, receiptTotalRows } from '@shared/domain/receipt';
import { fillText } from '@shared/texts/fill';
import { receiptTexts as t } from '@shared/texts/receipt';
import { ModalDialog } from '@web/components/dialog/modal-dialog';
import { creditsReceiptsQueryOptions } from '../api/receipt';
import { DocumentSheet, PrintButton } from './document-sheet';

function CreditsReceiptButton({ receipt }: { receipt: CreditsReceipt }) {
  const [open, setOpen] = useState(false);
  const heading = fillText(t.heading, { number: receipt.receipt_number });
  return (
    <li>
      <button
        type="button"
        className="btn btn--outline btn--small"
        aria-haspopup="dialog"
        aria-label={fillText(t.creditsButtonLabel, {
          number: receipt.receipt_number,
          credits: receipt.credits,
        })}
        onClick={() => setOpen(true)}
      >
        {heading}
      </button>
      {open ? (
        <ModalDialog title={t.button} closeLabel={t.close} onClose={() => setOpen(false)}>
          <DocumentSheet
            headingId={`receipt-${receipt.receipt_number}-heading`}
            heading={heading}
            facts={creditsReceiptFacts(receipt)}
            lines={receiptLineRows(receipt)}
            totals={receiptTotalRows(receipt)}
            footer={<PrintButton />}
          />
        </ModalDialog>
      ) : null}
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
      <ul className="receipt__list">
        {receipts.map((receipt) => (
          <CreditsReceiptButton key={receipt.receipt_number} receipt={receipt} />
        ))}
      </ul>
    </section>
  );
}
