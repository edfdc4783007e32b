/** Points every handler and data module of a test worker at the running stand-ins. */
import { inject } from 'vitest';
import { resetConfig } from '@functions/lib/config';
import { resetDb } from '@functions/lib/db';
import { standInEnv } from './stand-in-env';

Object.assign(process.env, standInEnv(inject('standIns')));
resetConfig();
resetDb();
