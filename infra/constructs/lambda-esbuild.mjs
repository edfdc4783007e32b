/**
 * The esbuild settings of every Lambda bundle, and the build of the packages a bundle loads
 * only when an operation needs them (docs/decisions/0022). Plain JavaScript: CDK runs this
 * file with `node` after bundling each function (infra/constructs/bundling.ts), and
 * `npm run bench:cold` imports it to build the same files.
 *
 * `node infra/constructs/lambda-esbuild.mjs <bundle folder>`: for each lazy module that the
 * folder's index.mjs imports (`import("stripe")`), writes it as one minified ES module to
 * <bundle folder>/node_modules/<package>/, where Node finds it from index.mjs.
 */
import { execFileSync } from 'node:child_process';
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
 * The bundles take the AWS credentials from the environment, all a Lambda has: this module
 * replaces the SDK's default chain (SSO, ini files, processes, web identity, instance
 * metadata, with the STS and SSO clients they call). A path from the repository root.
 */
export const credentialChainAlias = {
  from: '@aws-sdk/credential-provider-node',
  to: './functions/lib/lambda-credentials.ts',
};

/**
 * Heavy modules only some operations use, imported by them with `await import(...)`: left
 * out of the bundles and shipped beside them, so the other operations never load them.
 * `source` is what the shipped module is built from (from the repository root).
 */
export const lazyModules = [
  { specifier: 'stripe', source: "export { default } from 'stripe';" },
  { specifier: 'markdown-it', source: "export { default } from 'markdown-it';" },
  { specifier: 'sanitize-html', source: "export { default } from 'sanitize-html';" },
  // The S3 client and presigner (functions/lib/storage.ts), through a module of our own.
  { specifier: '@functions/lib/s3-sdk', source: "export * from './functions/lib/s3-sdk.ts';" },
  // The other AWS clients only some operations call, each a module of our own: SES
  // (functions/lib/mailer.ts), Cognito (functions/lib/cognito.ts), Amazon Location
  // (functions/lib/location.ts: geocodes and drive times are cached in the table).
  {
    specifier: '@functions/lib/sesv2-sdk',
    source: "export * from './functions/lib/sesv2-sdk.ts';",
  },
  {
    specifier: '@functions/lib/cognito-sdk',
    source: "export * from './functions/lib/cognito-sdk.ts';",
  },
  {
    specifier: '@functions/lib/location-sdk',
    source: "export * from './functions/lib/location-sdk.ts';",
  },
  // The PDF of a receipt or credit note (functions/lib/pdf-document.ts, with pdf-lib): made
  // when a document is issued or fetched, never by the other operations (decision 0029).
  {
    specifier: '@functions/lib/pdf-document',
    source: "export * from './functions/lib/pdf-document.ts';",
  },
  // Secrets Manager (functions/lib/secrets.ts): the Stripe secret, read by the payment
  // operations only (decision 0031).
  {
    specifier: '@functions/lib/secrets-manager-sdk',
    source: "export * from './functions/lib/secrets-manager-sdk.ts';",
  },
  // The access-token check (functions/lib/auth.ts): only a request that carries a token needs
  // it, so a visitor's request never loads it.
  { specifier: 'jose', source: "export * from 'jose';" },
  // The content catalogue's defaults, for the owner's first edit of a key: the public read of
  // the same Lambda never needs them (functions/capabilities/content/content-operations.ts).
  {
    specifier: '@functions/capabilities/content/catalogue-defaults',
    source: "export * from './functions/capabilities/content/catalogue-defaults.ts';",
  },
  // The twin's offline geocoder (functions/geo/geocode.ts): shipped, never loaded in AWS.
  {
    specifier: '@functions/geo/gazetteer',
    source: "export * from './functions/geo/gazetteer.ts';",
  },
];

/**
 * Packages with a native part, imported with `await import(...)` by the operations that need
 * them and installed beside the bundle for the Lambda's platform (Linux on ARM64) at the
 * version package.json pins: sharp makes a gallery photo's sizes (decision 0034).
 */
