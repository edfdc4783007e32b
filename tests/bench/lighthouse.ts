/**
 * `npm run bench:web`: Lighthouse (mobile, simulated slow 4G) on `/`, `/products` and
 * `/product/1` of a local twin (or BENCH_URL), with Debian's Chromium, and on a customer's
 * gallery of 60 photos (`/gallery`, set up by the admin API: gallery-setup.ts; its goal is
 * the first row visible within 2 s, read as its LCP; BENCH_GALLERY=0 leaves it out). Prints per page the
 * performance, accessibility, best-practices and SEO scores, the JS bytes transferred and FCP / LCP / TBT / CLS,
 * next to the goals of issue 4. Missed goals are reported, not failed: the exit code is
 * non-zero only when the benchmark cannot run. Not part of `npm test`.
 *
 * The CPU slowdown is calibrated to this machine as Lighthouse's throttling docs describe
 * (see cpu-calibration.ts), from the median benchmarkIndex of three first runs. On a host
 * slower than the high-end desktop the fixed 4× assumes, the pages are also measured at
 * 4× for reference.
 *
 * Simulated scores still vary from run to run on a busy machine, so each page is measured
 * BENCH_RUNS times (3) and the median run is reported, picked as Lighthouse's own tools do
 * (`computeMedianRun`: the run nearest the median FCP and time to interactive).
 *
 * The full reports are kept in .tmp/lighthouse/*.json.
 *
 * `--uploaded-photos` first replaces the products' demo images with photos uploaded through
 * the admin's uploader in Chromium, as an owner's upload (uploaded-photos.ts, decision 0024),
 * so the figures are those of a real catalogue. Reports then go to
 * .tmp/lighthouse/*-uploaded.json.
 *
 * Environment: BENCH_URL (use a running site), BENCH_PORT (twin port, 3450),
 * CHROMIUM_PATH (/usr/bin/chromium), BENCH_CPU_MULTIPLIER (a fixed CPU slowdown instead of
 * the calibrated one), BENCH_REFERENCE=0 (skip the 4× reference runs).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { calibratedCpuSlowdown } from './cpu-calibration';
import { pageFigures, type PageFigures } from './lighthouse-figures';
import { startBenchSite } from './local-twin';
import { useUploadedPhotos } from './uploaded-photos';
import { benchGallery } from './gallery-setup';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const pages = ['/', '/products', '/product/1'] as const;
/** Issue 31's goals: 100 in all four categories, LCP at most 1.5 s, no layout shift. */
const goals = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  cls: 0,
  firstLoadJsKb: 90,
} as const;
/**
 * The gallery's goals (issue 45): its first row visible within 2 s, read as its LCP; its SEO
 * score is no goal, since a customer's gallery is kept out of search engines on purpose.
 */
const galleryGoals = { ...goals, lcpMs: 2000, seo: null } as const;
const goalsOf = (page: string) => (page.startsWith('/gallery') ? galleryGoals : goals);
const log = (line: string) => console.log(`[bench] ${line}`);
const lighthouseDefaultSlowdown = 4;
const fixedMultiplier = process.env.BENCH_CPU_MULTIPLIER;
const referenceRuns = process.env.BENCH_REFERENCE !== '0';
const runsPerPage = Number(process.env.BENCH_RUNS ?? 3);
const uploadedPhotos = process.argv.includes('--uploaded-photos');
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Lighthouse's mobile preset: slow 4G (150 ms RTT, 1.6 Mbps down) and a CPU slowdown. */
const mobileSlow4G = (cpuSlowdownMultiplier: number) => ({
  rttMs: 150,
  throughputKbps: 1.6 * 1024,
  requestLatencyMs: 150 * 3.75,
  downloadThroughputKbps: 1.6 * 1024 * 0.9,
  uploadThroughputKbps: 750 * 0.9,
  cpuSlowdownMultiplier,
});

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

type Measured = PageFigures & { lhr: Result; scores: (number | null)[] };

/** The LCP element as Lighthouse names it (its selector), so the figure says what it timed. */
function lcpElementOf(lhr: Result): string | undefined {
  const details = lhr.audits['lcp-breakdown-insight']?.details as
    { items?: { type?: string; selector?: string }[] } | undefined;
  return details?.items?.find((item) => item.type === 'node')?.selector;
}

