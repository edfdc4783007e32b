/**
 * Builds the SPA and the page renderer with Vite when its output folder (web/dist, or WEB_DIST_DIR) is missing or
 * older than its sources. A separate output folder lets several twins (e.g. parallel browser
 * test runs on other ports) build without overwriting each other.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Build output is not a source: web/dist and the page renderer's web/dist-server.
    if (entry.name === 'node_modules' || /^dist(-server)?$/.test(entry.name)) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

export function webDistDir(root: string): string {
  const custom = process.env.WEB_DIST_DIR;
  return custom ? path.resolve(root, custom) : path.join(root, 'web', 'dist');
}

/** The page renderer's build beside the SPA's: web/dist → web/dist-server. */
export const pageRendererDir = (webDist: string) => `${webDist.replace(/[/\\]+$/, '')}-server`;

/** Whether the website must be built: its output is missing or older than its sources. */
export function webBuildIsStale(root: string): boolean {
  const outDir = webDistDir(root);
  const index = path.join(outDir, 'index.html');
  const renderer = path.join(pageRendererDir(outDir), 'lambda.mjs');
  if (!existsSync(index) || !existsSync(renderer)) return true;
  const sources = Math.max(
    newestMtime(path.join(root, 'web')),
    newestMtime(path.join(root, 'shared')),
  );
  return statSync(index).mtimeMs < sources;
}

/**
 * Builds the website when it is stale (or FORCE_WEB_BUILD is set). LOCAL_WEB_BUILT=1 says a
 * launcher built it just before starting this twin beside others (tests/e2e/start-twins.ts),
 * so twins started at once never build into the same folder together.
 */
export async function buildWebIfStale(root: string, log: (line: string) => void) {
  if (process.env.LOCAL_WEB_BUILT === '1') return;
  if (!webBuildIsStale(root) && !process.env.FORCE_WEB_BUILD) return;
  const outDir = webDistDir(root);
  log('Building the website (Vite)...');
  const { build } = await import('vite');
  await build({
    configFile: path.join(root, 'web', 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  // The page renderer (decision 23), as `npm run build:web` builds it for the page Lambda.
  await build({
    configFile: path.join(root, 'web', 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'src/server/lambda.ts', outDir: pageRendererDir(outDir), emptyOutDir: true },
  });
}
