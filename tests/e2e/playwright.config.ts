/**
 * End-to-end journeys in real Chromium (Debian's /usr/bin/chromium, never a downloaded
 * browser) against the local twin started fresh on its own port and data folder: the demo
 * twin, and beside it a fresh stack without demo data for the owner's first day.
 */
import { defineConfig } from '@playwright/test';
import { demoDataDir, demoPort, freshDataDir, freshPort } from './support/twins';

const port = demoPort;
// Another port gets its own data folder and SPA build, so runs on two ports can overlap.
const ownFolders: Record<string, string> =
  port === 3100 ? {} : { WEB_DIST_DIR: `.tmp/web-dist-${port}` };
const twinEnv = {
  ...ownFolders,
  // The scheduled newsletter job every 10 s (a minute in AWS and `npm start`).
  LOCAL_SCHEDULE_SECONDS: '10',
  // Each test is a visitor of its own to the per-client limits (support/visitor-test.ts).
  LOCAL_TRUST_CLIENT_TAG: '1',
};
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../../.tmp/e2e-results',
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'da-DK',
    timezoneId: 'Europe/Copenhagen',
    // Recording a trace of every test costs about a sixth of the run's time, so only the
    // retry of a failed test is traced (retries: 1 under CI); a failure keeps its page
    // snapshot (error-context.md) either way. `--trace on` traces every test.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Started one after the other: the second finds the SPA built by the first.
  webServer: [
    {
      command: 'node tests/e2e/start-fresh-twin.mjs',
      cwd: '../..',
      url: `http://localhost:${port}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { ...twinEnv, PORT: String(port), LOCAL_DATA_DIR: demoDataDir },
    },
    {
      // As after a fresh `cdk deploy`: no demo data, no admin, no Stripe webhook.
      command: 'node tests/e2e/start-fresh-twin.mjs',
      cwd: '../..',
      url: `http://localhost:${freshPort}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { ...twinEnv, PORT: String(freshPort), LOCAL_DATA_DIR: freshDataDir, SEED: 'none' },
    },
  ],
});