function printPage(page: string, f: Measured) {
  const goals = goalsOf(page);
  const perfOk = (f.performance ?? 0) >= goals.performance;
  const a11yOk = (f.accessibility ?? 0) >= goals.accessibility;
  console.log(`\n${page}`);
  console.log(
    `  Performance    ${f.performance ?? 'n/a'}   (goal >= ${goals.performance}: ${mark(perfOk)})`,
  );
  console.log(
    `  Accessibility  ${f.accessibility ?? 'n/a'}   (goal >= ${goals.accessibility}: ${mark(a11yOk)})`,
  );
  const bpOk = (f.bestPractices ?? 0) >= goals.bestPractices;
  const seoGoal =
    goals.seo === null
      ? 'no goal: kept out of search engines'
      : `goal >= ${goals.seo}: ${mark((f.seo ?? 0) >= goals.seo)}`;
  console.log(
    `  Best practices ${f.bestPractices ?? 'n/a'}   (goal >= ${goals.bestPractices}: ${mark(bpOk)})`,
  );
  console.log(`  SEO            ${f.seo ?? 'n/a'}   (${seoGoal})`);
  if (f.scores.length > 1)
    console.log(`  Runs           ${f.scores.join(', ')} (the median run is shown)`);
  console.log(`  JS transferred ${kb(f.jsBytes)} in ${f.scripts.length} files`);
  console.log(`  All bytes      ${kb(f.totalBytes)} (images ${kb(f.imageBytes)})`);
  console.log(`  CPU benchmark  ${f.benchmarkIndex ?? 'n/a'} (Lighthouse's benchmarkIndex)`);
  console.log(
    `  FCP ${ms(f.fcpMs)}  LCP ${ms(f.lcpMs)}  TBT ${ms(f.tbtMs)}  CLS ${f.cls?.toFixed(3) ?? 'n/a'}`,
  );
  console.log(`  LCP element    ${lcpElementOf(f.lhr) ?? 'n/a'}`);
  const lcpOk = f.lcpMs !== null && f.lcpMs <= goals.lcpMs;
  const clsOk = f.cls !== null && f.cls <= goals.cls;
  console.log(
    `  Goals          LCP <= ${goals.lcpMs} ms: ${mark(lcpOk)}, CLS ${goals.cls}: ${mark(clsOk)}`,
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
  for (const failure of f.otherFailures) console.log(`  failed: ${failure}`);
}

type Chrome = Awaited<ReturnType<typeof chromeLauncher.launch>>;

async function runLighthouse(
  chrome: Chrome,
  url: string,
  cpuSlowdown: number,
  categories: string[],
): Promise<Result> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    throttling: mobileSlow4G(cpuSlowdown),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (result.lhr.runtimeError)
    throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

/** `runs` Lighthouse runs of one page; the figures of the median run and every score. */
async function measure(
  chrome: Chrome,
  url: string,
  cpuSlowdown: number,
  categories: string[],
  runs: number,
): Promise<Measured> {
  const lhrs: Result[] = [];
  for (let i = 0; i < runs; i++)
    lhrs.push(await runLighthouse(chrome, url, cpuSlowdown, categories));
  const median = computeMedianRun(lhrs);
  return {
    ...pageFigures(median),
    lhr: median,
    scores: lhrs.map((lhr) => pageFigures(lhr).performance),
  };
}

/** The CPU slowdown for this host: BENCH_CPU_MULTIPLIER, or measured and calibrated. */
async function cpuSlowdown(chrome: Chrome, siteUrl: string): Promise<number> {
  if (fixedMultiplier !== undefined) {
    const multiplier = Number(fixedMultiplier);
    if (!(multiplier >= 1)) throw new Error('BENCH_CPU_MULTIPLIER must be a number >= 1');
    log(`CPU slowdown ${multiplier}× (BENCH_CPU_MULTIPLIER)`);
    return multiplier;
  }
  // The index of one run swings widely on a shared machine (900 to 1700 here): the
  // median of three runs on / (not counted, they also warm the site up).
  log('Measuring this machine (3 Lighthouse runs on /, not counted)...');
  const indexes: number[] = [];
  for (let i = 0; i < 3; i++) {
    const run = await runLighthouse(chrome, `${siteUrl}/`, lighthouseDefaultSlowdown, [
      'performance',
    ]);
    indexes.push(run.environment.benchmarkIndex ?? Number.NaN);
  }
  const index = [...indexes].sort((a, b) => a - b)[1] ?? Number.NaN;
  log(`benchmarkIndex of the runs: ${indexes.join(', ')}; median ${index}`);
  const { multiplier, hostClass } = calibratedCpuSlowdown(index);
  log(
    `benchmarkIndex ${index} (${hostClass}): CPU slowdown ${multiplier}× for a mid-tier phone ` +
      '(Lighthouse docs/throttling.md, "Calibrating the CPU slowdown").',
  );
  return multiplier;
}

async function benchmark(siteUrl: string, pages: readonly string[]) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    if (!(runsPerPage >= 1)) throw new Error('BENCH_RUNS must be a number >= 1');
    const multiplier = await cpuSlowdown(chrome, siteUrl);
    log(`Mobile, simulated slow 4G, CPU slowdown ${multiplier}×, ${runsPerPage} runs per page`);
    for (const page of pages) {
      log(`Lighthouse (mobile) on ${page}...`);
      const figures = await measure(
        chrome,
        `${siteUrl}${page}`,
        multiplier,
        categories,
        runsPerPage,
      );
      const name =
        (page === '/' ? 'home' : page.slice(1).split('?')[0]!.replaceAll('/', '-')) +
        (uploadedPhotos ? '-uploaded' : '');
      writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(figures.lhr));
      printPage(page, figures);
    }
    if (multiplier === lighthouseDefaultSlowdown || !referenceRuns) return;
    console.log(
      `\nReference: Lighthouse's fixed ${lighthouseDefaultSlowdown}× on this machine ` +
        '(a phone slower than Lighthouse targets; not the goal)',
    );
    for (const page of pages) {
      const f = await measure(
        chrome,
        `${siteUrl}${page}`,
        lighthouseDefaultSlowdown,
        ['performance'],
        runsPerPage,
      );
      console.log(
        `  ${page.padEnd(11)} performance ${f.performance ?? 'n/a'} (runs ${f.scores.join(', ')})  ` +
          `FCP ${ms(f.fcpMs)}  LCP ${ms(f.lcpMs)}  TBT ${ms(f.tbtMs)}`,
      );
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
    if (uploadedPhotos) {
      log("Uploading photos through the admin's uploader as the products' images...");
      await useUploadedPhotos(site.url, log);
    }
    log(uploadedPhotos ? 'Data: uploaded photos' : 'Data: demo images');
    const gallery = process.env.BENCH_GALLERY === '0' ? [] : [await benchGallery(site.url, log)];
    await benchmark(site.url, [...pages, ...gallery]);
  } finally {
    await site.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`[bench] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
