/**
 * 'Slet min konto' (GDPR article 17) through the twin's gateway, the real handlers, the fake
 * Stripe, cognito-local and s3rver: a customer with past and future bookings, a rating, a
 * reaction, a subscription and a credit purchase deletes the account. Afterwards no item of
 * the table holds their e-mail, id or address; the future bookings are cancelled, their slots
 * free and the card payment refunded; the Cognito user is gone; the bookkeeping figures of
 * the past bookings are what they were. A deletion refused by a booking inside the cut-off
 * changes nothing, and a deletion that stopped part-way is finished by calling again.
 */
import {
  AdminGetUserCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDeletion } from '@shared/api/account-deletion';
import type { AdminOverview } from '@shared/api/admin';
import type { Analytics } from '@shared/api/analytics';
import type { Booking } from '@shared/api/entities';
import { readMailbox } from '@infra/local/mailbox';
import { localCognitoClient } from '@infra/local/cognito-pool';
import { deliveryLink } from '@functions/capabilities/deliveries/delivery-link';
import { startBookingCheckout } from '@functions/capabilities/payments/booking-checkout';
import { discountCode } from '@tests/support/booking-fixtures';
import { startPaymentsTestBed, type PaymentsTestBed } from '@tests/support/payments-test-bed';
import { bookingOf, uniqueId } from '@tests/support/table-data';
import { createTestUser, type TestUser } from '@tests/integration/users';
import { mintRatingLink } from '@functions/capabilities/ratings/rating-link';
import { bookingTraces, eraseBooking, erasedIdentity } from './account-erasure';
import { completed, ownerEdited } from '@functions/stores/booking/booking-changes';
import { type NewBooking, createBooking } from '@functions/stores/booking/booking-days';
import { getBooking } from '@functions/stores/booking/booking-items';
import { softDeleteBooking } from '@tests/support/booking-states';
import { issueReceipt } from '@functions/capabilities/receipts/receipts';
import { createCreditPurchase, markCreditPurchasePaid } from '@functions/stores/credit-purchases';
import { getDiscountCode } from '@functions/stores/discount-codes';
import { getCachedGeocode, putCachedGeocode } from '@functions/geo/geocode-cache';
import { createNewsletter, claimNewsletterDelivery } from '@functions/stores/newsletters';
import { createPortfolioItem, getPortfolioItem, getReaction } from '@functions/stores/portfolio';
import { setReaction } from '@functions/stores/portfolio-reactions';
import { getProfile, markProfileDeleting } from '@functions/stores/profiles';
import { createRating, getRatingByBooking } from '@functions/stores/ratings';
import { getSlotLock } from '@functions/stores/slot-locks';
import { creditNoteKey, profileKey, receiptKey } from '@functions/data/keys';
import type { DocumentPdf } from '@shared/api/receipt';
import { retainedUntil, retentionExpiry } from '@shared/domain/document-retention';
import { pdfText } from '@tests/support/pdf-text';
import { getItem } from '@functions/data/store';
import { addSubscriber, getSubscriber } from '@functions/stores/subscribers';
import { coverageRequestsOf, saveCoverageRequest } from '@functions/stores/coverage-requests';
import { recordSubscriptionRequest } from '@functions/stores/subscription-requests';
import { everyItem } from '@tests/support/table-scan';
import { objectHead } from '@functions/lib/storage';
import { arrivedPhoto, seededGallery } from '@tests/support/gallery-files';
import { writeObject } from '@functions/lib/object-storage';
import { bookingAboutHoursAhead } from '@tests/support/booking-soon';
import { mailsDelivered } from '@tests/integration/mail-consumer';

const env = process.env as Record<string, string>;
let bed: PaymentsTestBed;
let admin: TestUser;

beforeAll(async () => {
  bed = await startPaymentsTestBed();
  admin = await createTestUser({ admin: true });
});
afterAll(() => bed?.close());

// ---------------------------------------------------------------------------------------------
// Helpers

