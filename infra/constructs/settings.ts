/**
 * Deployment settings of the CDK app, read from CDK context (`cdk synth -c key=value` or the
 * `context` block of cdk.json) and, as a fallback, from environment variables. See the list at
 * the top of infra/app.ts.
 */
import type { Node } from 'constructs';
import * as z from 'zod/mini';
import {
  defaultMaxUnpaidBookings,
  maxUnpaidBookingsLimit,
} from '@shared/domain/booking-lifecycle/unpaid-cap';

export interface DeploymentSettings {
  /** Custom domain of the site (e.g. `dronefoto.dk`); needs `certificateArn`. */
  domainName?: string;
  /** ACM certificate in us-east-1 that covers `domainName` (CloudFront only accepts those). */
  certificateArn?: string;
  /** Sender of every e-mail; its domain becomes the SES domain identity. */
  sesSender: string;
  /** E-mail of the first admin: Cognito invites this user and adds it to group `admin`. */
  adminEmail?: string;
  /**
   * Where the alarms go (an SNS e-mail subscription the recipient confirms once). Absent:
   * `adminEmail`; with neither, the alarms go to a topic nobody reads (see `alarmRecipient`).
   */
  alarmEmail?: string;
  /**
   * Name of an existing Secrets Manager secret with the JSON keys `STRIPE_SECRET_KEY` and
   * `STRIPE_WEBHOOK_SECRET`. Without it, the functions get no Stripe keys.
   */
  stripeSecretName?: string;
  /**
   * The VersionId of that secret to deploy (printed by `put-secret-value`): deploying with a
   * new one hands a newly stored value to the functions. The current version when absent.
   */
  stripeSecretVersion?: string;
  /** Let Cognito send its e-mails through SES (only once the SES domain is verified). */
  cognitoEmailViaSes: boolean;
  /** Unpaid future cash or invoice bookings one customer may hold (MAX_UNPAID_BOOKINGS). */
  maxUnpaidBookings: number;
  /**
   * A table restored from point-in-time recovery that the stack uses instead of its own,
   * with `tableStreamArn` (its stream, NEW_AND_OLD_IMAGES): docs/operations.md.
   */
  tableName?: string;
  tableStreamArn?: string;
  /** DMI's Forecast Data EDR API, read by the weather check (decision 0026; default below). */
  dmiForecastUrl?: string;
  /**
   * Name of an existing Secrets Manager secret with the JSON key `DMI_FORECAST_API_KEY`, for a
   * DMI gateway that asks for a key. Without it, the check calls DMI without one.
   */
  dmiSecretName?: string;
}

/** DMI's forecast EDR API as documented (opendatadocs.dmi.govcloud.dk). */
export const defaultDmiForecastUrl = 'https://dmigw.govcloud.dk/v1/forecastedr';

export const defaultSesSender = 'booking@example.dk';

