import { describe, expect, it } from 'vitest';
import { isEmptyUpdate, updateExpression, withCondition } from './expressions';

describe('updateExpression', () => {
  it('builds SET, ADD and REMOVE clauses with placeholders and skips undefined', () => {
    const parts = updateExpression({
      set: { name: 'Ny', price: undefined, status: 'paid' },
      add: { credits: 5 },
      remove: ['ttl'],
    });
    expect(parts.UpdateExpression).toBe('SET #u0 = :u0, #u1 = :u1 ADD #u2 :u2 REMOVE #u3');
    expect(parts.ExpressionAttributeNames).toEqual({
      '#u0': 'name',
      '#u1': 'status',
      '#u2': 'credits',
      '#u3': 'ttl',
    });
    expect(parts.ExpressionAttributeValues).toEqual({ ':u0': 'Ny', ':u1': 'paid', ':u2': 5 });
  });

  it('refuses an empty update and detects one', () => {
    expect(isEmptyUpdate({ set: { a: undefined } })).toBe(true);
    expect(() => updateExpression({ set: { a: undefined } })).toThrow();
  });

  it('merges a condition without losing placeholders', () => {
    const merged = withCondition(updateExpression({ remove: ['x'] }), {
      ConditionExpression: '#c = :c',
      ExpressionAttributeNames: { '#c': 'code' },
      ExpressionAttributeValues: { ':c': 'A' },
    });
    expect(merged).toEqual({
      UpdateExpression: 'REMOVE #u0',
      ConditionExpression: '#c = :c',
      ExpressionAttributeNames: { '#u0': 'x', '#c': 'code' },
      ExpressionAttributeValues: { ':c': 'A' },
    });
  });
});
