/**
 * The profile's credit purchase documents (issue 43): the receipts, and the credit notes of
 * credit purchases refunded, each a button named for a screen reader; nothing at all without
 * either.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CreditsReceiptList } from '@shared/api/receipt';
import { myKeys } from '@web/lib/query-keys';
import { CreditsReceipts } from './credits-receipts';

const business = { name: 'Dronefoto ApS', address: 'Vestergade 1, 8000 Aarhus C', cvr: '12345678' };
const common = {
  issued_at: '2026-11-02T10:00:00.000Z',
  business,
  customer_email: 'kunde@example.dk',
  payment_method: 'card' as const,
  credit_purchase_id: 'p1',
};
const documents: CreditsReceiptList = {
  receipts: [
    {
      ...common,
      document: 'receipt',
      kind: 'credits',
      receipt_number: 12,
      credits: 400,
      lines: [{ description: '400 credits (1 credit = 1 kr)', amount_ore: 40_000 }],
      total_ore: 40_000,
      moms_ore: 8_000,
      net_ore: 32_000,
    },
  ],
  credit_notes: [
    {
      ...common,
      document: 'credit_note',
      kind: 'credits',
      credit_note_number: 7,
      receipt_number: 12,
      reason: 'refunded',
      credits_removed: 150,
      credits_spent: 50,
      lines: [{ description: 'Refunderet: 200 credits', amount_ore: -20_000 }],
      total_ore: -20_000,
      moms_ore: -4_000,
      net_ore: -16_000,
    },
  ],
};

function render(list: CreditsReceiptList) {
  const client = new QueryClient();
  client.setQueryData(myKeys.creditsReceipts, list);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <CreditsReceipts />
    </QueryClientProvider>,
  );
}

describe('the credit purchases’ documents on the profile', () => {
  it('lists the receipt and the refund’s credit note, each named for a screen reader', () => {
    const html = render(documents);
    expect(html).toContain('Kvitteringer og kreditnotaer for køb af credits');
    expect(html).toContain('aria-label="Kvittering nr. 12 for 400 credits"');
    expect(html).toContain(
      'aria-label="Kreditnota nr. 7 for tilbagebetalte credits (kvittering nr. 12)"',
    );
  });

  it('shows a credit note even when the list has no receipt', () => {
    expect(render({ receipts: [], credit_notes: documents.credit_notes })).toContain(
      'Kreditnota nr. 7',
    );
  });

  it('shows nothing without documents', () => {
    expect(render({ receipts: [], credit_notes: [] })).toBe('');
  });
});
