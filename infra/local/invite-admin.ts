/**
 * `npm run invite-admin -- <email>`: invites an admin on the running local twin exactly as
 * the CDK app's `adminEmail` does in AWS (infra/admin-invitation.ts): Cognito's
 * AdminCreateUser with a temporary password, mailed as the Danish invitation of the
 * CustomMessage trigger (it lands in the twin's mailbox), and membership of group `admin`.
 * The twin must be running (same PORT and LOCAL_DATA_DIR as `npm start`).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import * as z from 'zod/mini';
import {
  adminGroupName,
  invitationDelivery,
  invitedAdminAttributes,
  invitedAdminEmail,
} from '../admin-invitation';
import { localCognitoClient, type PoolIds } from './cognito-pool';
import { twinIsRunning } from './twin';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dataDir = path.resolve(root, process.env.LOCAL_DATA_DIR ?? '.local-data');
const port = Number(process.env.PORT ?? 3000);

class UsageError extends Error {}

async function invite(address: string) {
  const parsed = z.email().safeParse(invitedAdminEmail(address));
  if (!parsed.success) throw new UsageError(`"${address}" is not an e-mail address.`);
  const email = parsed.data;
  const poolFile = path.join(dataDir, 'cognito-pool.json');
  if (!twinIsRunning(dataDir) || !existsSync(poolFile)) {
    throw new UsageError(
      `no local twin is running on ${path.relative(root, dataDir) || '.'}: start it with \`npm start\` (or \`SEED=none npm start\`) first.`,
    );
  }
  const { userPoolId } = JSON.parse(readFileSync(poolFile, 'utf8')) as PoolIds;
  // Through the twin's own Cognito address, as the browser reaches it.
  const cognito = localCognitoClient(`http://127.0.0.1:${port}/_local/cognito`);
  try {
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: email,
        DesiredDeliveryMediums: [...invitationDelivery],
        UserAttributes: invitedAdminAttributes(email).map(({ name, value }) => ({
          Name: name,
          Value: value,
        })),
      }),
    );
  } catch (error) {
    if ((error as { name?: string }).name === 'UsernameExistsException')
      throw new UsageError(`${email} already has an account.`);
    throw error;
  }
  await cognito.send(
    new AdminAddUserToGroupCommand({
      UserPoolId: userPoolId,
      Username: email,
      GroupName: adminGroupName,
    }),
  );
  console.log(`Invited ${email} as an admin.`);
  console.log(
    `The invitation with the temporary password is in the mailbox: http://localhost:${port}/_local/mail/view`,
  );
}

const address = process.argv[2];
if (!address) {
  console.error('Usage: npm run invite-admin -- <email>');
  process.exit(2);
}
invite(address).catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`Error: ${error.message}`);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
