/**
 * Starts the local stand-ins once for the integration projects (in-memory DynamoDB Local,
 * cognito-local, s3rver and SES local on free ports, temporary folders) and stops them after
 * the last project that uses them. The endpoints reach the test workers through
 * `provide`/`inject` (see setup-env.ts). Both integration projects (the parallel one and the
 * serial one, vitest.config.ts) name this file; Vitest runs it once per project in the same
 * process, so the second call finds the stand-ins the first one started.
 *
 * Like the twin, cognito-local mails its codes through SES local and invokes the Cognito
 * triggers (CustomMessage, PostConfirmation) on a gateway run here, in this process.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { resetConfig } from '@functions/lib/config';
import { resetDb } from '@functions/lib/db';
import { ensureUserPool } from '@infra/local/cognito-pool';
import { startGateway } from '@infra/local/gateway';
import { freePort } from '@infra/local/process';
import { startRouteCalculator } from '@infra/local/route-calculator';
import { startSecretsManager } from '@infra/local/secrets-manager';
import { startCognito, startDynamoDb, startS3, startSes } from '@infra/local/services';
import { ensureBuckets } from '@infra/local/twin';
import { routeCalculatorName, standInEnv } from './stand-in-env';
import { ensureDemoTable, ensureSecrets, integrationStackName } from './worker-stand-ins';

export interface StandIns {
  dynamoEndpoint: string;
  s3Endpoint: string;
  sesEndpoint: string;
  cognitoEndpoint: string;
  /** Amazon Location's route calculator (its request log: `GET /_requests`). */
  routeCalculatorEndpoint: string;
  /** The twin's secret store, holding the Stripe secret (decision 0031). */
  secretsManagerEndpoint: string;
  /** The Stripe secret's ARN (STRIPE_SECRET_ID), `{}` at start as the stack creates it. */
  stripeSecretId: string;
  /** The e-conomic secret's ARN (ECONOMIC_SECRET_ID), holding the stand-in app's tokens. */
  economicSecretId: string;
  tableName: string;
  publicBucket: string;
  privateBucket: string;
  /** The site's address in links and CORS (nothing listens there). */
  siteUrl: string;
  userPoolId: string;
  userPoolClientId: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    standIns: StandIns;
  }
}

const triggerFunctions = {
  'int-custom-message': 'customMessage',
  'int-post-confirmation': 'postConfirmation',
} as const;

interface Running {
  standIns: StandIns;
  stop: () => Promise<void>;
}

async function startStandIns(): Promise<Running> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'drone-int-'));
  const triggerPort = await freePort();
  const sesStarting = freePort().then((p) => startSes(p));
  const [dynamo, s3, cognito, ses, routes, secrets] = await Promise.all([
    freePort().then((p) => startDynamoDb(p)),
    freePort().then((p) => startS3(p, path.join(dir, 's3'))),
    sesStarting.then(async (sesService) => {
      const p = await freePort();
      return startCognito(p, path.join(dir, 'cognito'), {
        issuerDomain: `http://127.0.0.1:${p}`,
        lambdaEndpoint: `http://127.0.0.1:${triggerPort}/_local/lambda`,
        triggerFunctions: {
          CustomMessage: 'int-custom-message',
          PostConfirmation: 'int-post-confirmation',
        },
        mail: { sesEndpoint: sesService.url, from: 'Dronefoto <booking@dronefoto.local>' },
      });
    }),
    sesStarting,
    freePort().then((p) => startRouteCalculator(p, { calculatorName: routeCalculatorName })),
    freePort().then((p) => startSecretsManager(p)),
  ]);
  const tableName = 'drone-int-test';
  const [secretIds, pool] = await Promise.all([
    ensureSecrets(secrets.url, integrationStackName),
    ensureUserPool(cognito.url, path.join(dir, 'cognito', 'pool.json')),
    // The demo's fictional business, as the twin's demo has it: bookings can be sold.
    ensureDemoTable(dynamo.url, tableName),
  ]);
  const standIns: StandIns = {
    dynamoEndpoint: dynamo.url,
    s3Endpoint: s3.url,
    sesEndpoint: ses.url,
    cognitoEndpoint: cognito.url,
    routeCalculatorEndpoint: routes.url,
    secretsManagerEndpoint: secrets.url,
    ...secretIds,
    tableName,
    publicBucket: 'drone-public-test',
    privateBucket: 'drone-private-test',
    siteUrl: 'http://localhost:3999',
    userPoolId: pool.userPoolId,
    userPoolClientId: pool.userPoolClientId,
  };

  // The trigger functions run in this process, against the same stand-ins as the tests (the
  // shared table: the serial project's files are those that read what a trigger wrote).
  const env = standInEnv(standIns);
  await ensureBuckets(s3.url, standIns.siteUrl, [standIns.publicBucket, standIns.privateBucket]);
  Object.assign(process.env, env);
  resetConfig();
  resetDb();
  const webDist = path.join(dir, 'web');
  mkdirSync(webDist);
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>test</title>');
  const triggers = await startGateway({
    port: triggerPort,
    webDist,
    sesEndpoint: ses.url,
    cognitoEndpoint: cognito.url,
    s3Endpoint: s3.url,
    publicBucket: standIns.publicBucket,
    webConfig: { test: true },
    triggerFunctions,
  });

  return {
    standIns,
    stop: async () => {
      await triggers.close();
      await Promise.all(
        [dynamo, s3, cognito, ses, routes, secrets].map((service) => service.stop()),
      );
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The stand-ins of this process and how many projects use them (globalThis: one per run). */
interface Shared {
  running: Promise<Running>;
  users: number;
}
const sharedKey = Symbol.for('dronefoto.integration.standIns');
const holder = globalThis as typeof globalThis & { [sharedKey]?: Shared };

export default async function setup(project: TestProject) {
  const shared = (holder[sharedKey] ??= { running: startStandIns(), users: 0 });
  shared.users += 1;
  const running = await shared.running;
  project.provide('standIns', running.standIns);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete holder[sharedKey];
    await running.stop();
  };
}
