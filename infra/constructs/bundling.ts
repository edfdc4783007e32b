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

/**
 * Where the functions get the AWS SDK from (docs/decisions/0022): `bundled` into each bundle
 * (the exact versions the tests run), or the copy of the Lambda `runtime`.
 */
export type AwsSdkSource = 'bundled' | 'runtime';
export const awsSdkSource: AwsSdkSource = 'bundled';

/** Packages left out of the bundles. */
export function externalModulesFor(sdk: AwsSdkSource): string[] {
  return sdk === 'runtime' ? ['@aws-sdk/*', '@smithy/*'] : [];
}

/**
 * Modules replaced in the bundles: the SDK's default credential chain by the environment's
 * credentials, all a Lambda has (functions/lib/lambda-credentials.ts). Paths from the
 * repository root, where esbuild runs.
 */
export const lambdaAliases: Record<string, string> = {
  '@aws-sdk/credential-provider-node': './functions/lib/lambda-credentials.ts',
};

/** Prefer the ES module builds of dependencies: they tree-shake. */
export const lambdaMainFields = ['module', 'main'];

/** Settings for NodejsFunction's `bundling`. */
export const lambdaBundling: BundlingOptions = {
  format: OutputFormat.ESM,
  target: lambdaTarget,
  mainFields: lambdaMainFields,
  banner: esmRequireBanner,
  externalModules: externalModulesFor(awsSdkSource),
  esbuildArgs: Object.fromEntries(
    Object.entries(lambdaAliases).map(([from, to]) => ['--alias', `${from}=${to}`]),
  ),
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
 * --minify --sourcemap --sources-content=false --external:... --banner:js --main-fields
 * --alias:...`), run in the repository root.
 */
export function lambdaEsbuildOptions(
  entryPath: string,
  outfile: string,
  sdk: AwsSdkSource = awsSdkSource,
): BuildOptions {
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
    external: externalModulesFor(sdk),
    alias: sdk === 'bundled' ? lambdaAliases : {},
    banner: { js: esmRequireBanner },
    mainFields: lambdaMainFields,
  };
}
