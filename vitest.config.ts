import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Integration files that need the stand-ins to themselves: they read what the Cognito
 * triggers (run in the global setup's process, on the shared table) wrote, name the shared
 * table, buckets or secrets, or count the requests a shared stand-in has had.
 */
const serialIntegrationFiles = [
  'tests/integration/account-mails.int.test.ts',
  'infra/local/function-access.int.test.ts',
  'functions/geo/drive-times.int.test.ts',
];

/**
 * Four projects:
 * - unit: pure rules and components (`*.test.ts(x)`), no services;
 * - integration: handlers and data access against the local stand-ins (`*.int.test.ts`),
 *   which tests/integration/global-setup.ts starts and stops; its files run in parallel,
 *   each worker on a table, buckets and secrets of its own;
 * - integration-serial: the few integration files that need the stand-ins to themselves;
 * - infra: CDK assertions on the synthesized template (`infra/test/*.test.ts`).
 */
export default defineConfig({
  // `@shared/*`, `@functions/*`, `@web/*`, ...: the path aliases of tsconfig.json.
  resolve: { tsconfigPaths: true },
  test: {
    // POWERTOOLS_DEV: the handlers' logger writes through console (spied on by some tests).
    env: { POWERTOOLS_DEV: 'true' },
    // Vitest's own default is one worker fewer than the cores: a single worker on the 2-core
    // machines CI runs on. The workers mostly wait on the stand-ins, so one per core.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'functions/**/*.test.ts',
            'web/**/*.test.{ts,tsx}',
            'infra/local/**/*.test.ts',
            'infra/ops/**/*.test.ts',
            'tests/bench/**/*.test.ts',
            'tests/structure/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['**/*.int.test.ts'],
          exclude: ['**/node_modules/**', ...serialIntegrationFiles],
          globalSetup: ['tests/integration/global-setup.ts'],
          setupFiles: ['tests/integration/setup-env.ts'],
          // Each worker runs on data of its own (tests/integration/worker-stand-ins.ts), so
          // files run side by side, beside the unit and infra files.
          env: { INTEGRATION_DATA_PER_WORKER: '1' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-serial',
          include: serialIntegrationFiles,
          globalSetup: ['tests/integration/global-setup.ts'],
          setupFiles: ['tests/integration/setup-env.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Alone, after every other file, on the shared table the Cognito triggers write.
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'infra',
          include: ['infra/test/**/*.test.ts'],
          // The twin/template parity test needs the stand-ins: it is the integration project's.
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          // Synthesizing a stack in beforeAll takes seconds, more on a busy 2-core machine.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
