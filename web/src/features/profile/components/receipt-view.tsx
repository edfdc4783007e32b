import { useQuery } from '@tanstack/react-query';
import { receiptFacts, receiptLineRows, receiptTotalRows } from '@shared/domain/receipt';
import { fillText } from '@shared/texts/fill';
import { receiptTexts as t } from '@shared/texts/receipt';
import { ApiError } from '@web/lib/api';
import { receiptQueryOptions } from '../api/receipt';
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
  const headingId = `receipt-${receipt.receipt_number}-heading`;
  return (
    <article className="receipt" aria-labelledby={headingId}>
      <h3 id={headingId}>{fillText(t.heading, { number: receipt.receipt_number })}</h3>
      <dl className="receipt__facts">
        {receiptFacts(receipt).map(([label, value]) => (
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
          {receiptLineRows(receipt).map(([description, amount], index) => (
            <tr key={`${index}-${description}`}>
              <td>{description}</td>
              <td>{amount}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {receiptTotalRows(receipt).map(([label, amount]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{amount}</td>
            </tr>
          ))}
        </tfoot>
      </table>
      <p className="receipt__actions">
        <button
          type="button"
          className="btn btn--primary btn--small"
          onClick={() => window.print()}
        >
          {t.print}
        </button>
      </p>
    </article>
  );
}
