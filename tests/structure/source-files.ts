/** The production source files of the repository (no tests, no test support, no build output). */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const productionRoots = ['shared', 'functions', 'web/src', 'infra'];
const skippedFolders = new Set(['node_modules', 'dist', 'test', 'test-support', 'cdk.out']);

const isTestFile = (file: string) => /\.(test|int\.test|e2e)\.tsx?$/.test(file);

/**
 * Every `.ts`/`.tsx` file under the production roots, as a path relative to the repository
 * (`root`: another checkout, for figures of an earlier commit).
 */
export function productionSourceFiles(
  roots: readonly string[] = productionRoots,
  root: string = repoRoot,
): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(path.join(root, dir))) return;
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!skippedFolders.has(entry.name)) walk(relative);
      } else if (/\.tsx?$/.test(entry.name) && !isTestFile(entry.name)) {
        files.push(relative);
      }
    }
  };
  roots.forEach(walk);
  return files.sort();
}
