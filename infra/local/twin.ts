/**
 * The local twin: starts the stand-ins, prepares table, user pool and buckets, seeds demo
 * data on first start, and serves everything through one gateway port.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  CreateBucketCommand,
  HeadBucketCommand,
  PutBucketCorsCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { resetConfig } from '@functions/lib/config';
import { uploadCorsRule, uploadOrigins } from '../upload-cors';
import { resetDb } from '@functions/lib/db';
import { ensureUserPool } from './cognito-pool';
import { loadFunction } from './functions';
import { startGateway } from './gateway';
import { startTwinPayments } from './fake-stripe/twin-payments';
import { freePort, portIsFree, type ServiceHandle } from './process';
import { startRouteCalculator } from './route-calculator';
import { startFakeDmi } from './fake-dmi';
import {
  economicSecretName,
  ensureSecret,
  startSecretsManager,
  stripeSecretName,
} from './secrets-manager';
import {
  fakeEconomicAppPublicToken,
  fakeEconomicAppSecretToken,
  startFakeEconomic,
} from './fake-economic';
import { startFakeIcs } from './fake-ics';
import { seedDemoData } from './seed/run';
import { startCognito, startDynamoDb, startS3, startSes } from './services';
import { sweepUnclaimedUploads } from './upload-sweep';
import { startStreamPoller } from './stream-poller';
import { ensureTable, localDynamoClient } from './table';
import { buildWebIfStale, webDistDir } from './web-build';

export const TABLE_NAME = 'dronefoto';
export const PUBLIC_BUCKET = 'dronefoto-public';
export const PRIVATE_BUCKET = 'dronefoto-private';
/** The route calculator's name, as CDK names it `${stackName}-routes`. */
export const ROUTE_CALCULATOR_NAME = 'dronefoto-routes';
/** The SES configuration set every mail names (CDK: `${stackName}-mail`). */
export const MAIL_CONFIGURATION_SET = 'dronefoto-mail';
/** The owner's Stripe key, set from Indstillinger (CDK: `${stackName}/stripe`, decision 0031). */
export const STRIPE_SECRET_NAME = stripeSecretName('Dronefoto');
/** e-conomic's app tokens and the owner's grant (CDK: `${stackName}/economic`, decision 0036). */
export const ECONOMIC_SECRET_NAME = economicSecretName('Dronefoto');
const CUSTOM_MESSAGE_FUNCTION = 'dronefoto-custom-message';
const POST_CONFIRMATION_FUNCTION = 'dronefoto-post-confirmation';

export class TwinStartError extends Error {}

/** Holds the pid of a running twin, so `npm run seed` can refuse to touch its data. */
export const twinLockFile = (dataDir: string) => path.join(dataDir, 'twin.pid');

/** True when the lock file names a live process (a stale file from a crash is ignored). */
export function twinIsRunning(dataDir: string): boolean {
  const lock = twinLockFile(dataDir);
  if (!existsSync(lock)) return false;
  const pid = Number(readFileSync(lock, 'utf8'));
  if (!Number.isInteger(pid) || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * `demo`: demo data and the demo admin on the first start (`npm start`). `none`: what a fresh
 * `cdk deploy` has and nothing more: no products, zones, opening hours, content, admin, Stripe
 * key or webhook (`SEED=none npm start`): the owner pastes the key in Indstillinger.
 */
export type SeedMode = 'demo' | 'none';

export interface TwinOptions {
  root: string;
  port: number;
  dataDir: string;
  seed: SeedMode;
  adminEmail: string;
  adminPassword: string;
  log: (line: string) => void;
}

function checkJava() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new TwinStartError(
      'Java (17 or newer) is needed for DynamoDB Local but was not found: install it (e.g. `apt-get install -y openjdk-17-jre-headless`) and run `npm start` again.',
    );
  }
}

