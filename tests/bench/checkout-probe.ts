/**
 * The held-checkouts probe (`npm run probe:checkouts`, issue 46): one customer opens card
 * checkouts on the twin, one free time after another, until the server refuses (at most 30
 * tries), and prints how many were opened and the Danish reason; then lets one go with
 * 'Annuller booking' (`POST /api/bookings/{id}/cancel-checkout`) and has another customer book
 * that very time at once. Against a fresh twin (BENCH_PORT, 3450) or BENCH_URL on loopback.
 */
import { fileURLToPath } from 'node:url';
import { startBenchSite } from './local-twin';
import * as bench from './bench-accounts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const log = (line: string) => console.log(line);
const tries = 30;

const site = await startBenchSite(root, log);
try {
  const { url } = site;
  const products = (await (await fetch(`${url}/api/products`)).json()) as Array<{ id: number }>;
  // Free for the booked product at the booked address, as the booking page asks.
  const free = await bench.freeSlots(url, `?lat=56.15&lon=10.2&product_id=${products[0]!.id}`);
  const cognito = await bench.siteCognito(url);
  const [holder, other] = await bench.benchAccounts(url, site.dataDir, `probe-${Date.now()}`, 2);
  const [holderToken, otherToken] = [
    await bench.signIn(cognito, holder!),
    await bench.signIn(cognito, other!),
  ];
  /** A customer's POST; `body` as sent (JSON text). */
  const call = async (path: string, token: string, body?: string) => {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const book = (token: string, slot: bench.BenchSlot) =>
    call('/api/bookings', token, bench.cardBookingBody(products[0]!.id, slot, 'Probe Kunde'));

  const opened: Array<{ id: string; date: string; time: string }> = [];
  const otherAnswers: string[] = [];
  let refusal: { status: number; body: Record<string, unknown> } | undefined;
  for (let i = 0; i < tries && !refusal; i++) {
    const slot = free[i]!;
    const answer = await book(holderToken, slot);
    if (answer.status === 201)
      opened.push({ id: (answer.body.booking as { id: string }).id, ...slot });
    // A time the shoot does not fit (next to one just held, with the drive between): the next.
    else if (answer.body.code !== 'too_many_checkouts')
      otherAnswers.push(`${answer.status} ${String(answer.body.code)}`);
    else refusal = answer;
  }
  if (otherAnswers.length) log(`Times refused for other reasons: ${otherAnswers.join(', ')}`);
  log(`Card checkouts opened by one customer before the refusal: ${opened.length}`);
  log(
    refusal
      ? `Refused: ${refusal.status} ${String(refusal.body.error)}`
      : `No refusal in ${tries} tries`,
  );

  const letGo = opened[0];
  if (letGo) {
    const cancelled = await call(`/api/bookings/${letGo.id}/cancel-checkout`, holderToken);
    log(
      `'Annuller booking' (${letGo.date} ${letGo.time}): ${cancelled.status} ${JSON.stringify(cancelled.body)}`,
    );
    const taken = await book(otherToken, letGo);
    log(`Another customer books ${letGo.date} ${letGo.time} at once: ${taken.status}`);
    if (taken.status !== 201) process.exitCode = 1;
  }
  if (!refusal || refusal.status !== 409) process.exitCode = 1;
} finally {
  await site.stop();
}
