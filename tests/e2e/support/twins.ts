/**
 * The two twins of the browser suite: the demo twin (`npm start`'s demo data) on E2E_PORT,
 * and a fresh stack (`SEED=none npm start`: what a new `cdk deploy` has) 50 ports above it,
 * for the owner's first day (day-one.e2e.ts). Each has a data folder of its own.
 */
export const demoPort = Number(process.env.E2E_PORT ?? 3100);
export const freshPort = demoPort + 50;

const suffix = demoPort === 3100 ? '' : `-${demoPort}`;
export const demoDataDir = `.local-data-e2e${suffix}`;
export const freshDataDir = `.local-data-e2e-fresh${suffix}`;

export const freshStackUrl = `http://localhost:${freshPort}`;
