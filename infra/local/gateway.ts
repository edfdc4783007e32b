/**
 * The local gateway: ONE port serving what CloudFront, API Gateway (HTTP + WebSocket) and
 * Lambda serve in AWS. It mounts the handlers from the same route table as the CDK app.
 *
 *   /api/*                 route table -> functions/<group>/index.ts handler (HTTP API v2 events),
 *                          `user` and `admin` routes behind API Gateway's JWT authorizer (emulated)
 *   /ws                    WebSocket -> functions/realtime/ws.ts ($connect/$disconnect/$default)
 *   /media/*               the public images bucket (s3rver)
 *   /config.json           the SPA's runtime configuration
 *   everything else        the built SPA (web/dist), deep links fall back to index.html
 *
 * Local-only (never in the CDK app):
 *   /_local/mail, /_local/mail/view     the local mailbox
 *   /_local/ws/@connections/{id}        API Gateway Management API stand-in (postToConnection)
 *   /_local/cognito/*                   cognito-local (the browser's and the JWKS' endpoint)
 *   /_local/lambda/2015-03-31/functions/{name}/invocations   Lambda Invoke for Cognito triggers
 *   /_local/checkout/{sessionId}        the fake Stripe's checkout page (when no Stripe key is set)
 *   /_local/invoice/{invoiceId}         the fake Stripe's hosted invoice page (likewise)
 *   /_local/stripe/v1/*                 the fake Stripe's API (likewise; `npm run setup:stripe`)
 *   POST /_local/weather/forecast       sets the DMI stand-in's forecast (fake-dmi.ts)
 *   POST /_local/weather/check          runs the weather check job now (as its schedule would)
 *   PUT /_local/calendars/{name}        sets what the private calendar stand-in serves at
 *                                       `{name}.ics` (fake-ics.ts); answers `{ address }`
 *   POST /_local/jobs/{job}             runs a scheduled job now, as its schedule would
 *                                       (`private-calendars`, `reminders`)
 *   POST /_local/firms/monthly-invoices runs the firms' monthly invoice job for `{month}` now
 *   POST /_local/ses/event              SES reports a hard bounce or a complaint for the latest
 *                                       mail to an address: `{ email, type: 'bounce' | 'complaint' }`
 *                                       through the same handler as in AWS (ses-events.ts)
 */
import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { routeKey, routes } from '@shared/api/routes';
import { readMailbox, renderMailbox } from './mailbox';
import { noteSentMailTags, simulateSesEvent } from './ses-events';
import { loadFunction, type OtherFunction } from './functions';
import { httpEvent, lambdaContext, websocketEvent } from './lambda-events';
import { createPageRenderer, isPagePath } from './pages';
import { createStaticSite } from './static-site';
import { twinSecurityHeaders } from './twin-security-headers';
import {
  clientTagHeader,
  createClientLimiter,
  noClientLimits,
  wafBlockedCognitoAnswer,
} from './client-limiter';
import { commonTexts } from '@shared/texts/common';
import { hasJwtAuthorizer } from '@shared/api/route-authorizer';
import { authorizerSettingsFromEnv, createJwtAuthorizer } from './jwt-authorizer';

export interface GatewayOptions {
  port: number;
  webDist: string;
  /** The site's address (canonical URLs, sitemap); `http://localhost:{port}` by default. */
  siteUrl?: string;
  sesEndpoint: string;
  cognitoEndpoint: string;
  s3Endpoint: string;
  publicBucket: string;
  webConfig: Record<string, unknown>;
  /** Lambda function names cognito-local may invoke, mapped to our registry. */
  triggerFunctions: Record<string, OtherFunction>;
  /** The fake Stripe's checkout and invoice pages (`/_local/checkout/*`, `/_local/invoice/*`). */
  localCheckout?: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** The DMI forecast stand-in (fake-dmi.ts): its forecast is set through `/_local/weather`. */
  dmiEndpoint?: string;
  /** The private calendar stand-in (fake-ics.ts): programmed through `/_local/calendars`. */
  icsEndpoint?: string;
  /** Base URL of the fake Stripe's API, served under `/_local/stripe`. */
  stripeApiEndpoint?: string;
  log?: (line: string) => void;
  /** Per-client limits (on unless a test of something else turns them off). */
  clientLimits?: boolean;
  /**
   * Count a request carrying `clientTagHeader` as a client of its own (its address plus the
   * tag): the browser journeys set it per test, so that each test is a visitor of its own, as
   * it would be from its own address. Never set by `npm start`.
   */
  trustClientTag?: boolean;
}

