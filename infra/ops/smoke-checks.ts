/**
 * Read-only smoke checks of a running site: a deployment in AWS (CloudFront in front of the
 * SPA bucket and the HTTP API) or a local twin. `infra/ops/smoke.ts` is the CLI
 * (`npm run smoke -- <url>`); the browser suite runs it against its twin
 * (tests/e2e/deployed-smoke.e2e.ts).
 *
 * Nothing here writes: every request is a GET except the webhook's POST, which carries no
 * signature and is refused before the handler touches anything. Paths, caller classes and
 * schemas come from the route table and the security headers from their one definition
 * (infra/security-headers.ts), so the checks follow the product instead of copying it.
 */
import * as z from 'zod/mini';
import { routes, type Route, type RouteOfOperation } from '@shared/api/routes';
import { pagePath } from '@shared/site/pages';
import type { WebConfig } from '../constructs/site-deployment';
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders } from '../security-headers';

export interface SmokeCheckResult {
  name: string;
  ok: boolean;
  /** Passed: what was seen; failed: the reason, one line. */
  detail: string;
}

export interface SmokeOptions {
  /** The fetch to use (tests inject one); the global fetch by default. */
  fetch?: typeof fetch;
  /** Each request's time limit, body included; 10 s by default. */
  timeoutMs?: number;
}

/** The checks in the order they run and are reported. */
export const smokeCheckNames = [
  'health',
  'config.json',
  'security headers on /',
  'SPA deep link',
  'availability',
  'admin route needs a token',
  'webhook refuses unsigned events',
] as const;
export type SmokeCheckName = (typeof smokeCheckNames)[number];

const defaultTimeoutMs = 10_000;

/** A check's own verdict (as opposed to an unexpected error, which is reported too). */
class CheckFailure extends Error {}

interface Answer {
  path: string;
  status: number;
  headers: Headers;
  body: string;
}

interface Context {
  origin: string;
  fetch: typeof fetch;
  timeoutMs: number;
}

/** One request with the time limit; redirects are answers, not followed. */
async function call(context: Context, path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await context.fetch(new URL(path, context.origin), {
    ...init,
    redirect: 'manual',
    signal: AbortSignal.timeout(context.timeoutMs),
  });
  return { path, status: response.status, headers: response.headers, body: await response.text() };
}

/** At most `max` characters of a body, on one line. */
function snippet(body: string, max = 120): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max)}…` : line;
}

function describeAnswer(answer: Answer): string {
  const location = answer.headers.get('location');
  const body = snippet(answer.body);
  return [
    `${answer.path} answered ${answer.status}`,
    location ? ` (redirect to ${location})` : '',
    body ? `: ${body}` : '',
  ].join('');
}

function expectStatus(answer: Answer, status: number): void {
  if (answer.status !== status)
    throw new CheckFailure(`${describeAnswer(answer)} (expected ${status})`);
}

function parseJson(answer: Answer): unknown {
  try {
    return JSON.parse(answer.body) as unknown;
  } catch {
    throw new CheckFailure(`${answer.path} is not JSON: ${snippet(answer.body) || '(empty)'}`);
  }
}

/** The body checked against a schema; the first issues named on failure. */
function parseWith<S extends z.ZodMiniType>(schema: S, answer: Answer): z.output<S> {
  // zod/mini loads no locale: its own checks' messages in English for the operator.
  const result = schema.safeParse(parseJson(answer), { error: z.locales.en().localeError });
  if (result.success) return result.data;
  const issues = result.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new CheckFailure(`${answer.path} has not the expected shape: ${issues.join('; ')}`);
}

/** The route of an operation from the route table (operation names are unique). */
function routeOf<Op extends Route['operation']>(operation: Op): RouteOfOperation<Op> {
  const route = routes.find((r): r is RouteOfOperation<Op> => r.operation === operation);
  if (!route) throw new Error(`the route table has no operation ${operation}`);
  return route;
}

// ---- the header comparison (pure, unit-tested) ----

/** `content-security-policy` → `Content-Security-Policy`. */
export function headerLabel(name: string): string {
  return name.replace(
    /(^|-)([a-z])/g,
    (_m, dash: string, letter: string) => `${dash}${letter.toUpperCase()}`,
  );
}

/** Directives in which a deployment adds its own origins (Cognito, WebSocket, buckets, tiles). */
const deploymentOriginDirectives = new Set(['connect-src', 'img-src', 'media-src']);
/** One origin such as `https://cognito-idp.eu-north-1.amazonaws.com` or `wss://*.example`. */
const originPattern = /^(https?|wss?):\/\/(\*\.)?[A-Za-z0-9.-]+(:\d+)?$/;

function parseCsp(policy: string): { directives: Map<string, string[]>; repeated: string[] } {
  const directives = new Map<string, string[]>();
  const repeated: string[] = [];
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (!name) continue;
    const key = name.toLowerCase();
    if (directives.has(key)) repeated.push(key);
    else directives.set(key, values);
  }
  return { directives, repeated };
}

