/**
 * End-to-end journeys in real Chromium (Debian's /usr/bin/chromium, never a downloaded
 * browser) against local twins started fresh on their own ports and data folders: two demo
 * twins, each serving half of the journey files with one worker of its own (support/twins.ts),
 * and beside them a fresh stack without demo data for the owner's first day.
 */
import { defineConfig } from '@playwright/test';
import {
  demoDataDir,
  demoPort,
  freshDataDir,
  freshPort,
  secondDemoDataDir,
  secondDemoPort,
  secondTwinFiles,
} from './support/twins';

// Another port gets its own data folder and SPA build, so runs on two ports can overlap.
const ownFolders: Record<string, string> =
  demoPort === 3100 ? {} : { WEB_DIST_DIR: `.tmp/web-dist-${demoPort}` };
const twinEnv = {
  ...ownFolders,
  // The scheduled newsletter job every 10 s (a minute in AWS and `npm start`).
  LOCAL_SCHEDULE_SECONDS: '10',
  // Each test is a visitor of its own to the per-client limits (support/visitor-test.ts).
  LOCAL_TRUST_CLIENT_TAG: '1',
};

/** A twin started anew on `port` with `dataDir` (demo data unless `env` says otherwise). */
const twin = (port: number, dataDir: string, env: Record<string, string> = {}) => ({
  command: 'node tests/e2e/start-fresh-twin.mjs',
  cwd: '../..',
  url: `http://localhost:${port}/api/health`,
  timeout: 180_000,
  reuseExistingServer: false,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
  env: { ...twinEnv, PORT: String(port), LOCAL_DATA_DIR: dataDir, ...env },
});
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  // One worker per demo twin (the projects below): the two halves run side by side.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../../.tmp/e2e-results',
  use: {
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
  projects: [
    {
      name: 'first twin',
      testIgnore: secondTwinFiles,
      workers: 1,
      use: { baseURL: `http://localhost:${demoPort}` },
    },
    {
      name: 'second twin',
      testMatch: secondTwinFiles,
      workers: 1,
      use: { baseURL: `http://localhost:${secondDemoPort}` },
    },
  ],
  // Started one after the other: the later ones find the SPA built by the first.
  webServer: [
    twin(demoPort, demoDataDir),
    twin(secondDemoPort, secondDemoDataDir),
    // As after a fresh `cdk deploy`: no demo data, no admin, no Stripe webhook.
    twin(freshPort, freshDataDir, { SEED: 'none' }),
  ],
});
