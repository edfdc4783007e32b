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
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startBenchSite } from './local-twin';
import { cpuMs, groupCpuMs, percentile } from './twin-cpu';
import { benchAccounts, cardBookingBody, freeSlots, siteCognito, signIn } from './bench-accounts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 8;
const log = (line: string) => console.log(line);

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

  // Two card checkouts per customer at most (the cap): 100 bookings by 50 bench customers.
  const products = (await (await fetch(`${url}/api/products`)).json()) as Array<{ id: number }>;
  const slots = (await freeSlots(url)).slice(0, 100);
  const cognito = await siteCognito(url);
  const tokens: string[] = [];
  for (const account of await benchAccounts(url, site.dataDir, 'api', Math.ceil(slots.length / 2)))
    tokens.push(await signIn(cognito, account));
  let next = 0;
  await run(url, pid, {
    name: `booking creation (${slots.length} slots)`,
    options: {
      amount: slots.length,
      requests: [
        {
          method: 'POST',
          path: '/api/bookings',
          setupRequest: (request) => {
            const n = next++;
            const slot = slots[n % slots.length]!;
            return {
              ...request,
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${tokens[Math.floor(n / 2) % tokens.length]}`,
              },
              body: cardBookingBody(products[0]!.id, slot),
            };
          },
        },
      ],
    },
  } as Scenario);
} finally {
  await site.stop();
}
