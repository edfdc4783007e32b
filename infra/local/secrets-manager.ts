/**
 * The twin's secret store: a local stand-in of AWS Secrets Manager for the twin and the
 * integration tests (decision 0031), answering the AWS JSON 1.1 protocol
 * (`X-Amz-Target: secretsmanager.<Operation>`), so the handlers' real
 * `@aws-sdk/client-secrets-manager` client talks to it (`SECRETS_MANAGER_ENDPOINT`).
 *
 * CreateSecret, DescribeSecret, GetSecretValue and PutSecretValue, a secret named by its name
 * or its ARN (`arn:aws:secretsmanager:<region>:000000000000:secret:<name>-<6 characters>`),
 * the current version only. It answers as the service does: ResourceNotFoundException for a
 * missing secret, ResourceExistsException for a second create, InvalidRequestException /
 * ValidationException for a bad request, each with `x-amzn-ErrorType` and `__type`. Kept in
 * a JSON file when given one (the twin's data folder), so a saved key outlives a restart;
 * in memory otherwise. Who may call what is the twin's IAM (function-access.ts). Never in AWS.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { twinAccount } from './access-denied';
import { listenLocally, readRequestBody } from './local-http-server';
import type { ServiceHandle } from './process';

interface StoredSecret {
  name: string;
  arn: string;
  description?: string;
  createdDate: number;
  /** The current version (AWSCURRENT); absent while the secret has no value. */
  current?: { versionId: string; secretString: string; createdDate: number };
}

export interface SecretsManagerOptions {
  region?: string;
  /** JSON file the secrets are kept in; unset: memory only. */
  stateFile?: string;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
  errorType?: string;
}

class ServiceError extends Error {
  constructor(
    readonly errorType: string,
    message: string,
  ) {
    super(message);
  }
}

const notFound = () =>
  new ServiceError('ResourceNotFoundException', "Secrets Manager can't find the specified secret.");

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** Secret names: 1–512 of ASCII letters, digits and /_+=.@- (the service's rule). */
const namePattern = /^[A-Za-z0-9/_+=.@-]{1,512}$/;

function load(stateFile: string | undefined): StoredSecret[] {
  if (!stateFile || !existsSync(stateFile)) return [];
  try {
    const state = JSON.parse(readFileSync(stateFile, 'utf8')) as { secrets?: unknown };
    return Array.isArray(state.secrets) ? (state.secrets as StoredSecret[]) : [];
  } catch (error) {
    throw new Error(
      `The twin's secret store (${stateFile}) cannot be read (${String(error)}): delete the file to start without secrets.`,
    );
  }
}

/** The store and its operations, without HTTP (pure but for the file). */
export function createSecretStore(options: SecretsManagerOptions = {}) {
  const region = options.region ?? 'eu-north-1';
  const secrets = load(options.stateFile);

  function save() {
    if (!options.stateFile) return;
    mkdirSync(path.dirname(options.stateFile), { recursive: true });
    const temporary = `${options.stateFile}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify({ secrets }, null, 2)}\n`, { mode: 0o600 });
    renameSync(temporary, options.stateFile);
  }

  function find(input: Record<string, unknown>): StoredSecret {
    const id = text(input.SecretId);
    if (!id) throw new ServiceError('ValidationException', 'SecretId must not be null.');
    const found = secrets.find((secret) => secret.name === id || secret.arn === id);
    if (!found) throw notFound();
    return found;
  }

  function newVersion(input: Record<string, unknown>) {
    const secretString = text(input.SecretString);
    if (input.SecretBinary !== undefined)
      throw new ServiceError('InvalidRequestException', 'The twin stores SecretString only.');
    if (secretString === undefined)
      throw new ServiceError(
        'InvalidRequestException',
        'You must provide either SecretString or SecretBinary.',
      );
    if (secretString.length > 65_536)
      throw new ServiceError('ValidationException', 'SecretString must be at most 65536 long.');
    const versionId = text(input.ClientRequestToken) ?? randomUUID();
    return { versionId, secretString, createdDate: Date.now() / 1000 };
  }

  const operations: Record<string, (input: Record<string, unknown>) => Record<string, unknown>> = {
    CreateSecret(input) {
      const name = text(input.Name);
      if (!name || !namePattern.test(name))
        throw new ServiceError('ValidationException', 'Invalid name. Must be a valid name.');
      if (secrets.some((secret) => secret.name === name))
        throw new ServiceError(
          'ResourceExistsException',
          `The operation failed because the secret ${name} already exists.`,
        );
      const suffix = randomBytes(6).toString('base64url').replace(/[-_]/g, 'x').slice(0, 6);
      const secret: StoredSecret = {
        name,
        arn: `arn:aws:secretsmanager:${region}:${twinAccount}:secret:${name}-${suffix}`,
        description: text(input.Description),
        createdDate: Date.now() / 1000,
        ...(input.SecretString === undefined ? {} : { current: newVersion(input) }),
      };
      secrets.push(secret);
      save();
      return {
        ARN: secret.arn,
        Name: secret.name,
        ...(secret.current ? { VersionId: secret.current.versionId } : {}),
      };
    },
    DescribeSecret(input) {
      const secret = find(input);
      return {
        ARN: secret.arn,
        Name: secret.name,
        Description: secret.description,
        CreatedDate: secret.createdDate,
        VersionIdsToStages: secret.current ? { [secret.current.versionId]: ['AWSCURRENT'] } : {},
      };
    },
    GetSecretValue(input) {
      const secret = find(input);
      if (input.VersionId !== undefined || input.VersionStage !== undefined)
        throw new ServiceError(
          'InvalidRequestException',
          'The twin keeps the current version only.',
        );
      if (!secret.current)
        throw new ServiceError(
          'ResourceNotFoundException',
          "Secrets Manager can't find the specified secret value for staging label: AWSCURRENT",
        );
      return {
        ARN: secret.arn,
        Name: secret.name,
        VersionId: secret.current.versionId,
        SecretString: secret.current.secretString,
        VersionStages: ['AWSCURRENT'],
        CreatedDate: secret.current.createdDate,
      };
    },
    PutSecretValue(input) {
      const secret = find(input);
      secret.current = newVersion(input);
      save();
      return {
        ARN: secret.arn,
        Name: secret.name,
        VersionId: secret.current.versionId,
        VersionStages: ['AWSCURRENT'],
      };
    },
  };

  /** The answer to one call: `operation` from the target header, `body` its JSON. */
  function answer(operation: string, body: string): Answer {
    const run = operations[operation];
    if (!run)
      return {
        status: 400,
        errorType: 'UnknownOperationException',
        body: { message: `The twin's secret store has no operation ${operation}.` },
      };
    let input: unknown;
    try {
      input = JSON.parse(body || '{}');
    } catch {
      return {
        status: 400,
        errorType: 'SerializationException',
        body: { message: 'Could not parse the request body as JSON.' },
      };
    }
    if (typeof input !== 'object' || input === null || Array.isArray(input))
      return {
        status: 400,
        errorType: 'SerializationException',
        body: { message: 'Not an object.' },
      };
    try {
      return { status: 200, body: run(input as Record<string, unknown>) };
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      return { status: 400, errorType: error.errorType, body: { message: error.message } };
    }
  }

  return { answer };
}

