/**
 * Retries writes that DynamoDB rejected only because another transaction touched the same
 * item at the same moment (TransactionConflictException on a single write, or a cancelled
 * transaction whose reasons are all conflicts/None). The SDK does not retry these itself.
 */
const maxAttempts = 10;

export function isTransactionConflict(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'TransactionConflictException') return true;
  if (error.name !== 'TransactionCanceledException') return false;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
  if (!reasons?.length) return false;
  return (
    reasons.some((r) => r.Code === 'TransactionConflict') &&
    reasons.every((r) => r.Code === 'TransactionConflict' || r.Code === 'None' || !r.Code)
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function retryOnConflict<T>(operation: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await operation();
    } catch (error) {
      if (attempt >= maxAttempts || !isTransactionConflict(error)) throw error;
      // Full jitter, growing from 20 ms to about 1 s.
      await sleep(Math.random() * Math.min(1000, 20 * 2 ** attempt));
    }
  }
}
