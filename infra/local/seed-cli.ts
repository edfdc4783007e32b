/**
 * `npm run seed`: re-applies the demo data (idempotent: adds what is missing, keeps edits).
 * Starts the stand-ins on the twin's data folder itself, so the twin must not be running.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from './seed/admin';
import { seedDemoData } from './seed/run';
import { PUBLIC_BUCKET, startStandIns, twinIsRunning, TwinStartError } from './twin';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dataDir = path.resolve(root, process.env.LOCAL_DATA_DIR ?? '.local-data');
const port = Number(process.env.PORT ?? 3000);
const log = (line: string) => console.log(`[seed] ${line}`);

async function main() {
  if (twinIsRunning(dataDir)) {
    throw new TwinStartError(
      'the local twin is running on this data folder: stop it (Ctrl-C) and run `npm run seed` again.',
    );
  }
  const standIns = await startStandIns({ port, dataDir });
  try {
    await seedDemoData({
      s3: standIns.s3Client,
      publicBucket: PUBLIC_BUCKET,
      cognitoEndpoint: standIns.cognito.url,
      userPoolId: standIns.pool.userPoolId,
      adminEmail: process.env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL,
      adminPassword: process.env.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD,
      log,
      force: true,
    });
    log('Demo data is in place.');
  } finally {
    await standIns.stop();
  }
}

main().catch((error: unknown) => {
  if (error instanceof TwinStartError) console.error(`Error: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
