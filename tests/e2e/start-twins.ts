/**
 * Starts the browser suite's three twins side by side (support/twins.ts), each anew on an
 * empty data folder: the website is built once first (the twins then find it built), and
 * `GET /ready` on `twinsReadyPort` answers 200 once every twin answers its health check,
 * which is what Playwright waits for (playwright.config.ts). Started one after the other,
 * the twins cost the suite their start-up times added up. A twin that stops before the suite
 * is ready stops the others and fails the start; SIGINT and SIGTERM reach every twin.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfStale } from '@infra/local/web-build';
import { suiteTwinEnv, suiteTwins, twinsReadyPort } from './support/twins';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const log = (line: string) => console.log(`[twins] ${line}`);

Object.assign(process.env, suiteTwinEnv);
await buildWebIfStale(root, log);

let ready = false;
const children: ChildProcess[] = suiteTwins.map((twin) => {
  rmSync(path.resolve(root, twin.dataDir), { recursive: true, force: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      ...twin.env,
      PORT: String(twin.port),
      LOCAL_DATA_DIR: twin.dataDir,
      // Built above: the three never build into the same folder at once.
      LOCAL_WEB_BUILT: '1',
    },
  });
  child.on('exit', (code, signal) => {
    if (ready) return log(`The ${twin.name} twin stopped (${signal ?? code}).`);
    log(`The ${twin.name} twin stopped before the suite was ready (${signal ?? code}).`);
    stopAll('SIGTERM');
    process.exitCode = 1;
  });
  return child;
});

function stopAll(signal: NodeJS.Signals) {
  for (const child of children) if (child.exitCode === null) child.kill(signal);
  server.close();
}
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));

async function healthy(port: number): Promise<boolean> {
  try {
    const answer = await fetch(`http://localhost:${port}/api/health`);
    await answer.arrayBuffer();
    return answer.ok;
  } catch {
    return false;
  }
}

const server = http.createServer((req, res) => {
  if (req.url !== '/ready') return res.writeHead(404).end();
  void Promise.all(suiteTwins.map((twin) => healthy(twin.port))).then((answers) => {
    ready ||= answers.every(Boolean);
    res.writeHead(ready ? 200 : 503, { 'content-type': 'text/plain' }).end(String(ready));
  });
});
server.listen(twinsReadyPort, '127.0.0.1');
