/**
 * Starts the local stand-ins once for the integration project (in-memory DynamoDB Local,
 * cognito-local, s3rver and SES local on free ports, temporary folders) and stops them after.
 * The endpoints reach the test workers through `provide`/`inject` (see setup-env.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../infra/local/process';
import { startCognito, startDynamoDb, startS3, startSes } from '../../infra/local/services';
import { ensureTable, localDynamoClient } from '../../infra/local/table';
import { ensureUserPool } from '../../infra/local/cognito-pool';

export interface StandIns {
  dynamoEndpoint: string;
  s3Endpoint: string;
  sesEndpoint: string;
  cognitoEndpoint: string;
  tableName: string;
  userPoolId: string;
  userPoolClientId: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    standIns: StandIns;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'drone-int-'));
  const [dynamo, s3, cognito, ses] = await Promise.all([
    freePort().then((p) => startDynamoDb(p)),
    freePort().then((p) => startS3(p, path.join(dir, 's3'))),
    freePort().then((p) =>
      startCognito(p, path.join(dir, 'cognito'), { issuerDomain: `http://127.0.0.1:${p}` }),
    ),
    freePort().then((p) => startSes(p)),
  ]);
  const tableName = 'drone-int-test';
  await ensureTable(localDynamoClient(dynamo.url), tableName);
  const pool = await ensureUserPool(cognito.url, path.join(dir, 'cognito', 'pool.json'));
  project.provide('standIns', {
    dynamoEndpoint: dynamo.url,
    s3Endpoint: s3.url,
    sesEndpoint: ses.url,
    cognitoEndpoint: cognito.url,
    tableName,
    userPoolId: pool.userPoolId,
    userPoolClientId: pool.userPoolClientId,
  });
  return async () => {
    await Promise.all([dynamo.stop(), s3.stop(), cognito.stop(), ses.stop()]);
    rmSync(dir, { recursive: true, force: true });
  };
}
