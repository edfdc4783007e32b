/**
 * Runtime configuration of every handler, read from the environment once (on first use)
 * and validated. Handlers never know whether they run in AWS or in the local twin: the
 * endpoints of AWS clients are simply present (local twin) or absent (AWS defaults).
 */
import {
  defaultMaxUnpaidBookings,
  maxUnpaidBookingsLimit,
} from '@shared/domain/booking-lifecycle/unpaid-cap';
import * as z from 'zod/mini';

const optionalUrl = z.union([
  z.optional(z.string().check(z.url())),
  z.pipe(
    z.literal(''),
    z.transform(() => undefined),
  ),
]);

const configSchema = z.object({
  AWS_REGION: z._default(z.string(), 'eu-north-1'),
  TABLE_NAME: z.string().check(z.minLength(1)),
  /** Local stand-in endpoints; unset in AWS. */
  DYNAMODB_ENDPOINT: optionalUrl,
  S3_ENDPOINT: optionalUrl,
  SES_ENDPOINT: optionalUrl,
  COGNITO_ENDPOINT: optionalUrl,
  /** Amazon Location's stand-in (the twin's route calculator); unset in AWS. */
  LOCATION_ENDPOINT: optionalUrl,
  /** Cognito user pool that signs the tokens we accept. */
  USER_POOL_ID: z.string().check(z.minLength(1)),
  USER_POOL_CLIENT_ID: z.string().check(z.minLength(1)),
  /** Issuer of the pool's tokens; defaults to the AWS issuer of USER_POOL_ID. */
  COGNITO_ISSUER: optionalUrl,
  /** JWKS of the pool; defaults to `${issuer}/.well-known/jwks.json`. */
  COGNITO_JWKS_URL: optionalUrl,
  PUBLIC_BUCKET: z.string().check(z.minLength(1)),
  PRIVATE_BUCKET: z.string().check(z.minLength(1)),
  /** Public origin of the site, used in e-mail links (https://example.dk). */
  SITE_URL: z.string().check(z.url()),
  MAIL_FROM: z.string().check(z.minLength(3)),
  /**
   * The SES configuration set every mail names: its bounces and complaints reach
   * functions/mail-events (unset: none, e.g. a unit test).
   */
  MAIL_CONFIGURATION_SET: z.optional(z.string()),
  /** WebSocket management endpoint (API Gateway `https://{id}.execute-api.../{stage}`). */
  WS_MANAGEMENT_ENDPOINT: optionalUrl,
  /**
   * The Stripe secret the owner's key is stored in from Indstillinger (decision 0031): its ARN
   * in AWS (`<stack>/stripe`), its name in the twin; only for functions that need `stripe`.
   * Read at run time; when it holds no key, the deployment's keys below are used.
   */
  STRIPE_SECRET_ID: z.optional(z.string()),
  /** Secrets Manager's stand-in (the twin's secret store); unset in AWS. */
  SECRETS_MANAGER_ENDPOINT: optionalUrl,
  /** The deployment's Stripe keys (the ops secret `stripeSecretName`), resolved at deploy time. */
  STRIPE_SECRET_KEY: z.optional(z.string()),
  STRIPE_WEBHOOK_SECRET: z.optional(z.string()),
  /** Base URL of a local stand-in of the Stripe API (local twin and tests only); unset in AWS. */
  STRIPE_API_URL: optionalUrl,
  /**
   * The e-conomic secret (decision 0036): the app's tokens (set by ops) and the agreement
   * grant the owner gives in Indstillinger. Its ARN in AWS (`<stack>/economic`), its name in
   * the twin; only for functions that need `economic`.
   */
  ECONOMIC_SECRET_ID: z.optional(z.string()),
  /** e-conomic's OpenAPI host; the twin points it at its stand-in. */
  ECONOMIC_API_URL: z._default(z.string().check(z.url()), 'https://apis.e-conomic.com'),
  /**
   * e-conomic's REST API (invoices booked and sent by EAN, decision 0036); the twin points it at
   * its stand-in.
   */
  ECONOMIC_REST_URL: z._default(z.string().check(z.url()), 'https://restapi.e-conomic.com'),
  /** e-conomic's page where the owner grants the app access (the twin: its stand-in's). */
  ECONOMIC_GRANT_URL: z._default(
    z.string().check(z.url()),
    'https://secure.e-conomic.com/secure/api1/requestaccess.aspx',
  ),
  /** Secret for signing unsubscribe links and other tokens. */
  LINK_SIGNING_SECRET: z.string().check(z.minLength(16)),
  PLACE_INDEX_NAME: z.optional(z.string()),
  /** Amazon Location route calculator of the drive times; only for functions that need `routing`. */
  ROUTE_CALCULATOR_NAME: z.optional(z.string()),
  /**
   * How many unpaid future bookings (cash or invoice, not yet paid) one customer may hold;
   * more would let one account block the calendar.
   */
  MAX_UNPAID_BOOKINGS: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(maxUnpaidBookingsLimit)),
    defaultMaxUnpaidBookings,
  ),
  /**
   * DMI's Forecast Data EDR API (the weather check before a shoot, decision 0026); the twin
   * points it at its stand-in. The key is optional: sent as `X-Gravitee-Api-Key` when set.
   */
  DMI_FORECAST_URL: z._default(
    z.string().check(z.url()),
    'https://dmigw.govcloud.dk/v1/forecastedr',
  ),
  DMI_FORECAST_API_KEY: z.optional(z.string()),
  /**
   * The twin's stand-in of a private calendar (infra/local/fake-ics.ts), e.g.
   * `http://127.0.0.1:4123`: the one origin allowed without https and on a loopback address.
   * Only the twin and the tests set it; never in AWS (decision 0038).
   */
  PRIVATE_CALENDAR_STAND_IN_ORIGIN: optionalUrl,
  /** `location` (Amazon Location) in AWS, `gazetteer` (offline) in the local twin. */
  GEOCODER: z._default(z.enum(['location', 'gazetteer']), 'location'),
  /**
   * `true` in the local twin and the tests: every 2xx answer is checked against its route's
   * response schema, and a mismatch fails loudly (a 500 and a log line) instead of reaching
   * the browser. Unset in AWS, where the check would only cost time.
   */
  VALIDATE_RESPONSES: z.pipe(
    z._default(z.enum(['true', 'false']), 'false'),
    z.transform((value) => value === 'true'),
  ),
});

