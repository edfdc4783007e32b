/**
 * The store's conditions are the lifecycle's table (issue 39): a booking item is stored in each
 * of the 16 states (as a booking reaches it: deleted_at and cancelled_at NULL or absent,
 * is_completed), and every named change's condition is tried on it in DynamoDB Local. It holds
 * exactly where the table (shared/domain/booking-lifecycle/states.ts) allows the change.
 */
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  allBookingStates,
  allows,
  bookingChangeNames,
  type BookingState,
} from '@shared/domain/booking-lifecycle/states';
import { bookingKey } from '@functions/data/keys';
import { writtenIf } from '@functions/data/store';
import { db, tableName } from '@functions/lib/db';
import { aBooking } from '@tests/support/booking-record';
import { uniqueId } from '@tests/support/table-data';
import { lifecycleCondition } from './lifecycle-condition';

/** A stored booking in `state`, its fields as the product writes them. */
async function storeIn(state: BookingState): Promise<string> {
  const id = uniqueId('lifecycle');
  const booking = aBooking({
    id,
    payment_status: state.payment,
    is_completed: state.phase === 'completed',
    deleted_at: state.phase === 'deleted' ? '2026-11-02T10:00:00.000Z' : null,
    // Not cancelled: the attribute is absent (as written at booking), or cancelled at a time.
    ...(state.phase === 'cancelled' ? { cancelled_at: '2026-11-01T10:00:00.000Z' } : {}),
  });
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...bookingKey(id), entity: 'booking', ...booking },
    }),
  );
  return id;
}

async function conditionHolds(id: string, change: (typeof bookingChangeNames)[number]) {
  const condition = lifecycleCondition(change);
  return writtenIf(() =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: bookingKey(id),
        UpdateExpression: 'SET #probe = :probe',
        ConditionExpression: condition.ConditionExpression,
        ExpressionAttributeNames: { ...condition.ExpressionAttributeNames, '#probe': 'probe' },
        ExpressionAttributeValues: { ...condition.ExpressionAttributeValues, ':probe': change },
      }),
    ),
  );
}

describe('the booking store’s conditions', () => {
  it('hold in DynamoDB exactly where the lifecycle allows each change', async () => {
    const mismatches: string[] = [];
    for (const state of allBookingStates) {
      const id = await storeIn(state);
      for (const change of bookingChangeNames) {
        const holds = await conditionHolds(id, change);
        if (holds !== allows(state, change))
          mismatches.push(`${change} from ${state.phase}/${state.payment}: ${holds}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('treat a cancelled_at or deleted_at stored as NULL as not set', async () => {
    const id = await storeIn({ phase: 'booked', payment: 'paid' });
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: bookingKey(id),
        UpdateExpression: 'SET cancelled_at = :null',
        ExpressionAttributeValues: { ':null': null },
      }),
    );
    expect(await conditionHolds(id, 'moved')).toBe(true);
    expect(await conditionHolds(uniqueId('missing'), 'erased')).toBe(false);
  });
});
