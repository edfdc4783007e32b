/**
 * The smoke checks without a site: the security-header comparison against the definition,
 * the URL the CLI takes, and every check against a fake site (an injected fetch) that
 * answers as a deployment does, then with one fault at a time, a dead address and a hang.
 */
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  openStreetMapTileOrigin,
  securityHeaders,
} from '../security-headers';
import {
  cspDifferences,
  parseSiteUrl,
  runSmokeChecks,
  securityHeaderProblems,
  smokeCheckNames,
  unallowedInlineScripts,
} from './smoke-checks';

const html =
  '<!doctype html><html><head><script>window.preload = 1;</script></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>';

/** The headers CloudFront sends for this page: the definition with AWS's origins. */
function deployedHeaders(page = html): Record<string, string> {
  return securityHeaders(
    contentSecurityPolicy({
      scriptHashes: inlineScriptHashes(page),
      connect: [
        'https://cognito-idp.eu-north-1.amazonaws.com',
        'wss://*.execute-api.eu-north-1.amazonaws.com',
        'https://dronefoto-uploads.s3.eu-north-1.amazonaws.com',
      ],
      images: [openStreetMapTileOrigin],
    }),
  );
}

describe('inline scripts of a prerendered page', () => {
  const page =
    '<html><head><script>window.preload = 1;</script>' +
    '<script type="application/ld+json">{"@type":"LocalBusiness"}</script></head><body>' +
    '<script type="application/json" id="ssr-state">{"q":[]}</script></body></html>';

  it('hashes only what runs: data blocks (page state, JSON-LD) are left out', () => {
    expect(inlineScriptHashes(page)).toEqual(inlineScriptHashes(html));
    expect(unallowedInlineScripts(new Headers(deployedHeaders()), page)).toEqual([]);
  });

  it('names an inline script the CSP does not allow', () => {
    const stray = `${page}<script>alert(1)</script>`;
    expect(unallowedInlineScripts(new Headers(deployedHeaders()), stray)).toEqual([
      expect.stringMatching(/^an inline script \(sha256-[^)]+\) is not allowed by script-src$/),
    ]);
  });
});

/** What securityHeaderProblems finds once `change` has altered the deployed headers. */
function problemsAfter(change: (headers: Headers) => void): string[] {
  const headers = new Headers(deployedHeaders());
  change(headers);
  return securityHeaderProblems(headers, html);
}

describe('securityHeaderProblems', () => {
  it('accepts the definition with the deployment’s origins', () => {
    expect(securityHeaderProblems(new Headers(deployedHeaders()), html)).toEqual([]);
  });

  it('accepts HSTS in another case and order of its directives', () => {
    const hsts = 'max-age=63072000; preload; includesubdomains';
    expect(problemsAfter((headers) => headers.set('strict-transport-security', hsts))).toEqual([]);
  });

  it('names each missing header', () => {
    const problems = problemsAfter((headers) => {
      headers.delete('strict-transport-security');
      headers.delete('x-content-type-options');
    });
    expect(problems).toEqual([
      'Strict-Transport-Security missing',
      'X-Content-Type-Options missing',
    ]);
  });

  it('names a wrong value with the expected one', () => {
    const problems = problemsAfter((headers) => {
      headers.set('x-frame-options', 'SAMEORIGIN');
      headers.set('strict-transport-security', 'max-age=300');
    });
    expect(problems).toEqual([
      "Strict-Transport-Security is 'max-age=300', expected 'max-age=63072000; includeSubDomains; preload'",
      "X-Frame-Options is 'SAMEORIGIN', expected 'DENY'",
    ]);
  });

  it('finds a header sent twice (origin and CDN both set it)', () => {
    const problems = problemsAfter((headers) => headers.append('referrer-policy', 'no-referrer'));
    expect(problems).toEqual([
      "Referrer-Policy is 'strict-origin-when-cross-origin, no-referrer', expected 'strict-origin-when-cross-origin'",
    ]);
  });

  it('finds a CSP whose script hash is not the served page’s (build and headers out of step)', () => {
    const stale = deployedHeaders('<script>window.preload = 0;</script>');
    const [problem, ...rest] = securityHeaderProblems(new Headers(stale), html);
    expect(rest).toEqual([]);
    expect(problem).toMatch(
      /^Content-Security-Policy differs: script-src lacks 'sha256-[^']+', script-src has 'sha256-[^']+' beyond the definition$/,
    );
  });
});

