import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { webBuildIsStale } from './web-build';

let root: string;

/** Writes `file` under the root with its modification time `seconds` after the epoch. */
function write(file: string, seconds: number) {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, 'x');
  utimesSync(full, seconds, seconds);
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'web-build-'));
  delete process.env.WEB_DIST_DIR;
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('whether the website must be built', () => {
  it('not when its output is newer than every source, whatever the page renderer was built after', () => {
    write('web/src/main.tsx', 1000);
    write('shared/texts/common.ts', 1000);
    write('web/dist/index.html', 2000);
    // The page renderer is built after the SPA, into web/dist-server: output, not a source.
    write('web/dist-server/lambda.mjs', 3000);
    expect(webBuildIsStale(root)).toBe(false);
  });

  it('when a source changed after the build', () => {
    write('web/dist/index.html', 2000);
    write('web/dist-server/lambda.mjs', 2000);
    write('shared/texts/common.ts', 2500);
    expect(webBuildIsStale(root)).toBe(true);
  });

  it('when the page renderer is missing', () => {
    write('web/src/main.tsx', 1000);
    write('web/dist/index.html', 2000);
    expect(webBuildIsStale(root)).toBe(true);
  });
});
