/**
 * Bogføring's documents of the month on screen (decision 0021), as the CSV has them: a firm
 * booking's document names its firm and CVR (product §2 'Firma'), a private customer's leaves
 * them empty. On a phone the table scrolls sideways in its focusable frame, like the other wide
 * admin tables, and long names and e-mails wrap.
 */
import type { Ledger } from '@shared/api/ledger';
import { formatDanishNumericDate } from '@shared/domain/danish-format';
import { documentTypeText, ledgerMethodText } from '@shared/domain/ledger';
import { formatOre } from '@shared/domain/moms';
import { ledgerTexts as t } from '@shared/texts/admin-ledger';
import { summaryTexts } from '@shared/texts/booking';
import { economicTexts } from '@shared/texts/economic';
import { AdminTableWrap } from '@web/features/admin/components/admin-table-wrap';
import { PushState } from './push-state';

export function DocumentsTable({ entries, month }: { entries: Ledger['entries']; month: string }) {
  // The e-conomic column only where documents were queued for it (decision 0036).
  const pushed = entries.some((entry) => entry.push);
  return (
    <section className="admin-card-form" aria-labelledby="ledger-documents">
      <h3 id="ledger-documents">{t.documentsTitle}</h3>
      {entries.length === 0 ? (
        <p className="admin-field__hint">{t.none}</p>
      ) : (
        <AdminTableWrap label={t.documentsTitle}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t.date}</th>
                <th scope="col">{t.voucher}</th>
                <th scope="col">{t.type}</th>
                <th scope="col">{t.number}</th>
                <th scope="col">{summaryTexts.bookingNumber}</th>
                <th scope="col">{t.customer}</th>
                <th scope="col">{t.firm}</th>
                <th scope="col">{t.firmCvr}</th>
                <th scope="col">{t.text}</th>
                <th scope="col">{t.net}</th>
                <th scope="col">{t.moms}</th>
                <th scope="col">{t.gross}</th>
                <th scope="col">{t.method}</th>
                {pushed ? <th scope="col">{economicTexts.stateHeading}</th> : null}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={`${entry.type}-${entry.number}`}>
                  <td>{formatDanishNumericDate(entry.date)}</td>
                  <th scope="row">{entry.voucher}</th>
                  <td>{documentTypeText(entry.type)}</td>
                  <td>{entry.number}</td>
                  <td>{entry.booking_number ?? ''}</td>
                  <td className="admin-table__break">{entry.customer}</td>
                  <td className="admin-table__break">{entry.firm ?? ''}</td>
                  <td>{entry.firm_cvr ?? ''}</td>
                  <td>{entry.text}</td>
                  <td>{formatOre(entry.net_ore)}</td>
                  <td>{formatOre(entry.moms_ore)}</td>
                  <td>{formatOre(entry.total_ore)}</td>
                  <td>{ledgerMethodText(entry.payment_method)}</td>
                  {pushed ? (
                    <td>
                      {entry.push ? (
                        <PushState push={entry.push} voucher={entry.voucher} month={month} />
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </AdminTableWrap>
      )}
    </section>
  );
}
