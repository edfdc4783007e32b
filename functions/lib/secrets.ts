/**
 * Secrets read and written at run time (Secrets Manager in AWS, the twin's secret store
 * locally, through SECRETS_MANAGER_ENDPOINT): a secret holds one JSON object of strings.
 * The SDK is loaded on the first call (./secrets-manager-sdk.ts, docs/decisions/0022).
 * Values are never logged.
 */
import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type * as SecretsSdk from './secrets-manager-sdk';
import { withAwsCallHooks } from './aws-client-hooks';
import { config } from './config';

let loading: Promise<typeof SecretsSdk> | undefined;

/** The Secrets Manager SDK, loaded once (a module beside the bundle: `lazyModules`). */
const secretsSdk = (): Promise<typeof SecretsSdk> =>
  (loading ??= import('@functions/lib/secrets-manager-sdk'));

let client: SecretsManagerClient | undefined;
let clientEndpoint: string | undefined;

async function secretsManager(): Promise<SecretsManagerClient> {
  const { SecretsManagerClient } = await secretsSdk();
  const { AWS_REGION, SECRETS_MANAGER_ENDPOINT } = config();
  if (!client || clientEndpoint !== SECRETS_MANAGER_ENDPOINT) {
    client = withAwsCallHooks(
      new SecretsManagerClient({
        region: AWS_REGION,
        endpoint: SECRETS_MANAGER_ENDPOINT,
        maxAttempts: 2,
      }),
    );
    clientEndpoint = SECRETS_MANAGER_ENDPOINT;
  }
  return client;
}

export type SecretFields = Readonly<Record<string, string>>;

/** The secret's fields: `{}` when it is empty, holds no JSON object, or does not exist. */
export async function readSecretFields(secretId: string): Promise<SecretFields> {
  const { GetSecretValueCommand, ResourceNotFoundException } = await secretsSdk();
  let text: string | undefined;
  try {
    const answer = await (
      await secretsManager()
    ).send(new GetSecretValueCommand({ SecretId: secretId }));
    text = answer.SecretString;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return {};
    throw error;
  }
  if (!text?.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** Stores `fields` as the secret's new current value (the whole JSON object). */
export async function writeSecretFields(secretId: string, fields: SecretFields): Promise<void> {
  const { PutSecretValueCommand } = await secretsSdk();
  await (
    await secretsManager()
  ).send(new PutSecretValueCommand({ SecretId: secretId, SecretString: JSON.stringify(fields) }));
}
