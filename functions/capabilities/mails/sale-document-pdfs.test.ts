import { describe, expect, it } from 'vitest';
import { aCreditNote, aCreditsReceipt, aReceipt } from '@tests/support/sales';
import { pdfText } from '@tests/support/pdf-text';
import { receiptMail } from './receipt';
import { saleDocumentPdf } from './sale-document-pdfs';

const business = {
  name: 'Dronefoto Ærøskøbing ApS',
  address: 'Vestergade 1, 5970 Ærøskøbing',
  cvr: '12345678',
};
const named = { business, customer_email: 'jorgen@example.dk', customer_name: 'Jørgen Ågård' };
const receipt = aReceipt({
  ...named,
  product_name: 'Dronefoto – Bolig',
  address: 'Søndergade 3, 8000 Aarhus C',
  lines: [
    { description: 'Dronefoto – Bolig', amount_ore: 149_900 },
    { description: 'Rabat (SOMMER10)', amount_ore: -15_000 },
  ],
  total_ore: 134_900,
  moms_ore: 26_980,
  net_ore: 107_920,
});
const seller = ['Dronefoto Ærøskøbing ApS', 'Vestergade 1, 5970 Ærøskøbing', 'CVR-nr. 12345678'];

describe('the documents of a sale as PDF', () => {
  it.each([
    [
      "a receipt: the customer's name and e-mail, the address, the lines, total and moms",
      receipt,
      'kvittering-42.pdf',
      [
        'Kvittering nr. 42',
        'Kunde Jørgen Ågård',
        'E-mail jorgen@example.dk',
        'Søndergade 3, 8000 Aarhus C',
        'Dronefoto – Bolig 1.499,00 kr',
        'Rabat (SOMMER10) -150,00 kr',
        'I alt inkl. moms 1.349,00 kr',
        'Heraf moms (25 %) 269,80 kr',
        'Beløb ekskl. moms 1.079,20 kr',
      ],
    ],
    [
      'a credit note: its number, the receipt it concerns, the negative lines and moms',
      aCreditNote({ ...named, product_name: 'Dronefoto – Bolig' }),
      'kreditnota-7.pdf',
      [
        'Kreditnota nr. 7',
        'Vedrører kvittering nr. 42',
        'Kunde Jørgen Ågård',
        'Krediteret: Dronefoto -1.499,00 kr',
        'Heraf moms (25 %) -299,80 kr',
        'Krediteret ekskl. moms -1.199,20 kr',
      ],
    ],
    [
      'a credits receipt without a name: the customer by e-mail, the credits with moms',
      aCreditsReceipt({ business }),
      'kvittering-43.pdf',
      [
        'Kvittering nr. 43',
        'Kunde kunde@example.dk',
        '500 credits (1 credit = 1 kr) 500,00 kr',
        'Heraf moms (25 %) 100,00 kr',
      ],
    ],
  ] as const)('%s, under the seller with CVR', async (_name, document, fileName, parts) => {
    const file = await saleDocumentPdf(document);
    expect(file.fileName).toBe(fileName);
    const text = await pdfText(file.content);
    for (const part of [...seller, ...parts]) expect(text).toContain(part);
  });

  it("rides on the document's mail as an attachment", async () => {
    const pdf = await saleDocumentPdf(receipt);
    const mail = receiptMail(receipt, 'https://dronefoto.example', pdf);
    expect(mail.attachments).toEqual([
      {
        filename: 'kvittering-42.pdf',
        contentType: 'application/pdf',
        content: expect.any(Buffer),
      },
    ]);
    expect(mail.text).toContain('Jørgen Ågård');
    expect(receiptMail(receipt, 'https://dronefoto.example').attachments).toBeUndefined();
  });
});
