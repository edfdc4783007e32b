/**
 * Cold-start benchmark of the Lambda functions (`npm run bench:cold`, docs/decisions/0022):
 *
 * 1. builds every function of the CDK app as `cdk synth` bundles it: the functions are found
 *    in the synthesized stack (without CDK's own bundling) and built by esbuild with the one
 *    definition of the bundling settings both use (infra/constructs/bundling.ts), with a
 *    metafile (what each bundle carries: `.tmp/bench-cold/<function>/carries.txt`);
 * 2. starts DynamoDB Local with the demo's table items and a stand-in of the user pool's key
 *    set (the handlers verify tokens against it as against Cognito);
 * 3. per function, BENCH_RUNS times (5): a fresh `node` process (the function's NODE_OPTIONS,
 *    a Lambda's environment) imports the bundle and answers one representative request
 *    (for an HTTP function a GET that reads the table, where the group has one), and an
 *    empty `node` process runs beside it (cold-start-probe.mjs). The CPU time (user + system)
 *    is compared by median: the import above the empty process, and the first request.
 *
 * The page renderer (decision 0023) is a function of the stack too, but built by Vite, not by
 * esbuild (`npm run build:web`, run here when its sources changed): its row measures the
 * import of web/dist-server/lambda.mjs as built, with its lazily loaded page chunks beside it
 * and no request (rendering reads the public API, which this bench does not run).
 *
 * Prints a table and writes it to .tmp/bench-cold.json. BENCH_ONLY=catalog,admin measures
 * only those functions. Goal: each import within 100 ms of CPU above the empty process, each
 * bundle under 300 KB minified.
 */
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { build, type Metafile } from 'esbuild';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { entryOfAppFunction } from '@infra/constructs/app-function';
import { buildLazyPackages } from '@infra/constructs/lambda-esbuild.mjs';
import {
  awsSdkSource,
  lambdaEsbuildOptions,
  lambdaNodeOptions,
  type AwsSdkSource,
} from '@infra/constructs/bundling';
import { freePort } from '@infra/local/process';
import { buildWebIfStale, pageRendererDir, webDistDir } from '@infra/local/web-build';
import { startDynamoDb } from '@infra/local/services';
import { ensureTable, localDynamoClient } from '@infra/local/table';
import { lambdaContext } from '@infra/local/lambda-events';
import { synthStack } from '@infra/test/synth-stack';

