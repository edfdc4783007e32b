/**
 * Firmaer (product §2 'Firma', decision 0035): every firm with its colleagues and the owner's
 * terms (approval for 'Faktura', billing mode, price agreement, payment term), its open and
 * overdue monthly invoices and, for a firm billed monthly, next month's invoice so far.
 */
import { useQuery } from '@tanstack/react-query';
import type { AdminFirm } from '@shared/api/firm-admin';
import { formatOre } from '@shared/domain/moms';
import { adminTabs } from '@shared/texts/admin';
import { fillText } from '@shared/texts/fill';
import { firmAdminTexts as t } from '@shared/texts/firm-admin';
import { AdminFacts } from '@web/features/admin/components/admin-facts';
import { AdminItemCard } from '@web/features/admin/components/admin-item-card';
import { AdminList } from '@web/features/admin/components/admin-list';
import { AdminQueryState } from '@web/features/admin/components/admin-query-state';
import { AdminTabHeading } from '@web/features/admin/components/admin-tab-heading';
import { adminFirmsQueryOptions } from './firm-actions';
import { FirmTermsForm } from './firm-terms-form';
import { OpenInvoices } from './open-invoices';

const title = adminTabs.find((tab) => tab.id === 'firmaer')!.label;

function NextInvoice({ preview }: { preview: NonNullable<AdminFirm['next_invoice']> }) {
  const heading = fillText(t.nextInvoice, { month: preview.month });
  return (
    <section aria-label={heading}>
      <h4>{heading}</h4>
      {preview.lines.length === 0 ? (
        <p>{t.nextInvoiceEmpty}</p>
      ) : (
        <>
          <ul className="admin-firm__lines">
            {preview.lines.map((line, index) => (
              <li key={`${line.booking_id}-${index}`}>
                {line.description}: {formatOre(line.amount_ore)}
              </li>
            ))}
          </ul>
          <p>
            <strong>
              {fillText(t.nextInvoiceTotal, { amount: formatOre(preview.total_ore) })}
            </strong>
          </p>
        </>
      )}
    </section>
  );
}

function FirmCard({ entry }: { entry: AdminFirm }) {
  const { firm, members } = entry;
  const titleId = `firm-${firm.id}-name`;
  return (
    <AdminItemCard
      titleId={titleId}
      title={firm.name}
      badges={[
        firm.invoice_approved
          ? { label: t.approved, tone: 'ok' }
          : { label: t.notApproved, tone: 'muted' },
        firm.invoice_approved
          ? {
              label: firm.billing_mode === 'monthly' ? t.billingMonthly : t.billingAtBooking,
              tone: 'done',
            }
          : null,
      ]}
      editForm={(done) => <FirmTermsForm firm={firm} onDone={done} />}
    >
      <p>
        {fillText(t.cvr, { cvr: firm.cvr })}
        {firm.ean ? ` · ${fillText(t.ean, { ean: firm.ean })}` : ''}
        <br />
        {firm.address}
        <br />
        {fillText(t.invoiceEmail, { email: firm.invoice_email })}
      </p>
      <AdminFacts
        facts={[
          {
            label: t.agreement,
            value:
              firm.price_agreement_percent > 0
                ? fillText(t.agreementShown, { percent: firm.price_agreement_percent })
                : t.noAgreement,
          },
          { label: t.term, value: fillText(t.termShown, { days: firm.payment_term_days }) },
          {
            label: t.paymentBeforeDownloadShown,
            value: firm.payment_before_download ? t.yes : t.no,
          },
          {
            label: fillText(t.members, { count: members.length }),
            value: members
              .map((m) => (m.role === 'admin' ? `${m.email} (${t.administrator})` : m.email))
              .join(', '),
          },
        ]}
      />
      <h4>{t.openInvoices}</h4>
      <OpenInvoices invoices={entry.open_invoices} />
      {entry.next_invoice ? <NextInvoice preview={entry.next_invoice} /> : null}
    </AdminItemCard>
  );
}

export function Panel() {
  const firms = useQuery(adminFirmsQueryOptions);
  return (
    <section className="admin-tab">
      <AdminTabHeading title={title} />
      <p>{t.intro}</p>
      <AdminQueryState query={firms} failedText={t.loadFailed}>
        {(entries) => (
          <AdminList
            entries={entries.map((entry) => ({ ...entry, id: entry.firm.id }))}
            label={title}
            empty={t.empty}
            className="admin-bookings"
          >
            {(entry) => <FirmCard entry={entry} />}
          </AdminList>
        )}
      </AdminQueryState>
    </section>
  );
}
