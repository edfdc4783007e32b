/**
 * Newsletter peak benchmark (`npm run bench:peak`, issue 46): what the stack holds when a
 * campaign sends a few thousand readers to the site within minutes. Against a fresh local twin
 * on loopback (or BENCH_URL, a twin already running), it
 *
 * 1. measures each route's handler CPU per request, alone (the twin's process from /proc;
 *    with its stand-ins beside it);
 * 2. steps the arrival rate up (5, 10, 20, ... requests/s, each ramped and held) until p95
 *    reaches 300 ms or a 5xx or a failed request appears: the highest rate that held;
 * 3. runs the spike: from 0 to that rate (or PEAK_RATE) within 10 seconds, held for 2 minutes,
 *    with 20 customers trying the same free slot at once in the middle of it;
 *
 * and prints per route p50/p95/p99 and the 2xx, 5xx, 429 and other 4xx counts. The mix: public
 * pages through the page renderer, /api/bootstrap, availability for addresses, coverage
 * checks, sign-ins, and about 3 % booking attempts (card checkouts by bench customers).
 *
 * Bounded: at most BENCH_MAX_REQUESTS requests (40,000) and the phases' fixed lengths (about
 * 5 minutes; `--quick`: about 1 minute, shorter holds). Only loopback URLs are accepted.
 * Exits non-zero on any 5xx or unless exactly one of the 20 same-slot attempts won.
 */
import { fileURLToPath } from 'node:url';
import { loadavg } from 'node:os';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { startBenchSite } from './local-twin';
import { cpuMs, groupCpuMs } from './twin-cpu';
import {
  benchAccounts,
  cardBookingBody,
  freeSlots,
  siteCognito,
  signIn,
  type BenchSlot,
} from './bench-accounts';
import {
  latencyPercentiles,
  overall,
  runPhase,
  visitorHeaders,
  type PhaseResult,
  type TrafficRoute,
} from './peak-traffic';

const root = fileURLToPath(new URL('../..', import.meta.url));
const quick = process.argv.includes('--quick');
const log = (line: string) => console.log(line);
const goalP95Ms = 300;
const budget = { requests: Number(process.env.BENCH_MAX_REQUESTS ?? 40_000) };
const stepRates = quick ? [2, 5, 10, 20, 40] : [2, 5, 10, 20, 30, 40, 60, 80, 100];
const step = quick ? { rampSeconds: 2, holdSeconds: 8 } : { rampSeconds: 5, holdSeconds: 15 };
const spike = { rampSeconds: 10, holdSeconds: quick ? 20 : 120 };
/**
 * The spike holds this share of the highest step that held: a step holds for 15 s, while
 * two minutes at that very rate let any queue grow (a rate at the edge is not one to plan on).
 */
const spikeShareOfHighest = 0.75;
const calibrationRequests = quick ? 10 : 30;

/** Addresses in and around the demo zones, as readers type them. */
const addresses = [
  'Vestergade 1, 8000 Aarhus C',
  'Søndergade 20, 8000 Aarhus C',
  'Nørregade 5, 8000 Aarhus C',
  'Jægergårdsgade 40, 8000 Aarhus C',
  'Strøget 1, 1160 København K',
];
/** Points in Aarhus for availability with an address (the booking page sends lat/lon). */
const points = [
  [56.1572, 10.2107],
  [56.1496, 10.2045],
  [56.1629, 10.2039],
  [56.1404, 10.1968],
];
const any = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

