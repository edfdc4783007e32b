/**
 * Points every handler and data module of a test worker at the running stand-ins (in the
 * parallel project, at the worker's own table, buckets and secrets: worker-stand-ins.ts), runs the
 * table's stream consumer as the twin does (it sends the mails queued in the outbox:
 * mail-consumer.ts), and fails a test after which the twin had refused an AWS call a
 * function did not declare.
 */
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { resetConfig } from '@functions/lib/config';
import { resetDb } from '@functions/lib/db';
import { startMailConsumer, stopMailConsumer } from './mail-consumer';
import { takeRefusals } from './refusals';
import { standInEnv } from './stand-in-env';
import { workerStandIns } from './worker-stand-ins';

const shared = inject('standIns');
// INTEGRATION_DATA_PER_WORKER: set by the parallel project (vitest.config.ts).
const worker = process.env.INTEGRATION_DATA_PER_WORKER ? process.env.VITEST_POOL_ID : undefined;
Object.assign(process.env, standInEnv(worker ? await workerStandIns(shared, worker) : shared));
resetConfig();
resetDb();

beforeAll(startMailConsumer);
afterAll(stopMailConsumer);

afterEach(() => {
  const refused = takeRefusals().map((refusal) => refusal.message);
  expect(refused, 'AWS calls the twin refused: a missing `needs` declaration?').toEqual([]);
});
