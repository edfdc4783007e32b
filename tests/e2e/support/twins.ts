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
  'search-newsletter',
  'security-headers',
  'uploaded-image-widths',
].map((name) => `**/${name}.e2e.ts`);
