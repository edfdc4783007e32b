/**
 * The benchmark's site: BENCH_URL when given, else a fresh local twin on its own port,
 * data folder and SPA build (like the browser tests), stopped again when done.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

export interface BenchSite {
  url: string;
  /** The twin's own process (gateway and functions), when this run started it. */
  pid?: number;
  /** The twin's data folder (its user pool's ids in cognito-pool.json), when this run started it. */
  dataDir?: string;
  stop: () => Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the local twin exited (${child.exitCode})`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`the local twin did not answer ${url}/api/health within ${timeoutMs / 1000} s`);
}

function stopProcessGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.pid === undefined) return resolve();
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
      resolve();
    }, 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    process.kill(-child.pid, 'SIGTERM');
  });
}

/** `env`: settings of the twin this run starts (a benchmark's own, e.g. trusting client tags). */
export async function startBenchSite(
  root: string,
  log: (line: string) => void,
  env: Record<string, string> = {},
): Promise<BenchSite> {
  const given = process.env.BENCH_URL;
  if (given) return { url: given.replace(/\/$/, ''), stop: async () => {} };

  const port = Number(process.env.BENCH_PORT ?? 3450);
  const dataDir = `.local-data-bench-${port}`;
  rmSync(path.join(root, dataDir), { recursive: true, force: true });
  log(`Starting a fresh local twin on port ${port}...`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    cwd: root,
    detached: true, // its own process group, so stopping it stops the stand-ins too
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      LOCAL_DATA_DIR: dataDir,
      WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? `.tmp/web-dist-bench-${port}`,
      // As in AWS: answers are not checked against their schemas on the way out.
      VALIDATE_RESPONSES: process.env.VALIDATE_RESPONSES ?? 'false',
      ...env,
    },
  });
  const url = `http://localhost:${port}`;
  try {
    await waitForHealth(url, child, 240_000);
  } catch (error) {
    await stopProcessGroup(child);
    throw error;
  }
  return {
    url,
    pid: child.pid,
    dataDir: path.join(root, dataDir),
    stop: () => stopProcessGroup(child),
  };
}
