/**
 * End-to-end journeys in real Chromium (Debian's /usr/bin/chromium, never a downloaded
 * browser) against local twins started fresh on their own ports and data folders: two demo
 * twins, each serving half of the journey files with one worker of its own (support/twins.ts),
 * and beside them a fresh stack without demo data for the owner's first day
 * (start-twins.ts starts all three).
 */
import { defineConfig } from '@playwright/test';
import { demoPort, secondDemoPort, secondTwinFiles, twinsReadyPort } from './support/twins';

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
  // The three twins (support/twins.ts), started side by side by one launcher once the website
  // is built; Playwright waits until all three answer.
  webServer: {
    command: 'node --import tsx tests/e2e/start-twins.ts',
    cwd: '../..',
    url: `http://127.0.0.1:${twinsReadyPort}/ready`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
