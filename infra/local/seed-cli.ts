/**
 * `npm run seed`: re-applies the demo data (idempotent: adds what is missing, keeps edits).
 * Starts the stand-ins on the twin's data folder itself, so the twin must not be running.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resetConfig } from '../../functions/lib/config';
import { resetDb } from '../../functions/lib/db';
import { ensureUserPool } from './cognito-pool';
import { freePort } from './process';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from './seed/admin';
import { localS3Client } from './seed/images';
import { seedDemoData } from './seed/run';
import { startCognito, startDynamoDb, startS3 } from './services';
import { ensureTable, localDynamoClient } from './table';
import { ensureBuckets, PUBLIC_BUCKET, TABLE_NAME, twinIsRunning } from './twin';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dataDir = path.resolve(root, process.env.LOCAL_DATA_DIR ?? '.local-data');
const log = (line: string) => console.log(`[seed] ${line}`);

async function main() {
  if (twinIsRunning(dataDir)) {
    console.error(
      'Error: the local twin is running on this data folder: stop it (Ctrl-C) and run `npm run seed` again.',
    );
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 3000);
  const [dynamo, s3, cognito] = await Promise.all([
    freePort().then((p) => startDynamoDb(p, path.join(dataDir, 'dynamodb'))),
    freePort().then((p) => startS3(p, path.join(dataDir, 's3'))),
    freePort().then((p) =>
      startCognito(p, path.join(dataDir, 'cognito'), {
        issuerDomain: `http://localhost:${port}/_local/cognito`,
      }),
    ),
  ]);
  try {
    await ensureTable(localDynamoClient(dynamo.url), TABLE_NAME);
    const pool = await ensureUserPool(cognito.url, path.join(dataDir, 'cognito-pool.json'));
    await ensureBuckets(s3.url, `http://localhost:${port}`);
    Object.assign(process.env, {
      AWS_REGION: 'eu-north-1',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      TABLE_NAME,
      DYNAMODB_ENDPOINT: dynamo.url,
      USER_POOL_ID: pool.userPoolId,
      USER_POOL_CLIENT_ID: pool.userPoolClientId,
      PUBLIC_BUCKET,
      PRIVATE_BUCKET: 'unused',
      SITE_URL: `http://localhost:${port}`,
      MAIL_FROM: 'seed@localhost',
      LINK_SIGNING_SECRET: 'seed-does-not-sign-links',
    });
    resetConfig();
    resetDb();
    await seedDemoData({
      s3: localS3Client(s3.url),
      publicBucket: PUBLIC_BUCKET,
      cognitoEndpoint: cognito.url,
      userPoolId: pool.userPoolId,
      adminEmail: process.env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL,
      adminPassword: process.env.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD,
      log,
      force: true,
    });
    log('Demo data is in place.');
  } finally {
    await Promise.all([dynamo.stop(), s3.stop(), cognito.stop()]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
