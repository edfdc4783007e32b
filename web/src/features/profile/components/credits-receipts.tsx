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

type Rows = readonly (readonly [string, string])[];

/** One document of a credit purchase: its button, and the dialog with the document. */
function DocumentButton(props: {
  id: string;
  heading: string;
  accessibleLabel: string;
  texts: { button: string; loading: string; downloadPdf: string };
  facts: Rows;
  lines: Rows;
  totals: Rows;
  loadPdf: () => ReturnType<typeof creditsReceiptPdf>;
}) {
  return (
    <li>
      <DocumentDialogButton
        label={props.heading}
        accessibleLabel={props.accessibleLabel}
        title={props.texts.button}
        closeLabel={t.close}
        loading={props.texts.loading}
      >
        <DocumentSheet
          headingId={`${props.id}-heading`}
          heading={props.heading}
          facts={props.facts}
          lines={props.lines}
          totals={props.totals}
          footer={<DocumentActions pdf={{ label: props.texts.downloadPdf, load: props.loadPdf }} />}
        />
      </DocumentDialogButton>
    </li>
  );
}

function CreditsReceiptButton({ receipt }: { receipt: CreditsReceipt }) {
  const number = receipt.receipt_number;
  return (
    <DocumentButton
      id={`receipt-${number}`}
      heading={fillText(t.heading, { number })}
      accessibleLabel={fillText(t.creditsButtonLabel, { number, credits: receipt.credits })}
      texts={{
        button: t.button,
        loading: t.loading,
        downloadPdf: fillText(t.downloadPdfLabel, { number }),
      }}
      facts={creditsReceiptFacts(receipt)}
      lines={receiptLineRows(receipt)}
      totals={receiptTotalRows(receipt)}
      loadPdf={() => creditsReceiptPdf(number)}
    />
  );
}

/** The credit note of a refunded credit purchase: the money given back, the credits removed. */
function CreditsCreditNoteButton({ note }: { note: CreditsCreditNote }) {
  const number = note.credit_note_number;
  const n = creditNoteTexts;
  return (
    <DocumentButton
      id={`credit-note-${number}`}
      heading={fillText(n.heading, { number })}
      accessibleLabel={fillText(n.creditsButtonLabel, { number, receipt: note.receipt_number })}
      texts={{
        button: n.button,
        loading: n.loading,
        downloadPdf: fillText(n.downloadPdfLabel, { number }),
      }}
      facts={creditNoteFacts(note)}
      lines={receiptLineRows(note)}
      totals={creditNoteTotalRows(note)}
      loadPdf={() => creditsCreditNotePdf(number)}
    />
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
