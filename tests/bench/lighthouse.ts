/**
 * `npm run bench:web`: Lighthouse (mobile, simulated throttling) on `/`, `/products` and
 * `/product/1` of a local twin (or BENCH_URL), with Debian's Chromium. Prints per page the
 * performance and accessibility scores, the JS bytes transferred and FCP / LCP / TBT / CLS,
 * next to the goals of issue 4. Missed goals are reported, not failed: the exit code is
 * non-zero only when the benchmark cannot run. Not part of `npm test`.
 *
 * The full reports are kept in .tmp/lighthouse/*.json.
 *
 * Environment: BENCH_URL (use a running site), BENCH_PORT (twin port, 3450),
 * CHROMIUM_PATH (/usr/bin/chromium), BENCH_CPU_MULTIPLIER (Lighthouse's CPU slowdown, 4).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pageFigures, type PageFigures } from './lighthouse-figures';
import { startBenchSite } from './local-twin';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const pages = ['/', '/products', '/product/1'] as const;
const goals = { performance: 95, accessibility: 95, firstLoadJsKb: 90 } as const;
const log = (line: string) => console.log(`[bench] ${line}`);
// Lighthouse's mobile preset slows the CPU 4×, calibrated for a fast desktop host
// (benchmarkIndex ≈ 1500); a slower host can lower it (Lighthouse docs, throttling.md).
const underpoweredIndex = 1000;
const cpuMultiplier = Number(process.env.BENCH_CPU_MULTIPLIER ?? 4);
const mobileSlow4G = {
  rttMs: 150,
  throughputKbps: 1.6 * 1024,
  requestLatencyMs: 150 * 3.75,
  downloadThroughputKbps: 1.6 * 1024 * 0.9,
  uploadThroughputKbps: 750 * 0.9,
  cpuSlowdownMultiplier: cpuMultiplier,
};

// Chromium and Lighthouse leave org.chromium.Chromium.* folders in TMPDIR: keep them in .tmp.
const tmpDir = path.join(root, '.tmp', 'bench-chromium');
mkdirSync(tmpDir, { recursive: true });
process.env.TMPDIR = tmpDir;
// The full Lighthouse reports, to dig into a figure (open them in the Lighthouse viewer).
const reportDir = path.join(root, '.tmp', 'lighthouse');
mkdirSync(reportDir, { recursive: true });

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number | null) => (value === null ? 'n/a' : `${Math.round(value)} ms`);
const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');

function printPage(page: string, f: PageFigures) {
  const perfOk = (f.performance ?? 0) >= goals.performance;
  const a11yOk = (f.accessibility ?? 0) >= goals.accessibility;
  console.log(`\n${page}`);
  console.log(
    `  Performance    ${f.performance ?? 'n/a'}   (goal >= ${goals.performance}: ${mark(perfOk)})`,
  );
  console.log(
    `  Accessibility  ${f.accessibility ?? 'n/a'}   (goal >= ${goals.accessibility}: ${mark(a11yOk)})`,
  );
  console.log(`  JS transferred ${kb(f.jsBytes)} in ${f.scripts.length} files`);
  console.log(`  All bytes      ${kb(f.totalBytes)}`);
  console.log(
    `  CPU benchmark  ${f.benchmarkIndex ?? 'n/a'} (Lighthouse's benchmarkIndex of this machine)`,
  );
  console.log(
    `  FCP ${ms(f.fcpMs)}  LCP ${ms(f.lcpMs)}  TBT ${ms(f.tbtMs)}  CLS ${f.cls?.toFixed(3) ?? 'n/a'}`,
  );
  if (page === '/') {
    const ok = f.jsBytes <= goals.firstLoadJsKb * 1024;
    console.log(
      `  First-load JS  ${kb(f.jsBytes)}   (goal <= ${goals.firstLoadJsKb} KB: ${mark(ok)})`,
    );
    for (const script of f.scripts) {
      const note = script.finished ? '' : '  (lazy, still loading when Lighthouse stopped)';
      console.log(`    ${kb(script.bytes).padStart(9)}  ${new URL(script.url).pathname}${note}`);
    }
  }
  for (const failure of f.accessibilityFailures) console.log(`  a11y: ${failure}`);
  if (f.benchmarkIndex !== null && f.benchmarkIndex < underpoweredIndex)
    console.log(
      `  Note: benchmarkIndex < ${underpoweredIndex}: Lighthouse calls this machine underpowered (or busy); ` +
        'the simulated CPU times, TBT and the performance score are pessimistic. ' +
        'BENCH_CPU_MULTIPLIER=1 calibrates the CPU throttling to such a host.',
    );
}

async function benchmark(siteUrl: string) {
  if (!(cpuMultiplier >= 1)) throw new Error('BENCH_CPU_MULTIPLIER must be a number >= 1');
  log(`Mobile, simulated slow 4G, CPU slowdown ${cpuMultiplier}×`);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const page of pages) {
      log(`Lighthouse (mobile) on ${page}...`);
      const result = await lighthouse(`${siteUrl}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
        throttling: mobileSlow4G,
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
      if (result.lhr.runtimeError)
        throw new Error(`Lighthouse failed on ${page}: ${result.lhr.runtimeError.message}`);
      const name = page === '/' ? 'home' : page.slice(1).replaceAll('/', '-');
      writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(result.lhr));
      printPage(page, pageFigures(result.lhr));
    }
  } finally {
    chrome.kill();
  }
}

async function main() {
  const site = await startBenchSite(root, log);
  try {
    // One visit first, so the twin's first (cold) answers do not count in the figures.
    await fetch(`${site.url}/api/bootstrap`);
    await benchmark(site.url);
  } finally {
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`[bench] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
