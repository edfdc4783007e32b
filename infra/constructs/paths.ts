/** Absolute paths the CDK app needs, independent of the directory `cdk` is started from. */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (two levels above infra/constructs/). */
export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const lockFilePath = join(projectRoot, 'package-lock.json');

/** The built SPA (`npm run build:web`). */
export const defaultWebDistPath = join(projectRoot, 'web', 'dist');

/** A path inside the repository, e.g. `functions/catalog/index.ts`. */
export function fromProjectRoot(relativePath: string): string {
  return join(projectRoot, relativePath);
}
