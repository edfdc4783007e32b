/**
 * The whole product in one stack: data (table, buckets), accounts (Cognito), the HTTP API
 * generated from the route table, live updates (WebSocket API + table stream), the
 * CloudFront site, the newsletter schedule, geocoding and drive times (Amazon Location),
 * e-mail (SES, with its bounces and complaints handled) and the operations around them
 * (alarms that mail the owner, dead-letter queues, log retention, a dashboard).
 */
import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { UserPoolOperation } from 'aws-cdk-lib/aws-cognito';
import { Schedule } from 'aws-cdk-lib/aws-events';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { createAppFunction } from './constructs/app-function';
import type { Construct } from 'constructs';
import { AppSecrets } from './constructs/app-secrets';
import { DataTable } from './constructs/data-table';
import { backgroundAccess } from './constructs/declared-access';
import { grantAccess, type GrantableResources } from './constructs/grant-access';
import { MailDomain } from './constructs/mail-domain';
import { MailEvents } from './constructs/mail-events';
import { Operations } from './constructs/operations';
import { NewsletterSchedule } from './constructs/newsletter-schedule';
import { ScheduledJob } from './constructs/scheduled-job';
import { defaultWebDistPath } from './constructs/paths';
import { PlaceIndex } from './constructs/place-index';
import { RealtimeApi } from './constructs/realtime-api';
import { RouteCalculator } from './constructs/route-calculator';
import { HttpApiGateway, RouteTableApi } from './constructs/route-table-api';
import {
  alarmRecipient,
  defaultDmiForecastUrl,
  restoredTable,
  type DeploymentSettings,
} from './constructs/settings';
import { PageRenderer } from './constructs/page-renderer';
import { SiteDeployment } from './constructs/site-deployment';
import { SiteDistribution } from './constructs/site-distribution';
import { StorageBuckets } from './constructs/storage-buckets';
import { AccountLimits } from './constructs/account-limits';
import { UserAccounts } from './constructs/user-accounts';
import { uploadOrigins } from './upload-cors';

export interface DronefotoStackProps extends StackProps {
  settings: DeploymentSettings;
  /** Folder of the built SPA; defaults to web/dist. */
  webDistPath?: string;
  /** The WAF web ACL (us-east-1, infra/edge-stack.ts) in front of CloudFront. */
  webAclArn?: string;
}

export class DronefotoStack extends Stack {
  readonly data: DataTable;
  readonly buckets: StorageBuckets;
  readonly accounts: UserAccounts;
  readonly httpApi: HttpApiGateway;
  readonly routeTableApi: RouteTableApi;
  readonly realtime: RealtimeApi;
  readonly site: SiteDistribution;
  readonly pages: PageRenderer;
  readonly siteDeployment: SiteDeployment;
  readonly newsletter: NewsletterSchedule;
  /** Mails each booking's reminder 24 hours before the shoot (every 15 minutes). */
  readonly reminders: ScheduledJob;
  /** Reads DMI's forecast for each paid shoot within 48 hours and warns once (every hour). */
  readonly weatherCheck: ScheduledJob;
  readonly privateCalendars: ScheduledJob;
  /** Sends the outbox's mails the stream consumer did not, and the retries (every minute). */
  readonly mailOutbox: ScheduledJob;
  readonly bookkeeping: ScheduledJob;
  /** The galleries' 'Hent alle' archives (decision 0034). */
  readonly galleryArchives: ScheduledJob;
  /** One Stripe invoice per firm billed monthly, for the month before (the 1st, 03:00 UTC). */
  readonly firmInvoices: ScheduledJob;
  /** The Cognito PostConfirmation trigger: creates the profile. */
  readonly postConfirmation: NodejsFunction;
  readonly places: PlaceIndex;
  readonly routes: RouteCalculator;
  readonly mail: MailDomain;
  /** SES bounces and complaints -> functions/mail-events. */
  readonly mailEvents: MailEvents;
  /** Alarms, their topic, the dashboard (docs/operations.md). */
  readonly operations: Operations;

