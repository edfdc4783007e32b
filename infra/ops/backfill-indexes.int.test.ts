/**
 * `npm run backfill-indexes` against DynamoDB Local: a rating and a receipt written as before
 * issue 30 (no gsi2, no ledger keys) get them; an erased rating stays out of every index; a
 * second run changes nothing (idempotent); without --apply nothing is written.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { ledgerMonthOf, receiptLedgerSk } from '@shared/domain/ledger-keys';
import { createBooking } from '@functions/stores/booking/booking-days';
import { listRatingsByUser } from '@functions/stores/ratings';
import { issueReceiptNumber } from '@functions/stores/receipts';
import { ratingGsi1, ratingKey, receiptKey } from '@functions/data/keys';
import { getItem, putItem } from '@functions/data/store';
import { db, tableName } from '@functions/lib/db';
import { bookingInput, dateAllocator, uniqueId } from '@tests/support/table-data';
import { backfillIndexes } from './backfill-indexes';

const nextDate = dateAllocator(3749);

/** A rating item as the code before issue 30 wrote it: on gsi1 only. */
async function oldRating(userId: string) {
  const bookingId = uniqueId('gammel');
  const createdAt = new Date().toISOString();
  await putItem({
    ...ratingKey(bookingId),
    ...ratingGsi1(bookingId, createdAt),
    entity: 'rating',
    id: uniqueId('rating'),
    booking_id: bookingId,
    user_id: userId,
    rating: 5,
    comment: 'Fra før indekset',
    images: null,
    product_name: 'Dronefoto af bolig',
    created_at: createdAt,
  });
  return { bookingId, createdAt };
}

describe('backfill-indexes', () => {
  it('gives old ratings and receipts their keys, once', async () => {
    const userId = uniqueId('bruger');
    const old = await oldRating(userId);
    const erased = await oldRating(`slettet-${uniqueId('ref')}`);

    const booking = await createBooking(
      bookingInput({
        user_id: userId,
        booking_date: nextDate(),
        booking_time: '10:00',
        payment_status: 'paid',
      }),
    );
    const receipt = await issueReceiptNumber(booking.id, {
      user_id: userId,
      booking_id: booking.id,
      business: { name: 'Dronefoto', address: 'Vestergade 1, 8000 Aarhus C', cvr: '12345678' },
      customer_email: `${userId}@example.dk`,
      product_name: booking.product_name,
      booking_date: booking.booking_date,
      booking_time: booking.booking_time,
      address: booking.address,
      payment_method: 'card',
      lines: [{ description: booking.product_name, amount_ore: 150_000 }],
      total_ore: 150_000,
      moms_ore: 30_000,
      net_ore: 120_000,
      document: 'receipt',
      kind: 'booking',
    });
    // As receipts were stored before the ledger existed.
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: receiptKey(receipt.receipt_number),
        UpdateExpression: 'REMOVE gsi1pk, gsi1sk, document, kind, net_ore',
      }),
    );

    const dryRun = await backfillIndexes(db(), tableName(), false);
    expect(dryRun.ratings.missing).toBeGreaterThanOrEqual(1);
    expect(dryRun.receipts.missing).toBeGreaterThanOrEqual(1);
    expect((await getItem(ratingKey(old.bookingId), true))?.gsi2pk).toBeUndefined();

    const applied = await backfillIndexes(db(), tableName(), true);
    console.log('backfill applied:', JSON.stringify(applied));
    expect(await getItem(ratingKey(old.bookingId), true)).toMatchObject({
      gsi2pk: `USER#${userId}`,
      gsi2sk: `RATING#${old.createdAt}#${old.bookingId}`,
    });
    expect((await listRatingsByUser(userId)).map((r) => r.booking_id)).toEqual([old.bookingId]);
    expect((await getItem(ratingKey(erased.bookingId), true))?.gsi2pk).toBeUndefined();
    const restored = await getItem(receiptKey(receipt.receipt_number), true);
    expect(restored).toMatchObject({
      gsi1pk: `LEDGER#${ledgerMonthOf(receipt.issued_at)}`,
      gsi1sk: receiptLedgerSk(receipt.issued_at, receipt.receipt_number),
      document: 'receipt',
      kind: 'booking',
      net_ore: 120_000,
    });

    const again = await backfillIndexes(db(), tableName(), true);
    console.log('backfill again:', JSON.stringify(again));
    expect(await getItem(receiptKey(receipt.receipt_number), true)).toEqual(restored);
    expect((await listRatingsByUser(userId)).map((r) => r.booking_id)).toEqual([old.bookingId]);
  });
});
