/**
 * The e-mail address of a signed-in user, read from the user pool (AdminGetUser), never
 * from the request. Used to create a profile that confirmation did not create.
 */
import { cognito, cognitoSdk } from '@functions/lib/cognito';
import { config } from '@functions/lib/config';

/** The pool's `email` attribute of the user; undefined when the user has none or is gone. */
export async function accountEmail(username: string): Promise<string | undefined> {
  const { AdminGetUserCommand } = await cognitoSdk();
  try {
    const user = await (
      await cognito()
    ).send(new AdminGetUserCommand({ UserPoolId: config().USER_POOL_ID, Username: username }));
    return user.UserAttributes?.find((a) => a.Name === 'email')?.Value;
  } catch (error) {
    // A deleted user's access token stays valid until it expires.
    if ((error as { name?: string }).name === 'UserNotFoundException') return undefined;
    throw error;
  }
}