/**
 * What differs between a served Content-Security-Policy and the definition's: directives
 * must be the same, each with the same sources, except that `connect-src`, `img-src` and
 * `media-src` may name further origins (those of the deployment, which the site cannot know from outside).
 */
export function cspDifferences(actual: string, expected: string): string[] {
  const served = parseCsp(actual);
  const defined = parseCsp(expected);
  const differences = served.repeated.map((name) => `${name} given twice`);
  for (const [name, values] of defined.directives) {
    const got = served.directives.get(name);
    if (!got) {
      differences.push(`${name} missing`);
      continue;
    }
    const lacking = values.filter((value) => !got.includes(value));
    if (lacking.length) differences.push(`${name} lacks ${lacking.join(' ')}`);
    const extra = got.filter(
      (value) =>
        !values.includes(value) &&
        !(deploymentOriginDirectives.has(name) && originPattern.test(value)),
    );
    if (extra.length) differences.push(`${name} has ${extra.join(' ')} beyond the definition`);
  }
  for (const name of served.directives.keys())
    if (!defined.directives.has(name)) differences.push(`${name} is not in the definition`);
  return differences;
}

/** HSTS directives compared as a set, names case-insensitively. */
function hstsDirectives(value: string): string {
  return value
    .split(';')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)
    .sort()
    .join('; ');
}

/**
 * Every security header of the definition (infra/security-headers.ts) that an answer lacks
 * or carries with another value, named. The CSP expected is the definition's for the served
 * page: `script-src` allows exactly the inline scripts of `html` by hash.
 */
export function securityHeaderProblems(headers: Headers, html: string): string[] {
  const expected = securityHeaders(
    contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), connect: [], images: [] }),
  );
  const problems: string[] = [];
  for (const [name, value] of Object.entries(expected)) {
    const label = headerLabel(name);
    const actual = headers.get(name);
    if (actual === null) {
      problems.push(`${label} missing`);
      continue;
    }
    if (name === 'content-security-policy') {
      const differences = cspDifferences(actual, value);
      if (differences.length) problems.push(`${label} differs: ${differences.join(', ')}`);
      continue;
    }
    const same =
      name === 'strict-transport-security'
        ? hstsDirectives(actual) === hstsDirectives(value)
        : actual.replace(/\s+/g, ' ').trim().toLowerCase() === value.toLowerCase();
    if (!same) problems.push(`${label} is '${actual}', expected '${value}'`);
  }
  return problems;
}

/** Each inline script of a served page that its Content-Security-Policy does not allow, named. */
export function unallowedInlineScripts(headers: Headers, html: string): string[] {
  const csp = headers.get('content-security-policy');
  if (csp === null) return [];
  const allowed = parseCsp(csp).directives.get('script-src') ?? [];
  return inlineScriptHashes(html)
    .filter((hash) => !allowed.includes(`'sha256-${hash}'`))
    .map((hash) => `an inline script (sha256-${hash}) is not allowed by script-src`);
}

// ---- the checks ----

/** What the SPA reads from /config.json (the twin serves more keys; they are ignored). */
const webConfigSchema = z.object({
  region: z.string().check(z.regex(/^[a-z]{2}(-[a-z]+)+-\d+$/, 'not an AWS region')),
  userPoolId: z.string().check(z.regex(/^\S+$/, 'empty')),
  userPoolClientId: z.string().check(z.regex(/^\S+$/, 'empty')),
  websocketUrl: z
    .string()
    .check(z.regex(/^(wss:\/\/\S+|\/\S*)$/, 'neither a wss:// URL nor a path of the site')),
}) satisfies z.ZodMiniType<WebConfig>;

/** A point in Denmark (Copenhagen) for the availability of a shoot there. */
const availabilityPoint = { lat: '55.68', lon: '12.57' };

/**
 * Deep links and what they answer: a prerendered page, a page only the app draws, and a product
 * that does not exist (the site's own 'not found' page, with a 404 for search engines).
 */
