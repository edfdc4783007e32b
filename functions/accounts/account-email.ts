/**
 * The e-mail address of a signed-in user, read from the user pool (AdminGetUser), never
 * from the request. Used to create a profile that confirmation did not create.
 */
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { config } from '../lib/config';

let client: CognitoIdentityProviderClient | undefined;
let clientEndpoint: string | undefined;

function cognito(): CognitoIdentityProviderClient {
  const { AWS_REGION, COGNITO_ENDPOINT } = config();
  if (!client || clientEndpoint !== COGNITO_ENDPOINT) {
    client = new CognitoIdentityProviderClient({ region: AWS_REGION, endpoint: COGNITO_ENDPOINT });
    clientEndpoint = COGNITO_ENDPOINT;
  }
  return client;
}

/** The pool's `email` attribute of the user; undefined when the user has none or is gone. */
export async function accountEmail(username: string): Promise<string | undefined> {
  try {
    const user = await cognito().send(
      new AdminGetUserCommand({ UserPoolId: config().USER_POOL_ID, Username: username }),
    );
    return user.UserAttributes?.find((a) => a.Name === 'email')?.Value;
  } catch (error) {
    // A deleted user's access token stays valid until it expires.
    if ((error as { name?: string }).name === 'UserNotFoundException') return undefined;
    throw error;
  }
}
