/**
 * The traffic of `npm run bench:peak`: a newsletter's readers arriving at the site, as an open
 * stream (requests are sent at the arrival rate whether or not earlier ones answered, as
 * visitors do), in a mix of what a visitor's first minutes ask of it. Each simulated visitor
 * carries a client tag of its own (the twin trusts it, LOCAL_TRUST_CLIENT_TAG=1), as if it came
 * from its own address: the per-client limits meet each reader, not the whole benchmark.
 */
import { clientTagHeader } from '@infra/local/client-limiter';
import { percentile } from './twin-cpu';

/** One kind of request of the mix; `send` answers the HTTP status (0: no answer). */
export interface TrafficRoute {
  name: string;
  /** Share of the arrivals, relative to the other routes' weights. */
  weight: number;
  send: (visitor: string, signal: AbortSignal) => Promise<number>;
}

export interface RouteFigures {
  latencies: number[];
  ok: number;
  tooMany: number;
  otherClientErrors: number;
  serverErrors: number;
  /** No answer within the request's time limit, or the connection failed. */
  failed: number;
}

export interface PhaseResult {
  /** The arrival rate aimed at, and the one reached over the hold (requests per second). */
  targetRate: number;
  sentRate: number;
  seconds: number;
  routes: Map<string, RouteFigures>;
  /** Arrivals not sent because `maxInFlight` requests were waiting already. */
  shed: number;
  /** Requests counted in the figures, and all sent (the ramp's too). */
  sent: number;
  sentTotal: number;
}

export interface Phase {
  /** Seconds from the previous rate (`fromRate`) to `rate`, rising evenly. */
  rampSeconds: number;
  holdSeconds: number;
  rate: number;
  fromRate?: number;
  /** Only the hold's requests are counted in the figures (the ramp's are sent all the same). */
  countRampToo?: boolean;
  /** Called once, this many seconds into the hold (the same-slot attempts). */
  during?: { atSecond: number; run: () => Promise<void> };
}

const requestTimeoutMs = 10_000;
const maxInFlight = 600;
const visitors = 5_000;

const emptyFigures = (): RouteFigures => ({
  latencies: [],
  ok: 0,
  tooMany: 0,
  otherClientErrors: 0,
  serverErrors: 0,
  failed: 0,
});

function record(figures: RouteFigures, status: number, ms: number) {
  figures.latencies.push(ms);
  if (status === 0) figures.failed++;
  else if (status >= 500) figures.serverErrors++;
  else if (status === 429) figures.tooMany++;
  else if (status >= 400) figures.otherClientErrors++;
  else figures.ok++;
}

/** Picks a route by weight. */
function picker(routes: readonly TrafficRoute[]): () => TrafficRoute {
  const total = routes.reduce((sum, r) => sum + r.weight, 0);
  return () => {
    let left = Math.random() * total;
    for (const route of routes) {
      left -= route.weight;
      if (left < 0) return route;
    }
    return routes[routes.length - 1]!;
  };
}

/** Headers of a visitor's request: its client tag. */
export const visitorHeaders = (visitor: string): Record<string, string> => ({
  [clientTagHeader]: visitor,
});

/** How many arrivals are due `t` seconds into a phase (the integral of its rate). */
function arrivalsBy(phase: Phase, t: number): number {
  const from = phase.fromRate ?? 0;
  const ramp = Math.min(t, phase.rampSeconds);
  const rampArrivals =
    phase.rampSeconds === 0
      ? 0
      : from * ramp + ((phase.rate - from) * ramp * ramp) / (2 * phase.rampSeconds);
  return rampArrivals + Math.max(0, t - phase.rampSeconds) * phase.rate;
}

/**
 * Sends the mix at the phase's arrival rate and waits for the last answer; the figures of the
 * hold (and of the ramp, if asked). Stops early once `budget.requests` are spent.
 */
export async function runPhase(
  routes: readonly TrafficRoute[],
  phase: Phase,
  budget: { requests: number },
): Promise<PhaseResult> {
  const pick = picker(routes);
  const figures = new Map(routes.map((r) => [r.name, emptyFigures()]));
  const waiting = new Set<Promise<void>>();
  const length = phase.rampSeconds + phase.holdSeconds;
  const started = performance.now();
  let sent = 0;
  let sentTotal = 0;
  let sentInHold = 0;
  let shed = 0;
  let duringDone: Promise<void> | undefined;
  while (budget.requests > 0) {
    const t = (performance.now() - started) / 1000;
    if (t >= length) break;
    if (phase.during && !duringDone && t >= phase.rampSeconds + phase.during.atSecond)
      duringDone = phase.during.run();
    const due = Math.floor(arrivalsBy(phase, t)) - sent;
    for (let i = 0; i < due && budget.requests > 0; i++) {
      sent++;
      if (waiting.size >= maxInFlight) {
        shed++;
        continue;
      }
      budget.requests--;
      sentTotal++;
      const counted = phase.countRampToo || t >= phase.rampSeconds;
      if (counted) sentInHold++;
      const route = pick();
      const visitor = `peak-visitor-${Math.floor(Math.random() * visitors)}`;
      const begun = performance.now();
      const request = route
        .send(visitor, AbortSignal.timeout(requestTimeoutMs))
        .catch(() => 0)
        .then((status) => {
          if (counted) record(figures.get(route.name)!, status, performance.now() - begun);
        });
      waiting.add(request);
      void request.finally(() => waiting.delete(request));
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await Promise.all([...waiting, duringDone]);
  const seconds = phase.countRampToo ? length : phase.holdSeconds;
  return {
    targetRate: phase.rate,
    sentRate: sentInHold / seconds,
    seconds,
    routes: figures,
    shed,
    sent: sentInHold,
    sentTotal,
  };
}

/** All routes' figures together. */
export function overall(result: PhaseResult): RouteFigures {
  const all = emptyFigures();
  for (const figures of result.routes.values()) {
    all.latencies.push(...figures.latencies);
    all.ok += figures.ok;
    all.tooMany += figures.tooMany;
    all.otherClientErrors += figures.otherClientErrors;
    all.serverErrors += figures.serverErrors;
    all.failed += figures.failed;
  }
  return all;
}

export function latencyPercentiles(figures: RouteFigures) {
  const sorted = [...figures.latencies].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}