const deepLinks: readonly { path: string; status: number }[] = [
  { path: pagePath('products'), status: 200 },
  { path: pagePath('profile'), status: 200 },
  { path: pagePath('product', { productId: 'smoke-check-no-such-product' }), status: 404 },
];
const appRoot = /<div\s+id=["']?root["']?[\s>]/;

const checks: Record<SmokeCheckName, (context: Context) => Promise<string>> = {
  async health(context) {
    const answer = await call(context, routeOf('health').path);
    expectStatus(answer, 200);
    const body = parseWith(routeOf('health').response, answer);
    if (Number.isNaN(Date.parse(body.time)))
      throw new CheckFailure(`time is not a date: ${body.time}`);
    return `ok, server time ${body.time}`;
  },

  async 'config.json'(context) {
    const answer = await call(context, '/config.json');
    expectStatus(answer, 200);
    const config = parseWith(webConfigSchema, answer);
    return `region ${config.region}, user pool ${config.userPoolId}, WebSocket ${config.websocketUrl}`;
  },

  async 'security headers on /'(context) {
    // The CSP is built from the app's shell (index.html, as infra/constructs/site-distribution.ts
    // and the twin do); every page, the prerendered home page too, must run only what it allows.
    const shell = await call(context, '/index.html');
    expectStatus(shell, 200);
    const answer = await call(context, '/');
    expectStatus(answer, 200);
    const problems = [
      ...securityHeaderProblems(answer.headers, shell.body),
      ...unallowedInlineScripts(answer.headers, answer.body),
    ];
    if (problems.length) throw new CheckFailure(problems.join('; '));
    return 'as defined in infra/security-headers.ts';
  },

  async 'SPA deep link'(context) {
    for (const { path, status } of deepLinks) {
      const answer = await call(context, path);
      expectStatus(answer, status);
      const type = answer.headers.get('content-type') ?? '';
      if (!type.startsWith('text/html'))
        throw new CheckFailure(`${path} is '${type || 'without a content type'}', not text/html`);
      if (!appRoot.test(answer.body))
        throw new CheckFailure(`${path} has not the app's root element: ${snippet(answer.body)}`);
    }
    return `${deepLinks.map(({ path, status }) => `${path} (${status})`).join(', ')} serve the app`;
  },

  async availability(context) {
    const route = routeOf('getAvailability');
    // The parameters are checked against the route's own query schema before they are sent.
    const query = new URLSearchParams(availabilityPoint);
    route.query.parse(Object.fromEntries(query));
    const answer = await call(context, `${route.path}?${query}`);
    expectStatus(answer, 200);
    const availability = parseWith(route.response, answer);
    if (availability.days.length === 0) throw new CheckFailure(`${route.path} lists no days`);
    const slots = availability.days.reduce((sum, day) => sum + day.slots.length, 0);
    return `${availability.days.length} days from ${availability.today}, ${slots} free slots`;
  },

  async 'admin route needs a token'(context) {
    const route = routeOf('getOverview');
    if (route.caller !== 'admin') throw new Error(`${route.path} is not an admin route`);
    const answer = await call(context, route.path);
    if (answer.status !== 401) {
      const reason = answer.status < 300 ? ' without a token' : ' (expected 401)';
      throw new CheckFailure(`${describeAnswer(answer)}${reason}`);
    }
    return `401: ${snippet(answer.body, 80)}`;
  },

  async 'webhook refuses unsigned events'(context) {
    const route = routeOf('handleWebhook');
    // A plausible event without a Stripe-Signature header: refused before anything is written.
    const answer = await call(context, route.path, {
      method: route.method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        id: 'evt_smoke_check',
        object: 'event',
        type: 'checkout.session.completed',
        data: { object: {} },
      }),
    });
    if (answer.status !== 400) {
      const reason = answer.status < 300 ? ' to an unsigned event' : ' (expected 400)';
      throw new CheckFailure(`${describeAnswer(answer)}${reason}`);
    }
    return `400: ${snippet(answer.body, 80)}`;
  },
};

/** An error as one line: no connection, no answer in time, or what it says. */
export function describeError(error: unknown, timeoutMs: number): string {
  if (error instanceof CheckFailure) return error.message;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `no answer within ${timeoutMs / 1000} s`;
  if (error instanceof Error && error.message === 'fetch failed') {
    // undici's cause: a system error (ECONNREFUSED, ENOTFOUND, a TLS error), or an
    // AggregateError with one per address tried.
    const cause = error.cause as
      { code?: unknown; message?: unknown; errors?: unknown } | undefined;
    const first = Array.isArray(cause?.errors) ? (cause.errors[0] as Error | undefined) : undefined;
    const message = [cause?.message, first?.message].find(
      (text): text is string => typeof text === 'string' && text !== '',
    );
    return `no connection: ${message ?? (typeof cause?.code === 'string' ? cause.code : 'fetch failed')}`;
  }
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * The site's root URL from the command line, or why it is not one: http(s), a host, no path,
 * query or fragment (the checks know their paths).
 */
export function parseSiteUrl(text: string | undefined): { origin: string } | { error: string } {
  if (!text) return { error: 'no URL given' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { error: `not a URL: ${text}` };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { error: `not an http(s) URL: ${text}` };
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password)
    return { error: `give the site's root URL without path, query or credentials: ${text}` };
  return { origin: url.origin };
}

/** Runs every check against the site at `baseUrl` (all at once); never throws for a check. */
export async function runSmokeChecks(
  baseUrl: string,
  options: SmokeOptions = {},
): Promise<SmokeCheckResult[]> {
  const context: Context = {
    origin: new URL(baseUrl).origin,
    fetch: options.fetch ?? fetch,
    timeoutMs: options.timeoutMs ?? defaultTimeoutMs,
  };
  return Promise.all(
    smokeCheckNames.map(async (name): Promise<SmokeCheckResult> => {
      try {
        return { name, ok: true, detail: await checks[name](context) };
      } catch (error) {
        return { name, ok: false, detail: describeError(error, context.timeoutMs) };
      }
    }),
  );
}
