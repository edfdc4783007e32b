/**
 * The esbuild settings of every Lambda bundle, and the build of the packages a bundle loads
 * only when an operation needs them (docs/decisions/0022). Plain JavaScript: CDK runs this
 * file with `node` after bundling each function (infra/constructs/bundling.ts), and
 * `npm run bench:cold` imports it to build the same files.
 *
 * `node infra/constructs/lambda-esbuild.mjs <bundle folder>`: for each lazy package that the
 * folder's index.mjs imports (`import("stripe")`), writes the package as one minified ES
 * module to <bundle folder>/node_modules/<package>/, where Node finds it from index.mjs.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The Lambda runtime's Node.js major version, as esbuild's target. */
export const lambdaTarget = 'node22';

/** Prefer the ES module builds of dependencies: they tree-shake. */
export const lambdaMainFields = ['module', 'main'];

/**
 * ES module output; some CommonJS dependencies of the AWS SDK and middy call `require` for
 * Node built-ins, which an ES module lacks, so the banner recreates it.
 */
export const esmRequireBanner =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/**
 * Heavy packages only some operations use, imported by them with `await import(...)`: left
 * out of the bundles and shipped beside them, so the other operations never load them.
 */
export const lazyPackages = ['stripe', 'markdown-it', 'sanitize-html'];

/** The files written: package name and size of its index.mjs in bytes. */
export async function buildLazyPackages(bundleDir) {
  const bundle = readFileSync(path.join(bundleDir, 'index.mjs'), 'utf8');
  const written = [];
  for (const name of lazyPackages) {
    if (!bundle.includes(`import("${name}")`)) continue;
    const dir = path.join(bundleDir, 'node_modules', name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ name, type: 'module', exports: './index.mjs' }),
    );
    const outfile = path.join(dir, 'index.mjs');
    await build({
      stdin: { contents: `export { default } from '${name}';`, resolveDir: projectRoot },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: lambdaTarget,
      mainFields: lambdaMainFields,
      banner: { js: esmRequireBanner },
      minify: true,
      sourcemap: true,
      sourcesContent: false,
      outfile,
      logLevel: 'error',
    });
    written.push({ name, bytes: readFileSync(outfile).length });
  }
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const bundleDir = process.argv[2];
  if (!bundleDir) throw new Error('usage: node lambda-esbuild.mjs <bundle folder>');
  await buildLazyPackages(bundleDir);
}
