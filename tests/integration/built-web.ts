/**
 * The web build an integration test serves through the twin's gateway (the page renderer):
 * built as `npm run build:web` builds it into a folder of the test's own (`prefix`), reused
 * when nothing changed, and removed after the file's tests. Registers the hooks; answers the
 * folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { buildWebIfStale } from '@infra/local/web-build';

const root = fileURLToPath(new URL('../..', import.meta.url));

export function useBuiltWeb(prefix: string): string {
  const webDist = mkdtempSync(path.join(os.tmpdir(), prefix));
  beforeAll(async () => {
    const previous = process.env.WEB_DIST_DIR;
    process.env.WEB_DIST_DIR = webDist;
    try {
      await buildWebIfStale(root, () => undefined);
    } finally {
      if (previous === undefined) delete process.env.WEB_DIST_DIR;
      else process.env.WEB_DIST_DIR = previous;
    }
  }, 240_000);
  afterAll(() => {
    rmSync(webDist, { recursive: true, force: true });
    rmSync(`${webDist}-server`, { recursive: true, force: true });
  });
  return webDist;
}