const exec = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const outDir = path.join(root, '.tmp', 'bench-cold');
const probe = fileURLToPath(new URL('./cold-start-probe.mjs', import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 5);
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
/** BENCH_AWS_SDK=runtime|bundled measures the other choice of decision 0022. */
const sdk = (process.env.BENCH_AWS_SDK as AwsSdkSource | undefined) ?? awsSdkSource;
const log = (line: string) => console.log(line);

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** `functions/catalog/index.ts` -> `catalog`, `functions/realtime/ws.ts` -> `realtime/ws`. */
function functionName(entry: string): string {
  return entry
    .replace(/^functions\//, '')
    .replace(/\/index\.ts$/, '')
    .replace(/\.ts$/, '');
}

/** The entries of every function the stack deploys, found as `cdk synth` finds them. */
function deployedEntries(): string[] {
  const { app } = synthStack();
  const entries = app.node
    .findAll()
    .filter((c): c is NodejsFunction => c instanceof NodejsFunction)
    .map((fn) => entryOfAppFunction(fn))
    .filter((entry): entry is string => entry !== undefined);
  return [...new Set(entries)].sort();
}

interface Built {
  name: string;
  entry: string;
  file: string;
  bytes: number;
  /** Packages shipped beside the bundle, loaded only by the operations that use them. */
  lazy: Array<{ name: string; bytes: number }>;
  /** Bytes in the bundle per package (`(own code)` for the repository's). */
  carries: Array<[string, number]>;
}

function packageOf(input: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  return match ? match[1]! : '(own code)';
}

async function buildFunction(entry: string): Promise<Built> {
  const name = functionName(entry);
  const dir = path.join(outDir, name.replace(/\//g, '-'));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'index.mjs');
  const result = await build({
    ...lambdaEsbuildOptions(path.join(root, entry), file, sdk),
    absWorkingDir: root,
    metafile: true,
    logLevel: 'error',
  });
  const metafile: Metafile = result.metafile;
  const perPackage = new Map<string, number>();
  for (const output of Object.values(metafile.outputs))
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs))
      perPackage.set(packageOf(input), (perPackage.get(packageOf(input)) ?? 0) + bytesInOutput);
  const carries = [...perPackage].sort((a, b) => b[1] - a[1]);
  writeFileSync(path.join(dir, 'meta.json'), JSON.stringify(metafile));
  writeFileSync(
    path.join(dir, 'carries.txt'),
    carries.map(([pkg, bytes]) => `${(bytes / 1024).toFixed(1).padStart(8)} KB  ${pkg}`).join('\n'),
  );
  const lazy = await buildLazyPackages(dir);
  return { name, entry, file, bytes: statSync(file).size, lazy, carries };
}

/** The name of the page renderer's row. */
const pageRendererName = 'page-renderer';

/** The page renderer as `npm run build:web` builds it (rebuilt here if its sources changed). */
async function pageRenderer(): Promise<Built> {
  await buildWebIfStale(root, () => undefined);
  const dir = pageRendererDir(webDistDir(root));
  const file = path.join(dir, 'lambda.mjs');
  const chunks = path.join(dir, 'chunks');
  const chunkBytes = readdirSync(chunks).reduce(
    (sum, name) => sum + statSync(path.join(chunks, name)).size,
    0,
  );
  return {
    name: pageRendererName,
    entry: 'web/src/server/lambda.ts',
    file,
    bytes: statSync(file).size,
    lazy: [{ name: 'page chunks', bytes: chunkBytes }],
    carries: [],
  };
}

/** A stand-in of the user pool: its key set, and tokens it would have signed. */
interface Pool {
  server: Server;
  issuer: string;
  clientId: string;
  token(groups: string[]): Promise<string>;
}

async function startPool(): Promise<Pool> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256', use: 'sig' };
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}/eu-north-1_bench`;
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const clientId = 'bench-client';
  const token = (groups: string[]) =>
    new SignJWT({
      token_use: 'access',
      client_id: clientId,
      username: 'bench-user',
      'cognito:groups': groups,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'bench' })
      .setSubject(benchUserId)
      .setIssuer(issuer)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey as CryptoKey);
  return { server, issuer, clientId, token };
}

type Caller = 'public' | 'user' | 'admin';

/** The signed-in user of the bench's tokens, with a profile in the table. */
const benchUserId = '11111111-2222-4333-8444-555555555555';
const benchEmail = 'kunde@example.dk';

interface HttpRequest {
  method: string;
  /** Route path with `{name}` parameters. */
  route: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  caller: Caller;
}

/**
 * The first request each HTTP function group answers here: a GET that reads the table where
 * the group has one; the groups without a GET answer a request of theirs that does.
 */
const httpRequests: Record<string, HttpRequest> = {
  catalog: { method: 'GET', route: '/api/products', caller: 'public' },
  content: { method: 'GET', route: '/api/content', caller: 'public' },
  accounts: { method: 'GET', route: '/api/me/data', caller: 'user' },
  bookings: { method: 'GET', route: '/api/me/bookings', caller: 'user' },
  portfolio: {
    method: 'PUT',
    route: '/api/portfolio/{id}/reaction',
    params: { id: 'no-such-item' },
    body: { reaction: 'like' },
    caller: 'user',
  },
  newsletter: {
    method: 'GET',
    route: '/api/newsletter/unsubscribe-link',
    // `sig` is signed once the environment is set (main).
    query: { email: benchEmail, sig: '' },
    caller: 'public',
  },
  coverage: {
    method: 'POST',
    route: '/api/coverage/check',
    body: { address: 'Vestergade 1, 8000 Aarhus C' },
    caller: 'public',
  },
  payments: {
    method: 'POST',
    route: '/api/bookings/{id}/cancel-checkout',
    params: { id: 'no-such-booking' },
    caller: 'user',
  },
  ratings: {
    method: 'GET',
    route: '/api/rate-booking',
    query: { bookingId: 'no-such-booking', token: 'no-such-token' },
    caller: 'public',
  },
  admin: { method: 'GET', route: '/api/admin/bookings', caller: 'admin' },
  'catalog-admin': { method: 'GET', route: '/api/admin/zones', caller: 'admin' },
  planning: { method: 'GET', route: '/api/admin/schedules', caller: 'admin' },
  'payment-setup': { method: 'DELETE', route: '/api/admin/card-payments', caller: 'admin' },
  'bookkeeping-setup': { method: 'GET', route: '/api/admin/economic', caller: 'admin' },
};

async function httpEventOf(request: HttpRequest, pool: Pool): Promise<unknown> {
  const rawPath = request.route.replace(/\{(\w+)\}/g, (_m, name: string) => {
    return encodeURIComponent(request.params?.[name] ?? name);
  });
  const headers: Record<string, string> = {
    host: 'bench.example.dk',
    'user-agent': 'bench-cold',
    'accept-encoding': 'gzip, br',
  };
  if (request.caller !== 'public')
    headers.authorization = `Bearer ${await pool.token(request.caller === 'admin' ? ['admin'] : [])}`;
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  if (body) headers['content-type'] = 'application/json';
  const rawQueryString = new URLSearchParams(request.query ?? {}).toString();
  const routeKey = `${request.method} ${request.route}`;
  const now = Date.now();
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString,
    headers,
    queryStringParameters: request.query,
    pathParameters: request.params,
    body,
    isBase64Encoded: false,
    requestContext: {
      accountId: 'bench',
      apiId: 'bench',
      domainName: headers.host,
      domainPrefix: 'bench',
      http: {
        method: request.method,
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: '192.0.2.10',
        userAgent: 'bench-cold',
      },
      requestId: 'bench-request',
      routeKey,
      stage: '$default',
      time: new Date(now).toISOString(),
      timeEpoch: now,
    },
  };
}

/** The first event of the functions without routes, as their AWS sources deliver them. */
async function backgroundEventOf(name: string, pool: Pool): Promise<unknown> {
  const now = Date.now();
  switch (name) {
    case 'realtime/ws':
      return {
        queryStringParameters: { token: await pool.token([]) },
        isBase64Encoded: false,
        requestContext: {
          apiId: 'bench',
          connectedAt: now,
          connectionId: 'bench-connection=',
          domainName: 'bench.execute-api.eu-north-1.amazonaws.com',
          eventType: 'CONNECT',
          extendedRequestId: 'bench',
          messageDirection: 'IN',
          messageId: 'bench',
          requestId: 'bench',
          requestTime: new Date(now).toUTCString(),
          requestTimeEpoch: now,
          routeKey: '$connect',
          stage: 'prod',
        },
      };
    case 'realtime/stream':
      return {
        Records: [
          {
            eventID: '1',
            eventName: 'MODIFY',
            eventSource: 'aws:dynamodb',
            dynamodb: {
              Keys: { pk: { S: 'PRODUCT#bench' }, sk: { S: 'PRODUCT' } },
              NewImage: {
                pk: { S: 'PRODUCT#bench' },
                sk: { S: 'PRODUCT' },
                entity: { S: 'product' },
              },
            },
          },
        ],
      };
    case 'accounts/custom-message':
      return {
        version: '1',
        region: 'eu-north-1',
        userPoolId: 'eu-north-1_bench',
        userName: 'kunde@example.dk',
        triggerSource: 'CustomMessage_SignUp',
        callerContext: { awsSdkVersion: '1', clientId: pool.clientId },
        request: {
          userAttributes: { email: 'kunde@example.dk' },
          codeParameter: '{####}',
          usernameParameter: null,
        },
        response: { smsMessage: null, emailMessage: null, emailSubject: null },
      };
    case 'accounts/post-confirmation':
      return {
        version: '1',
        region: 'eu-north-1',
        userPoolId: 'eu-north-1_bench',
        userName: 'bench-new-user',
        triggerSource: 'PostConfirmation_ConfirmSignUp',
        callerContext: { awsSdkVersion: '1', clientId: pool.clientId },
        request: {
          userAttributes: {
            sub: '99999999-2222-4333-8444-555555555555',
            email: 'ny@example.dk',
          },
        },
        response: {},
      };
    case 'mail-events/ses-events':
      return {
        Records: [
          {
            EventSource: 'aws:sns',
            Sns: {
              Type: 'Notification',
              MessageId: 'bench',
              Message: JSON.stringify({
                eventType: 'Bounce',
                mail: { messageId: 'bench', timestamp: new Date(now).toISOString() },
                bounce: {
                  bounceType: 'Permanent',
                  bounceSubType: 'General',
                  bouncedRecipients: [{ emailAddress: 'ukendt@example.dk' }],
                  timestamp: new Date(now).toISOString(),
                },
              }),
            },
          },
        ],
      };
    default:
      // The scheduled jobs: an EventBridge schedule's event.
      return {
        version: '0',
        id: 'bench',
        'detail-type': 'Scheduled Event',
        source: 'aws.events',
        time: new Date(now).toISOString(),
        region: 'eu-north-1',
        resources: [],
        detail: {},
      };
  }
}

interface ProbeResult {
  started: number;
  imported?: number;
  request?: number;
  status?: number | string;
  ended: number;
}

async function runProbe(env: NodeJS.ProcessEnv, args: string[]): Promise<ProbeResult> {
  const resultFile = path.join(outDir, `probe-${process.pid}.json`);
  rmSync(resultFile, { force: true });
  await exec(process.execPath, [probe, resultFile, ...args], {
    env,
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(readFileSync(resultFile, 'utf8')) as ProbeResult;
}

interface Row {
  function: string;
  kb: number;
  /** Lazily loaded packages beside the bundle, e.g. `stripe 241`. */
  lazy: string;
  /** Median CPU ms of the import above the empty process beside it. */
  importMs: number;
  /** Median CPU ms of the first request (after the import, in the same process). */
  requestMs: number | null;
  status: string;
  /** Median CPU ms of the empty Node processes run beside this function. */
  emptyMs: number;
  carries: Array<[string, number]>;
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const entries = deployedEntries().filter((entry) => !only || only.includes(functionName(entry)));
  log(`Building ${entries.length} functions as cdk synth does (AWS SDK: ${sdk}) ...`);
  const built: Built[] = [];
  for (const entry of entries) built.push(await buildFunction(entry));
  if (!only || only.includes(pageRendererName)) built.push(await pageRenderer());

  const dynamo = await startDynamoDb(await freePort());
  const pool = await startPool();
  try {
    const tableName = 'bench-cold';
    await ensureTable(localDynamoClient(dynamo.url), tableName);
    // A Lambda's environment: credentials from the runtime, the stack's settings.
    const lambdaEnv: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      NODE_OPTIONS: lambdaNodeOptions,
      TZ: 'UTC',
      LANG: 'en_US.UTF-8',
      AWS_REGION: 'eu-north-1',
      AWS_DEFAULT_REGION: 'eu-north-1',
      AWS_ACCESS_KEY_ID: 'ASIABENCHBENCHBENCH0',
      AWS_SECRET_ACCESS_KEY: 'bench-secret-access-key',
      AWS_SESSION_TOKEN: 'bench-session-token',
      AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x',
      AWS_LAMBDA_FUNCTION_MEMORY_SIZE: '512',
      TABLE_NAME: tableName,
      DYNAMODB_ENDPOINT: dynamo.url,
      USER_POOL_ID: 'eu-north-1_bench',
      USER_POOL_CLIENT_ID: pool.clientId,
      COGNITO_ISSUER: pool.issuer,
      COGNITO_JWKS_URL: `${pool.issuer}/.well-known/jwks.json`,
      PUBLIC_BUCKET: 'bench-public',
      PRIVATE_BUCKET: 'bench-private',
      SITE_URL: 'https://dronefoto.example.dk',
      MAIL_FROM: 'Dronefoto <booking@example.dk>',
      MAIL_CONFIGURATION_SET: 'dronefoto-mail',
      LINK_SIGNING_SECRET: 'bench-link-signing-secret-0123456789',
      // The offline gazetteer: Amazon Location has no stand-in for geocoding here.
      GEOCODER: 'gazetteer',
      POWERTOOLS_LOG_LEVEL: 'WARN',
    };
    // The demo's table items, written through the handlers' own data modules.
    Object.assign(process.env, lambdaEnv, { NODE_OPTIONS: process.env.NODE_OPTIONS ?? '' });
    const { resetConfig } = await import('@functions/lib/config');
    const { resetDb } = await import('@functions/lib/db');
    resetConfig();
    resetDb();
    const { seedDemoTable } = await import('@infra/local/seed/run');
    await seedDemoTable();
    const { ensureProfile } = await import('@functions/stores/profiles');
    await ensureProfile(benchUserId, benchEmail);
    const { unsubscribeUrl } = await import('@functions/capabilities/links/link-signing');
    const unsubscribe = httpRequests.newsletter!;
    unsubscribe.query = Object.fromEntries(new URL(unsubscribeUrl(benchEmail)).searchParams);

    const rows: Row[] = [];
    for (const fn of built) {
      const group = fn.entry.match(/^functions\/([^/]+)\/index\.ts$/)?.[1];
      const request = group ? httpRequests[group] : undefined;
      const event =
        fn.name === pageRendererName
          ? undefined
          : request
            ? await httpEventOf(request, pool)
            : group
              ? undefined
              : await backgroundEventOf(fn.name, pool);
      const eventFile = path.join(path.dirname(fn.file), 'event.json');
      const context = lambdaContext(`dronefoto-${fn.name.replace(/\//g, '-')}`);
      writeFileSync(eventFile, JSON.stringify({ event, context }));
      const env = {
        ...lambdaEnv,
        AWS_LAMBDA_FUNCTION_NAME: context.functionName,
        ...(group ? { FUNCTION_GROUP: group } : {}),
      };
      const imports: number[] = [];
      const requests: number[] = [];
      const empties: number[] = [];
      let status = '';
      for (let run = 0; run < runs; run++) {
        empties.push((await runProbe(env, [])).ended);
        const result = await runProbe(env, event ? [fn.file, eventFile] : [fn.file]);
        imports.push(result.imported!);
        if (result.request !== undefined) requests.push(result.request);
        status = String(result.status ?? '');
      }
      const emptyMs = median(empties);
      const row: Row = {
        function: fn.name,
        kb: Math.round(fn.bytes / 102.4) / 10,
        lazy: fn.lazy.map(({ name, bytes }) => `${name} ${Math.round(bytes / 1024)}`).join(', '),
        importMs: Math.round(median(imports) - emptyMs),
        requestMs: requests.length ? Math.round(median(requests)) : null,
        status,
        emptyMs: Math.round(emptyMs),
        carries: fn.carries.slice(0, 6),
      };
      rows.push(row);
      log(
        `  ${row.function}: ${row.kb} KB, import ${row.importMs} ms, request ${row.requestMs ?? '-'} ms (${row.status})`,
      );
    }
    printTable(rows);
    writeFileSync(
      path.join(root, '.tmp', 'bench-cold.json'),
      JSON.stringify({ measuredAt: new Date().toISOString(), runs, awsSdk: sdk, rows }, null, 2),
    );
    log(
      '\nWritten to .tmp/bench-cold.json; what each bundle carries: .tmp/bench-cold/*/carries.txt',
    );
  } finally {
    pool.server.close();
    await dynamo.stop();
  }
}

function printTable(rows: Row[]) {
  const header = [
    'function',
    'KB min.',
    'import ms',
    'request ms',
    'status',
    'empty ms',
    'lazy KB',
    'largest parts',
  ];
  const lines = rows.map((row) => [
    row.function,
    row.kb.toFixed(1),
    String(row.importMs),
    row.requestMs === null ? '-' : String(row.requestMs),
    row.status,
    String(row.emptyMs),
    row.lazy || '-',
    row.carries
      .slice(0, 3)
      .map(([pkg, bytes]) => `${pkg} ${Math.round(bytes / 1024)}`)
      .join(', '),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 || i >= 4 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join(' | ');
  log('');
  log(format(header));
  log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const line of lines) log(format(line));
  log(
    `\nCPU: median of ${runs} fresh processes; import = above an empty node process (${process.version}), goal <= 100 ms; size goal < 300 KB.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
