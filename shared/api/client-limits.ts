/**
 * Per-client limits of the routes that cost something per call or can make the site mail
 * anyone: one definition, enforced at CloudFront by WAF rate-based rules (infra/edge-stack.ts)
 * and by API Gateway's per-route throttling (infra/constructs/route-table-api.ts) in AWS, and
 * by the twin's gateway with the same numbers (infra/local/client-limiter.ts).
 *
 * A client is its IP address, as WAF counts it. WAF's smallest limit is 10 requests per
 * window and its windows are 1, 2, 5 or 10 minutes.
 */
import type { RouteKey } from './routes';
import { pages, type PageId } from '../site/pages';

/**
 * A page request that makes the page renderer call a limited route for the visitor: the
 * page, with the query parameter that carries the request (issue 40: `/coverage?address=…`
 * checks the address). The renderer reads the API past WAF (decision 23), so the page
 * request is what is counted.
 */
export interface LimitedPage {
  page: PageId;
  query: string;
}

export interface ClientLimit {
  /** Names the WAF rule and the twin's counter. */
  name: string;
  routes: readonly RouteKey[];
  /** Page requests counted with the routes. */
  pages?: readonly LimitedPage[];
  /** Requests one client may make to these routes together per window. */
  requests: number;
  windowSeconds: 60 | 120 | 300 | 600;
  /** API Gateway's stage-wide throttle of each of these routes (all clients together). */
  stage: { ratePerSecond: number; burst: number };
}

export const clientLimits = [
  {
    // Each sign-up sends a confirmation mail to an address the caller chooses.
    name: 'newsletter-signups',
    routes: ['POST /api/newsletter/subscribe'],
    requests: 10,
    windowSeconds: 300,
    stage: { ratePerSecond: 5, burst: 10 },
  },
  {
    // Each lookup is a paid Amazon Location geocoding call (unless cached).
    name: 'address-lookups',
    routes: ['POST /api/coverage/check', 'POST /api/bookings/check'],
    // The coverage page's answer to its form, sent before the app has started.
    pages: [{ page: 'coverage', query: 'address' }],
    requests: 100,
    windowSeconds: 300,
    stage: { ratePerSecond: 20, burst: 40 },
  },
  {
    // Each request geocodes an address and mails the owner.
    name: 'coverage-requests',
    routes: ['POST /api/coverage/requests'],
    requests: 10,
    windowSeconds: 300,
    stage: { ratePerSecond: 5, burst: 10 },
  },
  {
    // Guessing discount codes.
    name: 'discount-code-checks',
    routes: ['POST /api/discount-codes/validate'],
    requests: 30,
    windowSeconds: 300,
    stage: { ratePerSecond: 10, burst: 20 },
  },
] as const satisfies readonly ClientLimit[];

/** The limit a route is under, if any. */
export function clientLimitOf(key: string): ClientLimit | undefined {
  return (clientLimits as readonly ClientLimit[]).find((limit) =>
    (limit.routes as readonly string[]).includes(key),
  );
}

/** The limit a page request is under (its path and query), if any. */
export function pageLimitOf(pathname: string, search: URLSearchParams): ClientLimit | undefined {
  return (clientLimits as readonly ClientLimit[]).find((limit) =>
    (limit.pages ?? []).some(
      ({ page, query }) =>
        pathname.replace(/(.)\/+$/, '$1') === pages[page].path && search.has(query),
    ),
  );
}

/**
 * The Cognito operations that mail an address the caller chooses. The browser calls Cognito
 * directly, so no route of ours sees them: in AWS a regional WAF web ACL on the user pool
 * counts them (infra/constructs/account-limits.ts), in the twin its Cognito proxy does.
 */
export const accountMailOperations = [
  'SignUp',
  'ResendConfirmationCode',
  'ForgotPassword',
] as const;
export type AccountMailOperation = (typeof accountMailOperations)[number];

/** A per-client limit on Cognito operations (same counting as `ClientLimit`). */
export interface AccountLimit {
  name: string;
  operations: readonly AccountMailOperation[];
  requests: number;
  windowSeconds: 60 | 120 | 300 | 600;
}

export const accountMailLimit = {
  // Each one sends a sign-up link or a password-reset link to the given address.
  name: 'account-mails',
  operations: accountMailOperations,
  requests: 10,
  windowSeconds: 300,
} as const satisfies AccountLimit;

/** The `X-Amz-Target` header of a Cognito user pool API call. */
export const cognitoTarget = (operation: string): string =>
  `AWSCognitoIdentityProviderService.${operation}`;

/** The Cognito operation an `X-Amz-Target` header names, if it is one of ours to count. */
export function accountMailOperationOf(
  target: string | undefined,
): AccountMailOperation | undefined {
  return accountMailOperations.find((operation) => cognitoTarget(operation) === target);
}
