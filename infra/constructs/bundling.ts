/**
 * How every Lambda function of the app is bundled, defined once: `createAppFunction` hands
 * these settings to CDK's NodejsFunction (which runs the local esbuild as `esbuild --bundle`
 * with them, then lambda-esbuild.mjs for the lazily loaded packages), and `npm run bench:cold`
 * (tests/bench/cold-start.ts) builds the same bundles with the same settings through
 * esbuild's API to measure them (docs/decisions/0022).
 */
import path from 'node:path';
import type { BuildOptions } from 'esbuild';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import {
  credentialChainAlias,
  esmRequireBanner,
  lambdaMainFields,
  lambdaTarget,
  lazyPackages,
  unusedSdkModules,
} from './lambda-esbuild.mjs';

export { lambdaTarget, lazyPackages, unusedSdkModules };

/**
 * Where the functions get the AWS SDK from (docs/decisions/0022): `bundled` into each bundle
 * (the exact versions the tests run), or the copy of the Lambda `runtime`.
 */
export type AwsSdkSource = 'bundled' | 'runtime';
export const awsSdkSource: AwsSdkSource = 'bundled';

/**
 * Packages left out of the bundles: the lazy ones, the SDK parts no operation runs, and the
 * AWS SDK if the runtime's.
 */
export function externalModulesFor(sdk: AwsSdkSource): string[] {
  return [...lazyPackages, ...(sdk === 'runtime' ? ['@aws-sdk/*', '@smithy/*'] : unusedSdkModules)];
}

export { credentialChainAlias };

/** Settings for NodejsFunction's `bundling`. */
export const lambdaBundling: BundlingOptions = {
  format: OutputFormat.ESM,
  target: lambdaTarget,
  mainFields: lambdaMainFields,
  banner: esmRequireBanner,
  externalModules: externalModulesFor(awsSdkSource),
  esbuildArgs: { '--alias': `${credentialChainAlias.from}=${credentialChainAlias.to}` },
  minify: true,
  // An external `index.mjs.map` next to the bundle (NODE_OPTIONS below makes stack traces use it).
  sourceMap: true,
  sourcesContent: false,
  forceDockerBundling: false,
  commandHooks: {
    beforeBundling: () => [],
    beforeInstall: () => [],
    // The lazy packages the bundle imports, beside it (lambda-esbuild.mjs).
    afterBundling: (inputDir: string, outputDir: string) => [
      `node ${JSON.stringify(path.join(inputDir, 'infra', 'constructs', 'lambda-esbuild.mjs'))} ${JSON.stringify(outputDir)}`,
    ],
  },
};

/** NODE_OPTIONS of every function. */
export const lambdaNodeOptions = '--enable-source-maps';

/**
 * The esbuild API options equivalent to the command NodejsFunction runs with
 * `lambdaBundling` (`esbuild --bundle <entry> --target --platform=node --format --outfile
 * --minify --sourcemap --sources-content=false --external:... --banner:js --main-fields
 * --alias:...`, in the repository root).
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
    alias: sdk === 'bundled' ? { [credentialChainAlias.from]: credentialChainAlias.to } : {},
    banner: { js: esmRequireBanner },
    mainFields: lambdaMainFields,
  };
}
