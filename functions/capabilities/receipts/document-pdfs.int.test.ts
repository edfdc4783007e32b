/**
 * The documents of a sale as PDF files (decision 0029), through the twin's gateway and the
 * real handlers against DynamoDB Local and SES local: the customer's receipt, credit note and
 * credits receipt and the owner's copies read back with a PDF text extractor say what the JSON
 * routes say (seller with CVR, the customer's name, the number, the lines, total and moms);
 * only their customer (404 for anyone else) and the owner get them; a number that is not one
 * is refused with a Danish 400; and the receipt's and credit note's mails carry the same PDF.
 * Bookings are in 3760, a year no other file uses.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CreditNoteList, CreditsReceipt, DocumentPdf, Receipt } from '@shared/api/receipt';
import type { Booking } from '@shared/api/entities';
import { creditNoteFacts, creditNoteTotalRows } from '@shared/domain/credit-note';
// The rows the profile's dialog shows, to compare the PDF with.
import * as receiptRows from '@shared/domain/receipt';
import { readMailbox } from '@infra/local/mailbox';
import { useTestGateway } from '@tests/integration/gateway';
import { mailsDelivered } from '@tests/integration/mail-consumer';
import { createTestUser, type TestUser } from '@tests/integration/users';
import { pdfText } from '@tests/support/pdf-text';
import {
  creditNotedBooking,
  creditsReceiptOf,
  receiptedBooking,
} from '@tests/support/sale-documents';
import { dateAllocator } from '@tests/support/table-data';

const nextDate = dateAllocator(3760);
const api = useTestGateway();
let customer: TestUser;
let stranger: TestUser;
let owner: TestUser;
let paid: Booking;
let cancelled: Booking;
let creditsReceipt: CreditsReceipt;

beforeAll(async () => {
  [customer, stranger, owner] = await Promise.all([
    createTestUser(),
    createTestUser(),
    createTestUser({ admin: true }),
  ]);
  const named = { customer_name: 'Jørgen Ærø Ågård', customer_phone: '+45 12 34 56 78' };
  [paid, cancelled, creditsReceipt] = await Promise.all([
    receiptedBooking(customer, { ...named, booking_date: nextDate() }),
    creditNotedBooking(customer, { ...named, booking_date: nextDate() }),
    creditsReceiptOf(customer, 250),
  ]);
});

const get = (path: string, who: TestUser) =>
  fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${who.accessToken}` } });

async function pdfOf(path: string, who: TestUser): Promise<DocumentPdf & { text: string }> {
  const response = await get(path, who);
  expect(response.status, path).toBe(200);
  const answer = (await response.json()) as DocumentPdf;
  expect(answer.content_type).toBe('application/pdf');
  const bytes = Buffer.from(answer.content_base64, 'base64');
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  // Small: a mail keeps well under the outbox's item limit.
  expect(bytes.length).toBeLessThan(8_000);
  return { ...answer, text: (await pdfText(bytes)).replace(/\s+/g, ' ') };
}

/** Every row, label and value, as the profile's dialog shows it. */
function expectRows(text: string, rows: readonly receiptRows.ReceiptRow[]) {
  for (const [label, value] of rows) expect(text).toContain(`${label} ${value}`);
}