  constructor(scope: Construct, id: string, props: DronefotoStackProps) {
    super(scope, id, props);
    const { settings } = props;
    const customDomain =
      settings.domainName && settings.certificateArn
        ? { domainName: settings.domainName, certificateArn: settings.certificateArn }
        : undefined;

    // First: every function, queue and construct below is watched by it.
    this.operations = new Operations(this, 'Operations', {
      alarmEmail: alarmRecipient(settings),
    });
    this.data = new DataTable(this, 'Data', { restored: restoredTable(settings) });
    // The custom domain and the CloudFront address may upload (infra/upload-cors.ts).
    this.buckets = new StorageBuckets(this, 'Buckets', {
      uploadOrigins: uploadOrigins({
        origin: customDomain ? `https://${customDomain.domainName}` : undefined,
        viaCloudFront: true,
      }),
    });
    this.mail = new MailDomain(this, 'Mail', { sender: settings.sesSender });
    this.places = new PlaceIndex(this, 'Places');
    this.routes = new RouteCalculator(this, 'DriveRoutes');
    const secrets = new AppSecrets(this, 'Secrets', {
      stripeSecretName: settings.stripeSecretName,
      stripeSecretVersion: settings.stripeSecretVersion,
      dmiSecretName: settings.dmiSecretName,
    });

    this.httpApi = new HttpApiGateway(this, 'HttpApi');
    this.pages = new PageRenderer(this, 'Pages', {
      webDistPath: props.webDistPath ?? defaultWebDistPath,
      apiDomainName: this.httpApi.domainName,
      siteUrl: customDomain ? `https://${customDomain.domainName}` : undefined,
    });
    this.site = new SiteDistribution(this, 'Site', {
      pages: this.pages.url,
      site: this.buckets.site,
      media: this.buckets.media,
      logs: this.buckets.logs,
      apiDomainName: this.httpApi.domainName,
      customDomain,
      uploadBuckets: [this.buckets.media, this.buckets.bookingFiles],
      webAclArn: props.webAclArn,
      webDistPath: props.webDistPath ?? defaultWebDistPath,
    });

    this.accounts = new UserAccounts(this, 'Accounts', {
      siteUrl: this.site.siteUrl,
      mailFrom: settings.sesSender,
      emailViaSes: settings.cognitoEmailViaSes,
      adminEmail: settings.adminEmail,
    });
    new AccountLimits(this, 'AccountLimits', { userPool: this.accounts.userPool });

    // What the functions are granted from, each exactly its declared access
    // (constructs/declared-access.ts); the WebSocket stage joins once it exists.
    const grantable: GrantableResources = {
      table: this.data.table,
      media: this.buckets.media,
      bookingFiles: this.buckets.bookingFiles,
      mail: this.mail,
      places: this.places,
      routes: this.routes,
      userPool: this.accounts.userPool,
      stripeSecret: secrets.stripeSecret,
      economicSecret: secrets.economicSecret,
    };
    grantAccess(this.accounts.customMessage, backgroundAccess.customMessage, grantable);

    // Everything functions/lib/config.ts reads, except the WebSocket endpoint (added below,
    // once the WebSocket API exists), the Stripe keys (only for groups that need them) and the
    // route calculator's name (only with `routing`, set where it is granted: grant-access.ts).
    const baseEnvironment: Record<string, string> = {
      TABLE_NAME: this.data.table.tableName,
      USER_POOL_ID: this.accounts.userPool.userPoolId,
      USER_POOL_CLIENT_ID: this.accounts.webClient.userPoolClientId,
      PUBLIC_BUCKET: this.buckets.media.bucketName,
      PRIVATE_BUCKET: this.buckets.bookingFiles.bucketName,
      SITE_URL: this.site.siteUrl,
      MAIL_FROM: settings.sesSender,
      MAIL_CONFIGURATION_SET: this.mail.configurationSetName,
      PLACE_INDEX_NAME: this.places.indexName,
      GEOCODER: 'location',
      MAX_UNPAID_BOOKINGS: String(settings.maxUnpaidBookings),
      ...secrets.linkSigningEnvironment,
    };
    this.realtime = new RealtimeApi(this, 'Realtime', {
      resources: grantable,
      environment: baseEnvironment,
      operations: this.operations,
    });
    const environment = {
      ...baseEnvironment,
      WS_MANAGEMENT_ENDPOINT: this.realtime.stage.callbackUrl,
    };

    const resources: GrantableResources = { ...grantable, realtime: this.realtime.stage };
    this.routeTableApi = new RouteTableApi(this, 'Routes', {
      api: this.httpApi.api,
      stage: this.httpApi.stage,
      userPool: this.accounts.userPool,
      webClient: this.accounts.webClient,
      environment,
      stripeEnvironment: secrets.stripeEnvironment,
      resources,
    });
    this.operations.watchHttpApi(this.httpApi.api);
    const operations = this.operations;
    this.newsletter = new NewsletterSchedule(this, 'Newsletter', {
      environment,
      resources,
      operations,
    });
    const job = { environment, resources, operations };
    this.reminders = new ScheduledJob(this, 'Reminders', {
      ...job,
      entry: 'functions/jobs/reminder-job.ts',
      description: 'dronefoto scheduled job: reminds customers 24 hours before their shoot',
      rate: Duration.minutes(15),
      access: backgroundAccess.reminderJob,
    });
    this.weatherCheck = new ScheduledJob(this, 'WeatherCheck', {
      ...job,
      entry: 'functions/jobs/weather-job.ts',
      description: 'dronefoto scheduled job: checks the DMI forecast 48 hours before each shoot',
      rate: Duration.hours(1),
      access: backgroundAccess.weatherJob,
      environment: {
        ...environment,
        DMI_FORECAST_URL: settings.dmiForecastUrl ?? defaultDmiForecastUrl,
        ...secrets.dmiEnvironment,
      },
      // DMI's forecast unreadable in three hourly runs in a row (docs/operations.md).
      alarm: {
        id: 'ForecastUnavailable',
        metric: 'WeatherForecastUnavailable',
        period: Duration.hours(1),
        periods: 3,
        description:
          "The weather check could not read DMI's forecast for three hours running (WeatherForecastUnavailable).",
      },
    });
    this.privateCalendars = new ScheduledJob(this, 'PrivateCalendars', {
      ...job,
      entry: 'functions/jobs/private-calendar-job.ts',
      description: "dronefoto scheduled job: reads the owner's private calendars as busy times",
      rate: Duration.minutes(15),
      access: backgroundAccess.privateCalendarJob,
      // A private calendar not read for over two hours (docs/operations.md).
      alarm: {
        id: 'PrivateCalendarStale',
        metric: 'PrivateCalendarStale',
        period: Duration.minutes(15),
        description:
          "A private calendar of the owner's has not been read for over two hours (PrivateCalendarStale): its busy times may be out of date.",
      },
    });
    this.mailOutbox = new ScheduledJob(this, 'MailOutbox', {
      ...job,
      entry: 'functions/jobs/mail-outbox-job.ts',
      description: 'dronefoto scheduled job: sends the queued mails the table stream did not',
      rate: Duration.minutes(1),
      access: backgroundAccess.mailOutboxJob,
    });
    // Firms' monthly invoices: 03:00 UTC on the first of each month (decision 0035).
    this.firmInvoices = new ScheduledJob(this, 'FirmInvoices', {
      entry: 'functions/jobs/firm-invoice-job.ts',
      description:
        'dronefoto scheduled job: one Stripe invoice per firm billed monthly, for last month',
      schedule: Schedule.cron({ minute: '0', hour: '3', day: '1' }),
      access: backgroundAccess.firmInvoiceJob,
      ...job,
      environment: { ...environment, ...secrets.stripeEnvironment },
    });
    this.bookkeeping = new ScheduledJob(this, 'Bookkeeping', {
      ...job,
      entry: 'functions/jobs/bookkeeping-job.ts',
      description:
        'dronefoto scheduled job: pushes the issued documents to e-conomic with their PDFs',
      rate: Duration.minutes(1),
      access: backgroundAccess.bookkeepingJob,
      // A document could not be pushed to e-conomic (docs/operations.md).
      alarm: {
        id: 'PushesFailed',
        metric: 'BookkeepingPushFailed',
        period: Duration.minutes(5),
        description:
          'A document could not be pushed to e-conomic: the grant was refused, e-conomic rejected it, or it did not answer (BookkeepingPushFailed).',
      },
    });
    this.galleryArchives = new ScheduledJob(this, 'GalleryArchives', {
      ...job,
      entry: 'functions/jobs/gallery-archive-job.ts',
      description: "dronefoto scheduled job: makes the galleries' 'Hent alle' archives",
      rate: Duration.minutes(1),
      access: backgroundAccess.galleryArchiveJob,
      // A gallery of gigabytes streams through the function: the longest run Lambda allows.
      timeout: Duration.minutes(15),
    });
    this.mailEvents = new MailEvents(this, 'MailEvents', { environment, resources, operations });

    this.postConfirmation = this.addPostConfirmationTrigger(baseEnvironment, grantable);

    this.siteDeployment = new SiteDeployment(this, 'SiteDeployment', {
      bucket: this.buckets.site,
      distribution: this.site.distribution,
      webDistPath: props.webDistPath ?? defaultWebDistPath,
      webConfig: {
        region: this.region,
        userPoolId: this.accounts.userPool.userPoolId,
        userPoolClientId: this.accounts.webClient.userPoolClientId,
        websocketUrl: this.realtime.stage.url,
      },
    });

    this.addOutputs();
  }

