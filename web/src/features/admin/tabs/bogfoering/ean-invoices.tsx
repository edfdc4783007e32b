import type { EanInvoiceEntry } from '@shared/api/economic';
import { formatDanishNumericDate } from '@shared/domain/danish-format';
import { formatOre } from '@shared/domain/moms';
import { ledgerTexts } from '@shared/texts/admin-ledger';
import { economicTexts as t } from '@shared/texts/economic';
import { fillText } from '@shared/texts/fill';
import { AdminTableWrap } from '@web/features/admin/components/admin-table-wrap';
import { PushState } from './push-state';

/** The invoice's number as the firm knows it (a credit note's as 'Kreditnota …'). */
const numberText = (invoice: EanInvoiceEntry) =>
  invoice.kind === 'credit_note'
    ? fillText(t.eanCreditNote, { number: invoice.number ?? '' })
    : (invoice.number ?? '');

/**
 * Bogføring's EAN invoices of the month (decision 0036): the invoices to public customers that
 * e-conomic books and sends by EAN, each with its state there ('Sendt til e-conomic (EAN)',
 * 'Venter', 'Fejlede: …' with 'Prøv igen'). Shown only in a month that has any.
 */
export function EanInvoicesTable({
  invoices,
  month,
}: {
  invoices: readonly EanInvoiceEntry[];
  month: string;
}) {
  if (invoices.length === 0) return null;
  return (
    <section className="admin-card-form" aria-labelledby="ledger-ean-invoices">
      <h3 id="ledger-ean-invoices">{t.eanHeading}</h3>
      <p className="admin-field__hint">{t.eanIntro}</p>
      <AdminTableWrap label={t.eanHeading}>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{ledgerTexts.date}</th>
              <th scope="col">{t.eanColumnInvoice}</th>
              <th scope="col">{t.eanColumnFirm}</th>
              <th scope="col">{t.eanColumnEan}</th>
              <th scope="col">{ledgerTexts.gross}</th>
              <th scope="col">{t.stateHeading}</th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((invoice) => (
              <tr key={invoice.id}>
                <td>{formatDanishNumericDate(invoice.date)}</td>
                <th scope="row">{numberText(invoice)}</th>
                <td>{fillText(t.eanFirm, { firm: invoice.firm, cvr: invoice.firm_cvr })}</td>
                <td>{invoice.ean}</td>
                <td>{formatOre(invoice.total_ore)}</td>
                <td>
                  <PushState
                    push={invoice.push}
                    voucher={invoice.id}
                    month={month}
                    ean={{ invoice: numberText(invoice) }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </AdminTableWrap>
    </section>
  );
}
