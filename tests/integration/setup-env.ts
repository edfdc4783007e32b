/**
 * Points every handler and data module of a test worker at the running stand-ins, runs the
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

Object.assign(process.env, standInEnv(inject('standIns')));
resetConfig();
resetDb();

beforeAll(startMailConsumer);
afterAll(stopMailConsumer);

afterEach(() => {
  const refused = takeRefusals().map((refusal) => refusal.message);
  expect(refused, 'AWS calls the twin refused: a missing `needs` declaration?').toEqual([]);
});
