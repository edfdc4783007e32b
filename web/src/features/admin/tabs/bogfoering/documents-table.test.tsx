/** Bogføring's documents table: the firm and its CVR beside the customer, as in the CSV. */
import { describe, expect, it } from 'vitest';
import type { Ledger } from '@shared/api/ledger';
import { ledgerTexts } from '@shared/texts/admin-ledger';
import { renderAdmin } from '@web/features/admin/test-support/render-admin';
import { DocumentsTable } from './documents-table';

type Entry = Ledger['entries'][number];

const entry = (number: number, firm: Pick<Entry, 'firm' | 'firm_cvr'>): Entry => ({
  type: 'receipt',
  voucher: String(number),
  number,
  kind: 'booking',
  issued_at: '2026-11-03T10:00:00.000Z',
  date: '2026-11-03',
  customer: `kunde${number}@example.dk`,
  text: 'Boligfoto',
  receipt_number: number,
  booking_id: `b${number}`,
  booking_number: `B-10${number}`,
  net_ore: 120_000,
  moms_ore: 30_000,
  total_ore: 150_000,
  payment_method: 'invoice',
  ...firm,
});

/** The cells of each body row, their text only. */
const rowsOf = (html: string): string[][] =>
  [...html.split('<tbody>')[1]!.matchAll(/<tr>(.*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<t[dh][^>]*>(.*?)<\/t[dh]>/g)].map((cell) => cell[1]!),
  );

describe("Bogføring's documents table", () => {
  it('names a firm booking’s firm and CVR, and leaves both empty for a private customer', () => {
    const html = renderAdmin(
      <DocumentsTable
        month="2026-11"
        entries={[
          entry(1, { firm: 'Ejendomshuset ApS', firm_cvr: '12345674' }),
          entry(2, { firm: null, firm_cvr: null }),
        ]}
      />,
    );
    const headings = [...html.matchAll(/<th scope="col">(.*?)<\/th>/g)].map((m) => m[1]);
    const firmColumn = headings.indexOf(ledgerTexts.firm);
    expect(firmColumn).toBe(headings.indexOf(ledgerTexts.customer) + 1);
    expect(headings[firmColumn + 1]).toBe(ledgerTexts.firmCvr);

    const [firmRow, privateRow] = rowsOf(html);
    expect(firmRow!.slice(firmColumn - 1, firmColumn + 2)).toEqual([
      'kunde1@example.dk',
      'Ejendomshuset ApS',
      '12345674',
    ]);
    expect(privateRow!.slice(firmColumn - 1, firmColumn + 2)).toEqual([
      'kunde2@example.dk',
      '',
      '',
    ]);
  });

  it('scrolls sideways on a phone in a focusable frame named like the table', () => {
    const html = renderAdmin(
      <DocumentsTable month="2026-11" entries={[entry(1, { firm: null, firm_cvr: null })]} />,
    );
    expect(html).toMatch(
      new RegExp(
        `class="admin-table-wrap" role="region" aria-label="${ledgerTexts.documentsTitle}" tabindex="0"`,
      ),
    );
  });
});