const MAX_BODY = 40 * 1024 * 1024;

/** The scheduled jobs a test may run at once through `POST /_local/jobs/{job}`. */
const localJobs = {
  'private-calendars': 'privateCalendarJob',
  reminders: 'reminderJob',
} as const satisfies Record<string, OtherFunction>;

const compiledRoutes = routes.map((route) => {
  const names: string[] = [];
  const pattern = route.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { route, names, regex: new RegExp(`^${pattern}$`) };
});

/** A path segment decoded; a malformed escape ('%ZZ') stays as written (no id has one). */
function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function matchRoute(method: string, pathname: string) {
  let pathMatched = false;
  for (const { route, names, regex } of compiledRoutes) {
    const m = regex.exec(pathname);
    if (!m) continue;
    pathMatched = true;
    if (route.method !== method) continue;
    const params: Record<string, string> = {};
    names.forEach((name, i) => (params[name] = decodePathSegment(m[i + 1] ?? '')));
    return { route, params };
  }
  return pathMatched ? 'method-not-allowed' : undefined;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(Object.assign(new Error('body too large'), { status: 413 }));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * The client a request counts against. Behind CloudFront, WAF sees the viewer's address; the
 * twin has no proxy in front, so the socket's address is the client's, or the test's tag when
 * the twin trusts it (a test's browser and API context may reach the twin over ::1 and
 * 127.0.0.1, so the tag alone names the visitor).
 */
/**
 * Where the page renderer reads the API in the twin: the gateway's API past the per-client
 * limits, as the page Lambda reads the HTTP API's own address, which WAF does not see.
 * Only from this machine.
 */
const rendererApiPrefix = '/_local/page-api';

const isLocalRequest = (req: IncomingMessage) =>
  ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(req.socket.remoteAddress ?? '');

function clientOf(req: IncomingMessage, trustClientTag: boolean | undefined): string {
  const tag = trustClientTag ? req.headers[clientTagHeader] : undefined;
  if (typeof tag === 'string' && tag !== '') return `tag:${tag.slice(0, 200)}`;
  return req.socket.remoteAddress ?? 'unknown';
}

/** A Cognito call over the account-mail limit: what Cognito answers when its WAF blocks. */
function sendWafBlockedCognitoAnswer(res: ServerResponse) {
  const { status, type, message } = wafBlockedCognitoAnswer;
  res.writeHead(status, {
    'content-type': 'application/x-amz-json-1.1',
    'x-amzn-errortype': type,
    'cache-control': 'no-store',
  });
  res.end(JSON.stringify({ __type: type, message }));
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(JSON.stringify(body));
}

interface StructuredResult {
  statusCode?: number;
  headers?: Record<string, string | number | boolean>;
  body?: string;
  isBase64Encoded?: boolean;
  cookies?: string[];
}

function writeLambdaResult(res: ServerResponse, result: unknown) {
  // HTTP API payload v2: a non-structured result is JSON with status 200.
  const structured =
    typeof result === 'object' && result !== null && 'statusCode' in result
      ? (result as StructuredResult)
      : {
          statusCode: 200,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(result),
        };
  const headers: Record<string, string | string[]> = { 'cache-control': 'no-store' };
  for (const [k, v] of Object.entries(structured.headers ?? {}))
    headers[k.toLowerCase()] = String(v);
  if (structured.cookies?.length) headers['set-cookie'] = structured.cookies;
  res.writeHead(structured.statusCode ?? 200, headers);
  const body = structured.body ?? '';
  res.end(structured.isBase64Encoded ? Buffer.from(body, 'base64') : body);
}

async function proxy(req: IncomingMessage, res: ServerResponse, target: string, body?: Buffer) {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined || ['host', 'connection', 'content-length', 'accept-encoding'].includes(k))
      continue;
    headers.set(k, Array.isArray(v) ? v.join(',') : v);
  }
  const upstream = await fetch(target, {
    method: req.method,
    headers,
    body:
      body && body.length && req.method !== 'GET' && req.method !== 'HEAD'
        ? new Uint8Array(body)
        : undefined,
  });
  const out: Record<string, string> = {};
  upstream.headers.forEach((value, key) => {
    if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(key))
      out[key] = value;
  });
  res.writeHead(upstream.status, out);
  res.end(Buffer.from(await upstream.arrayBuffer()));
}

