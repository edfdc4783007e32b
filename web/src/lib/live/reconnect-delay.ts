/** Exponential backoff with jitter for WebSocket reconnects: ~1 s, 2 s, 4 s ... up to 30 s. */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.75 + random() * 0.5));
}
