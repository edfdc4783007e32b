/**
 * The CDK app (`npx cdk synth`, `npx cdk deploy`). Synth works offline without credentials.
 *
 * Settings: CDK context (`-c key=value` or the `context` block of cdk.json) wins over the
 * environment variable named after it.
 *
 * | context key          | environment variable             | default              | meaning |
 * |----------------------|----------------------------------|----------------------|---------|
 * | `region`             | `CDK_DEFAULT_REGION`             | `eu-north-1`         | AWS region of the stack |
 * | `domainName`         | `DRONEFOTO_DOMAIN_NAME`          | none (*.cloudfront.net) | custom domain of the site; needs `certificateArn` |
 * | `certificateArn`     | `DRONEFOTO_CERTIFICATE_ARN`      | none                 | ACM certificate in us-east-1 for `domainName` |
 * | `sesSender`          | `DRONEFOTO_SES_SENDER`           | `booking@example.dk` | sender of all e-mail; its domain becomes the SES identity (DKIM records are stack outputs) |
 * | `adminEmail`         | `DRONEFOTO_ADMIN_EMAIL`          | none                 | first admin: invited by Cognito and put in group `admin` |
 * | `alarmEmail`         | `DRONEFOTO_ALARM_EMAIL`          | `adminEmail`         | who the alarms mail (SNS e-mail subscription; docs/operations.md) |
 * | `stripeSecretName`   | `DRONEFOTO_STRIPE_SECRET_NAME`   | none (no Stripe keys) | existing Secrets Manager secret with JSON keys STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET |
 * | `stripeSecretVersion` | `DRONEFOTO_STRIPE_SECRET_VERSION` | none (current)   | VersionId of the Stripe secret to deploy: hands a newly stored value to the functions |
 * | `cognitoEmailViaSes` | `DRONEFOTO_COGNITO_EMAIL_VIA_SES` | `false`             | Cognito mails through SES; turn on once the SES domain is verified |
 * | `maxUnpaidBookings`  | `DRONEFOTO_MAX_UNPAID_BOOKINGS`  | `3`                  | unpaid future cash/invoice bookings one customer may hold |
 * | `tableName`          | `DRONEFOTO_TABLE_NAME`           | none                 | a table restored from point-in-time recovery, used instead of the stack's own |
 * | `tableStreamArn`     | `DRONEFOTO_TABLE_STREAM_ARN`     | none                 | that table's stream; both or neither (docs/operations.md) |
 *
 * The stack creates the secret `dronefoto/app` with a generated LINK_SIGNING_SECRET. Secrets
 * reach the functions as CloudFormation dynamic references, never as clear text in the template.
 * The SPA is deployed from web/dist when it has been built (`npm run build:web`) before synth.
 */
import { App } from 'aws-cdk-lib';
import { readSettings } from './constructs/settings';
import { EdgeStack } from './edge-stack';
import { DronefotoStack } from './stack';

const app = new App();
const region =
  (app.node.tryGetContext('region') as string | undefined) ??
  process.env.CDK_DEFAULT_REGION ??
  'eu-north-1';

// CloudFront's WAF web ACL must live in us-east-1.
const edge = new EdgeStack(app, 'DronefotoEdge', {
  description: 'dronefoto: WAF per-client limits for CloudFront',
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: 'us-east-1' },
  crossRegionReferences: true,
});

const site = new DronefotoStack(app, 'Dronefoto', {
  description: 'dronefoto: Danish drone photo and video bookings (SPA, API, live updates)',
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region },
  settings: readSettings(app.node),
  webAclArn: edge.webAcl.attrArn,
  crossRegionReferences: true,
});
site.addDependency(edge);

app.synth();
