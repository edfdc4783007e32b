/** Builds the SPA with Vite when web/dist is missing or older than its sources. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

export async function buildWebIfStale(root: string, log: (line: string) => void) {
  const index = path.join(root, 'web', 'dist', 'index.html');
  const sources = Math.max(
    newestMtime(path.join(root, 'web')),
    newestMtime(path.join(root, 'shared')),
  );
  if (existsSync(index) && statSync(index).mtimeMs >= sources && !process.env.FORCE_WEB_BUILD)
    return;
  log('Building the website (Vite)...');
  const { build } = await import('vite');
  await build({ configFile: path.join(root, 'web', 'vite.config.ts'), logLevel: 'warn' });
}