  /**
   * Creates the user's profile (credits 0) when the account is confirmed. The pool refers
   * to this function, so its environment must not refer to the pool: the handler reads the
   * pool ids from the trigger event instead.
   */
  private addPostConfirmationTrigger(
    baseEnvironment: Record<string, string>,
    resources: GrantableResources,
  ): NodejsFunction {
    const { USER_POOL_ID: _pool, USER_POOL_CLIENT_ID: _client, ...environment } = baseEnvironment;
    const postConfirmation = createAppFunction(this, 'PostConfirmation', {
      entry: 'functions/accounts/post-confirmation.ts',
      description: 'Cognito PostConfirmation trigger: creates the profile with 0 credits',
      environment,
      timeout: Duration.seconds(5),
      memorySize: 256,
    });
    // Only the profile item, by its key: GetItem and PutItem on the table itself.
    grantAccess(postConfirmation, backgroundAccess.postConfirmation, resources);
    this.accounts.userPool.addTrigger(UserPoolOperation.POST_CONFIRMATION, postConfirmation);
    return postConfirmation;
  }

  private addOutputs(): void {
    const outputs: Record<string, [string, string]> = {
      SiteUrl: [this.site.siteUrl, 'The site (and /api/*, /media/*)'],
      WebSocketUrl: [this.realtime.stage.url, 'Live updates (wss://)'],
      UserPoolId: [this.accounts.userPool.userPoolId, 'Cognito user pool'],
      UserPoolClientId: [this.accounts.webClient.userPoolClientId, 'Cognito app client'],
      TableName: [this.data.table.tableName, 'DynamoDB single table'],
      MediaBucket: [this.buckets.media.bucketName, 'Public images, served as /media/<key>'],
      BookingFilesBucket: [this.buckets.bookingFiles.bucketName, 'Private booking files'],
      PlaceIndexName: [this.places.indexName, 'Amazon Location place index'],
      RouteCalculatorName: [this.routes.calculatorName, 'Amazon Location route calculator'],
      AlarmTopicArn: [this.operations.alarmTopic.topicArn, 'Alarms (mails alarmEmail)'],
      DashboardName: [this.operations.dashboard.dashboardName, 'CloudWatch dashboard'],
      // npm run replay-dead-letters -- <one of these> (docs/operations.md)
      StreamDeadLettersUrl: [this.realtime.streamDeadLetters.queueUrl, 'Failed stream batches'],
      NewsletterDeadLettersUrl: [this.newsletter.deadLetters.queueUrl, 'Failed newsletter runs'],
      ReminderDeadLettersUrl: [this.reminders.deadLetters.queueUrl, 'Failed reminder runs'],
      WeatherCheckDeadLettersUrl: [
        this.weatherCheck.deadLetters.queueUrl,
        'Failed weather check runs',
      ],
      MailOutboxDeadLettersUrl: [this.mailOutbox.deadLetters.queueUrl, 'Failed mail outbox runs'],
      BookkeepingDeadLettersUrl: [
        this.bookkeeping.deadLetters.queueUrl,
        'Failed bookkeeping (e-conomic) runs',
      ],
      MailEventsDeadLettersUrl: [this.mailEvents.deadLetters.queueUrl, 'Failed SES events'],
    };
    for (const [id, [value, description]] of Object.entries(outputs)) {
      new CfnOutput(this, id, { value, description });
    }
  }
}
