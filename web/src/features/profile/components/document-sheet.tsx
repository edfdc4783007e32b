import type { ReactNode } from 'react';
import { receiptTexts as t } from '@shared/texts/receipt';
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

/** The print button under a document. */
export function PrintButton() {
  return (
    <p className="receipt__actions">
      <button type="button" className="btn btn--primary btn--small" onClick={() => window.print()}>
        {t.print}
      </button>
    </p>
  );
}
