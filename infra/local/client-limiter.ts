/**
 * The twin's per-client limits: the numbers of shared/api/client-limits.ts (which WAF
 * enforces in AWS), counted per client over a rolling window. A client over a limit of an API
 * route gets what the CloudFront WAF's block action answers: 429 with the Danish message and
 * Retry-After; over the limit of account mails it gets what Cognito answers when the user
 * pool's WAF blocks a call (`wafBlockedCognitoAnswer`).
 */
import {
  accountMailLimit,
  accountMailOperationOf,
  clientLimitOf,
  pageLimitOf,
  type AccountLimit,
  type ClientLimit,
} from '@shared/api/client-limits';

export interface LimitDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * The header of a test's own client tag (see the gateway's `trustClientTag`): the browser
 * journeys' visitors each count as a client of their own.
 */
export const clientTagHeader = 'x-twin-client';

/** What Cognito answers an API call that the user pool's WAF web ACL blocked. */
export const wafBlockedCognitoAnswer = {
  status: 403,
  type: 'ForbiddenException',
  message: 'Request not allowed due to WAF block.',
} as const;

const allowed: LimitDecision = { allowed: true, retryAfterSeconds: 0 };

export function createClientLimiter(now: () => number = Date.now) {
  /** The times of each client's requests that went through, per limit, oldest first. */
  const passed = new Map<string, number[]>();
  const longestWindowMs = 600_000;

  /**
   * Counts one request of `client` against `limit` over the trailing window (WAF's rate-based
   * rules count over a rolling window too); whether it may go through and, if not, when the
   * oldest counted request leaves the window. A refused request is not counted.
   */
  function count(limit: ClientLimit | AccountLimit, client: string): LimitDecision {
    const windowMs = limit.windowSeconds * 1000;
    const at = now();
    const key = `${limit.name}|${client}`;
    const recent = (passed.get(key) ?? []).filter((time) => time > at - windowMs);
    if (recent.length >= limit.requests) {
      passed.set(key, recent);
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + windowMs - at) / 1000)),
      };
    }
    recent.push(at);
    passed.set(key, recent);
    if (passed.size > 10_000) {
      for (const [k, times] of passed) if (times.at(-1)! <= at - longestWindowMs) passed.delete(k);
    }
    return allowed;
  }

  return {
    /** Counts one request of `client` to the API route `routeKey`, if it is limited. */
    check(routeKey: string, client: string): LimitDecision {
      const limit = clientLimitOf(routeKey);
      return limit ? count(limit, client) : allowed;
    },
    /** Counts one page request of `client` that makes the page renderer call a limited route. */
    checkPage(pathname: string, search: URLSearchParams, client: string): LimitDecision {
      const limit = pageLimitOf(pathname, search);
      return limit ? count(limit, client) : allowed;
    },
    /** Counts one Cognito call (its `X-Amz-Target`) of `client`, if it mails someone. */
    checkCognito(target: string | undefined, client: string): LimitDecision {
      return accountMailOperationOf(target) ? count(accountMailLimit, client) : allowed;
    },
  };
}

/** For tests of something else that send many limited requests: every request goes through. */
export const noClientLimits: ReturnType<typeof createClientLimiter> = {
  check: () => allowed,
  checkPage: () => allowed,
  checkCognito: () => allowed,
};
