/**
 * The e-mail addresses of every admin, for booking notifications. Being an admin means being
 * a member of the Cognito group `admin` (the same fact the tokens carry and every admin
 * handler checks), so the group itself is the list: ListUsersInGroup, page by page. Disabled
 * users and users without an e-mail are left out. No copy of the list is kept in the table,
 * so it can never drift from the group.
 */
import type { UserType } from '@aws-sdk/client-cognito-identity-provider';
import { cognito, cognitoSdk } from '@functions/lib/cognito';
import { config } from '@functions/lib/config';

export const adminGroupName = 'admin';

const emailOf = (user: UserType) =>
  user.Attributes?.find((a) => a.Name === 'email')
    ?.Value?.trim()
    .toLowerCase();

export async function listAdminEmails(): Promise<string[]> {
  const { ListUsersInGroupCommand } = await cognitoSdk();
  const emails = new Set<string>();
  let nextToken: string | undefined;
  do {
    const page = await (
      await cognito()
    ).send(
      new ListUsersInGroupCommand({
        UserPoolId: config().USER_POOL_ID,
        GroupName: adminGroupName,
        Limit: 60,
        NextToken: nextToken,
      }),
    );
    for (const user of page.Users ?? []) {
      const email = user.Enabled === false ? undefined : emailOf(user);
      if (email) emails.add(email);
    }
    nextToken = page.NextToken;
  } while (nextToken);
  return [...emails];
}
