/**
 * The twin's per-client limits: the numbers of shared/api/client-limits.ts (which WAF
 * enforces in AWS), counted per client IP in fixed windows. A client over a limit gets what
 * WAF's block action answers: 429 with the Danish message and Retry-After.
 */
import { clientLimitOf } from '@shared/api/client-limits';

export interface LimitDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

export function createClientLimiter(now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();

  return {
    /** Counts one request of `client` to `routeKey`; whether it may go through. */
    check(routeKey: string, client: string): LimitDecision {
      const limit = clientLimitOf(routeKey);
      if (!limit) return { allowed: true, retryAfterSeconds: 0 };
      const windowMs = limit.windowSeconds * 1000;
      const at = now();
      const start = at - (at % windowMs);
      const key = `${limit.name}|${client}`;
      const current = windows.get(key);
      const window = current && current.start === start ? current : { start, count: 0 };
      window.count += 1;
      windows.set(key, window);
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (w.start !== start) windows.delete(k);
      }
      return {
        allowed: window.count <= limit.requests,
        retryAfterSeconds: Math.ceil((start + windowMs - at) / 1000),
      };
    },
  };
}
