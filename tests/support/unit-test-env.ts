/**
 * The environment of unit tests that mock the AWS clients with aws-sdk-client-mock: a valid
 * configuration as in AWS (no local stand-in endpoints), so nothing reaches a network.
 * Imported by tests only: `useUnitTestEnv()` in beforeEach, `restoreEnv()` in afterAll, or
 * `useMockedAws(mocks)` for both with the mocks reset.
 */
import {
  GetCommand,
  PutCommand,
  type DynamoDBDocumentClient,
  type GetCommandInput,
  type PutCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { AwsClientStub } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, vi } from 'vitest';
import { resetConfig } from '@functions/lib/config';
import { resetDb } from '@functions/lib/db';

export const unitTestEnv = {
  AWS_REGION: 'eu-north-1',
  TABLE_NAME: 'dronefoto-unit',
  DYNAMODB_ENDPOINT: '',
  S3_ENDPOINT: '',
  SES_ENDPOINT: '',
  COGNITO_ENDPOINT: '',
  USER_POOL_ID: 'eu-north-1_UnitTest',
  USER_POOL_CLIENT_ID: 'unit-test-client',
  PUBLIC_BUCKET: 'dronefoto-public-unit',
  PRIVATE_BUCKET: 'dronefoto-private-unit',
  SITE_URL: 'https://dronefoto.example.dk',
  MAIL_FROM: 'Dronefoto <booking@dronefoto.example.dk>',
  LINK_SIGNING_SECRET: 'unit-test-link-signing-secret',
  WS_MANAGEMENT_ENDPOINT: 'https://abc123.execute-api.eu-north-1.amazonaws.com/prod',
  PLACE_INDEX_NAME: 'dronefoto-places',
  GEOCODER: 'location',
} as const;

/** Sets the unit-test environment (with overrides) and forgets the cached config and client. */
export function useUnitTestEnv(overrides: Record<string, string> = {}): void {
  for (const [name, value] of Object.entries({ ...unitTestEnv, ...overrides })) {
    vi.stubEnv(name, value);
  }
  resetConfig();
  resetDb();
}

/** Puts the environment back as it was before the first useUnitTestEnv() of the file. */
export function restoreEnv(): void {
  vi.unstubAllEnvs();
  resetConfig();
  resetDb();
}

/**
 * The hooks of a file that mocks AWS clients: before each test the mocks forget their answers
 * and calls and the unit-test environment (with `overrides`) is set; after the file's tests
 * the environment is put back.
 */
export function useMockedAws(
  mocks: readonly { reset(): unknown }[],
  overrides: Record<string, string> = {},
): void {
  beforeEach(() => {
    for (const mock of mocks) mock.reset();
    useUnitTestEnv(overrides);
  });
  afterAll(restoreEnv);
}

/**
 * Single items of the table behind a mocked document client (GetCommand and PutCommand
 * only), as a map of `pk|sk` to item that tests may fill and read.
 */
export function fakeItemTable(
  dynamo: AwsClientStub<DynamoDBDocumentClient>,
): Map<string, Record<string, unknown>> {
  const items = new Map<string, Record<string, unknown>>();
  const id = (key: Record<string, unknown> | undefined) => `${String(key?.pk)}|${String(key?.sk)}`;
  dynamo.on(GetCommand).callsFake((input: GetCommandInput) => ({ Item: items.get(id(input.Key)) }));
  dynamo.on(PutCommand).callsFake((input: PutCommandInput) => {
    items.set(id(input.Item), input.Item ?? {});
    return {};
  });
  return items;
}