async function call<T>(method: string, path: string, token: string | undefined, body?: unknown) {
  const res = await fetch(`${bed.api.url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

const deleteAccount = (user: TestUser, body: unknown = { confirm: true }) =>
  call<AccountDeletion & { error?: string; code?: string }>(
    'POST',
    '/api/me/delete',
    user.accessToken,
    body,
  );

const figures = async () => {
  const [overview, analytics] = await Promise.all([
    call<AdminOverview>('GET', '/api/admin/overview', admin.accessToken),
    call<Analytics>('GET', '/api/admin/analytics?period=all', admin.accessToken),
  ]);
  return { overview: overview.body, analytics: analytics.body };
};

/** Whether any attribute name or value, at any depth, contains `needle` (any case). */
function mentions(value: unknown, needle: string): boolean {
  if (typeof value === 'string') return value.toLowerCase().includes(needle.toLowerCase());
  if (Array.isArray(value) || value instanceof Set)
    return [...value].some((v) => mentions(v, needle));
  if (value && typeof value === 'object')
    return Object.entries(value).some(([k, v]) => mentions(k, needle) || mentions(v, needle));
  return false;
}

/** A receipt or credit note: the books' material, kept as issued after a deletion. */
const isDocument = (item: Record<string, unknown>) =>
  item.entity === 'receipt' || item.entity === 'credit_note';

async function itemsMentioning(needle: string) {
  return (await everyItem()).filter((item) => mentions(item, needle));
}

const cognito = () => localCognitoClient(env.COGNITO_ENDPOINT!);

async function cognitoUserExists(user: TestUser): Promise<boolean> {
  try {
    await cognito().send(
      new AdminGetUserCommand({ UserPoolId: env.USER_POOL_ID, Username: user.email }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'UserNotFoundException') return false;
    throw error;
  }
}

const putObject = (bucket: 'public' | 'private', key: string) =>
  writeObject(bucket, key, new Uint8Array(Buffer.from('PK\u0003\u0004')), 'application/zip');

/** A booking whose shoot starts about `hours` from now, on a free half-hour slot. */
const bookingIn = (hours: number, fields: Partial<NewBooking> & { user_id: string }) =>
  bookingAboutHoursAhead(hours, fields, 20);

// ---------------------------------------------------------------------------------------------

describe('POST /api/me/delete', () => {
  it('erases the customer, cancels and refunds the future, and keeps the bookkeeping', async () => {
    const me = await createTestUser({ emailPrefix: 'sletter' });
    const street = uniqueId('Sletvej');
    const address = `${street} 7, 8000 Aarhus C`;
    const productName = uniqueId('Slettetest');
    const mine = (
      fields: Partial<NewBooking> & Pick<NewBooking, 'booking_date' | 'booking_time'>,
    ) =>
      createBooking(
        bookingOf(me, {
          address,
          product_name: productName,
          ...fields,
        }),
      );

    // The past: two paid, completed shoots; one rated (with a picture), one delivered with a
    // rating link still open.
    const [rated, delivered] = await Promise.all([
      mine({
        booking_date: '1999-03-02',
        booking_time: '10:00',
        payment_status: 'paid',
        payment_method: 'cash',
        price: 1200,
      }),
      mine({
        booking_date: '1999-03-02',
        booking_time: '11:00',
        payment_status: 'paid',
        payment_method: 'cash',
        price: 900,
      }),
    ]);
    await Promise.all([completed(rated.id), completed(delivered.id)]);
    // Paid bookings have receipts, which name the customer until the deletion.
    const receipt = await issueReceipt(rated.id);
    expect(receipt).toMatchObject({ status: 'issued', receipt: { customer_email: me.email } });
    const picture = `ratings/${uniqueId('billede')}.webp`;
    const deliveryKey = `deliveries/${delivered.id}/levering.zip`;
    await Promise.all([putObject('public', picture), putObject('private', deliveryKey)]);
    // Its gallery too: a photo with its made sizes (decision 0034).
    const galleryPhoto = await arrivedPhoto(delivered.id, 1200, 800);
    const galleryFile = await seededGallery(delivered.id, galleryPhoto);
    await createRating({
      booking_id: rated.id,
      user_id: me.sub,
      rating: 4,
      comment: `Flot arbejde, hilsen ${me.email}`,
      images: [`/media/${picture}`],
      product_name: rated.product_name,
    });
    await ownerEdited(delivered.id, {
      delivery: { url: deliveryLink(delivered.id), key: deliveryKey },
    });
    await mintRatingLink(delivered.id);

    // The future: cash with a discount code, and a card booking paid through the checkout.
    const code = await discountCode({ max_uses: 5 });
    const futureCash = await mine({
      booking_date: '3697-05-04',
      booking_time: '10:00',
      payment_status: 'awaiting_payment',
      payment_method: 'cash',
      discount_code_id: code.id,
      discount_amount: 150,
      price: 1350,
    });
    const futureCard = await mine({
      booking_date: '3697-05-04',
      booking_time: '11:00',
      price: 1600,
    });
    const checkout = await startBookingCheckout(futureCard);
    expect((await bed.pressCheckout(checkout.sessionId, 'pay')).status).toBe(303);
    expect((await getBooking(futureCard.id))?.payment_status).toBe('paid');
    expect((await getDiscountCode(code.id))?.current_uses).toBe(1);

    // A reaction, a subscription (and a sign-up request, a newsletter delivery), credits, a
    // cached geocode of the address.
    const item = await createPortfolioItem({ title: 'Slettetest', image_url: '/media/x.webp' });
    await setReaction(item.id, me.sub, 'like');
    await addSubscriber(me.email);
    await saveCoverageRequest({
      email: me.email,
      address: '9990 Skagen',
      lat: 57.721,
      lon: 10.583,
      product_name: null,
    });
    await recordSubscriptionRequest(me.email);
    const newsletter = await createNewsletter({
      title: 'Slettetest',
      content: 'Senere',
      scheduled_at: '3697-01-01T08:00:00.000Z',
    });
    await claimNewsletterDelivery(newsletter.id, me.email);
    const purchase = await createCreditPurchase({ user_id: me.sub, credits: 100, price: 100 });
    await markCreditPurchasePaid(purchase.id, uniqueId('evt'));
    await putCachedGeocode(address, { lat: 56.15, lon: 10.2, label: 'Aarhus C' });

    expect(await itemsMentioning(me.email)).not.toHaveLength(0);
    const before = await figures();
    const receiptNumber = receipt.status === 'issued' ? receipt.receipt.receipt_number : 0;
    const receiptBefore = await getItem(receiptKey(receiptNumber));

    // A request that does not confirm deletes nothing.
    const unconfirmed = await deleteAccount(me, {});
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.error).toBe('Bekræft, at du vil slette din konto.');
    expect(await getProfile(me.sub)).toBeDefined();

    const answer = await deleteAccount(me);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      message: 'Din konto er slettet',
      cancelled_bookings: 2,
      refunds_started: 1,
    });
    await bed.fake.idle();

    // Nothing of the table names the customer any more, once the outbox has sent the
    // cancellation mails (a sent mail keeps no address).
    await mailsDelivered();
    // (Their receipts and credit notes excepted: kept as issued, checked below.)
    for (const trace of [me.email, me.sub, street])
      expect(
        (await itemsMentioning(trace)).filter((i) => !isDocument(i)).map((i) => `${i.pk} ${i.sk}`),
        trace,
      ).toEqual([]);

    // The Cognito user is gone: no sign-in.
    expect(await cognitoUserExists(me)).toBe(false);
    await expect(
      cognito().send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: env.USER_POOL_CLIENT_ID,
          AuthParameters: { USERNAME: me.email, PASSWORD: me.password },
        }),
      ),
    ).rejects.toThrow();

    // The future bookings are cancelled, their slots free and the discount use given back;
    // the card payment is refunded at Stripe (refunded from the signed event only).
    const [cash, card] = await Promise.all([getBooking(futureCash.id), getBooking(futureCard.id)]);
    expect(cash?.cancelled_at).toBeTruthy();
    expect(card?.cancelled_at).toBeTruthy();
    expect(await getSlotLock('3697-05-04', '10:00')).toBeUndefined();
    expect(await getSlotLock('3697-05-04', '11:00')).toBeUndefined();
    expect((await getDiscountCode(code.id))?.current_uses).toBe(0);
    const refunds = bed.fake.payments.list().filter((r) => r.metadata.booking_id === futureCard.id);
    expect(refunds).toEqual([expect.objectContaining({ amount: 160000 })]);
    expect(card?.refund).toMatchObject({ status: 'refunded', amount: 1600 });

    // The customer's cancellation mails went out before their address was erased.
    const mails = (await readMailbox(env.SES_ENDPOINT!)).filter((m) => m.to.includes(me.email));
    expect(mails.filter((m) => m.subject.startsWith('Booking aflyst'))).toHaveLength(2);

    // What bookkeeping needs is kept, anonymously and consistently.
    const kept = await Promise.all(
      [rated, delivered, futureCash, futureCard].map((b) => getBooking(b.id)),
    );
    const standIn = kept[0]!.user_id;
    expect(standIn).toMatch(/^slettet-/);
    for (const booking of kept as Booking[]) {
      expect(booking).toMatchObject({
        user_id: standIn,
        user_email: `${standIn}@invalid`,
        address: '',
        zip_file_url: null,
      });
    }
    expect(kept[0]).toMatchObject({
      id: rated.id,
      product_name: rated.product_name,
      booking_date: '1999-03-02',
      price: 1200,
      payment_status: 'paid',
      payment_method: 'cash',
      is_completed: true,
    });
    expect(kept[3]).toMatchObject({ payment_intent_id: checkout.sessionId, price: 1600 });
    // The receipt issued before is kept exactly as issued, for the bookkeeping's five years
    // after the end of its financial year, then the table's time to live removes it.
    const issuedAt = String(receiptBefore!.issued_at);
    expect(await getItem(receiptKey(receiptNumber))).toEqual({
      ...receiptBefore,
      retain_until: retainedUntil(issuedAt),
      ttl: retentionExpiry(issuedAt),
    });
    // The card booking's cancel credited its receipt: the credit note names the buyer as issued.
    expect(kept[3]!.credit_note_numbers).toHaveLength(1);
    const creditNote = await getItem(creditNoteKey(kept[3]!.credit_note_numbers![0]!));
    expect(creditNote).toMatchObject({
      user_id: me.sub,
      customer_email: me.email,
      receipt_number: kept[3]!.receipt_number,
      total_ore: -160_000,
      moms_ore: -32_000,
      retain_until: retainedUntil(String(creditNote!.issued_at)),
    });
    // The owner still opens a deleted customer's receipt, naming the buyer.
    const opened = await call<DocumentPdf>(
      'GET',
      `/api/admin/receipts/${receiptNumber}/pdf`,
      admin.accessToken,
    );
    expect(opened.status).toBe(200);
    const pdf = await pdfText(Buffer.from(opened.body.content_base64, 'base64'));
    expect(pdf.replace(/\s+/g, ' ')).toContain(me.email);
    expect(await getItem({ pk: `BOOKING#${delivered.id}`, sk: 'BOOKING' })).not.toHaveProperty(
      'rating_token_hash',
    );
    expect(await getRatingByBooking(rated.id)).toMatchObject({
      rating: 4,
      user_id: standIn,
      comment: null,
      images: null,
    });

    // Files, reactions, subscription, cache: gone.
    expect(await objectHead('public', picture)).toBeUndefined();
    expect(await objectHead('private', deliveryKey)).toBeUndefined();
    expect(await objectHead('private', galleryFile.key)).toBeUndefined();
    expect(await getItem({ pk: `BOOKING#${delivered.id}`, sk: 'GALLERY' })).toBeUndefined();
    expect(await getReaction(item.id, me.sub)).toBeNull();
    expect(await getPortfolioItem(item.id)).toMatchObject({ likes: 0, dislikes: 0 });
    expect(await getSubscriber(me.email)).toBeUndefined();
    expect(await coverageRequestsOf(me.email)).toEqual([]);
    expect(await getCachedGeocode(address)).toBeUndefined();
    expect(await getProfile(me.sub)).toBeUndefined();

    // The admin's figures: the past paid bookings count as before; the cancelled card booking
    // stops counting (overview and analytics alike) once its refund went through; the two
    // cancelled bookings are no longer pending but cancelled.
    const after = await figures();
    expect(after.overview.bookings).toEqual({
      ...before.overview.bookings,
      pending: before.overview.bookings.pending - 2,
      cancelled: before.overview.bookings.cancelled + 2,
      revenue: before.overview.bookings.revenue - 1600,
    });
    expect(after.overview.ratings).toEqual(before.overview.ratings);
    expect(after.overview.subscribers).toBe(before.overview.subscribers - 1);
    expect(after.analytics.revenue).toBe(before.analytics.revenue - 1600);
    expect(after.analytics.average_rating).toBe(before.analytics.average_rating);
    const product = (f: typeof before) =>
      f.analytics.products.find((p) => p.product_name === rated.product_name);
    expect(product(before)).toMatchObject({ bookings: 4, revenue: 1200 + 900 + 1600 });
    expect(product(after)).toMatchObject({ bookings: 4, revenue: 1200 + 900 });

    // Calling again (the token is still valid until it expires) finds nothing left to do.
    const again = await deleteAccount(me);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ cancelled_bookings: 0, refunds_started: 0 });
    expect((await itemsMentioning(me.sub)).filter((i) => !isDocument(i))).toEqual([]);
  });

  it('finishes a deletion that stopped part-way', async () => {
    const me = await createTestUser({ emailPrefix: 'halvvejs' });
    const [first, second] = await Promise.all(
      ['10:00', '11:00'].map((time) =>
        createBooking(
          bookingOf(me, {
            booking_date: '1999-04-02',
            booking_time: time,
            payment_status: 'paid',
            payment_method: 'cash',
          }),
        ),
      ),
    );
    // A first run marked the profile and erased one booking, then stopped.
    const ref = await markProfileDeleting(me.sub);
    expect(ref).toBeTruthy();
    expect(await markProfileDeleting(me.sub)).toBe(ref);
    expect(await bookingTraces(first!.id)).toBeDefined();
    await eraseBooking(first!.id, me.sub, erasedIdentity(ref!));
    // The mark never reaches the API.
    expect(await getProfile(me.sub)).toEqual({
      id: me.sub,
      email: me.email,
      is_admin: false,
      credits: 0,
    });

    expect((await deleteAccount(me)).status).toBe(200);
    const [a, b] = await Promise.all([getBooking(first!.id), getBooking(second!.id)]);
    expect(a?.user_id).toBe(`slettet-${ref}`);
    expect(b?.user_id).toBe(`slettet-${ref}`);
    expect(await itemsMentioning(me.email)).toEqual([]);
    expect(await cognitoUserExists(me)).toBe(false);
  });

  it('is refused, changing nothing, while a booking can no longer be cancelled', async () => {
    const me = await createTestUser({ emailPrefix: 'bliver' });
    await addSubscriber(me.email);
    const soon = await bookingIn(20, {
      user_id: me.sub,
      user_email: me.email,
      payment_status: 'awaiting_payment',
      payment_method: 'cash',
    });
    const later = await createBooking(
      bookingOf(me, {
        booking_date: '3697-06-01',
        booking_time: '10:00',
        payment_status: 'awaiting_payment',
        payment_method: 'cash',
      }),
    );
    try {
      const itemsBefore = await itemsMentioning(me.sub);
      const answer = await deleteAccount(me);
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe('booking_past_cutoff');
      expect(answer.body.error).toMatch(/^Din konto kan ikke slettes endnu: bookingen .+ kl\. /);
      expect(answer.body.error).toContain('efter optagelsen');

      expect(await itemsMentioning(me.sub)).toEqual(itemsBefore);
      expect(await getItem(profileKey(me.sub))).not.toHaveProperty('deletion_started_at');
      expect(await getBooking(later.id)).toEqual(later);
      expect(await getSlotLock(later.booking_date, later.booking_time)).toBeDefined();
      expect(await getSubscriber(me.email)).toBeDefined();
      expect(await cognitoUserExists(me)).toBe(true);
    } finally {
      await Promise.all([softDeleteBooking(soon.id), softDeleteBooking(later.id)]);
    }
  });

  it('is refused during a card checkout, and for admins', async () => {
    const me = await createTestUser({ emailPrefix: 'betaler' });
    const paying = await createBooking(
      bookingOf(me, {
        booking_date: '3697-06-02',
        booking_time: '10:00',
      }),
    );
    try {
      const answer = await deleteAccount(me);
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe('checkout_open');
      expect(await cognitoUserExists(me)).toBe(true);
    } finally {
      await softDeleteBooking(paying.id);
    }
    const refused = await deleteAccount(admin);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('admin_account');
    expect(await cognitoUserExists(admin)).toBe(true);
  });

  it('is for signed-in users only', async () => {
    const res = await fetch(`${bed.api.url}/api/me/delete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ confirm: true }),
    });
    expect(res.status).toBe(401);
  });
});
