/** Types of lambda-esbuild.mjs (plain JavaScript, run by `node` during `cdk synth`). */
export declare const lambdaTarget: string;
export declare const lambdaMainFields: string[];
export declare const esmRequireBanner: string;
export declare const credentialChainAlias: { from: string; to: string };
export declare const lazyModules: Array<{ specifier: string; source: string }>;
export declare const lazyPackages: string[];
export declare const nativePackages: string[];
export declare function installNativePackages(bundleDir: string): string[];
export declare const unusedSdkModules: string[];
export declare function buildLazyPackages(
  bundleDir: string,
): Promise<Array<{ name: string; bytes: number }>>;
