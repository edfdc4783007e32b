/**
 * The AWS credentials of a function in Lambda, which the runtime always puts in the
 * environment (the execution role's session). The bundles use this module instead of the
 * SDK's default credential chain (`@aws-sdk/credential-provider-node`, swapped by an esbuild
 * alias in infra/constructs/bundling.ts): that chain also carries SSO, ini files, external
 * processes, web identity, login and instance metadata, with the STS and SSO clients they
 * call, none of which a Lambda uses (docs/decisions/0022). The local twin and the tests run
 * the handlers unbundled, with the SDK's own chain.
 */
import type { AwsCredentialIdentity, AwsCredentialIdentityProvider } from '@aws-sdk/types';

/** The environment's credentials, read on each call (as the SDK's `fromEnv`). */
export function defaultProvider(): AwsCredentialIdentityProvider {
  return async (): Promise<AwsCredentialIdentity> => {
    const accessKeyId = process.env.AWS_ACCESS_KEY_ID;
    const secretAccessKey = process.env.AWS_SECRET_ACCESS_KEY;
    if (!accessKeyId || !secretAccessKey)
      throw new Error('No AWS credentials in the environment (AWS_ACCESS_KEY_ID)');
    const expiration = process.env.AWS_CREDENTIAL_EXPIRATION;
    return {
      accessKeyId,
      secretAccessKey,
      ...(process.env.AWS_SESSION_TOKEN ? { sessionToken: process.env.AWS_SESSION_TOKEN } : {}),
      ...(expiration ? { expiration: new Date(expiration) } : {}),
    };
  };
}