function send(res: ServerResponse, answer: Answer): void {
  const body = answer.errorType ? { __type: answer.errorType, ...answer.body } : answer.body;
  res.writeHead(answer.status, {
    'content-type': 'application/x-amz-json-1.1',
    'x-amzn-requestid': randomUUID(),
    ...(answer.errorType ? { 'x-amzn-errortype': answer.errorType } : {}),
  });
  res.end(JSON.stringify(body));
}

/** Starts the stand-in on 127.0.0.1:`port` (0: a free one). */
export async function startSecretsManager(
  port: number,
  options: SecretsManagerOptions = {},
): Promise<ServiceHandle> {
  const store = createSecretStore(options);
  const listener = await listenLocally(
    port,
    async (req, res) => {
      const target = req.headers['x-amz-target'];
      const operation =
        typeof target === 'string' && target.startsWith('secretsmanager.')
          ? target.slice('secretsmanager.'.length)
          : '';
      const body = await readRequestBody(req);
      if (req.method !== 'POST' || !operation)
        return send(res, {
          status: 400,
          errorType: 'UnknownOperationException',
          body: { message: 'Expected a POST with X-Amz-Target: secretsmanager.<Operation>.' },
        });
      send(res, store.answer(operation, body));
    },
    (res, error) =>
      send(res, {
        status: 500,
        errorType: 'InternalServiceError',
        body: { message: String(error) },
      }),
  );
  return { name: 'secrets manager', port: listener.port, url: listener.url, stop: listener.stop };
}

/** The Stripe secret's name, as the stack names it (`<stack name lower-cased>/stripe`). */
export const stripeSecretName = (stackName: string): string => `${stackName.toLowerCase()}/stripe`;

/** The e-conomic secret's name, as the stack names it (`<stack name lower-cased>/economic`). */
export const economicSecretName = (stackName: string): string =>
  `${stackName.toLowerCase()}/economic`;

/**
 * Creates the secret holding `initial` (`{}`: as the stack creates it) unless it exists (the
 * twin's and the tests' setup, not a function: no access check); answers its ARN.
 */
export async function ensureSecret(
  endpoint: string,
  name: string,
  initial: Readonly<Record<string, string>> = {},
): Promise<string> {
  const {
    CreateSecretCommand,
    DescribeSecretCommand,
    ResourceNotFoundException,
    SecretsManagerClient,
  } = await import('@aws-sdk/client-secrets-manager');
  const client = new SecretsManagerClient({
    endpoint,
    region: 'eu-north-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const described = await client.send(new DescribeSecretCommand({ SecretId: name }));
    if (described.ARN) return described.ARN;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const created = await client.send(
    new CreateSecretCommand({ Name: name, SecretString: JSON.stringify(initial) }),
  );
  if (!created.ARN) throw new Error(`The secret store answered no ARN for ${name}`);
  return created.ARN;
}