async function jsonOf<T>(path: string, who: TestUser): Promise<T> {
  const response = await get(path, who);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

describe('the documents as PDF files', () => {
  it("the customer's receipt says what the page says: seller with CVR, the name, number, lines and moms", async () => {
    const receipt = await jsonOf<Receipt>(`/api/me/bookings/${paid.id}/receipt`, customer);
    const pdf = await pdfOf(`/api/me/bookings/${paid.id}/receipt/pdf`, customer);
    expect(pdf.file_name).toBe(`kvittering-${receipt.receipt_number}.pdf`);
    expect(pdf.text).toContain(`Kvittering nr. ${receipt.receipt_number}`);
    expect(pdf.text).toContain(`CVR-nr. ${receipt.business.cvr}`);
    expect(pdf.text).toContain('Kunde Jørgen Ærø Ågård');
    expect(pdf.text).toContain(`E-mail ${customer.email}`);
    expectRows(pdf.text, receiptRows.receiptFacts(receipt));
    expectRows(pdf.text, receiptRows.receiptLineRows(receipt));
    expectRows(pdf.text, receiptRows.receiptTotalRows(receipt));
    expect(pdf.text).toContain('Heraf moms (25 %)');
    // The owner's copy of the same receipt is the same file.
    const owners = await pdfOf(`/api/admin/receipts/${receipt.receipt_number}/pdf`, owner);
    expect(owners.content_base64).toBe(pdf.content_base64);
  });

  it("the customer's credit note: its number, the receipt it credits, the negative lines and moms", async () => {
    const { credit_notes } = await jsonOf<CreditNoteList>(
      `/api/me/bookings/${cancelled.id}/credit-notes`,
      customer,
    );
    const note = credit_notes[0]!;
    const path = `/api/me/bookings/${cancelled.id}/credit-notes/${note.credit_note_number}/pdf`;
    const pdf = await pdfOf(path, customer);
    expect(pdf.file_name).toBe(`kreditnota-${note.credit_note_number}.pdf`);
    expect(pdf.text).toContain(`Kreditnota nr. ${note.credit_note_number}`);
    expect(pdf.text).toContain('Kunde Jørgen Ærø Ågård');
    expectRows(pdf.text, creditNoteFacts(note));
    expectRows(pdf.text, receiptRows.receiptLineRows(note));
    expectRows(pdf.text, creditNoteTotalRows(note));
    const owners = await pdfOf(`/api/admin/credit-notes/${note.credit_note_number}/pdf`, owner);
    expect(owners.content_base64).toBe(pdf.content_base64);
  });

  it("the customer's credits receipt: the credits bought with their moms", async () => {
    const number = creditsReceipt.receipt_number;
    const pdf = await pdfOf(`/api/me/credit-receipts/${number}/pdf`, customer);
    expect(pdf.file_name).toBe(`kvittering-${number}.pdf`);
    expectRows(pdf.text, receiptRows.creditsReceiptFacts(creditsReceipt));
    expectRows(pdf.text, receiptRows.receiptLineRows(creditsReceipt));
    expectRows(pdf.text, receiptRows.receiptTotalRows(creditsReceipt));
    expect((await pdfOf(`/api/admin/receipts/${number}/pdf`, owner)).text).toContain(
      `Kvittering nr. ${number}`,
    );
  });

  it("another customer gets the 404 of a document that does not exist, never the customer's", async () => {
    const note = cancelled.credit_note_numbers![0]!;
    const refused = [
      [`/api/me/bookings/${paid.id}/receipt/pdf`, 'Bookingen blev ikke fundet'],
      [`/api/me/bookings/${cancelled.id}/credit-notes/${note}/pdf`, 'Bookingen blev ikke fundet'],
      [`/api/me/credit-receipts/${creditsReceipt.receipt_number}/pdf`, 'Kvitteringen findes ikke.'],
    ] as const;
    for (const [path, message] of refused) {
      const response = await get(path, stranger);
      expect(response.status, path).toBe(404);
      const body = (await response.json()) as { error: string; content_base64?: string };
      expect(body.error, path).toContain(message);
      expect(body.content_base64).toBeUndefined();
    }
    // The customer's own booking, but a credit note of another booking: not found either.
    const otherNote = `/api/me/bookings/${paid.id}/credit-notes/${note}/pdf`;
    expect((await get(otherNote, customer)).status).toBe(404);
    // A customer asking the owner's routes: 403.
    expect((await get(`/api/admin/credit-notes/${note}/pdf`, customer)).status).toBe(403);
  });

  it('refuses a number that is not one with a Danish 400, and an unknown one with 404', async () => {
    const paths = (n: string) =>
      [
        [`/api/me/bookings/${cancelled.id}/credit-notes/${n}/pdf`, customer],
        [`/api/me/credit-receipts/${n}/pdf`, customer],
        [`/api/admin/receipts/${n}/pdf`, owner],
        [`/api/admin/credit-notes/${n}/pdf`, owner],
      ] as const;
    for (const bad of ['abc', '0', '-1', '1.5', '1e3', '01', '99999999999'])
      for (const [path, who] of paths(encodeURIComponent(bad))) {
        const response = await get(path, who);
        expect(response.status, path).toBe(400);
        expect(await response.json()).toMatchObject({
          error: 'Dokumentnummeret skal være et helt tal fra 1 og op.',
        });
      }
    for (const [path, who] of paths('999999999')) expect((await get(path, who)).status).toBe(404);
    // A booking that is not the customer's or does not exist: the booking's 404.
    expect((await get('/api/me/bookings/ukendt/receipt/pdf', customer)).status).toBe(404);
  });

  it("the receipt's and the credit note's mails carry their PDF, the same document", async () => {
    await mailsDelivered();
    const mails = (await readMailbox(process.env.SES_ENDPOINT!)).filter((mail) =>
      mail.to.includes(customer.email),
    );
    const receiptNumber = paid.receipt_number!;
    const noteNumber = cancelled.credit_note_numbers![0]!;
    const expected = [
      [`Kvittering nr. ${receiptNumber} `, `kvittering-${receiptNumber}.pdf`],
      [`Kreditnota nr. ${noteNumber} `, `kreditnota-${noteNumber}.pdf`],
      [
        `Kvittering nr. ${creditsReceipt.receipt_number} `,
        `kvittering-${creditsReceipt.receipt_number}.pdf`,
      ],
    ] as const;
    for (const [subject, fileName] of expected) {
      const mail = mails.find((m) => m.subject.startsWith(subject));
      expect(mail, subject).toBeDefined();
      expect(mail!.attachments.map((a) => [a.filename, a.contentType])).toEqual([
        [fileName, 'application/pdf'],
      ]);
      const text = (await pdfText(mail!.attachments[0]!.content)).replace(/\s+/g, ' ');
      expect(text).toContain(subject.trim());
      expect(text).toContain('Heraf moms (25 %)');
    }
  });
});
