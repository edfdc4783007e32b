/**
 * `npm run smoke -- <url>` (infra/ops/smoke.ts), the real CLI as a child process, against
 * this suite's twin: every check passes; and behind a small proxy that plants one fault (the
 * security headers stripped from every answer; an admin route answering without a token) the
 * CLI exits 1 with exactly that check failed and the reason named. No browser page: the smoke
 * is plain HTTP, and it lives in this suite because the suite has a running twin.
 */
import { spawn } from 'node:child_process';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { securityHeaders } from '@infra/security-headers';
import { headerLabel, smokeCheckNames, type SmokeCheckName } from '@infra/ops/smoke-checks';
import { expect, test } from './support/visitor-test';

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI from the repository's root (two up from this suite), as `npm run smoke` does. */
function runSmokeCli(url: string): Promise<CliRun> {
  const repoRoot = path.resolve(test.info().project.testDir, '../..');
  // Playwright's own loader options are not the CLI's.
  const { NODE_OPTIONS: _playwrightOptions, ...env } = process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'infra/ops/smoke.ts', url], {
      cwd: repoRoot,
      env,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The CLI's check lines: `✓ name` for a pass, `✗ name — reason` for a failure. */
function checkLines(run: CliRun): string[] {
  return run.stdout.split('\n').filter((line) => /^[✓✗] /.test(line));
}

/** Every check passed except `failed`, whose line is `✗ <name> — <reason>`. */
function expectedLines(failed?: { name: SmokeCheckName; reason: string }): string[] {
  return smokeCheckNames.map((name) =>
    name === failed?.name ? `✗ ${name} — ${failed.reason}` : `✓ ${name}`,
  );
}

interface PlantedFault {
  /** Answers a request itself instead of the twin (true when it did). */
  answer?: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** Headers taken out of every answer of the twin. */
  dropHeaders?: readonly string[];
}

/** A proxy on a free port in front of the twin that plants `fault`. */
async function startFaultyProxy(target: string, fault: PlantedFault) {
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    if (fault.answer?.(req, res)) return;
    const forward = http.request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        const headers = { ...answer.headers };
        for (const name of fault.dropHeaders ?? []) delete headers[name];
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    forward.on('error', (error) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`proxy: ${error.message}`);
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

test.describe('npm run smoke against the twin', () => {
  test('passes every check and exits 0', async ({ baseURL }) => {
    const run = await runSmokeCli(baseURL!);
    expect(checkLines(run), run.stdout + run.stderr).toEqual(expectedLines());
    expect(run.stdout).toContain(`all ${smokeCheckNames.length} checks passed`);
    expect(run.code).toBe(0);
  });

  test('fails the security headers, each named, when they are missing', async ({ baseURL }) => {
    const names = Object.keys(securityHeaders(''));
    const proxy = await startFaultyProxy(baseURL!, { dropHeaders: names });
    try {
      const run = await runSmokeCli(proxy.url);
      expect(checkLines(run), run.stdout + run.stderr).toEqual(
        expectedLines({
          name: 'security headers on /',
          reason: names.map((name) => `${headerLabel(name)} missing`).join('; '),
        }),
      );
      expect(run.stdout).toContain(`1 of ${smokeCheckNames.length} checks failed`);
      expect(run.code).toBe(1);
    } finally {
      await proxy.close();
    }
  });

  test('fails the admin check when an admin route answers without a token', async ({ baseURL }) => {
    const proxy = await startFaultyProxy(baseURL!, {
      answer: (req, res) => {
        if (req.url !== '/api/admin/overview' || req.headers.authorization) return false;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"bookings":[]}');
        return true;
      },
    });
    try {
      const run = await runSmokeCli(proxy.url);
      expect(checkLines(run), run.stdout + run.stderr).toEqual(
        expectedLines({
          name: 'admin route needs a token',
          reason: '/api/admin/overview answered 200: {"bookings":[]} without a token',
        }),
      );
      expect(run.code).toBe(1);
    } finally {
      await proxy.close();
    }
  });
});
