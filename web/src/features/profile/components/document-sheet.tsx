import type { ReactNode } from 'react';
import type { DocumentPdf } from '@shared/api/receipt';
import { receiptTexts as t } from '@shared/texts/receipt';
import { PdfDownloadButton } from '@web/components/document/pdf-download-button';
import './receipt.css';

type Row = readonly [label: string, value: string];

/**
 * One document of a sale as the profile shows it (a receipt, a credits receipt, a credit
 * note): its heading, facts, lines and totals, printable.
 */
export function DocumentSheet({
  headingId,
  heading,
  facts,
  lines,
  totals,
  footer,
}: {
  headingId: string;
  heading: string;
  facts: readonly Row[];
  lines: readonly Row[];
  totals: readonly Row[];
  footer?: ReactNode;
}) {
  return (
    <article className="receipt" aria-labelledby={headingId}>
      <h3 id={headingId}>{heading}</h3>
      <dl className="receipt__facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <table className="receipt__lines">
        <caption>{t.linesCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.lineDescription}</th>
            <th scope="col">{t.lineAmount}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map(([description, amount], index) => (
            <tr key={`${index}-${description}`}>
              <td>{description}</td>
              <td>{amount}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {totals.map(([label, amount]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{amount}</td>
            </tr>
          ))}
        </tfoot>
      </table>
      {footer}
    </article>
  );
}

/** A document's PDF: what its 'Hent PDF' is called for a screen reader, and how it is fetched. */
export interface DocumentPdfSource {
  label: string;
  load: () => Promise<DocumentPdf>;
}

/**
 * The buttons under a document: 'Udskriv' (the dialog's documents, not the page behind) and
 * 'Hent PDF' (the document as a PDF made on the server). Not printed.
 */
export function DocumentActions({
  pdf,
  print = true,
}: {
  pdf?: DocumentPdfSource;
  print?: boolean;
}) {
  return (
    <div className="receipt__actions">
      {print ? (
        <button
          type="button"
          className="btn btn--primary btn--small"
          onClick={() => window.print()}
        >
          {t.print}
        </button>
      ) : null}
      {pdf ? <PdfDownloadButton accessibleLabel={pdf.label} load={pdf.load} /> : null}
    </div>
  );
}
