/**
 * The packages only some operations load (docs/decisions/0022) are shipped beside exactly the
 * bundles that import them, as one ES module each that Node finds from the bundle.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { externalModulesFor, lambdaBundling } from '../constructs/bundling';
import { buildLazyPackages, lazyPackages } from '../constructs/lambda-esbuild.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'lazy-packages-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('lazy packages', () => {
  it('are left out of every bundle', () => {
    for (const name of lazyPackages) {
      expect(lambdaBundling.externalModules).toContain(name);
      expect(externalModulesFor('runtime')).toContain(name);
    }
  });

  it('are built beside a bundle that imports them, and only those', async () => {
    writeFileSync(
      path.join(dir, 'index.mjs'),
      'export const handler = async () => (await import("markdown-it")).default;',
    );
    const written = await buildLazyPackages(dir);
    expect(written.map((w) => w.name)).toEqual(['markdown-it']);
    expect(existsSync(path.join(dir, 'node_modules', 'stripe'))).toBe(false);
    const { handler } = (await import(pathToFileURL(path.join(dir, 'index.mjs')).href)) as {
      handler: () => Promise<new (preset: string) => { render(text: string): string }>;
    };
    const MarkdownIt = await handler();
    expect(new MarkdownIt('commonmark').render('**fed**')).toBe('<p><strong>fed</strong></p>\n');
  });
});
