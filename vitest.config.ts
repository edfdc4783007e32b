import { defineConfig } from 'vitest/config';

/**
 * Three projects:
 * - unit: pure rules and components (`*.test.ts(x)`), no services;
 * - integration: handlers and data access against the local stand-ins (`*.int.test.ts`),
 *   which tests/integration/global-setup.ts starts and stops;
 * - infra: CDK assertions on the synthesized template (`infra/test/*.test.ts`).
 */
export default defineConfig({
  // `@shared/*`, `@functions/*`, `@web/*`, ...: the path aliases of tsconfig.json.
  resolve: { tsconfigPaths: true },
  test: {
    // POWERTOOLS_DEV: the handlers' logger writes through console (spied on by some tests).
    env: { POWERTOOLS_DEV: 'true' },
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
          exclude: ['**/node_modules/**'],
          globalSetup: ['tests/integration/global-setup.ts'],
          setupFiles: ['tests/integration/setup-env.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
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
