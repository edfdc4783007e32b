/**
 * A credit purchase refunded in Stripe's dashboard (decision 0036, 'Refunds made in Stripe'),
 * through the twin's gateway, the real handlers and the fake Stripe's signed `charge.refunded`:
 * a part refund gets a credit note of the money with its moms and takes the credits it covers
 * off the balance; when some were spent meanwhile, only what the balance holds is removed and
 * the note says how many were spent; each note is queued for the books and mailed with its PDF;
 * a replayed event adds nothing. The buyer finds the credit notes beside the credits receipts in
 * the profile (`GET /api/me/credit-receipts`) and in 'Download mine data', and downloads their
 * PDF; another customer gets the 404 of a note that does not exist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Checkout } from '@shared/api/payments';
import type { CreditsCreditNote, CreditsReceiptList, DocumentPdf } from '@shared/api/receipt';
import type { MyData } from '@shared/api/my-data';
import { getCreditPurchase } from '@functions/stores/credit-purchases';
import { getAnyCreditNote } from '@functions/stores/credit-notes';
import { creditDeduction, getProfile } from '@functions/stores/profiles';
import { pushesOfVouchers } from '@functions/stores/bookkeeping-pushes';
import { runTransaction } from '@functions/data/transactions';
import { signedEvent } from '@infra/local/fake-stripe/events';
import { readMailbox } from '@infra/local/mailbox';
import { mailsDelivered } from '@tests/integration/mail-consumer';
import { waitFor } from '@tests/support/table-data';
import { createTestUser, type TestUser } from '@tests/integration/users';
import {
  startPaymentsTestBed,
  testWebhookSecret,
  type PaymentsTestBed,
} from '@tests/support/payments-test-bed';

let bed: PaymentsTestBed;
let buyer: TestUser;
let admin: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  bed = await startPaymentsTestBed();
  [buyer, admin, stranger] = await Promise.all([
    createTestUser(),
    createTestUser({ admin: true }),
    createTestUser(),
  ]);
});

const getAs = (user: TestUser, path: string) =>
  fetch(`${bed.api.url}${path}`, { headers: { authorization: `Bearer ${user.accessToken}` } });
afterAll(() => bed?.close());

const balance = async () => (await getProfile(buyer.sub))!.credits;

async function paidPurchase(quantity: number) {
  const res = await bed.call('/api/credits/checkout', buyer.accessToken, { quantity });
  const session = bed.fake.sessions.get(((await res.json()) as Checkout).session_id);
  expect((await bed.pressCheckout(session.id, 'pay')).status).toBe(303);
  const purchaseId = session.metadata.credit_purchase_id!;
  await waitFor(
    () => getCreditPurchase(purchaseId),
    (p) => typeof p?.receipt_number === 'number',
  );
  return { purchaseId, paymentIntent: bed.fake.sessions.get(session.id).payment_intent! };
}

async function refundInDashboard(paymentIntent: string, amount?: number) {
  const stripe = await (
    await import('@functions/capabilities/payments/stripe-client')
  ).stripeClient();
  await stripe.refunds.create({ payment_intent: paymentIntent, ...(amount ? { amount } : {}) });
  await bed.fake.idle();
}

const notesOf = async (purchaseId: string) => {
  const purchase = await getCreditPurchase(purchaseId);
  const notes = await Promise.all((purchase?.credit_note_numbers ?? []).map(getAnyCreditNote));
  return notes as CreditsCreditNote[];
};

describe('a credit purchase refunded in Stripe', () => {
  it('a part refund: a credit note of the money with its moms, the credits it covers removed; the rest later, the spent credits kept', async () => {
    const start = await balance();
    const { purchaseId, paymentIntent } = await paidPurchase(400);
    expect(await balance()).toBe(start + 400);

    // 100 kr of the 400 kr back: 100 credits off the balance.
    await refundInDashboard(paymentIntent, 10_000);
    const [first] = await waitFor(
      () => notesOf(purchaseId),
      (notes) => notes.length === 1,
    );
    expect(first).toMatchObject({
      document: 'credit_note',
      kind: 'credits',
      reason: 'refunded',
      credit_purchase_id: purchaseId,
      receipt_number: (await getCreditPurchase(purchaseId))!.receipt_number,
      credits_removed: 100,
      credits_spent: 0,
      lines: [{ description: 'Refunderet: 100 credits', amount_ore: -10_000 }],
      total_ore: -10_000,
      moms_ore: -2_000,
      net_ore: -8_000,
    });
    expect(await balance()).toBe(start + 300);
    expect(
      (await pushesOfVouchers([first!.voucher_number!])).get(first!.voucher_number!),
    ).toMatchObject({ document: 'credit_note', number: first!.credit_note_number });

    // 250 credits spent on bookings meanwhile; then the rest refunded: 300 credits covered,
    // the 50 + start left on the balance removed only as far as this purchase's go.
    await runTransaction([creditDeduction(buyer.sub, 250)]);
    await refundInDashboard(paymentIntent);
    const notes = await waitFor(
      () => notesOf(purchaseId),
      (found) => found.length === 2,
    );
    const rest = notes[1]!;
    const removed = Math.min(300, start + 50);
    expect(rest).toMatchObject({
      credits_removed: removed,
      credits_spent: 300 - removed,
      total_ore: -30_000,
      moms_ore: -6_000,
    });
    expect(await balance()).toBe(start + 50 - removed);
    expect(await getCreditPurchase(purchaseId)).toMatchObject({
      credited_ore: 40_000,
      credits_settled: 400,
    });

    // The event again: nothing more.
    const charge = bed.fake.payments.chargeOf(paymentIntent)!;
    const replay = signedEvent('charge.refunded', charge, testWebhookSecret);
    expect((await bed.postWebhook(replay.payload, replay.signature)).status).toBe(200);
    expect(await notesOf(purchaseId)).toHaveLength(2);

    // Mailed once each with its PDF; the owner opens it in Bogføring.
    await mailsDelivered();
    const mails = (await readMailbox(process.env.SES_ENDPOINT!)).filter(
      (mail) => mail.to.includes(buyer.email) && mail.subject.startsWith('Kreditnota nr.'),
    );
    expect(mails.map((mail) => mail.subject.split(' – ')[0]).sort()).toEqual(
      notes.map((note) => `Kreditnota nr. ${note.credit_note_number}`).sort(),
    );
    expect(mails[0]!.text).toContain('Credits fjernet fra saldoen');
    const pdf = await fetch(
      `${bed.api.url}/api/admin/credit-notes/${rest.credit_note_number}/pdf`,
      { headers: { authorization: `Bearer ${admin.accessToken}` } },
    );
    expect(pdf.status).toBe(200);
  });

  it('the buyer finds the credit note beside the receipt in the profile and in Download mine data, with its PDF', async () => {
    const { purchaseId, paymentIntent } = await paidPurchase(200);
    await refundInDashboard(paymentIntent, 5_000);
    const [note] = await waitFor(
      () => notesOf(purchaseId),
      (notes) => notes.length === 1,
    );
    const listed = (await (
      await getAs(buyer, '/api/me/credit-receipts')
    ).json()) as CreditsReceiptList;
    expect(listed.credit_notes).toContainEqual(note);
    expect(listed.receipts.map((r) => r.receipt_number)).toContain(note!.receipt_number);

    const exported = (await (await getAs(buyer, '/api/me/data')).json()) as MyData;
    expect(exported.credits_credit_notes).toContainEqual(note);

    const pdfPath = `/api/me/credits-credit-notes/${note!.credit_note_number}/pdf`;
    const pdf = await getAs(buyer, pdfPath);
    expect(pdf.status).toBe(200);
    const file = (await pdf.json()) as DocumentPdf;
    expect(Buffer.from(file.content_base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    // Another customer's: the 404 of a note that does not exist; none of theirs listed.
    expect((await getAs(stranger, pdfPath)).status).toBe(404);
    const theirs = (await (
      await getAs(stranger, '/api/me/credit-receipts')
    ).json()) as CreditsReceiptList;
    expect(theirs.credit_notes).toEqual([]);
  });
});