export const nativePackages = ['sharp'];

/** The specifiers esbuild leaves as they are. */
export const lazyPackages = [...lazyModules.map((module) => module.specifier), ...nativePackages];

/**
 * Parts of the AWS SDK no operation of ours runs, left out of the bundles and not shipped:
 * the SDK core loads its event-stream support (`await import("@smithy/core/event-streams")`,
 * about 14 KB) only for an operation with an event-stream member, and no call of ours has one
 * (DynamoDB, SES, Cognito, Location, API Gateway's management API). Were one added, that call
 * would fail with ERR_MODULE_NOT_FOUND; infra/test/unused-sdk-modules.test.ts checks that the
 * bundles import it only that way. The lazy modules keep it (S3 has event streams).
 */
export const unusedSdkModules = ['@smithy/core/event-streams'];

/** `@scope/name/sub` -> package `@scope/name`, export `./sub`; `name` -> `name`, `.`. */
function packagePath(specifier) {
  const parts = specifier.split('/');
  const length = specifier.startsWith('@') ? 2 : 1;
  const sub = parts.slice(length).join('/');
  return { name: parts.slice(0, length).join('/'), sub: sub ? `./${sub}` : '.' };
}

/** The files written: module specifier and size in bytes. */
export async function buildLazyPackages(bundleDir) {
  const bundle = readFileSync(path.join(bundleDir, 'index.mjs'), 'utf8');
  const written = [];
  for (const { specifier, source } of lazyModules) {
    if (!bundle.includes(`import("${specifier}")`)) continue;
    const { name, sub } = packagePath(specifier);
    const dir = path.join(bundleDir, 'node_modules', name);
    const file = sub === '.' ? 'index.mjs' : `${sub.slice(2).replace(/\//g, '-')}.mjs`;
    mkdirSync(dir, { recursive: true });
    const manifest = path.join(dir, 'package.json');
    const exports = {};
    try {
      Object.assign(exports, JSON.parse(readFileSync(manifest, 'utf8')).exports);
    } catch {
      // the first module of this package
    }
    exports[sub] = `./${file}`;
    writeFileSync(manifest, JSON.stringify({ name, type: 'module', exports }));
    const outfile = path.join(dir, file);
    await build({
      stdin: { contents: source, resolveDir: projectRoot, loader: 'ts' },
      absWorkingDir: projectRoot,
      alias: { [credentialChainAlias.from]: credentialChainAlias.to },
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
    written.push({ name: specifier, bytes: readFileSync(outfile).length });
  }
  return written;
}

/**
 * Installs the native packages the bundle imports into <bundle folder>/node_modules, for the
 * Lambda's platform, from the registry npm is configured with; answers their names.
 */
export function installNativePackages(bundleDir) {
  const bundle = readFileSync(path.join(bundleDir, 'index.mjs'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8'));
  const pinned = { ...manifest.devDependencies, ...manifest.dependencies };
  const wanted = nativePackages.filter((name) => bundle.includes(`import("${name}")`));
  if (wanted.length === 0) return [];
  const specs = wanted.map((name) => `${name}@${pinned[name]}`);
  // A manifest of its own makes the bundle folder npm's project: without it npm would climb
  // to the repository's package.json and install the whole project there.
  writeFileSync(path.join(bundleDir, 'package.json'), JSON.stringify({ private: true }));
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      bundleDir,
      '--no-save',
      '--no-package-lock',
      '--omit=dev',
      '--os=linux',
      '--cpu=arm64',
      '--libc=glibc',
      ...specs,
    ],
    { cwd: bundleDir, stdio: 'inherit' },
  );
  return wanted;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const bundleDir = process.argv[2];
  if (!bundleDir) throw new Error('usage: node lambda-esbuild.mjs <bundle folder>');
  await buildLazyPackages(bundleDir);
  installNativePackages(bundleDir);
}
