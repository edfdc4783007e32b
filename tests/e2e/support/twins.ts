/**
 * The twins of the browser suite: two demo twins (`npm start`'s demo data), on E2E_PORT and 25
 * ports above it, each serving half of the journey files (the suite's two workers, one per twin,
 * so no journey sees another's bookings or settings), and a fresh stack (`SEED=none npm start`:
 * what a new `cdk deploy` has) 50 ports above, for the owner's first day (day-one.e2e.ts). Each
 * has a data folder of its own.
 */
export const demoPort = Number(process.env.E2E_PORT ?? 3100);
export const secondDemoPort = demoPort + 25;
export const freshPort = demoPort + 50;

const suffix = demoPort === 3100 ? '' : `-${demoPort}`;
export const demoDataDir = `.local-data-e2e${suffix}`;
export const secondDemoDataDir = `.local-data-e2e-second${suffix}`;
export const freshDataDir = `.local-data-e2e-fresh${suffix}`;

export const freshStackUrl = `http://localhost:${freshPort}`;

/**
 * The port on which the suite's launcher (tests/e2e/start-twins.ts) answers `GET /ready` with
 * 200 once all three twins answer their health check.
 */
export const twinsReadyPort = demoPort + 75;

/** Another port gets its own SPA build, so runs on two ports can overlap. */
export const webDistDir = demoPort === 3100 ? undefined : `.tmp/web-dist-${demoPort}`;

/** A twin of the suite: its port, data folder and environment beyond the shared one. */
export interface SuiteTwin {
  name: string;
  port: number;
  dataDir: string;
  env: Record<string, string>;
}

export const suiteTwins: readonly SuiteTwin[] = [
  { name: 'first', port: demoPort, dataDir: demoDataDir, env: {} },
  { name: 'second', port: secondDemoPort, dataDir: secondDemoDataDir, env: {} },
  // As after a fresh `cdk deploy`: no demo data, no admin, no Stripe webhook.
  { name: 'fresh', port: freshPort, dataDir: freshDataDir, env: { SEED: 'none' } },
];

/** What every twin of the suite runs with. */
export const suiteTwinEnv: Record<string, string> = {
  ...(webDistDir ? { WEB_DIST_DIR: webDistDir } : {}),
  // The scheduled newsletter job every 10 s (a minute in AWS and `npm start`).
  LOCAL_SCHEDULE_SECONDS: '10',
  // Each test is a visitor of its own to the per-client limits (support/visitor-test.ts).
  LOCAL_TRUST_CLIENT_TAG: '1',
};

/** The data folder of the demo twin a test runs against (its project's `baseURL`). */
export function demoDataDirOf(baseURL: string | undefined): string {
  const port = baseURL ? new URL(baseURL).port : '';
  return port === String(secondDemoPort) ? secondDemoDataDir : demoDataDir;
}

/**
 * The journey files the second demo twin serves, chosen so the two halves take about as long
 * (by the suite's measured times); a new file runs on the first twin unless listed here.
 */
export const secondTwinFiles = [
  'accessibility',
  'admin-ledger',
  'admin-newsletter',
  'admin-phone',
  'admin-plain-danish',
  'admin-products-media',
  'auth',
  'booking-changes',
  'booking-facts',
  'booking-round-two',
  'catalogue',
  'closed-day',
  'customer-path-phone',
  'delete-account',
  'drone-zones',
  'flyable-times',
  'gallery-payment',
  'invoice',
  'my-data',
  'page-states',
  'payment',
  'property-page',
  'receipts-refunds',
  'reschedule-request',
  'search-newsletter',
  'security-headers',
  'terms',
  'uploaded-image-widths',
].map((name) => `**/${name}.e2e.ts`);