/** Context key -> environment variable used when the context key is absent. */
const sources = {
  domainName: 'DRONEFOTO_DOMAIN_NAME',
  certificateArn: 'DRONEFOTO_CERTIFICATE_ARN',
  sesSender: 'DRONEFOTO_SES_SENDER',
  adminEmail: 'DRONEFOTO_ADMIN_EMAIL',
  alarmEmail: 'DRONEFOTO_ALARM_EMAIL',
  stripeSecretName: 'DRONEFOTO_STRIPE_SECRET_NAME',
  stripeSecretVersion: 'DRONEFOTO_STRIPE_SECRET_VERSION',
  cognitoEmailViaSes: 'DRONEFOTO_COGNITO_EMAIL_VIA_SES',
  maxUnpaidBookings: 'DRONEFOTO_MAX_UNPAID_BOOKINGS',
  tableName: 'DRONEFOTO_TABLE_NAME',
  tableStreamArn: 'DRONEFOTO_TABLE_STREAM_ARN',
  dmiForecastUrl: 'DRONEFOTO_DMI_FORECAST_URL',
  dmiSecretName: 'DRONEFOTO_DMI_SECRET_NAME',
} as const satisfies Record<keyof DeploymentSettings, string>;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const settingsSchema = z
  .object({
    domainName: z.pipe(
      z.transform(blankToUndefined),
      z.optional(
        z
          .string()
          .check(z.regex(/^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/i, 'domainName must be a host name')),
      ),
    ),
    certificateArn: z.pipe(
      z.transform(blankToUndefined),
      z.optional(
        z
          .string()
          .check(
            z.regex(
              /^arn:aws[\w-]*:acm:us-east-1:\d{12}:certificate\//,
              'must be a us-east-1 ACM ARN',
            ),
          ),
      ),
    ),
    sesSender: z.pipe(z.transform(blankToUndefined), z._default(z.email(), defaultSesSender)),
    adminEmail: z.pipe(z.transform(blankToUndefined), z.optional(z.email())),
    alarmEmail: z.pipe(z.transform(blankToUndefined), z.optional(z.email())),
    stripeSecretName: z.pipe(
      z.transform(blankToUndefined),
      z.optional(z.string().check(z.minLength(1))),
    ),
    stripeSecretVersion: z.pipe(
      z.transform(blankToUndefined),
      z.optional(
        z
          .string()
          .check(
            z.regex(
              /^[A-Za-z0-9-]{32,64}$/,
              'stripeSecretVersion must be a Secrets Manager VersionId',
            ),
          ),
      ),
    ),
    cognitoEmailViaSes: z.pipe(
      z.transform((value) => blankToUndefined(typeof value === 'boolean' ? String(value) : value)),
      z.pipe(
        z._default(z.enum(['true', 'false']), 'false'),
        z.transform((value) => value === 'true'),
      ),
    ),
    maxUnpaidBookings: z.pipe(
      z.transform(blankToUndefined),
      z._default(
        z.coerce
          .number()
          .check(
            z.int('maxUnpaidBookings must be a whole number'),
            z.gte(1, 'maxUnpaidBookings must be at least 1'),
            z.lte(
              maxUnpaidBookingsLimit,
              `maxUnpaidBookings must be at most ${maxUnpaidBookingsLimit}`,
            ),
          ),
        defaultMaxUnpaidBookings,
      ),
    ),
    tableName: z.pipe(
      z.transform(blankToUndefined),
      z.optional(
        z
          .string()
          .check(z.regex(/^[A-Za-z0-9_.-]{3,255}$/, 'tableName must be a DynamoDB table name')),
      ),
    ),
    tableStreamArn: z.pipe(
      z.transform(blankToUndefined),
      z.optional(
        z
          .string()
          .check(
            z.regex(
              /^arn:aws[\w-]*:dynamodb:[a-z0-9-]+:\d{12}:table\/[A-Za-z0-9_.-]+\/stream\/.+$/,
              'tableStreamArn must be the ARN of a DynamoDB stream',
            ),
          ),
      ),
    ),
    dmiForecastUrl: z.pipe(
      z.transform(blankToUndefined),
      z._default(z.url('dmiForecastUrl must be a URL'), defaultDmiForecastUrl),
    ),
    dmiSecretName: z.pipe(
      z.transform(blankToUndefined),
      z.optional(z.string().check(z.minLength(1))),
    ),
  })
  .check(
    z.refine((s) => Boolean(s.domainName) === Boolean(s.certificateArn), {
      message: 'domainName and certificateArn must be given together',
      path: ['certificateArn'],
    }),
    z.refine((s) => !s.stripeSecretVersion || Boolean(s.stripeSecretName), {
      message: 'stripeSecretVersion needs stripeSecretName',
      path: ['stripeSecretVersion'],
    }),
    z.refine((s) => Boolean(s.tableName) === Boolean(s.tableStreamArn), {
      message: 'tableName and tableStreamArn must be given together',
      path: ['tableStreamArn'],
    }),
    z.refine(
      (s) => !s.tableStreamArn || s.tableStreamArn.includes(`:table/${s.tableName}/stream/`),
      {
        message: "tableStreamArn must be the stream of tableName's table",
        path: ['tableStreamArn'],
      },
    ),
  );

/** Reads and validates the settings; throws with the names of the invalid ones. */
export function readSettings(
  node: Node,
  env: Record<string, string | undefined> = process.env,
): DeploymentSettings {
  const raw: Record<string, unknown> = {};
  for (const [key, envName] of Object.entries(sources)) {
    raw[key] = node.tryGetContext(key) ?? env[envName];
  }
  // zod/mini loads no locale: its own checks' messages in English for the operator.
  const parsed = settingsSchema.safeParse(raw, { error: z.locales.en().localeError });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid deployment settings: ${problems.join('; ')}`);
  }
  return parsed.data;
}

/**
 * Who the alarms mail: `alarmEmail`, else the first admin (`adminEmail`), who runs the
 * business and can act on them; undefined when neither is set (the stack then warns).
 */
export function alarmRecipient(settings: DeploymentSettings): string | undefined {
  return settings.alarmEmail ?? settings.adminEmail;
}

/** The domain part of an e-mail address. */
export function mailDomain(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1);
}

/** The restored table the stack uses instead of its own, when both settings are given. */
export function restoredTable(
  settings: DeploymentSettings,
): { tableName: string; tableStreamArn: string } | undefined {
  return settings.tableName && settings.tableStreamArn
    ? { tableName: settings.tableName, tableStreamArn: settings.tableStreamArn }
    : undefined;
}
