/**
 * Each worker of the parallel integration project gets data of its own on the shared
 * stand-ins: its own table (with the demo business), buckets and secrets, named after the
 * worker's slot (`VITEST_POOL_ID`, 1 to the number of workers). Two files that run at the
 * same time therefore never see each other's settings, singletons or table scans; files of
 * one worker run one after the other on the same data, as the whole project once did. The
 * stand-in processes themselves (DynamoDB Local, s3rver, cognito-local, SES, secrets) stay
 * shared: users and mails are told apart by their unique addresses.
 */
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { businessSettingsKey } from '@functions/data/keys';
import { fakeEconomicAppPublicToken, fakeEconomicAppSecretToken } from '@infra/local/fake-economic';
import { economicSecretName, ensureSecret, stripeSecretName } from '@infra/local/secrets-manager';
import { ensureTable, localDynamoClient } from '@infra/local/table';
import { ensureBuckets } from '@infra/local/twin';
import { anyHourBusinessSettings } from '../support/business-settings';
import type { StandIns } from './global-setup';

/** The stack name the stand-ins' secrets are named after (`{name}/stripe`, `{name}/app`). */
export const integrationStackName = 'drone-int';

/** The Stripe and e-conomic secrets of `stackName`, made when missing; their ARNs. */
export async function ensureSecrets(secretsManagerEndpoint: string, stackName: string) {
  const [stripeSecretId, economicSecretId] = await Promise.all([
    ensureSecret(secretsManagerEndpoint, stripeSecretName(stackName)),
    ensureSecret(secretsManagerEndpoint, economicSecretName(stackName), {
      appSecretToken: fakeEconomicAppSecretToken,
      appPublicToken: fakeEconomicAppPublicToken,
    }),
  ]);
  return { stripeSecretId, economicSecretId };
}

/**
 * The table `tableName` with the demo business every time is flyable in
 * (tests/support/business-settings.ts), made when missing. Written directly: the handler
 * configuration of the calling process may point elsewhere. Answers whether it was made.
 */
export async function ensureDemoTable(dynamoEndpoint: string, tableName: string) {
  const client = localDynamoClient(dynamoEndpoint);
  if (!(await ensureTable(client, tableName))) return false;
  await DynamoDBDocumentClient.from(client).send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...businessSettingsKey,
        entity: 'business_settings',
        ...anyHourBusinessSettings,
        base_position: null,
      },
    }),
  );
  return true;
}

/** The stand-ins as worker `worker` of the parallel project uses them. */
export async function workerStandIns(shared: StandIns, worker: string): Promise<StandIns> {
  const suffix = `worker-${worker}`;
  const own: StandIns = {
    ...shared,
    tableName: `${shared.tableName}-${suffix}`,
    publicBucket: `${shared.publicBucket}-${suffix}`,
    privateBucket: `${shared.privateBucket}-${suffix}`,
    ...(await ensureSecrets(shared.secretsManagerEndpoint, `${integrationStackName}-${suffix}`)),
  };
  // The worker's first file makes its table and buckets; the later ones find them.
  if (await ensureDemoTable(shared.dynamoEndpoint, own.tableName))
    await ensureBuckets(shared.s3Endpoint, shared.siteUrl, [own.publicBucket, own.privateBucket]);
  return own;
}