export async function startGateway(options: GatewayOptions) {
  const log = options.log ?? (() => undefined);
  const site = createStaticSite(options.webDist);
  const sockets = new Map<string, { socket: WebSocket; connectedAt: number }>();
  const localOrigin = `http://127.0.0.1:${options.port}`;
  // Pages render with the site's address the browser uses; they read the API on this port,
  // past the per-client limits as the page Lambda reads the HTTP API's own address past WAF.
  const pages = createPageRenderer({
    webDist: options.webDist,
    siteUrl: options.siteUrl ?? `http://localhost:${options.port}`,
    apiOrigin: `${localOrigin}${rendererApiPrefix}`,
  });

  const limiter = options.clientLimits === false ? noClientLimits : createClientLimiter();
  const authorizer = createJwtAuthorizer(authorizerSettingsFromEnv);
  // The SES stand-in keeps no message tags; the simulated SES events need them.
  noteSentMailTags();

  /** `POST /_local/ses/event`: a simulated bounce or complaint (ses-events.ts). */
  async function handleSesEvent(req: IncomingMessage, res: ServerResponse) {
    let body: { email?: unknown; type?: unknown } = {};
    try {
      body = JSON.parse((await readBody(req)).toString('utf8') || '{}') as typeof body;
    } catch {
      // Answered below as a body without its fields.
    }
    const { email, type } = body;
    if (
      typeof email !== 'string' ||
      !email.includes('@') ||
      (type !== 'bounce' && type !== 'complaint')
    )
      return sendJson(res, 400, {
        message: 'Body: { "email": "<address>", "type": "bounce" | "complaint" }',
      });
    const result = await simulateSesEvent({ sesEndpoint: options.sesEndpoint, email, type });
    return sendJson(res, 200, result);
  }

  /** What WAF's block action answers a client over a limit: 429, the Danish message as JSON. */
  function refuse(res: ServerResponse, limited: { allowed: boolean; retryAfterSeconds: number }) {
    if (limited.allowed) return false;
    res.setHeader('retry-after', String(limited.retryAfterSeconds));
    sendJson(res, 429, { error: commonTexts.tooManyRequests, code: 'too_many_requests' });
    return true;
  }

  /** An API request; `limited: false` for the page renderer's own (the API's own address). */
  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL, limited = true) {
    const method = req.method ?? 'GET';
    const match = matchRoute(method, url.pathname);
    if (match === undefined) return sendJson(res, 404, { error: 'Ikke fundet' });
    if (match === 'method-not-allowed')
      return sendJson(res, 405, { error: 'Metoden er ikke tilladt' });
    const client = clientOf(req, options.trustClientTag);
    if (limited && refuse(res, limiter.check(routeKey(match.route), client))) return;
    if (hasJwtAuthorizer(match.route)) {
      const authorized = await authorizer(req.headers.authorization);
      if (!authorized.allowed) {
        if (authorized.wwwAuthenticate)
          res.setHeader('www-authenticate', authorized.wwwAuthenticate);
        return sendJson(res, authorized.status, authorized.body);
      }
    }
    const body = await readBody(req);
    const event = httpEvent({
      method,
      url,
      routeKey: routeKey(match.route),
      pathParameters: match.params,
      headers: req.headers,
      body,
      sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
    });
    const handler = await loadFunction(match.route.group);
    const started = Date.now();
    const result = await handler(event, lambdaContext(`dronefoto-${match.route.group}`));
    writeLambdaResult(res, result);
    log(
      `${method} ${url.pathname} ${(result as StructuredResult)?.statusCode ?? 200} ${Date.now() - started}ms`,
    );
  }

  async function handleConnections(req: IncomingMessage, res: ServerResponse, id: string) {
    const entry = sockets.get(id);
    const gone = () => {
      res.writeHead(410, {
        'content-type': 'application/json',
        'x-amzn-errortype': 'GoneException',
      });
      res.end(JSON.stringify({ message: 'Gone' }));
    };
    if (!entry) return gone();
    if (req.method === 'POST') {
      const data = await readBody(req);
      entry.socket.send(data.toString('utf8'));
      res.writeHead(200);
      return res.end();
    }
    if (req.method === 'DELETE') {
      entry.socket.close();
      res.writeHead(204);
      return res.end();
    }
    return sendJson(res, 200, {
      ConnectedAt: new Date(entry.connectedAt).toISOString(),
      LastActiveAt: new Date().toISOString(),
    });
  }

  async function handleLambdaInvoke(req: IncomingMessage, res: ServerResponse, name: string) {
    const registered = options.triggerFunctions[name];
    if (!registered) {
      res.writeHead(404, {
        'x-amzn-errortype': 'ResourceNotFoundException',
        'content-type': 'application/json',
      });
      return res.end(JSON.stringify({ message: `Function not found: ${name}` }));
    }
    const event: unknown = JSON.parse((await readBody(req)).toString('utf8') || '{}');
    const handler = await loadFunction(registered);
    try {
      const result = await handler(event, lambdaContext(name));
      res.writeHead(200, {
        'content-type': 'application/json',
        'x-amz-executed-version': '$LATEST',
      });
      res.end(JSON.stringify(result ?? null));
    } catch (error) {
      res.writeHead(200, {
        'content-type': 'application/json',
        'x-amz-function-error': 'Unhandled',
      });
      res.end(JSON.stringify({ errorMessage: String(error) }));
    }
  }

  const securityHeadersFor = twinSecurityHeaders(options);

  async function route(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', localOrigin);
    const path = url.pathname;
    // The product's answers carry the production security headers; the twin's helper pages
    // (mailbox, fake checkout, stand-in proxies) are not the product.
    if (!path.startsWith('/_local/'))
      for (const [name, value] of Object.entries(securityHeadersFor())) res.setHeader(name, value);
    if (path.startsWith('/api/')) return handleApi(req, res, url);
    if (path.startsWith(`${rendererApiPrefix}/api/`) && isLocalRequest(req))
      return handleApi(
        req,
        res,
        new URL(path.slice(rendererApiPrefix.length) + url.search, url),
        false,
      );
    if (path === '/config.json') return sendJson(res, 200, options.webConfig);
    if (path === '/_local/mail') return sendJson(res, 200, await readMailbox(options.sesEndpoint));
    if (path === '/_local/mail/view') {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      });
      return res.end(renderMailbox(await readMailbox(options.sesEndpoint)));
    }
    if (path === '/_local/ses/event' && req.method === 'POST') return handleSesEvent(req, res);
    if (path === '/_local/weather/forecast' && req.method === 'POST' && options.dmiEndpoint)
      return proxy(req, res, `${options.dmiEndpoint}/_forecasts`, await readBody(req));
    const standInCalendar = /^\/_local\/calendars\/([\w-]+)$/.exec(path)?.[1];
    if (standInCalendar && req.method === 'PUT' && options.icsEndpoint) {
      const set = await fetch(`${options.icsEndpoint}/_calendars/${standInCalendar}`, {
        method: 'PUT',
        body: new Uint8Array(await readBody(req)),
      });
      return sendJson(res, set.ok ? 200 : 502, {
        address: `${options.icsEndpoint}/${standInCalendar}.ics`,
      });
    }
    const job = /^\/_local\/jobs\/([\w-]+)$/.exec(path)?.[1];
    if (job && req.method === 'POST' && job in localJobs) {
      const run = await loadFunction(localJobs[job as keyof typeof localJobs]);
      return sendJson(res, 200, await run({ source: 'local.schedule' }, {}));
    }
    if (path === '/_local/weather/check' && req.method === 'POST') {
      const weatherJob = await loadFunction('weatherJob');
      return sendJson(res, 200, await weatherJob({ source: 'local.schedule' }, {}));
    }
    if (path === '/_local/firms/monthly-invoices' && req.method === 'POST') {
      const firmInvoiceJob = await loadFunction('firmInvoiceJob');
      const body = JSON.parse((await readBody(req)).toString('utf8') || '{}') as {
        month?: unknown;
      };
      return sendJson(res, 200, await firmInvoiceJob({ month: body.month }, {}));
    }
    const connection = /^\/_local\/ws\/@connections\/([^/]+)$/.exec(path);
    if (connection?.[1]) return handleConnections(req, res, decodeURIComponent(connection[1]));
    const invoke = /^\/_local\/lambda\/2015-03-31\/functions\/([^/]+)\/invocations$/.exec(path);
    if (invoke?.[1] && req.method === 'POST')
      return handleLambdaInvoke(req, res, decodeURIComponent(invoke[1]));
    if (
      (path.startsWith('/_local/checkout/') || path.startsWith('/_local/invoice/')) &&
      options.localCheckout
    )
      return options.localCheckout(req, res);
    if (path.startsWith('/_local/stripe/') && options.stripeApiEndpoint) {
      const rest = path.slice('/_local/stripe'.length);
      return proxy(
        req,
        res,
        `${options.stripeApiEndpoint}${rest}${url.search}`,
        await readBody(req),
      );
    }
    if (path.startsWith('/_local/cognito')) {
      const target = req.headers['x-amz-target'];
      const limited = limiter.checkCognito(
        typeof target === 'string' ? target : undefined,
        clientOf(req, options.trustClientTag),
      );
      if (!limited.allowed) return sendWafBlockedCognitoAnswer(res);
      const rest = path.slice('/_local/cognito'.length) || '/';
      return proxy(req, res, `${options.cognitoEndpoint}${rest}${url.search}`, await readBody(req));
    }
    if (path.startsWith('/media/') && (req.method === 'GET' || req.method === 'HEAD')) {
      const key = path.slice('/media/'.length);
      return proxy(req, res, `${options.s3Endpoint}/${options.publicBucket}/${key}`);
    }
    if ((req.method === 'GET' || req.method === 'HEAD') && isPagePath(path)) {
      // A page the renderer answers with a limited route (`/coverage?address=…`), counted
      // as WAF counts it in front of CloudFront.
      const client = clientOf(req, options.trustClientTag);
      if (refuse(res, limiter.checkPage(path, url.searchParams, client))) return;
      if (await pages.serve(req, res, url)) return;
    }
    if (req.method === 'GET' || req.method === 'HEAD') return site.serve(req, res, url);
    return sendJson(res, 405, { error: 'Metoden er ikke tilladt' });
  }

  const server = http.createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      const status = (error as { status?: number }).status ?? 500;
      log(`error ${req.method} ${req.url}: ${String(error)}`);
      if (!res.headersSent) sendJson(res, status, { error: commonTexts.genericError });
      else res.end();
    });
  });

  // Idle keep-alive connections stay open a minute, as behind CloudFront and API Gateway, not
  // Node's 5 s: a client reusing a connection the moment Node closed it gets ECONNRESET.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', localOrigin);
    if (url.pathname !== '/ws') return socket.destroy();
    void (async () => {
      const connectionId = randomBytes(12).toString('base64url');
      const connectedAt = Date.now();
      const handler = await loadFunction('websocket');
      const base = {
        connectionId,
        connectedAt,
        domainName: req.headers.host ?? 'localhost',
      };
      const query = Object.fromEntries(url.searchParams);
      const result = (await handler(
        websocketEvent({ ...base, routeKey: '$connect', query }),
        lambdaContext('dronefoto-websocket'),
      )) as StructuredResult | undefined;
      if ((result?.statusCode ?? 200) >= 400) {
        socket.write(`HTTP/1.1 ${result?.statusCode ?? 403} Forbidden\r\n\r\n`);
        return socket.destroy();
      }
      wss.handleUpgrade(req, socket, head, (ws) => {
        sockets.set(connectionId, { socket: ws, connectedAt });
        ws.on('message', (data) => {
          void handler(
            websocketEvent({ ...base, routeKey: '$default', body: data.toString() }),
            lambdaContext('dronefoto-websocket'),
          ).catch((e: unknown) => log(`ws message error: ${String(e)}`));
        });
        ws.on('close', () => {
          sockets.delete(connectionId);
          void handler(
            websocketEvent({ ...base, routeKey: '$disconnect' }),
            lambdaContext('dronefoto-websocket'),
          ).catch((e: unknown) => log(`ws disconnect error: ${String(e)}`));
        });
      });
    })().catch((error: unknown) => {
      log(`ws connect error: ${String(error)}`);
      socket.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, () => resolve());
  });

  return {
    server,
    close: () =>
      new Promise<void>((resolve) => {
        for (const { socket } of sockets.values()) socket.terminate();
        wss.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
