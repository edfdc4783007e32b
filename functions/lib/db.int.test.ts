import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from './db';

describe('db client against DynamoDB Local', () => {
  it('writes and reads an item', async () => {
    await db().send(
      new PutCommand({ TableName: tableName(), Item: { pk: 'TEST#1', sk: 'X', v: 1 } }),
    );
    const out = await db().send(
      new GetCommand({ TableName: tableName(), Key: { pk: 'TEST#1', sk: 'X' } }),
    );
    expect(out.Item?.v).toBe(1);
  });
});
