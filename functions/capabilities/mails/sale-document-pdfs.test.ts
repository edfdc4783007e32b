import { describe, expect, it } from 'vitest';
import type { CreditNote, CreditsReceipt, Receipt } from '@shared/api/receipt';
import { pdfText } from '@tests/support/pdf-text';
import { receiptMail } from './receipt';
import { saleDocumentPdf } from './sale-document-pdfs';

const business = {
  name: 'Dronefoto Ærøskøbing ApS',
  address: 'Vestergade 1, 5970 Ærøskøbing',
  cvr: '12345678',
};

const receipt: Receipt = {
  document: 'receipt',
  kind: 'booking',
  receipt_number: 42,
  booking_id: 'b-1',
  issued_at: '2026-11-23T13:05:00.000Z',
  business,
  customer_email: 'jorgen@example.dk',
  customer_name: 'Jørgen Ågård',
  product_name: 'Dronefoto – Bolig',
  booking_date: '2026-11-30',
  booking_time: '10:30',
  address: 'Søndergade 3, 8000 Aarhus C',
  payment_method: 'card',
  lines: [
    { description: 'Dronefoto – Bolig', amount_ore: 149_900 },
    { description: 'Rabat (SOMMER10)', amount_ore: -15_000 },
  ],
  total_ore: 134_900,
  moms_ore: 26_980,
  net_ore: 107_920,
};

const note: CreditNote = {
  document: 'credit_note',
  credit_note_number: 7,
  receipt_number: 42,
  booking_id: 'b-1',
  reason: 'cancelled',
  issued_at: '2026-11-24T09:00:00.000Z',
  business,
  customer_email: 'jorgen@example.dk',
  customer_name: 'Jørgen Ågård',
  product_name: 'Dronefoto – Bolig',
  booking_date: '2026-11-30',
  booking_time: '10:30',
  payment_method: 'card',
  lines: [{ description: 'Krediteret: Dronefoto – Bolig', amount_ore: -134_900 }],
  total_ore: -134_900,
  moms_ore: -26_980,
  net_ore: -107_920,
};

const creditsReceipt: CreditsReceipt = {
  document: 'receipt',
  kind: 'credits',
  receipt_number: 43,
  credit_purchase_id: 'p-1',
  credits: 500,
  issued_at: '2026-11-23T13:05:00.000Z',
  business,
  customer_email: 'kunde@example.dk',
  payment_method: 'card',
  lines: [{ description: '500 credits (1 credit = 1 kr)', amount_ore: 50_000 }],
  total_ore: 50_000,
  moms_ore: 10_000,
  net_ore: 40_000,
};

const seller = ['Dronefoto Ærøskøbing ApS', 'Vestergade 1, 5970 Ærøskøbing', 'CVR-nr. 12345678'];

describe('the documents of a sale as PDF', () => {
  it("a receipt: the seller with CVR, the customer's name and e-mail, the lines, total and moms", async () => {
    const file = await saleDocumentPdf(receipt);
    expect(file.fileName).toBe('kvittering-42.pdf');
    const text = await pdfText(file.content);
    for (const part of [
      ...seller,
      'Kvittering nr. 42',
      'Kunde Jørgen Ågård',
      'E-mail jorgen@example.dk',
      'Søndergade 3, 8000 Aarhus C',
      'Dronefoto – Bolig 1.499,00 kr',
      'Rabat (SOMMER10) -150,00 kr',
      'I alt inkl. moms 1.349,00 kr',
      'Heraf moms (25 %) 269,80 kr',
      'Beløb ekskl. moms 1.079,20 kr',
    ])
      expect(text).toContain(part);
  });

  it('a credit note: its number, the receipt it concerns, the negative lines and moms', async () => {
    const file = await saleDocumentPdf(note);
    expect(file.fileName).toBe('kreditnota-7.pdf');
    const text = await pdfText(file.content);
    for (const part of [
      ...seller,
      'Kreditnota nr. 7',
      'Vedrører kvittering nr. 42',
      'Kunde Jørgen Ågård',
      'Krediteret: Dronefoto – Bolig -1.349,00 kr',
      'Heraf moms (25 %) -269,80 kr',
      'Krediteret ekskl. moms -1.079,20 kr',
    ])
      expect(text).toContain(part);
  });

  it('a credits receipt without a name: the customer by e-mail, the credits with moms', async () => {
    const file = await saleDocumentPdf(creditsReceipt);
    expect(file.fileName).toBe('kvittering-43.pdf');
    const text = await pdfText(file.content);
    for (const part of [
      ...seller,
      'Kvittering nr. 43',
      'Kunde kunde@example.dk',
      '500 credits (1 credit = 1 kr) 500,00 kr',
      'Heraf moms (25 %) 100,00 kr',
    ])
      expect(text).toContain(part);
  });

  it("rides on the document's mail as an attachment", async () => {
    const pdf = await saleDocumentPdf(receipt);
    const mail = receiptMail(receipt, 'https://dronefoto.example', 'Dronefoto', pdf);
    expect(mail.attachments).toEqual([
      {
        filename: 'kvittering-42.pdf',
        contentType: 'application/pdf',
        content: expect.any(Buffer),
      },
    ]);
    expect(mail.text).toContain('Jørgen Ågård');
    expect(
      receiptMail(receipt, 'https://dronefoto.example', 'Dronefoto').attachments,
    ).toBeUndefined();
  });
});