export async function ensureBuckets(
  endpoint: string,
  siteUrl: string,
  buckets: readonly string[] = [PUBLIC_BUCKET, PRIVATE_BUCKET],
) {
  const s3 = new S3Client({
    endpoint,
    region: 'eu-north-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  for (const bucket of buckets) {
    try {
      await s3.send(new HeadBucketCommand({ Bucket: bucket }));
    } catch {
      await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    }
    await s3.send(
      new PutBucketCorsCommand({
        Bucket: bucket,
        CORSConfiguration: {
          CORSRules: [
            {
              AllowedOrigins: uploadOrigins({ origin: siteUrl, viaCloudFront: false }),
              AllowedMethods: [...uploadCorsRule.methods],
              AllowedHeaders: [...uploadCorsRule.allowedHeaders],
              ExposeHeaders: [...uploadCorsRule.exposedHeaders],
              MaxAgeSeconds: uploadCorsRule.maxAgeSeconds,
            },
          ],
        },
      }),
    );
  }
  return s3;
}

/**
 * The stand-ins on a data folder, ready for the handlers: table, user pool and buckets
 * exist, and this process's environment points the handlers at them. Used by the twin and
 * by `npm run seed`.
 */
export async function startStandIns(options: { port: number; dataDir: string }) {
  const { port, dataDir } = options;
  mkdirSync(dataDir, { recursive: true });
  const siteUrl = `http://localhost:${port}`;
  const services: ServiceHandle[] = [];
  const stop = async () => {
    await Promise.all(services.map((s) => s.stop()));
  };
  try {
    const mailFrom = process.env.MAIL_FROM ?? 'Dronefoto <booking@dronefoto.dk>';
    // SES first: cognito-local mails its codes through it into the local mailbox.
    const sesStarting = freePort().then(async (p) => {
      const handle = await startSes(p);
      services.push(handle);
      return handle;
    });
    const started = <T extends ServiceHandle>(handle: T) => (services.push(handle), handle);
    const [dynamo, s3, cognito, ses, routes, dmi, secrets, economic, ics] = await Promise.all([
      freePort()
        .then((p) => startDynamoDb(p, path.join(dataDir, 'dynamodb')))
        .then(started),
      freePort()
        .then((p) => startS3(p, path.join(dataDir, 's3')))
        .then(started),
      sesStarting.then(async (sesService) =>
        started(
          await startCognito(await freePort(), path.join(dataDir, 'cognito'), {
            issuerDomain: `${siteUrl}/_local/cognito`,
            lambdaEndpoint: `http://127.0.0.1:${port}/_local/lambda`,
            triggerFunctions: {
              CustomMessage: CUSTOM_MESSAGE_FUNCTION,
              PostConfirmation: POST_CONFIRMATION_FUNCTION,
            },
            mail: { sesEndpoint: sesService.url, from: mailFrom },
          }),
        ),
      ),
      sesStarting,
      // Amazon Location's route calculator: in this process, estimating from the straight line.
      freePort()
        .then((p) => startRouteCalculator(p, { calculatorName: ROUTE_CALCULATOR_NAME }))
        .then(started),
      // DMI's forecast API: in this process, answering the forecast the tests set (calm else).
      freePort().then(startFakeDmi).then(started),
      // Secrets Manager: in this process, kept in the data folder (the owner's Stripe key).
      freePort()
        .then((p) => startSecretsManager(p, { stateFile: path.join(dataDir, 'secrets.json') }))
        .then(started),
      // e-conomic's OpenAPI and grant page: in this process, in memory (decision 0036).
      freePort().then(startFakeEconomic).then(started),
      // A private calendar address (decision 0038): in this process, serving what is set.
      freePort().then(startFakeIcs).then(started),
    ]);

    const dynamoClient = localDynamoClient(dynamo.url);
    await ensureTable(dynamoClient, TABLE_NAME);
    const pool = await ensureUserPool(cognito.url, path.join(dataDir, 'cognito-pool.json'));
    const s3Client = await ensureBuckets(s3.url, siteUrl);
    const stripeSecretId = await ensureSecret(secrets.url, STRIPE_SECRET_NAME);
    // As ops sets it up once: the stand-in app's tokens, and no grant until the owner connects.
    const economicSecretId = await ensureSecret(secrets.url, ECONOMIC_SECRET_NAME, {
      appSecretToken: fakeEconomicAppSecretToken,
      appPublicToken: fakeEconomicAppPublicToken,
    });

    Object.assign(process.env, {
      AWS_REGION: 'eu-north-1',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      TABLE_NAME,
      DYNAMODB_ENDPOINT: dynamo.url,
      S3_ENDPOINT: s3.url,
      SES_ENDPOINT: ses.url,
      COGNITO_ENDPOINT: cognito.url,
      LOCATION_ENDPOINT: routes.url,
      ROUTE_CALCULATOR_NAME,
      DMI_FORECAST_URL: dmi.url,
      // The one origin a private calendar may have over http on a loopback address: the twin's.
      PRIVATE_CALENDAR_STAND_IN_ORIGIN: ics.url,
      SECRETS_MANAGER_ENDPOINT: secrets.url,
      STRIPE_SECRET_ID: stripeSecretId,
      ECONOMIC_SECRET_ID: economicSecretId,
      ECONOMIC_API_URL: economic.url,
      ECONOMIC_REST_URL: economic.url,
      ECONOMIC_GRANT_URL: `${economic.url}/requestaccess.aspx`,
      USER_POOL_ID: pool.userPoolId,
      USER_POOL_CLIENT_ID: pool.userPoolClientId,
      COGNITO_ISSUER: `${siteUrl}/_local/cognito/${pool.userPoolId}`,
      COGNITO_JWKS_URL: `${cognito.url}/${pool.userPoolId}/.well-known/jwks.json`,
      PUBLIC_BUCKET,
      PRIVATE_BUCKET,
      SITE_URL: siteUrl,
      MAIL_FROM: mailFrom,
      // As CDK names it `${stackName}-mail`; the SES stand-in accepts and ignores it.
      MAIL_CONFIGURATION_SET: MAIL_CONFIGURATION_SET,
      WS_MANAGEMENT_ENDPOINT: `http://127.0.0.1:${port}/_local/ws`,
      LINK_SIGNING_SECRET: process.env.LINK_SIGNING_SECRET ?? 'local-twin-link-signing-secret',
      GEOCODER: 'gazetteer',
      // Every answer checked against its route's schema; a benchmark turns it off as in AWS.
      VALIDATE_RESPONSES: process.env.VALIDATE_RESPONSES ?? 'true',
    });
    resetConfig();
    resetDb();
    return {
      siteUrl,
      dynamo,
      s3,
      cognito,
      ses,
      routes,
      dmi,
      economic,
      ics,
      dynamoClient,
      s3Client,
      pool,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Refuses to start on a busy port or on a data folder another twin uses. */
export async function checkCanStart(port: number, dataDir: string) {
  checkJava();
  if (!(await portIsFree(port))) {
    throw new TwinStartError(
      `Port ${port} is already in use: stop whatever runs there, or start on another port with \`PORT=${port + 1} npm start\`.`,
    );
  }
  if (twinIsRunning(dataDir)) {
    throw new TwinStartError(
      `Another local twin is already running on ${dataDir}: stop it first, or use another LOCAL_DATA_DIR.`,
    );
  }
}

export async function startTwin(options: TwinOptions) {
  const { port, dataDir, log } = options;
  await checkCanStart(port, dataDir);
  await buildWebIfStale(options.root, log);

  const standIns = await startStandIns({ port, dataDir });
  const { siteUrl, dynamo, s3, cognito, ses, dmi, ics, dynamoClient, s3Client, pool } = standIns;
  let stopPayments: () => Promise<void> = () => Promise.resolve();
  try {
    const seeded =
      options.seed === 'demo' &&
      (await seedDemoData({
        s3: s3Client,
        publicBucket: PUBLIC_BUCKET,
        cognitoEndpoint: cognito.url,
        userPoolId: pool.userPoolId,
        adminEmail: options.adminEmail,
        adminPassword: options.adminPassword,
        log,
      }));

    // The demo: the fake Stripe's keys in the environment and the twin's webhook registered,
    // as a deployment with `stripeSecretName` has them. A fresh stack (SEED=none) has neither
    // until the owner pastes the fake's key in Indstillinger.
    const payments = await startTwinPayments({
      port,
      siteUrl,
      log,
      dataDir,
      fresh: options.seed === 'none',
    });
    stopPayments = payments.stop;
    const gateway = await startGateway({
      port,
      localCheckout: payments.checkout,
      stripeApiEndpoint: payments.stripeApiEndpoint,
      webDist: webDistDir(options.root),
      siteUrl,
      sesEndpoint: ses.url,
      cognitoEndpoint: cognito.url,
      s3Endpoint: s3.url,
      dmiEndpoint: dmi.url,
      icsEndpoint: ics.url,
      publicBucket: PUBLIC_BUCKET,
      webConfig: {
        region: 'eu-north-1',
        userPoolId: pool.userPoolId,
        userPoolClientId: pool.userPoolClientId,
        cognitoEndpoint: '/_local/cognito',
        websocketUrl: '/ws',
        local: true,
        // Coverage map tiles: unset = OpenStreetMap (fails quietly offline), '' = none.
        ...(process.env.MAP_TILE_URL === undefined ? {} : { mapTileUrl: process.env.MAP_TILE_URL }),
      },
      triggerFunctions: {
        [CUSTOM_MESSAGE_FUNCTION]: 'customMessage',
        [POST_CONFIRMATION_FUNCTION]: 'postConfirmation',
      },
      log: process.env.LOG_REQUESTS ? log : undefined,
      // Only the browser journeys set this: each test counts as a visitor of its own.
      trustClientTag: process.env.LOCAL_TRUST_CLIENT_TAG === '1',
    });

    const streamHandler = await loadFunction('stream');
    const poller = await startStreamPoller({
      dynamo: dynamoClient,
      endpoint: dynamo.url,
      tableName: TABLE_NAME,
      onBatch: (event) => streamHandler(event, {}),
      log,
    });

    // EventBridge schedule stand-in: the newsletter job every minute, as in AWS
    // (LOCAL_SCHEDULE_SECONDS shortens it, e.g. for the browser tests).
    const newsletterJob = await loadFunction('newsletterJob');
    const scheduleSeconds = Number(process.env.LOCAL_SCHEDULE_SECONDS) || 60;
    // The booking reminders (every 15 minutes in AWS) run on the same tick, and so does the
    // mail outbox's sweeper (every minute in AWS): it sends what the stream poller missed,
    // e.g. mails queued while the twin was stopped (the poller starts at LATEST).
    const reminderJob = await loadFunction('reminderJob');
    const mailOutboxJob = await loadFunction('mailOutboxJob');
    // The weather check (every hour in AWS) too: it warns each booking once per window.
    const weatherJob = await loadFunction('weatherJob');
    // And the bookkeeping job (every minute in AWS): the documents to e-conomic's stand-in.
    const bookkeepingJob = await loadFunction('bookkeepingJob');
    // The owner's private calendars (every 15 minutes in AWS): read from their addresses.
    const privateCalendarJob = await loadFunction('privateCalendarJob');
    // The galleries' 'Hent alle' archives (every minute in AWS).
    const galleryArchiveJob = await loadFunction('galleryArchiveJob');
    // Firms' monthly invoices (the first of each month in AWS): on every tick here, which is
    // safe, as a firm's month is invoiced once however often it runs (decision 0035).
    const firmInvoiceJob = await loadFunction('firmInvoiceJob');
    const schedule = setInterval(() => {
      const event = { source: 'local.schedule', 'detail-type': 'Scheduled Event' };
      newsletterJob(event, {}).catch((error: unknown) =>
        log(`newsletter job failed: ${String(error)}`),
      );
      reminderJob(event, {}).catch((error: unknown) =>
        log(`reminder job failed: ${String(error)}`),
      );
      mailOutboxJob(event, {}).catch((error: unknown) =>
        log(`mail outbox job failed: ${String(error)}`),
      );
      weatherJob(event, {}).catch((error: unknown) => log(`weather job failed: ${String(error)}`));
      bookkeepingJob(event, {}).catch((error: unknown) =>
        log(`bookkeeping job failed: ${String(error)}`),
      );
      privateCalendarJob(event, {}).catch((error: unknown) =>
        log(`private calendar job failed: ${String(error)}`),
      );
      galleryArchiveJob(event, {}).catch((error: unknown) =>
        log(`gallery archive job failed: ${String(error)}`),
      );
      firmInvoiceJob(event, {}).catch((error: unknown) =>
        log(`firm invoice job failed: ${String(error)}`),
      );
    }, scheduleSeconds * 1000);

    // S3 lifecycle stand-in: unclaimed uploads go after a day (checked every 10 minutes).
    const sweep = setInterval(() => {
      sweepUnclaimedUploads(s3Client, PUBLIC_BUCKET).catch((error: unknown) =>
        log(`upload sweep failed: ${String(error)}`),
      );
    }, 10 * 60_000);

    writeFileSync(twinLockFile(dataDir), String(process.pid));
    return {
      siteUrl,
      seeded,
      pool,
      stop: async () => {
        rmSync(twinLockFile(dataDir), { force: true });
        clearInterval(schedule);
        clearInterval(sweep);
        await poller.stop();
        await gateway.close();
        await stopPayments();
        await standIns.stop();
      },
    };
  } catch (error) {
    await stopPayments();
    await standIns.stop();
    throw error;
  }
}
