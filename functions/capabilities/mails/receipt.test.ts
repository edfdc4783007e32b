/** The documents' mails speak as the seller on the document (issue 41), never as 'Dronefoto'. */
import { describe, expect, it } from 'vitest';
import { aCreditNote, aCreditsReceipt, aReceipt } from '@tests/support/sales';
import { creditNoteMail, creditsReceiptMail, receiptMail } from './receipt';

const business = {
  name: 'Luftfoto Østjylland ApS',
  address: 'Havnegade 2, 8000 Aarhus C',
  cvr: '31415926',
};

describe("a sale's document mail", () => {
  it("a receipt's subject and sign-off name the business", () => {
    const mail = receiptMail(aReceipt({ business, receipt_number: 1 }), 'https://luftfoto.example');
    expect(mail.subject).toBe('Kvittering nr. 1 – Luftfoto Østjylland ApS');
    expect(mail.text).toContain('Venlig hilsen\nLuftfoto Østjylland ApS');
    expect(mail.text).not.toMatch(/Venlig hilsen\nDronefoto/);
  });

  it("a credit purchase's receipt and a credit note too", () => {
    expect(
      creditsReceiptMail(aCreditsReceipt({ business, receipt_number: 7 }), 'https://x.example')
        .subject,
    ).toBe('Kvittering nr. 7 – Luftfoto Østjylland ApS');
    expect(
      creditNoteMail(aCreditNote({ business, credit_note_number: 2 }), 'https://x.example').subject,
    ).toBe('Kreditnota nr. 2 – Luftfoto Østjylland ApS');
  });
});