export type Config = z.infer<typeof configSchema> & {
  cognitoIssuer: string;
  cognitoJwksUrl: string;
};

let cached: Config | undefined;

/**
 * What the function running now is given of the configuration. In AWS each function has its
 * own environment (the Stripe keys only where `stripe` is declared); the local twin runs them
 * all in one process and narrows this view instead (infra/local/function-access.ts). Nothing
 * registers a view in AWS.
 */
let view: ((config: Config) => Config) | undefined;

export function registerConfigView(narrow: (config: Config) => Config): void {
  view = narrow;
}

export function config(): Config {
  const all = cached ?? readConfig();
  return view ? view(all) : all;
}

function readConfig(): Config {
  const parsed = configSchema.safeParse(process.env);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => i.path.join('.')).join(', ');
    throw new Error(`Invalid configuration: ${fields}`);
  }
  const env = parsed.data;
  const issuer =
    env.COGNITO_ISSUER ?? `https://cognito-idp.${env.AWS_REGION}.amazonaws.com/${env.USER_POOL_ID}`;
  cached = {
    ...env,
    cognitoIssuer: issuer,
    cognitoJwksUrl: env.COGNITO_JWKS_URL ?? `${issuer}/.well-known/jwks.json`,
  };
  return cached;
}

/** For tests and the local twin, which set the environment after import. */
export function resetConfig(): void {
  cached = undefined;
}
