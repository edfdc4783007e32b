import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('does not retry refused requests', () => {
    expect(shouldRetry(0, new ApiError(404, 'Ikke fundet'))).toBe(false);
  });

  it('retries network and server failures twice', () => {
    expect(shouldRetry(0, new ApiError(0, 'x'))).toBe(true);
    expect(shouldRetry(1, new ApiError(502, 'x'))).toBe(true);
    expect(shouldRetry(2, new ApiError(502, 'x'))).toBe(false);
    expect(shouldRetry(0, new Error('boom'))).toBe(true);
  });
});