const site = await startBenchSite(root, log, { LOCAL_TRUST_CLIENT_TAG: '1' });
try {
  const { url, pid } = site;
  if (!/^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(url))
    throw new Error(`bench:peak runs against a twin on loopback only, not ${url}`);

  const products = (await (await fetch(`${url}/api/products`)).json()) as Array<{ id: number }>;
  // The slots free for the booked product at the booked address (Vestergade 1, Aarhus C), as
  // the booking page asks: a slot free in general can still be too late for a longer shoot.
  const [lat, lon] = points[0]!;
  const allFree = await freeSlots(url, `?lat=${lat}&lon=${lon}&product_id=${products[0]!.id}`);
  // The contested slot's whole day is kept out of the mix's bookings: a mix booking an hour
  // before it would take it by the drive and the buffer between shoots, not by the race.
  const contested = allFree.at(-1)!;
  const free = allFree.filter((slot) => slot.date !== contested.date);
  const cognito = await siteCognito(url);
  log('Making bench customers (30 for the mix, 20 for the same-slot attempts)...');
  const mixAccounts = await benchAccounts(url, site.dataDir, 'peak', 30);
  const mixTokens: string[] = [];
  for (const account of mixAccounts) mixTokens.push(await signIn(cognito, account));
  const slotTokens: string[] = [];
  for (const account of await benchAccounts(url, site.dataDir, 'slot', 20))
    slotTokens.push(await signIn(cognito, account));

  const book = async (token: string, slot: BenchSlot, visitor: string, signal?: AbortSignal) => {
    const res = await fetch(`${url}/api/bookings`, {
      signal,
      method: 'POST',
      headers: {
        ...visitorHeaders(visitor),
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
      },
      body: cardBookingBody(products[0]!.id, slot, 'Peak Kunde'),
    });
    await res.arrayBuffer();
    return res.status;
  };
  const get = (path: string) => async (visitor: string, signal: AbortSignal) => {
    const res = await fetch(`${url}${path}`, { headers: visitorHeaders(visitor), signal });
    await res.arrayBuffer();
    return res.status;
  };
  let nextBooking = 0;

  const routes: TrafficRoute[] = [
    { name: 'page /', weight: 16, send: get('/') },
    { name: 'page /products', weight: 8, send: get('/products') },
    {
      name: 'page /product/{id}',
      weight: 8,
      send: (visitor, signal) => get(`/product/${any(products).id}`)(visitor, signal),
    },
    { name: 'page /coverage', weight: 4, send: get('/coverage') },
    { name: 'page /portfolio', weight: 4, send: get('/portfolio') },
    { name: 'GET /api/bootstrap', weight: 20, send: get('/api/bootstrap') },
    {
      name: 'GET /api/availability (address)',
      weight: 18,
      send: (visitor, signal) => {
        const [lat, lon] = any(points);
        return get(`/api/availability?lat=${lat}&lon=${lon}&product_id=${any(products).id}`)(
          visitor,
          signal,
        );
      },
    },
    {
      name: 'POST /api/coverage/check',
      weight: 8,
      send: async (visitor, signal) => {
        const res = await fetch(`${url}/api/coverage/check`, {
          method: 'POST',
          headers: { ...visitorHeaders(visitor), 'content-type': 'application/json' },
          body: JSON.stringify({ address: any(addresses) }),
          signal,
        });
        await res.arrayBuffer();
        return res.status;
      },
    },
    {
      name: 'sign-in (Cognito)',
      weight: 6,
      send: async (_visitor, signal) => {
        const account = any(mixAccounts);
        try {
          await cognito.client.send(
            new InitiateAuthCommand({
              AuthFlow: 'USER_PASSWORD_AUTH',
              ClientId: cognito.clientId,
              AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
            }),
            { abortSignal: signal },
          );
          return 200;
        } catch (error) {
          return (
            (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode ?? 0
          );
        }
      },
    },
    {
      name: 'POST /api/bookings (card)',
      weight: 3,
      send: (visitor, signal) => {
        const n = nextBooking++;
        const slot = free[n % free.length]!;
        return book(mixTokens[n % mixTokens.length]!, slot, visitor, signal);
      },
    },
  ];

  log(
    `Peak benchmark${quick ? ' (--quick)' : ''} against ${url}, Node ${process.version}, ` +
      `load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on this machine`,
  );

  // 1. Handler CPU per request, each route alone, one request after another (after a few
  // unmeasured ones, so that the JIT has run, as in a warm Lambda).
  const cpuPerRequest = new Map<string, { own: number; group: number }>();
  for (const route of routes) {
    for (let i = 0; i < 5; i++)
      await route.send(`warm-up-${route.name}-${i}`, AbortSignal.timeout(10_000));
    const own = cpuMs(pid);
    const group = groupCpuMs(pid);
    for (let i = 0; i < calibrationRequests; i++)
      await route.send(`calibration-${route.name}-${i}`, AbortSignal.timeout(10_000));
    if (own !== undefined && group !== undefined)
      cpuPerRequest.set(route.name, {
        own: (cpuMs(pid)! - own) / calibrationRequests,
        group: (groupCpuMs(pid)! - group) / calibrationRequests,
      });
  }

  // 2. Step the arrival rate up until p95 or errors give.
  log('\nStepping the arrival rate (each step ramped from the last and held):');
  log('  rate/s  sent/s   p50 ms   p95 ms   p99 ms    2xx   5xx   429  4xx  failed  shed  load');
  let highestHeld = 0;
  let previous = 0;
  for (const rate of stepRates) {
    const result = await runPhase(routes, { ...step, rate, fromRate: previous }, budget);
    const all = overall(result);
    const { p50, p95, p99 } = latencyPercentiles(all);
    log(
      `  ${String(rate).padStart(6)}  ${result.sentRate.toFixed(1).padStart(6)}  ` +
        `${p50.toFixed(0).padStart(7)}  ${p95.toFixed(0).padStart(7)}  ${p99.toFixed(0).padStart(7)}  ` +
        `${String(all.ok).padStart(5)} ${String(all.serverErrors).padStart(5)} ` +
        `${String(all.tooMany).padStart(5)} ${String(all.otherClientErrors).padStart(4)} ` +
        `${String(all.failed).padStart(7)} ${String(result.shed).padStart(5)}  ` +
        `${loadavg()[0]!.toFixed(1)}`,
    );
    previous = rate;
    if (p95 >= goalP95Ms || all.serverErrors > 0 || all.failed > 0 || result.shed > 0) break;
    highestHeld = rate;
    if (budget.requests <= 0) break;
  }
  log(`Highest arrival rate with p95 under ${goalP95Ms} ms: ${highestHeld} requests/s`);
  // Let the queue of the last step drain before the spike starts from nothing.
  await new Promise((resolve) => setTimeout(resolve, 3_000));

  // 3. The spike, with the same-slot attempts in the middle of its hold.
  const peakRate = Number(
    process.env.PEAK_RATE ?? Math.max(stepRates[0]!, Math.floor(highestHeld * spikeShareOfHighest)),
  );
  let sameSlot: number[] = [];
  const cpuBefore = { own: cpuMs(pid), group: groupCpuMs(pid) };
  const result: PhaseResult = await runPhase(
    routes,
    {
      ...spike,
      rate: peakRate,
      during: {
        atSecond: spike.holdSeconds / 2,
        run: async () => {
          sameSlot = await Promise.all(
            slotTokens.map((token, i) => book(token, contested, `same-slot-${i}`)),
          );
        },
      },
    },
    budget,
  );
  const cpuAfter = { own: cpuMs(pid), group: groupCpuMs(pid) };

  log(
    `\nSpike: 0 to ${peakRate} requests/s in ${spike.rampSeconds} s, held ${spike.holdSeconds} s ` +
      `(figures of the hold: ${result.sent} requests, ${result.sentRate.toFixed(1)}/s, ${result.shed} shed)`,
  );
  log(
    '  route                              requests  p50 ms  p95 ms  p99 ms    2xx  5xx  429  4xx  failed  CPU/req (with stand-ins)',
  );
  const row = (name: string, figures: ReturnType<typeof overall>, cpu: string) => {
    const { p50, p95, p99 } = latencyPercentiles(figures);
    // No request of the route in the hold (a rare route in a short --quick run): no figure.
    const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(0)).padStart(7);
    log(
      `  ${name.padEnd(34)} ${String(figures.latencies.length).padStart(8)} ` +
        `${ms(p50)} ${ms(p95)} ${ms(p99)} ` +
        `${String(figures.ok).padStart(6)} ${String(figures.serverErrors).padStart(4)} ` +
        `${String(figures.tooMany).padStart(4)} ${String(figures.otherClientErrors).padStart(4)} ` +
        `${String(figures.failed).padStart(7)}  ${cpu}`,
    );
  };
  for (const [name, figures] of result.routes) {
    const cpu = cpuPerRequest.get(name);
    row(name, figures, cpu ? `${cpu.own.toFixed(1)} ms (${cpu.group.toFixed(1)} ms)` : 'n/a');
  }
  const all = overall(result);
  const perRequest = (before?: number, after?: number) =>
    before === undefined || after === undefined || result.sentTotal === 0
      ? 'n/a'
      : `${((after - before) / (result.sentTotal + sameSlot.length)).toFixed(1)} ms`;
  row(
    'all',
    all,
    `${perRequest(cpuBefore.own, cpuAfter.own)} (${perRequest(cpuBefore.group, cpuAfter.group)})`,
  );
  // What two free cores would carry, from the CPU alone: the twin's handlers run in one Node
  // process (one core), its stand-ins beside it (both cores together).
  const ownMs = cpuAfter.own! - cpuBefore.own!;
  const groupMs = cpuAfter.group! - cpuBefore.group!;
  const requests = result.sentTotal + sameSlot.length;
  if (pid !== undefined && requests > 0)
    log(
      `  CPU-bound ceiling on 2 free cores: ${Math.min(
        1000 / (ownMs / requests),
        2000 / (groupMs / requests),
      ).toFixed(0)} requests/s of this mix (this run's machine load: ${loadavg()[0]!.toFixed(1)})`,
    );
  log(
    '  (CPU/req per route: each route alone, one request after another; "all": the spike ' +
      'with its ramp, over all its requests)',
  );

  const winners = sameSlot.filter((status) => status === 201).length;
  const refusals = sameSlot.filter((status) => status === 409).length;
  log(
    `\nSame slot (${contested.date} ${contested.time}), 20 customers at once: ${winners} won, ` +
      `${refusals} refused with 409, ${sameSlot.length - winners - refusals} other answers ` +
      `(${sameSlot.join(' ')})`,
  );
  log(`5xx in the spike: ${all.serverErrors}; in all phases the budget left: ${budget.requests}`);
  if (all.serverErrors > 0 || winners !== 1) process.exitCode = 1;
} finally {
  await site.stop();
}
