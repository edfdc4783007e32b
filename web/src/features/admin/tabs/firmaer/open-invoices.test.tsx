/** 'Firmaer''s open invoices: what is still owed, and the credited bookings marked. */
import { describe, expect, it } from 'vitest';
import type { AdminFirm } from '@shared/api/firm-admin';
import { renderAdmin } from '@web/features/admin/test-support/render-admin';
import { OpenInvoices } from './open-invoices';

type OpenInvoice = AdminFirm['open_invoices'][number];

const invoice = (fields: Partial<OpenInvoice> = {}): OpenInvoice => ({
  month: '2026-10',
  stripe_invoice_id: 'in_1',
  number: 'F-0007',
  due_date: '2026-11-15',
  status: 'open',
  amount_ore: 300_000,
  booking_ids: ['a', 'b'],
  url: null,
  overdue: false,
  credited_lines: [],
  open_ore: 300_000,
  ...fields,
});

describe("'Firmaer''s open invoices", () => {
  it('shows an invoice without credited lines at its total', () => {
    const html = renderAdmin(<OpenInvoices invoices={[invoice()]} />);
    expect(html).toContain('F-0007: 2026-10: 3.000,00 kr, forfalder 15.11.2026');
    expect(html).not.toContain('krediteret');
  });

  it('shows what is left after a credited line, and marks the credited booking', () => {
    const html = renderAdmin(
      <OpenInvoices
        invoices={[
          invoice({
            overdue: true,
            open_ore: 150_000,
            credited_lines: [
              {
                booking_id: 'b',
                booking_number: 'B-1042',
                credit_note_number: 9,
                amount_ore: 150_000,
              },
              { booking_id: 'c', booking_number: null, credit_note_number: 10, amount_ore: 0 },
            ],
          }),
        ]}
      />,
    );
    expect(html).toContain(
      'F-0007: 2026-10: 1.500,00 kr tilbage af 3.000,00 kr, forfalder 15.11.2026',
    );
    expect(html).toContain('<strong> Forfalden</strong>');
    expect(html).toContain(
      '<li><s>B-1042 aflyst og krediteret (kreditnota nr. 9): −1.500,00 kr</s></li>',
    );
    expect(html).toContain('Booking uden nummer aflyst og krediteret (kreditnota nr. 10)');
  });

  it('says when the firm has no open invoice', () => {
    expect(renderAdmin(<OpenInvoices invoices={[]} />)).toBe('<p>Ingen åbne fakturaer.</p>');
  });
});
