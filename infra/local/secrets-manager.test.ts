/** The twin's secret store, asked through the real Secrets Manager client as the handlers ask it. */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CreateSecretCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  ResourceExistsException,
  ResourceNotFoundException,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { describe, expect, it } from 'vitest';
import { ensureSecret, startSecretsManager, stripeSecretName } from './secrets-manager';

const clientOf = (endpoint: string) =>
  new SecretsManagerClient({
    endpoint,
    region: 'eu-north-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });

describe("the twin's secret store", () => {
  it('answers a missing secret as AWS does: ResourceNotFoundException, 400', async () => {
    const store = await startSecretsManager(0);
    try {
      const read = clientOf(store.url).send(new GetSecretValueCommand({ SecretId: 'nope' }));
      await expect(read).rejects.toBeInstanceOf(ResourceNotFoundException);
      await expect(read).rejects.toMatchObject({
        name: 'ResourceNotFoundException',
        $fault: 'client',
        $metadata: { httpStatusCode: 400 },
        message: "Secrets Manager can't find the specified secret.",
      });
    } finally {
      await store.stop();
    }
  });

  it('creates once, puts and gets by name or ARN, and keeps them in its file', async () => {
    const stateFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'secrets-')), 'secrets.json');
    const first = await startSecretsManager(0, { stateFile });
    const name = stripeSecretName('Dronefoto');
    expect(name).toBe('dronefoto/stripe');
    const arn = await ensureSecret(first.url, name);
    expect(arn).toMatch(
      /^arn:aws:secretsmanager:eu-north-1:000000000000:secret:dronefoto\/stripe-\w{6}$/,
    );
    expect(await ensureSecret(first.url, name)).toBe(arn);
    const client = clientOf(first.url);
    await expect(client.send(new CreateSecretCommand({ Name: name }))).rejects.toBeInstanceOf(
      ResourceExistsException,
    );
    expect((await client.send(new GetSecretValueCommand({ SecretId: name }))).SecretString).toBe(
      '{}',
    );
    const put = await client.send(
      new PutSecretValueCommand({ SecretId: arn, SecretString: '{"A":"b"}' }),
    );
    expect(put).toMatchObject({ ARN: arn, Name: name, VersionStages: ['AWSCURRENT'] });
    await first.stop();

    const second = await startSecretsManager(0, { stateFile });
    try {
      const read = await clientOf(second.url).send(new GetSecretValueCommand({ SecretId: arn }));
      expect(read).toMatchObject({ SecretString: '{"A":"b"}', VersionId: put.VersionId });
    } finally {
      await second.stop();
    }
  });
});
