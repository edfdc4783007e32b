/**
 * Customers for the benchmarks: signed-in accounts of the twin they measure. A customer may
 * hold two card checkouts at once (shared/domain/booking-lifecycle/checkout-cap.ts), so
 * booking scenarios spread their bookings over accounts of their own, made in the twin's user
 * pool as the seed makes the demo admin (confirmed e-mail, permanent password). Against a
 * running site (BENCH_URL) no pool is at hand: every account is then the demo admin.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  InitiateAuthCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { localCognitoClient, type PoolIds } from '@infra/local/cognito-pool';
import { ensureConfirmedUser } from '@infra/local/seed/admin';

export const benchPassword = 'Bench123!kunde';

export interface BenchAccount {
  email: string;
  password: string;
}

const demoAdmin: BenchAccount = {
  email: process.env.ADMIN_EMAIL ?? 'admin@dronefoto.dk',
  password: process.env.ADMIN_PASSWORD ?? 'Admin123!',
};

interface SiteConfig {
  region: string;
  userPoolClientId: string;
  cognitoEndpoint?: string;
}

/** The site's Cognito as the browser reaches it (the twin's own path, or AWS's). */
export async function siteCognito(url: string) {
  const config = (await (await fetch(`${url}/config.json`)).json()) as SiteConfig;
  const endpoint = config.cognitoEndpoint?.startsWith('/')
    ? `${url}${config.cognitoEndpoint}`
    : config.cognitoEndpoint;
  const client = new CognitoIdentityProviderClient({
    region: config.region,
    endpoint,
    credentials: { accessKeyId: 'bench', secretAccessKey: 'bench' },
  });
  return { client, clientId: config.userPoolClientId, endpoint: endpoint ?? '' };
}

/** Signs in as the browser does (USER_PASSWORD_AUTH); the access token. */
export async function signIn(
  cognito: Awaited<ReturnType<typeof siteCognito>>,
  account: BenchAccount,
): Promise<string> {
  const auth = await cognito.client.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: cognito.clientId,
      AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
    }),
  );
  return auth.AuthenticationResult?.AccessToken ?? '';
}

/**
 * `count` customer accounts named `<prefix>-<n>@bench.example`, made in the pool of the twin
 * whose data folder is `dataDir` (the demo admin, `count` times, without one).
 */
export async function benchAccounts(
  url: string,
  dataDir: string | undefined,
  prefix: string,
  count: number,
): Promise<BenchAccount[]> {
  if (!dataDir) return Array.from({ length: count }, () => demoAdmin);
  const { userPoolId } = JSON.parse(
    readFileSync(path.join(dataDir, 'cognito-pool.json'), 'utf8'),
  ) as PoolIds;
  const admin = localCognitoClient(`${url}/_local/cognito`);
  const accounts = Array.from({ length: count }, (_, n) => ({
    email: `${prefix}-${n}@bench.example`,
    password: benchPassword,
  }));
  for (const { email, password } of accounts)
    await ensureConfirmedUser(admin, userPoolId, email, password);
  return accounts;
}

/** The free slots of the window (for an address at `lat`/`lon` when given), soonest first. */
export async function freeSlots(url: string, query = ''): Promise<BenchSlot[]> {
  const availability = (await (await fetch(`${url}/api/availability${query}`)).json()) as {
    days: Array<{ date: string; slots: Array<{ time: string }> }>;
  };
  return availability.days.flatMap((day) =>
    day.slots.map((slot) => ({ date: day.date, time: slot.time })),
  );
}

export interface BenchSlot {
  date: string;
  time: string;
}

/** The body of a card booking in Aarhus C, as the payment page sends it. */
export const cardBookingBody = (productId: number, slot: BenchSlot, name = 'Bench Kunde') =>
  JSON.stringify({
    product_id: productId,
    booking_date: slot.date,
    booking_time: slot.time,
    address: 'Vestergade 1, 8000 Aarhus C',
    payment_method: 'card',
    terms_accepted: true,
    customer_name: name,
    customer_phone: '12 34 56 78',
  });
