/**
 * Secrets of the functions, kept out of the template: the template only holds CloudFormation
 * dynamic references (`{{resolve:secretsmanager:...}}`), which CloudFormation resolves when
 * it deploys the functions.
 *
 * - `<stack name lower-cased>/app` (i.e. `dronefoto/app`), created here with a generated
 *   LINK_SIGNING_SECRET (signs unsubscribe links and similar tokens).
 * - `<stack name lower-cased>/stripe` (i.e. `dronefoto/stripe`), created here holding `{}`:
 *   the owner's Stripe key pasted in Indstillinger and its webhook's signing secret
 *   (decision 0031). Not a dynamic reference: the functions that need `stripe` read it at run
 *   time (GetSecretValue, its ARN in STRIPE_SECRET_ID) and only the payment-setup function
 *   writes it (PutSecretValue); granted in grant-access.ts.
 * - `<stack name lower-cased>/economic`, created here holding `{}`: the e-conomic app's tokens
 *   (ops adds them once) and the owner's agreement grant from Indstillinger (decision 0036);
 *   read with `economic`, written only by the bookkeeping-setup function.
 * - The deployment's Stripe keys (ops): an existing secret named by the `stripeSecretName`
 *   setting, with the JSON keys STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, used while the
 *   owner's secret holds no key. Created by ops, never by the stack. CloudFormation reads a
 *   dynamic reference again only for a function it changes, so a value stored later (the
 *   webhook's signing secret from `npm run setup:stripe`, a rolled key) reaches the functions
 *   by deploying with its version (`stripeSecretVersion`), which changes every function that
 *   holds the keys.
 */
import { SecretValue, Stack } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';

export interface AppSecretsProps {
  stripeSecretName?: string;
  /** The version of that secret to read (VersionId); the current one when absent. */
  stripeSecretVersion?: string;
  /** An existing secret with the JSON key DMI_FORECAST_API_KEY (the weather check's key). */
  dmiSecretName?: string;
}

export class AppSecrets extends Construct {
  readonly appSecret: Secret;
  /** The owner's Stripe key and signing secret, set from Indstillinger (`{}` until then). */
  readonly stripeSecret: Secret;
  /**
   * e-conomic (decision 0036): the app's tokens (ops puts `appSecretToken` and
   * `appPublicToken` in once) and the owner's agreement grant, set from Indstillinger.
   */
  readonly economicSecret: Secret;
  /** Environment variables whose values are dynamic references into the app secret. */
  readonly linkSigningEnvironment: Record<string, string>;
  /** STRIPE_* dynamic references; empty when no Stripe secret is configured. */
  readonly stripeEnvironment: Record<string, string>;
  /** DMI_FORECAST_API_KEY as a dynamic reference; empty when DMI is called without a key. */
  readonly dmiEnvironment: Record<string, string>;

  constructor(scope: Construct, id: string, props: AppSecretsProps) {
    super(scope, id);
    this.appSecret = new Secret(this, 'AppSecret', {
      secretName: `${Stack.of(this).stackName.toLowerCase()}/app`,
      description: 'Secrets of the dronefoto functions (JSON); LINK_SIGNING_SECRET is generated',
      generateSecretString: {
        secretStringTemplate: JSON.stringify({}),
        generateStringKey: 'LINK_SIGNING_SECRET',
        passwordLength: 48,
        excludePunctuation: true,
      },
    });
    NagSuppressions.addResourceSuppressions(this.appSecret, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'Rotating LINK_SIGNING_SECRET would invalidate every unsubscribe link already e-mailed; it is rotated by hand if ever exposed.',
      },
    ]);

    this.stripeSecret = integrationSecret(this, 'StripeSecret', {
      name: 'stripe',
      description:
        "The owner's Stripe key and its webhook's signing secret (JSON), set from the admin panel",
      notRotated:
        'The Stripe key is rolled in the Stripe Dashboard and pasted again in the admin panel, which stores it here; Secrets Manager cannot rotate a key Stripe issues.',
    });
    this.economicSecret = integrationSecret(this, 'EconomicSecret', {
      name: 'economic',
      description:
        "e-conomic: the app's tokens (set by ops) and the owner's agreement grant (JSON), set from the admin panel",
      notRotated:
        'e-conomic issues the agreement grant; the owner gives it again in the admin panel, which stores it here. Secrets Manager cannot rotate it.',
    });

    this.linkSigningEnvironment = {
      LINK_SIGNING_SECRET: this.appSecret.secretValueFromJson('LINK_SIGNING_SECRET').unsafeUnwrap(),
    };

    const stripe = props.stripeSecretName;
    this.stripeEnvironment = stripe
      ? {
          STRIPE_SECRET_KEY: stripeField(stripe, 'STRIPE_SECRET_KEY', props.stripeSecretVersion),
          STRIPE_WEBHOOK_SECRET: stripeField(
            stripe,
            'STRIPE_WEBHOOK_SECRET',
            props.stripeSecretVersion,
          ),
        }
      : {};
    this.dmiEnvironment = props.dmiSecretName
      ? { DMI_FORECAST_API_KEY: stripeField(props.dmiSecretName, 'DMI_FORECAST_API_KEY') }
      : {};
  }
}

/** A field of an existing secret (Stripe's, DMI's). */
function stripeField(secretName: string, jsonField: string, versionId?: string): string {
  // A dynamic reference, resolved by CloudFormation at deploy time, never stored in the template.
  return SecretValue.secretsManager(secretName, { jsonField, versionId }).unsafeUnwrap();
}

/**
 * One integration's secret, `<stack>/<name>`, created holding `{}` (no value in the template:
 * the owner sets it from the admin panel); read and written as grant-access.ts grants.
 */
function integrationSecret(
  scope: Construct,
  id: string,
  props: { name: string; description: string; notRotated: string },
): Secret {
  const secret = new Secret(scope, id, {
    secretName: `${Stack.of(scope).stackName.toLowerCase()}/${props.name}`,
    description: props.description,
    secretObjectValue: {},
  });
  NagSuppressions.addResourceSuppressions(secret, [
    { id: 'AwsSolutions-SMG4', reason: props.notRotated },
  ]);
  return secret;
}
