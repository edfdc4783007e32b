/**
 * A firm's open monthly invoices in 'Firmaer' (decision 0035): each with what is still owed. A
 * booking cancelled after the invoice was made has its line credited (a credit note, and on
 * Stripe a lower amount due); the invoice then shows what is left of its total, and each
 * credited booking is listed, marked, with its credit note.
 */
import type { AdminFirm } from '@shared/api/firm-admin';
import { formatDanishNumericDate } from '@shared/domain/danish-format';
import { formatOre } from '@shared/domain/moms';
import { fillText } from '@shared/texts/fill';
import { firmAdminTexts as t } from '@shared/texts/firm-admin';

type OpenInvoice = AdminFirm['open_invoices'][number];

function InvoiceRow({ invoice }: { invoice: OpenInvoice }) {
  const due = invoice.due_date ? formatDanishNumericDate(invoice.due_date) : '–';
  const credited = invoice.credited_lines;
  return (
    <li>
      {invoice.number ? `${invoice.number}: ` : ''}
      {credited.length === 0
        ? fillText(t.invoiceRow, { month: invoice.month, amount: formatOre(invoice.open_ore), due })
        : fillText(t.invoiceRowCredited, {
            month: invoice.month,
            amount: formatOre(invoice.open_ore),
            total: formatOre(invoice.amount_ore),
            due,
          })}
      {invoice.overdue ? <strong> {t.overdue}</strong> : null}
      {credited.length > 0 ? (
        <ul className="admin-firm__lines">
          {credited.map((line) => (
            <li key={line.credit_note_number}>
              <s>
                {fillText(t.creditedLine, {
                  booking: line.booking_number ?? t.creditedBookingWithoutNumber,
                  number: line.credit_note_number,
                  amount: formatOre(line.amount_ore),
                })}
              </s>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function OpenInvoices({ invoices }: { invoices: OpenInvoice[] }) {
  if (invoices.length === 0) return <p>{t.noOpenInvoices}</p>;
  return (
    <ul className="admin-firm__invoices">
      {invoices.map((invoice) => (
        <InvoiceRow key={invoice.month} invoice={invoice} />
      ))}
    </ul>
  );
}
