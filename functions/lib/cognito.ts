/** The user pool client of the handlers (cognito-local in the twin), made once per endpoint. */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { withAwsCallHooks } from './aws-client-hooks';
import { config } from './config';

let client: CognitoIdentityProviderClient | undefined;
let clientEndpoint: string | undefined;

export function cognito(): CognitoIdentityProviderClient {
  const { AWS_REGION, COGNITO_ENDPOINT } = config();
  if (!client || clientEndpoint !== COGNITO_ENDPOINT) {
    client = withAwsCallHooks(
      new CognitoIdentityProviderClient({ region: AWS_REGION, endpoint: COGNITO_ENDPOINT }),
    );
    clientEndpoint = COGNITO_ENDPOINT;
  }
  return client;
}
