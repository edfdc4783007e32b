/**
 * The demo admin account of the local twin.
 *
 * Defaults (local development only, never used in the cloud):
 *   e-mail   admin@dronefoto.dk   (override with env ADMIN_EMAIL)
 *   password Admin123!            (override with env ADMIN_PASSWORD)
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CreateGroupCommand,
  GetGroupCommand,
  type AttributeType,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';

export const DEFAULT_ADMIN_EMAIL = 'admin@dronefoto.dk';
export const DEFAULT_ADMIN_PASSWORD = 'Admin123!';
export const ADMIN_EMAIL = process.env.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL;
export const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD;
export const ADMIN_GROUP = 'admin';

function errorName(error: unknown): string | undefined {
  return error instanceof Error ? error.name : undefined;
}

function subOf(attributes: AttributeType[] | undefined): string {
  const sub = attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!sub) throw new Error('The admin user has no sub attribute');
  return sub;
}

async function findUserSub(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  email: string,
): Promise<string | undefined> {
  try {
    const user = await client.send(
      new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }),
    );
    return subOf(user.UserAttributes);
  } catch (error) {
    if (errorName(error) === 'UserNotFoundException') return undefined;
    throw error;
  }
}

async function ensureAdminGroup(client: CognitoIdentityProviderClient, userPoolId: string) {
  try {
    await client.send(new GetGroupCommand({ UserPoolId: userPoolId, GroupName: ADMIN_GROUP }));
  } catch (error) {
    if (errorName(error) !== 'ResourceNotFoundException') throw error;
    await client.send(
      new CreateGroupCommand({
        UserPoolId: userPoolId,
        GroupName: ADMIN_GROUP,
        Description: 'Administrators',
      }),
    );
  }
}

/**
 * Makes sure a user exists with a confirmed e-mail and the given permanent password (no mail
 * sent). Safe to call again. Returns the user's `sub`.
 */
export async function ensureConfirmedUser(
  cognitoClient: CognitoIdentityProviderClient,
  userPoolId: string,
  email: string,
  password: string,
): Promise<string> {
  let sub = await findUserSub(cognitoClient, userPoolId, email);
  if (!sub) {
    const created = await cognitoClient.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    sub = subOf(created.User?.Attributes);
  }
  await cognitoClient.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: email,
      Password: password,
      Permanent: true,
    }),
  );
  return sub;
}

/**
 * Makes sure the user exists with a confirmed e-mail, the given permanent password and
 * membership of the `admin` group. Safe to call on every start. Returns the user's `sub`.
 */
export async function ensureAdminUser(
  cognitoClient: CognitoIdentityProviderClient,
  userPoolId: string,
  email: string = ADMIN_EMAIL,
  password: string = ADMIN_PASSWORD,
): Promise<string> {
  const sub = await ensureConfirmedUser(cognitoClient, userPoolId, email, password);
  await ensureAdminGroup(cognitoClient, userPoolId);
  await cognitoClient.send(
    new AdminAddUserToGroupCommand({
      UserPoolId: userPoolId,
      Username: email,
      GroupName: ADMIN_GROUP,
    }),
  );
  return sub;
}