describe('cspDifferences', () => {
  const defined = contentSecurityPolicy({ scriptHashes: [], connect: [], images: [] });

  it('allows further origins in connect-src and img-src only', () => {
    const served = defined
      .replace("connect-src 'self'", "connect-src 'self' http://127.0.0.1:4569")
      .replace("img-src 'self'", "img-src 'self' https://*.tile.openstreetmap.org");
    expect(cspDifferences(served, defined)).toEqual([]);
    expect(
      cspDifferences(defined.replace("connect-src 'self'", "connect-src 'self' *"), defined),
    ).toEqual(['connect-src has * beyond the definition']);
    expect(
      cspDifferences(
        defined.replace("script-src 'self'", "script-src 'self' https://cdn.example"),
        defined,
      ),
    ).toEqual(['script-src has https://cdn.example beyond the definition']);
  });

  it('finds missing, added and repeated directives', () => {
    const served = `${defined.replace("; frame-ancestors 'none'", '')}; script-src *; sandbox`;
    expect(cspDifferences(served, defined)).toEqual([
      'script-src given twice',
      'frame-ancestors missing',
      'sandbox is not in the definition',
    ]);
  });
});

describe('parseSiteUrl', () => {
  it('takes the root URL of a site', () => {
    expect(parseSiteUrl('https://dronefoto.dk')).toEqual({ origin: 'https://dronefoto.dk' });
    expect(parseSiteUrl('http://localhost:3000/')).toEqual({ origin: 'http://localhost:3000' });
  });

  it.each([undefined, '', 'dronefoto.dk', 'ftp://dronefoto.dk', 'https://dronefoto.dk/api'])(
    'refuses %j',
    (text) => expect(parseSiteUrl(text)).toHaveProperty('error'),
  );
});

// ---- runSmokeChecks against a fake site ----

type Handler = (request: Request) => Response | undefined;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

function availabilityAnswer() {
  return {
    timezone: 'Europe/Copenhagen',
    today: '2027-03-01',
    days: [
      {
        date: '2027-03-01',
        weekday: 'monday',
        sunrise: '06:58',
        sunset: '17:44',
        slots: [{ time: '14:00', golden_hour: null }],
        unreachable: 0,
        unreachable_from_base: 0,
      },
    ],
    rules: { duration_minutes: 30, min_notice_hours: 24, daylight_only: true, drive_checked: true },
  };
}

/** A site that answers as a deployment in AWS does. */
const deployment: Handler = (request) => {
  const url = new URL(request.url);
  const route = `${request.method} ${url.pathname}`;
  if (route === 'GET /api/health')
    return json(200, { ok: true, time: '2027-03-01T10:00:00.000Z' }, deployedHeaders());
  if (route === 'GET /config.json')
    return json(200, {
      region: 'eu-north-1',
      userPoolId: 'eu-north-1_AbC123',
      userPoolClientId: 'abc123',
      websocketUrl: 'wss://abc.execute-api.eu-north-1.amazonaws.com/live',
    });
  if (route === 'GET /api/availability' && url.searchParams.has('lat'))
    return json(200, availabilityAnswer());
  if (route === 'GET /api/admin/overview') return json(401, { message: 'Unauthorized' });
  if (route === 'POST /api/payments/webhook' && !request.headers.has('stripe-signature'))
    return json(400, { error: 'Ugyldig signatur', code: 'invalid_signature' });
  if (request.method === 'GET' && !url.pathname.startsWith('/api/'))
    // The page renderer answers a product that does not exist with the site's page and a 404.
    return new Response(html, {
      status: url.pathname.includes('no-such-product') ? 404 : 200,
      headers: { 'content-type': 'text/html; charset=utf-8', ...deployedHeaders() },
    });
  return undefined;
};

/** A fetch serving `handler`, falling back to `deployment`, then 404. */
function fakeFetch(handler: Handler = () => undefined): typeof fetch {
  return (input, init) => {
    const request = new Request(input, init);
    return Promise.resolve(
      handler(request) ?? deployment(request) ?? new Response('Not Found', { status: 404 }),
    );
  };
}

