/**
 * `POST /api/credits/checkout` through the gateway with the real SDK against the fake Stripe:
 * the server prices the credits (1 credit = 1 kr), ignores any price in the body, and the
 * credits reach the profile only through the signed webhook, exactly once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyHourBusinessSettings } from '@tests/support/business-settings';
import type { Checkout } from '@shared/api/payments';
import { getCreditPurchase, listCreditPurchasesByUser } from '@functions/stores/credit-purchases';
import { getProfile } from '@functions/stores/profiles';
import { resetConfig } from '@functions/lib/config';
import { getCreditsReceipt, lastReceiptNumber } from '@functions/stores/receipts';
import { getItem } from '@functions/data/store';
import { receiptKey } from '@functions/data/keys';
import { ledgerMonthOf, receiptLedgerSk } from '@shared/domain/ledger-keys';
import { readMailbox } from '@infra/local/mailbox';
import { mailsDelivered } from '@tests/integration/mail-consumer';
import { waitFor } from '@tests/support/table-data';
import { createTestUser, type TestUser } from '@tests/integration/users';
import {
  startPaymentsTestBed,
  testStripeKey,
  type PaymentsTestBed,
} from '@tests/support/payments-test-bed';

/** The seller the tests' receipts name in their subjects (tests/support/business-settings.ts). */
const seller = anyHourBusinessSettings.business_name;

let bed: PaymentsTestBed;
let user: TestUser;

beforeAll(async () => {
  bed = await startPaymentsTestBed();
  user = await createTestUser();
});
afterAll(() => bed.close());

const buy = (body: unknown) => bed.call('/api/credits/checkout', user.accessToken, body);

const credits = async () => (await getProfile(user.sub))!.credits;

