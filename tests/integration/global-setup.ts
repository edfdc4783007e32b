/**
 * Starts the local stand-ins once for the integration project (in-memory DynamoDB Local,
 * cognito-local, s3rver and SES local on free ports, temporary folders) and stops them after.
 * The endpoints reach the test workers through `provide`/`inject` (see setup-env.ts).
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
import {
  economicSecretName,
  ensureSecret,
  startSecretsManager,
  stripeSecretName,
} from '@infra/local/secrets-manager';
import { fakeEconomicAppPublicToken, fakeEconomicAppSecretToken } from '@infra/local/fake-economic';
import { startCognito, startDynamoDb, startS3, startSes } from '@infra/local/services';
import { ensureTable, localDynamoClient } from '@infra/local/table';
import { ensureBuckets } from '@infra/local/twin';
import { routeCalculatorName, standInEnv } from './stand-in-env';
import { anyHourBusinessSettings } from '../support/business-settings';
import { businessSettingsKey } from '@functions/data/keys';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';

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

/**
 * Written directly: this process's handler configuration is set only further down. The demo
 * business with every time flyable (tests/support/business-settings.ts).
 */
async function saveDemoBusiness(endpoint: string, tableName: string) {
  await DynamoDBDocumentClient.from(localDynamoClient(endpoint)).send(
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
}

export default async function setup(project: TestProject) {
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
  const stripeSecretId = await ensureSecret(secrets.url, stripeSecretName('drone-int'));
  const economicSecretId = await ensureSecret(secrets.url, economicSecretName('drone-int'), {
    appSecretToken: fakeEconomicAppSecretToken,
    appPublicToken: fakeEconomicAppPublicToken,
  });
  const tableName = 'drone-int-test';
  await ensureTable(localDynamoClient(dynamo.url), tableName);
  const pool = await ensureUserPool(cognito.url, path.join(dir, 'cognito', 'pool.json'));
  // The demo's fictional business, as the twin's demo has it: bookings can be sold.
  await saveDemoBusiness(dynamo.url, tableName);
  const standIns: StandIns = {
    dynamoEndpoint: dynamo.url,
    s3Endpoint: s3.url,
    sesEndpoint: ses.url,
    cognitoEndpoint: cognito.url,
    routeCalculatorEndpoint: routes.url,
    secretsManagerEndpoint: secrets.url,
    stripeSecretId,
    economicSecretId,
    tableName,
    userPoolId: pool.userPoolId,
    userPoolClientId: pool.userPoolClientId,
  };

  // The trigger functions run in this process, against the same stand-ins as the tests.
  const env = standInEnv(standIns);
  await ensureBuckets(s3.url, env.SITE_URL!, [env.PUBLIC_BUCKET!, env.PRIVATE_BUCKET!]);
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
    publicBucket: env.PUBLIC_BUCKET!,
    webConfig: { test: true },
    triggerFunctions,
  });

  project.provide('standIns', standIns);
  return async () => {
    await triggers.close();
    await Promise.all([dynamo, s3, cognito, ses, routes, secrets].map((service) => service.stop()));
    rmSync(dir, { recursive: true, force: true });
  };
}