async function failures(handler: Handler) {
  const results = await runSmokeChecks('https://dronefoto.example', { fetch: fakeFetch(handler) });
  return results.filter((result) => !result.ok);
}

describe('runSmokeChecks', () => {
  it('passes every check against a healthy deployment', async () => {
    const results = await runSmokeChecks('https://dronefoto.example/', { fetch: fakeFetch() });
    expect(results.map((result) => result.name)).toEqual([...smokeCheckNames]);
    expect(results.filter((result) => !result.ok)).toEqual([]);
    expect(results.find((result) => result.name === 'availability')?.detail).toBe(
      '1 days from 2027-03-01, 1 free slots',
    );
  });

  it('fails the deep link when the CDN answers S3’s 403', async () => {
    expect(
      await failures((request) =>
        new URL(request.url).pathname.startsWith('/product/')
          ? new Response('<Error><Code>AccessDenied</Code></Error>', {
              status: 403,
              headers: { 'content-type': 'application/xml' },
            })
          : undefined,
      ),
    ).toEqual([
      {
        name: 'SPA deep link',
        ok: false,
        detail:
          '/product/smoke-check-no-such-product answered 403: <Error><Code>AccessDenied</Code></Error> (expected 404)',
      },
    ]);
  });

  it('fails an admin route that answers without a token, and any answer but 401', async () => {
    const admin = (status: number) => (request: Request) =>
      new URL(request.url).pathname === '/api/admin/overview' ? json(status, {}) : undefined;
    expect(await failures(admin(200))).toEqual([
      {
        name: 'admin route needs a token',
        ok: false,
        detail: '/api/admin/overview answered 200: {} without a token',
      },
    ]);
    expect((await failures(admin(403)))[0]?.detail).toBe(
      '/api/admin/overview answered 403: {} (expected 401)',
    );
  });

  it('fails a webhook that accepts an unsigned event', async () => {
    const [failure, ...rest] = await failures((request) =>
      request.method === 'POST' ? json(200, { received: true }) : undefined,
    );
    expect(rest).toEqual([]);
    expect(failure).toEqual({
      name: 'webhook refuses unsigned events',
      ok: false,
      detail: '/api/payments/webhook answered 200: {"received":true} to an unsigned event',
    });
  });

  it('fails answers of the wrong shape with the schema’s issues', async () => {
    const result = await failures((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/config.json') return json(200, { region: 'eu-north-1' });
      if (path === '/api/availability') return json(200, { ...availabilityAnswer(), days: 'x' });
      if (path === '/api/health') return new Response('<html>', { status: 200 });
      return undefined;
    });
    expect(result.map(({ name, detail }) => [name, detail])).toEqual([
      ['health', '/api/health is not JSON: <html>'],
      [
        'config.json',
        expect.stringMatching(/^\/config\.json has not the expected shape: userPoolId: .+/),
      ],
      [
        'availability',
        expect.stringMatching(
          /^\/api\/availability\?lat=55\.68&lon=12\.57 has not the expected shape: days: /,
        ),
      ],
    ]);
  });

  it('reports a redirect as an answer, not followed', async () => {
    const [failure] = await failures((request) =>
      new URL(request.url).pathname === '/api/health'
        ? new Response(null, { status: 301, headers: { location: 'https://elsewhere.example/' } })
        : undefined,
    );
    expect(failure?.detail).toBe(
      '/api/health answered 301 (redirect to https://elsewhere.example/) (expected 200)',
    );
  });

  it('reports a dead address as failed checks with the reason', async () => {
    const refused: typeof fetch = () =>
      Promise.reject(
        new TypeError('fetch failed', {
          cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), {
            code: 'ECONNREFUSED',
          }),
        }),
      );
    const results = await runSmokeChecks('http://127.0.0.1:9', { fetch: refused });
    expect(results.map((result) => result.detail)).toEqual(
      smokeCheckNames.map(() => 'no connection: connect ECONNREFUSED 127.0.0.1:9'),
    );
  });

  it('gives up on a request after the time limit', async () => {
    // Never answers; rejects when the request's signal aborts.
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const results = await runSmokeChecks('https://dronefoto.example', {
      fetch: hanging,
      timeoutMs: 50,
    });
    expect(new Set(results.map((result) => result.detail))).toEqual(
      new Set(['no answer within 0.05 s']),
    );
  });
});
