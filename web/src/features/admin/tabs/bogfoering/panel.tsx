import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Ledger } from '@shared/api/ledger';
import { formatDanishMonth } from '@shared/domain/danish-format';
import { ledgerMethodText, previousLedgerMonth, recentLedgerMonths } from '@shared/domain/ledger';
import { formatOre } from '@shared/domain/moms';
import { adminTabs } from '@shared/texts/admin';
import { ledgerTexts as t } from '@shared/texts/admin-ledger';
import { fillText } from '@shared/texts/fill';
import { useToast } from '@web/components/toast/use-toast';
import { AdminFacts } from '@web/features/admin/components/admin-facts';
import { AdminSelect } from '@web/features/admin/components/admin-field';
import { AdminQueryState } from '@web/features/admin/components/admin-query-state';
import { AdminStats } from '@web/features/admin/components/admin-stats';
import { AdminTabHeading } from '@web/features/admin/components/admin-tab-heading';
import { AdminTableWrap } from '@web/features/admin/components/admin-table-wrap';
import { apiGet } from '@web/lib/api';
import { formatKr } from '@web/lib/format';
import { adminKeys } from '@web/lib/query-keys';
import { DocumentsTable } from './documents-table';
import { EanInvoicesTable } from './ean-invoices';

const title = adminTabs.find((tab) => tab.id === 'bogfoering')!.label;

/** The months to choose from: this one and the two years before it. */
const monthsShown = 25;

function MethodsTable({ methods }: { methods: Ledger['totals']['by_method'] }) {
  if (methods.length === 0) return null;
  return (
    <section className="admin-card-form" aria-labelledby="ledger-methods">
      <h3 id="ledger-methods">{t.methodsTitle}</h3>
      <AdminTableWrap label={t.methodsTitle}>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t.method}</th>
              <th scope="col">{t.count}</th>
              <th scope="col">{t.net}</th>
              <th scope="col">{t.moms}</th>
              <th scope="col">{t.gross}</th>
            </tr>
          </thead>
          <tbody>
            {methods.map((sum) => (
              <tr key={sum.method}>
                <th scope="row">{ledgerMethodText(sum.method)}</th>
                <td>{sum.count}</td>
                <td>{formatOre(sum.net_ore)}</td>
                <td>{formatOre(sum.moms_ore)}</td>
                <td>{formatOre(sum.total_ore)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </AdminTableWrap>
    </section>
  );
}

/** Analyse's figures for the month's bookings beside what the books say for bookings. */
function Reconciliation({ ledger }: { ledger: Ledger }) {
  const r = ledger.reconciliation;
  const difference = r.unexplained_ore;
  const rows: [string, string][] = [
    [t.analyticsSales, formatKr(ledger.analytics.sales)],
    [t.analyticsRefunds, formatKr(ledger.analytics.refunds)],
    [t.analyticsRevenue, formatKr(ledger.analytics.revenue)],
    [t.otherMonthsBookings, formatOre(r.other_months_bookings_ore)],
    // As it adds up: Analyse's revenue + the rows below = the books.
    [t.documentsInOtherMonths, formatOre(0 - r.documents_in_other_months_ore)],
    ...(difference === 0 ? [] : [[t.unexplained, formatOre(difference)] as [string, string]]),
    [t.bookingGross, formatOre(r.books_ore)],
    [t.creditSales, formatOre(ledger.totals.credit_sales.total_ore)],
    [t.grossTotal, formatOre(ledger.totals.all.total_ore)],
  ];
  return (
    <section className="admin-card-form" aria-labelledby="ledger-reconciliation">
      <h3 id="ledger-reconciliation">{t.reconciliationTitle}</h3>
      <AdminFacts facts={rows.map(([label, value]) => ({ label, value }))} />
      <p role="status">
        {difference === 0
          ? t.agrees
          : fillText(t.differs, { amount: formatOre(Math.abs(difference)) })}
      </p>
      <p className="admin-field__hint">{t.reconciliationNote}</p>
    </section>
  );
}

function LedgerView({ ledger }: { ledger: Ledger }) {
  const { totals } = ledger;
  return (
    <>
      <AdminStats
        label={t.totalsTitle}
        stats={[
          { label: t.grossTotal, value: formatOre(totals.all.total_ore) },
          { label: t.momsTotal, value: formatOre(totals.all.moms_ore) },
          { label: t.net, value: formatOre(totals.all.net_ore) },
          {
            label: t.receiptsTotal,
            value: formatOre(totals.receipts.total_ore),
            note: `${t.count}: ${totals.receipts.count}`,
          },
          {
            label: t.creditNotesTotal,
            value: formatOre(totals.credit_notes.total_ore),
            note: `${t.count}: ${totals.credit_notes.count}`,
          },
        ]}
      />
      <DocumentsTable entries={ledger.entries} month={ledger.month} />
      <EanInvoicesTable invoices={ledger.ean_invoices} month={ledger.month} />
      <MethodsTable methods={totals.by_method} />
      <Reconciliation ledger={ledger} />
    </>
  );
}

/** The month's file, fetched with the admin's session and saved by the browser. */
function CsvDownload({ month }: { month: string }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await apiGet('/api/admin/ledger/csv', { query: { month } });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([file.content], { type: 'text/csv;charset=utf-8' }));
      link.download = file.file_name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 1000);
    } catch {
      toast.error(t.downloadFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="btn btn--small btn--primary"
      disabled={busy}
      onClick={() => void download()}
    >
      {t.download}
    </button>
  );
}

/**
 * Bogføring (product §2): a month's receipts and credit notes with their totals, the
 * reconciliation with Analyse and the CSV file for the bookkeeping program. It opens on last
 * month: the one that is handed to the bookkeeper.
 */
export function Panel() {
  const [month, setMonth] = useState(() => previousLedgerMonth());
  const months = recentLedgerMonths(new Date(), monthsShown).map((value) => ({
    value,
    label: formatDanishMonth(`${value}-01`),
  }));
  const ledger = useQuery({
    queryKey: adminKeys.ledger(month),
    queryFn: ({ signal }) => apiGet('/api/admin/ledger', { query: { month }, signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <section className="admin-tab">
      <AdminTabHeading title={title}>
        <CsvDownload month={month} />
      </AdminTabHeading>
      <AdminSelect label={t.monthLabel} options={months} value={month} onValue={setMonth} />
      <p className="admin-field__hint">{t.intro}</p>
      <AdminQueryState query={ledger} failedText={t.loadFailed}>
        {(data) => (
          <div aria-busy={ledger.isPlaceholderData || undefined}>
            <LedgerView ledger={data} />
          </div>
        )}
      </AdminQueryState>
    </section>
  );
}
