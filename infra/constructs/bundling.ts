/**
 * How every Lambda function of the app is bundled, defined once: `createAppFunction` hands
 * these settings to CDK's NodejsFunction (which runs the local esbuild as `esbuild --bundle`
 * with them), and `npm run bench:cold` (tests/bench/cold-start.ts) builds the same bundles
 * with the same settings through esbuild's API to measure them (docs/decisions/0022).
 */
import type { BuildOptions } from 'esbuild';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';

/** The Lambda runtime's Node.js major version, as esbuild's target. */
export const lambdaTarget = 'node22';

/**
 * ES module output; some CommonJS dependencies of the AWS SDK and middy call `require` for
 * Node built-ins, which an ES module lacks, so the banner recreates it.
 */
export const esmRequireBanner =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/** Packages left out of the bundles (none: see docs/decisions/0022). */
export const lambdaExternalModules: string[] = [];

/** Prefer the ES module builds of dependencies: they tree-shake. */
export const lambdaMainFields = ['module', 'main'];

/** Settings for NodejsFunction's `bundling`. */
export const lambdaBundling: BundlingOptions = {
  format: OutputFormat.ESM,
  target: lambdaTarget,
  mainFields: lambdaMainFields,
  banner: esmRequireBanner,
  externalModules: lambdaExternalModules,
  minify: true,
  // An external `index.mjs.map` next to the bundle: not loaded unless NODE_OPTIONS asks.
  sourceMap: true,
  sourcesContent: false,
  forceDockerBundling: false,
};

/** NODE_OPTIONS of every function. */
export const lambdaNodeOptions = '--enable-source-maps';

/**
 * The esbuild API options equivalent to the command NodejsFunction runs with
 * `lambdaBundling` (`esbuild --bundle <entry> --target --platform=node --format --outfile
 * --minify --sourcemap --sources-content=false --external:... --banner:js --main-fields`).
 */
export function lambdaEsbuildOptions(entryPath: string, outfile: string): BuildOptions {
  return {
    entryPoints: [entryPath],
    bundle: true,
    target: lambdaTarget,
    platform: 'node',
    format: 'esm',
    outfile,
    minify: lambdaBundling.minify,
    sourcemap: lambdaBundling.sourceMap,
    sourcesContent: lambdaBundling.sourcesContent,
    external: lambdaExternalModules,
    banner: { js: esmRequireBanner },
    mainFields: lambdaMainFields,
  };
}
