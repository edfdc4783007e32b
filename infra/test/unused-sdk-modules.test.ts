/**
 * What the bundles leave out (docs/decisions/0022) is only ever loaded with `await import()`:
 * the lazy modules by the operations that use them, and the SDK's event-stream support, which
 * no call of ours reaches (`unusedSdkModules`), by the SDK core for event-stream members only.
 * A static import of either would load it at start (or, for the unshipped SDK part, fail).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { lambdaEsbuildOptions, lazyPackages, unusedSdkModules } from '../constructs/bundling';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Every Lambda entry: the groups' index.ts and the functions without routes. */
function entries(): string[] {
  const groups = readdirSync(path.join(root, 'functions'))
    .map((dir) => `functions/${dir}/index.ts`)
    .filter((entry) => existsSync(path.join(root, entry)));
  const others = [
    'functions/accounts/custom-message.ts',
    'functions/accounts/post-confirmation.ts',
    'functions/mail-events/ses-events.ts',
    'functions/realtime/stream.ts',
    'functions/realtime/ws.ts',
    ...readdirSync(path.join(root, 'functions', 'jobs'))
      .filter((file) => file.endsWith('-job.ts'))
      .map((file) => `functions/jobs/${file}`),
  ];
  return [...groups, ...others];
}

describe('modules left out of the bundles', () => {
  it('are imported by every bundle with import() only', async () => {
    const leftOut = new Set([...lazyPackages, ...unusedSdkModules]);
    const found: string[] = [];
    for (const entry of entries()) {
      const { metafile } = await build({
        ...lambdaEsbuildOptions(path.join(root, entry), path.join(root, '.tmp', 'unused.mjs')),
        absWorkingDir: root,
        write: false,
        metafile: true,
        logLevel: 'error',
      });
      for (const [file, input] of Object.entries(metafile.inputs))
        for (const imported of input.imports)
          if (leftOut.has(imported.path)) {
            found.push(`${entry}: ${imported.path}`);
            expect(imported.kind, `${file} imports ${imported.path}`).toBe('dynamic-import');
          }
    }
    // The SDK core's event-stream import is seen, i.e. the check above looked at it.
    expect(found.some((line) => line.endsWith('@smithy/core/event-streams'))).toBe(true);
  });
});
