// Starts the local twin for the browser tests on an empty data folder (demo data seeded anew).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

rmSync(process.env.LOCAL_DATA_DIR ?? '.local-data-e2e', { recursive: true, force: true });
const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
  stdio: 'inherit',
  env: process.env,
});
const forward = (signal) => () => child.kill(signal);
process.on('SIGINT', forward('SIGINT'));
process.on('SIGTERM', forward('SIGTERM'));
child.on('exit', (code) => process.exit(code ?? 0));
