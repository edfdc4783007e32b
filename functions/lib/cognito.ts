/**
 * The user pool client of the handlers (cognito-local in the twin), made once per endpoint.
 * The Cognito SDK is loaded on the first call (./cognito-sdk.ts, docs/decisions/0022).
 */
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type * as CognitoSdk from './cognito-sdk';
import { withAwsCallHooks } from './aws-client-hooks';
import { config } from './config';

let loading: Promise<typeof CognitoSdk> | undefined;

/** The Cognito SDK's client and commands, loaded once (a module beside the bundle: `lazyModules`). */
export const cognitoSdk = (): Promise<typeof CognitoSdk> =>
  (loading ??= import('@functions/lib/cognito-sdk'));

let client: CognitoIdentityProviderClient | undefined;
let clientEndpoint: string | undefined;

export async function cognito(): Promise<CognitoIdentityProviderClient> {
  const { CognitoIdentityProviderClient } = await cognitoSdk();
  const { AWS_REGION, COGNITO_ENDPOINT } = config();
  if (!client || clientEndpoint !== COGNITO_ENDPOINT) {
    client = withAwsCallHooks(
      new CognitoIdentityProviderClient({ region: AWS_REGION, endpoint: COGNITO_ENDPOINT }),
    );
    clientEndpoint = COGNITO_ENDPOINT;
  }
  return client;
}
