import { useQuery } from '@tanstack/react-query';
import type { CreditsCreditNote, CreditsReceipt } from '@shared/api/receipt';
import { creditNoteFacts, creditNoteTotalRows } from '@shared/domain/credit-note';
import { creditsReceiptFacts, receiptLineRows, receiptTotalRows } from '@shared/domain/receipt';
import { fillText } from '@shared/texts/fill';
import { creditNoteTexts, receiptTexts as t } from '@shared/texts/receipt';
import { DocumentDialogButton } from './document-dialog-button';
import {
  creditsCreditNotePdf,
  creditsReceiptPdf,
  creditsReceiptsQueryOptions,
} from '../api/receipt';
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

/** The credit note of a refunded credit purchase: the money given back, the credits removed. */
function CreditsCreditNoteButton({ note }: { note: CreditsCreditNote }) {
  const heading = fillText(creditNoteTexts.heading, { number: note.credit_note_number });
  return (
    <li>
      <DocumentDialogButton
        label={heading}
        accessibleLabel={fillText(creditNoteTexts.creditsButtonLabel, {
          number: note.credit_note_number,
          receipt: note.receipt_number,
        })}
        title={creditNoteTexts.button}
        closeLabel={t.close}
        loading={creditNoteTexts.loading}
      >
        <DocumentSheet
          headingId={`credit-note-${note.credit_note_number}-heading`}
          heading={heading}
          facts={creditNoteFacts(note)}
          lines={receiptLineRows(note)}
          totals={creditNoteTotalRows(note)}
          footer={
            <DocumentActions
              pdf={{
                label: fillText(creditNoteTexts.downloadPdfLabel, {
                  number: note.credit_note_number,
                }),
                load: () => creditsCreditNotePdf(note.credit_note_number),
              }}
            />
          }
        />
      </DocumentDialogButton>
    </li>
  );
}

/**
 * The receipts of the customer's credit purchases, and the credit notes of those refunded
 * (shown only when there are any).
 */
export function CreditsReceipts() {
  const query = useQuery(creditsReceiptsQueryOptions());
  const receipts = query.data?.receipts ?? [];
  const creditNotes = query.data?.credit_notes ?? [];
  if (receipts.length === 0 && creditNotes.length === 0) return null;
  return (
    <section className="card profile-settings" aria-labelledby="credits-receipts-heading">
      <h2 id="credits-receipts-heading">{t.creditsSection}</h2>
      <ul className="inline-list">
        {receipts.map((receipt) => (
          <CreditsReceiptButton key={receipt.receipt_number} receipt={receipt} />
        ))}
        {creditNotes.map((note) => (
          <CreditsCreditNoteButton key={note.credit_note_number} note={note} />
        ))}
      </ul>
    </section>
  );
}
