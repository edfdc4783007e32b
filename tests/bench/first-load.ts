/**
 * First-load JavaScript of a page for a first-time visitor: opens the page in Chromium (a new
 * profile, nothing cached), waits until the site is ready, and sums the compressed size of
 * every JavaScript response. Bytes are exact whatever the machine's load, so the figure can be
 * compared between commits: `npm run bench:first-load` (BENCH_PAGE=/ by default; BENCH_URL to
 * measure a running site, else a fresh local twin like the Lighthouse benchmark).
 */
import { chromium } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { startBenchSite } from './local-twin';

const root = fileURLToPath(new URL('../..', import.meta.url));
const pagePath = process.env.BENCH_PAGE ?? '/';
const log = (line: string) => console.log(line);
/** Issue 31: the first load of `/` may not grow above what it was when the issue was filed. */
const budgetKb: Record<string, number> = { '/': 60.7 };

const site = await startBenchSite(root, log);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: Promise<{ url: string; bytes: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response
        .request()
        .sizes()
        .then((sizes) => ({
          url: new URL(response.url()).pathname,
          bytes: sizes.responseBodySize,
        })),
    );
  });
  await page.goto(`${site.url}${pagePath}`);
  // Ready: the loading overlay is gone and nothing is inert, then the network settles.
  await page.getByRole('progressbar', { name: 'Indlæser siden' }).waitFor({ state: 'detached' });
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(scripts);
  const total = files.reduce((sum, file) => sum + file.bytes, 0);
  const budget = budgetKb[pagePath];
  const verdict =
    budget === undefined
      ? ''
      : `   (goal <= ${budget} KB: ${total / 1024 <= budget ? 'ok' : 'MISSED'})`;
  log(`First-load JS of ${pagePath}: ${(total / 1024).toFixed(1)} KB compressed${verdict}`);
  for (const file of files.sort((a, b) => b.bytes - a.bytes)) {
    log(`  ${(file.bytes / 1024).toFixed(1).padStart(6)} KB  ${file.url}`);
  }
  await context.close();
} finally {
  await browser.close();
  await site.stop();
}
