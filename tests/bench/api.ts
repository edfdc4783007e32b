/**
 * API benchmark against the local twin (`npm run bench:api`): availability, bootstrap, search
 * and booking creation with autocannon at 8 concurrent connections, printing requests/s,
 * p50/p95/p99 latency, non-2xx answers and the CPU the twin's process spent per request
 * (from /proc, so it counts the handlers' work and not the benchmark's), alone and with the
 * stand-ins it started (DynamoDB Local's JVM above all). Availability runs twice: a warm-up
 * round first, so the second measures warm code, as a warm Lambda runs it.
 *
 * BENCH_URL measures a running site (no CPU figure then), else a fresh twin on BENCH_PORT
 * (3450 by default). BENCH_SECONDS sets each scenario's length (10 s).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import autocannon from 'autocannon';
import { startBenchSite } from './local-twin';

const root = fileURLToPath(new URL('../..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 8;
const log = (line: string) => console.log(line);

/** User and system CPU time of a process so far, in ms (Linux clock ticks are 10 ms). */
function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * CPU time so far of every process in the twin's process group (its gateway and functions
 * plus the stand-ins it started, e.g. DynamoDB Local), in ms. Processes that ended are not
 * counted, so it is only compared across one scenario.
 */
function groupCpuMs(pgid: number | undefined): number | undefined {
  if (pgid === undefined) return undefined;
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ');
      if (Number(fields[2]) === pgid) total += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

interface Scenario {
  name: string;
  options: Omit<Parameters<typeof autocannon>[0], 'url' | 'connections'>;
}

async function run(url: string, pid: number | undefined, scenario: Scenario) {
  const latencies: number[] = [];
  const cpuBefore = cpuMs(pid);
  const groupBefore = groupCpuMs(pid);
  const length = scenario.options.amount === undefined ? { duration: seconds } : {};
  const instance = autocannon({ url, connections, ...length, ...scenario.options });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  const cpuAfter = cpuMs(pid);
  const groupAfter = groupCpuMs(pid);
  latencies.sort((a, b) => a - b);
  const total = latencies.length;
  const cpu =
    cpuBefore === undefined || cpuAfter === undefined || total === 0
      ? 'n/a'
      : `${((cpuAfter - cpuBefore) / total).toFixed(1)} ms`;
  const groupCpu =
    groupBefore === undefined || groupAfter === undefined || total === 0
      ? 'n/a'
      : `${((groupAfter - groupBefore) / total).toFixed(1)} ms`;
  log(
    `${scenario.name.padEnd(22)} ${(total / result.duration).toFixed(0).padStart(6)} req/s  ` +
      `p50 ${percentile(latencies, 50).toFixed(0).padStart(4)} ms  ` +
      `p95 ${percentile(latencies, 95).toFixed(0).padStart(4)} ms  ` +
      `p99 ${percentile(latencies, 99).toFixed(0).padStart(4)} ms  ` +
      `non-2xx ${String(result.non2xx).padStart(5)}  CPU/request ${cpu} ` +
      `(with stand-ins ${groupCpu})`,
  );
}

/** An access token of the demo admin (who may book like any signed-in customer). */
async function demoAccessToken(url: string): Promise<string> {
  const config = (await (await fetch(`${url}/config.json`)).json()) as {
    region: string;
    userPoolClientId: string;
    cognitoEndpoint?: string;
  };
  const endpoint = config.cognitoEndpoint?.startsWith('/')
    ? `${url}${config.cognitoEndpoint}`
    : config.cognitoEndpoint;
  const cognito = new CognitoIdentityProviderClient({
    region: config.region,
    endpoint,
    credentials: { accessKeyId: 'bench', secretAccessKey: 'bench' },
  });
  const auth = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config.userPoolClientId,
      AuthParameters: {
        USERNAME: process.env.ADMIN_EMAIL ?? 'admin@dronefoto.dk',
        PASSWORD: process.env.ADMIN_PASSWORD ?? 'Admin123!',
      },
    }),
  );
  return auth.AuthenticationResult?.AccessToken ?? '';
}

/** Free slots of the window, one per booking request of the benchmark. */
async function freeSlots(url: string): Promise<Array<{ date: string; time: string }>> {
  const availability = (await (await fetch(`${url}/api/availability`)).json()) as {
    days: Array<{ date: string; slots: Array<{ time: string }> }>;
  };
  return availability.days.flatMap((day) =>
    day.slots.map((slot) => ({ date: day.date, time: slot.time })),
  );
}

const site = await startBenchSite(root, log);
try {
  const { url, pid } = site;
  log(`API benchmark: ${connections} connections, ${seconds} s per scenario, ${url}`);
  await run(url, pid, {
    name: 'availability (warm-up)',
    options: { requests: [{ path: '/api/availability?lat=56.15&lon=10.2' }] },
  });
  await run(url, pid, {
    name: 'availability, address given (Aarhus C)',
    options: { requests: [{ path: '/api/availability?lat=56.15&lon=10.2' }] },
  });
  await run(url, pid, {
    name: 'availability, no address',
    options: { requests: [{ path: '/api/availability' }] },
  });
  await run(url, pid, { name: 'bootstrap', options: { requests: [{ path: '/api/bootstrap' }] } });
  await run(url, pid, { name: 'search', options: { requests: [{ path: '/api/search?q=bolig' }] } });

  const token = await demoAccessToken(url);
  const products = (await (await fetch(`${url}/api/products`)).json()) as Array<{ id: number }>;
  const slots = await freeSlots(url);
  let next = 0;
  await run(url, pid, {
    name: `booking creation (${slots.length} slots)`,
    options: {
      amount: slots.length,
      requests: [
        {
          method: 'POST',
          path: '/api/bookings',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          setupRequest: (request) => {
            const slot = slots[next++ % slots.length]!;
            return {
              ...request,
              body: JSON.stringify({
                product_id: products[0]!.id,
                booking_date: slot.date,
                booking_time: slot.time,
                address: 'Vestergade 1, 8000 Aarhus C',
                payment_method: 'card',
                terms_accepted: true,
                customer_name: 'Bench Kunde',
                customer_phone: '12 34 56 78',
              }),
            };
          },
        },
      ],
    },
  } as Scenario);
} finally {
  await site.stop();
}