describe('POST /api/credits/checkout', () => {
  it('refuses quantities outside 1-10000 with the Danish messages', async () => {
    for (const [quantity, message] of [
      [0, 'Du skal købe mindst 1 credit'],
      [-5, 'Du skal købe mindst 1 credit'],
      [2.5, 'Du skal købe mindst 1 credit'],
      [10001, 'Du kan højst købe 10.000 credits ad gangen'],
    ] as const) {
      const res = await buy({ quantity });
      expect(res.status, String(quantity)).toBe(400);
      expect(await res.json()).toMatchObject({ error: message });
    }
    expect(await listCreditPurchasesByUser(user.sub)).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const res = await bed.call('/api/credits/checkout', undefined, { quantity: 10 });
    expect(res.status).toBe(401);
  });

  it('prices 250 credits at 250 kr whatever the body says, and adds them once paid', async () => {
    const before = await credits();
    const res = await buy({ quantity: 250, price: 1, amount: 1, credits: 99999 });
    expect(res.status).toBe(200);
    const checkout = (await res.json()) as Checkout;
    const session = bed.fake.sessions.get(checkout.session_id);
    expect(checkout.url).toBe(session.url);
    expect(session).toMatchObject({
      amount_total: 25000,
      currency: 'dkk',
      customer_email: user.email,
      allowed_payment_method_types: ['card', 'mobilepay'],
      success_url: `${process.env.SITE_URL}/profile?credits_purchased=true`,
      cancel_url: `${process.env.SITE_URL}/buy-credits`,
    });
    const purchaseId = session.metadata.credit_purchase_id!;
    expect(session.metadata.kind).toBe('credit_purchase');
    expect(await getCreditPurchase(purchaseId)).toMatchObject({
      credits: 250,
      price: 250,
      status: 'pending',
      session_id: session.id,
    });
    expect(await credits()).toBe(before);

    const paid = await bed.pressCheckout(session.id, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(session.success_url);
    expect(await credits()).toBe(before + 250);
    expect((await getCreditPurchase(purchaseId))?.status).toBe('paid');

    // The same paid event again, ten times at once: still +250 only.
    const event = bed.event('checkout.session.completed', bed.fake.sessions.get(session.id));
    const replays = await Promise.all(
      Array.from({ length: 10 }, () => bed.postWebhook(event.payload, event.signature)),
    );
    expect(replays.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await credits()).toBe(before + 250);
  });

  it('buying 5 credits gives a receipt with moms (a single-purpose voucher), mailed once', async () => {
    const buyer = await createTestUser();
    const res = await bed.call('/api/credits/checkout', buyer.accessToken, { quantity: 5 });
    const checkout = (await res.json()) as Checkout;
    const session = bed.fake.sessions.get(checkout.session_id);
    const purchaseId = session.metadata.credit_purchase_id!;
    const before = await lastReceiptNumber();
    expect((await bed.pressCheckout(session.id, 'pay')).status).toBe(303);
    const purchase = await waitFor(
      () => getCreditPurchase(purchaseId),
      (p) => typeof p?.receipt_number === 'number',
    );
    expect(purchase?.receipt_number).toBeGreaterThan(before);
    const number = purchase!.receipt_number!;
    const receipt = await getCreditsReceipt(number);
    expect(receipt).toMatchObject({
      document: 'receipt',
      kind: 'credits',
      credit_purchase_id: purchaseId,
      credits: 5,
      customer_email: buyer.email,
      payment_method: 'card',
      lines: [{ description: '5 credits (1 credit = 1 kr)', amount_ore: 500 }],
      total_ore: 500,
      moms_ore: 100,
      net_ore: 400,
    });
    // In the month's ledger (the Bogføring tab's index).
    const stored = await getItem(receiptKey(number), true);
    expect(stored).toMatchObject({
      gsi1pk: `LEDGER#${ledgerMonthOf(receipt!.issued_at)}`,
      gsi1sk: receiptLedgerSk(receipt!.issued_at, number),
    });
    // The paid event again, five times at once: no second receipt, one mail.
    const event = bed.event('checkout.session.completed', bed.fake.sessions.get(session.id));
    await Promise.all(
      Array.from({ length: 5 }, () => bed.postWebhook(event.payload, event.signature)),
    );
    expect((await getCreditPurchase(purchaseId))?.receipt_number).toBe(number);
    await mailsDelivered();
    const mails = (await readMailbox(process.env.SES_ENDPOINT!)).filter(
      (mail) => mail.to.includes(buyer.email) && mail.subject.startsWith('Kvittering nr.'),
    );
    expect(mails.map((mail) => mail.subject)).toEqual([`Kvittering nr. ${number} – ${seller}`]);
    expect(mails[0]?.text).toContain('Heraf moms (25 %): 1,00 kr');
    // On the profile: the buyer's credits receipts.
    const listed = await fetch(`${bed.api.url}/api/me/credit-receipts`, {
      headers: { authorization: `Bearer ${buyer.accessToken}` },
    });
    expect(listed.status).toBe(200);
    expect(await listed.json()).toEqual({ receipts: [receipt], credit_notes: [] });
  });

  it('marks the purchase failed when its checkout expires, adding nothing', async () => {
    const before = await credits();
    const checkout = (await (await buy({ quantity: 40 })).json()) as Checkout;
    const session = bed.fake.sessions.get(checkout.session_id);
    expect((await bed.pressCheckout(session.id, 'cancel')).status).toBe(303);
    expect((await getCreditPurchase(session.metadata.credit_purchase_id!))?.status).toBe('failed');
    expect(await credits()).toBe(before);
  });

  it('answers 502 and fails the purchase when the provider refuses', async () => {
    process.env.STRIPE_SECRET_KEY = 'sk_test_not_the_right_key';
    resetConfig();
    try {
      const res = await buy({ quantity: 5 });
      expect(res.status).toBe(502);
      expect(await res.json()).toMatchObject({
        error: 'Der opstod en fejl ved oprettelse af betalingen',
      });
      const purchases = await listCreditPurchasesByUser(user.sub);
      expect(purchases.find((p) => p.credits === 5)?.status).toBe('failed');
    } finally {
      process.env.STRIPE_SECRET_KEY = testStripeKey;
      resetConfig();
    }
  });
});
