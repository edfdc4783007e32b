/**
 * `npm start`: the whole product on this machine, offline. Ctrl-C stops everything.
 *
 * Environment: PORT (3000), LOCAL_DATA_DIR (.local-data), SEED (`demo` by default; `none`
 * starts like a fresh `cdk deploy`: no demo data and no admin), ADMIN_EMAIL / ADMIN_PASSWORD
 * (admin@dronefoto.dk / Admin123!), LOG_REQUESTS=1 to log every API request.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from './seed/admin';
import { startTwin, TwinStartError, type SeedMode } from './twin';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = Number(process.env.PORT ?? 3000);
const dataDir = path.resolve(root, process.env.LOCAL_DATA_DIR ?? '.local-data');
const adminEmail = process.env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL;
const adminPassword = process.env.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD;
const log = (line: string) => console.log(`[twin] ${line}`);

function seedMode(value: string | undefined): SeedMode {
  if (value === undefined || value === '' || value === 'demo') return 'demo';
  if (value === 'none') return 'none';
  throw new TwinStartError(`SEED must be "demo" (the default) or "none", not "${value}".`);
}

async function main() {
  const started = Date.now();
  const seed = seedMode(process.env.SEED);
  log('Starting the local twin (DynamoDB Local, cognito-local, s3rver, SES local)...');
  const twin = await startTwin({ root, port, dataDir, seed, adminEmail, adminPassword, log });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const data = path.relative(root, dataDir) || '.';
  const admin =
    seed === 'demo'
      ? `Admin login: ${adminEmail} / ${adminPassword}`
      : `Admin:       none yet, as after a fresh cdk deploy: npm run invite-admin -- <email>`;
  const dataNote =
    seed === 'none'
      ? '(no demo data: SEED=none)'
      : twin.seeded
        ? '(demo data seeded now)'
        : '(existing data reused)';
  console.log(`
  Dronefoto kører lokalt (${seconds} s)

  Website:     ${twin.siteUrl}
  ${admin}
  E-mail:      ${twin.siteUrl}/_local/mail/view  (JSON: ${twin.siteUrl}/_local/mail)
  Data:        ${data}/ ${dataNote}

  Stop with Ctrl-C.
`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    log('Stopping...');
    await twin.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  if (error instanceof TwinStartError) console.error(`Error: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
