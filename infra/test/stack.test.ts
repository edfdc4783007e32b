/** The resources of the stack and their important settings. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  deployedGroups,
  resourceNeeds,
  type FunctionGroup,
  type ResourceNeed,
} from '@shared/api/routes';
import type { IConstruct } from 'constructs';
import {
  backgroundAccess,
  backgroundFunctions,
  type BackgroundFunction,
} from '../constructs/declared-access';
import { accessOfGroup } from '../constructs/function-group-access';

type GroupAccessNeeds = ReadonlySet<ResourceNeed>;
import { forwardHostCode, mediaPrefixCode } from '../constructs/site-distribution';
import type { DronefotoStack } from '../stack';
import {
  fixtureWebDist,
  logicalIdOf,
  missingWebDist,
  refsIn,
  resourcesOfType,
  synthStack,
  type SynthResult,
} from './synth-stack';

let synth: SynthResult;
beforeAll(() => {
  synth = synthStack();
});

const managedPolicy = {
  cachingDisabled: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
  allViewerExceptHostHeader: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
};

/** Every variable functions/lib/config.ts requires or the AWS setup relies on. */
const configVariables = [
  'TABLE_NAME',
  'USER_POOL_ID',
  'USER_POOL_CLIENT_ID',
  'PUBLIC_BUCKET',
  'PRIVATE_BUCKET',
  'SITE_URL',
  'MAIL_FROM',
  'WS_MANAGEMENT_ENDPOINT',
  'PLACE_INDEX_NAME',
  'GEOCODER',
  'LINK_SIGNING_SECRET',
];

function configuredFunctions(stack: DronefotoStack): Array<[string, IFunction]> {
  return [
    ...[...stack.routeTableApi.groupFunctions].map(([group, fn]): [string, IFunction] => [
      `group ${group}`,
      fn,
    ]),
    ['ws', stack.realtime.connections],
    ['stream', stack.realtime.streamPublisher],
    ['newsletter job', stack.newsletter.job],
  ];
}

const configuredFunctionNames = [
  ...deployedGroups.map((group) => `group ${group}`),
  'ws',
  'stream',
  'newsletter job',
];

function resourceOf(id: string): { Properties: Record<string, unknown> } {
  return synth.template.toJSON().Resources[id] as { Properties: Record<string, unknown> };
}

function environmentOf(fn: IFunction): Record<string, unknown> {
  const props = resourceOf(logicalIdOf(fn)).Properties as {
    Environment: { Variables: Record<string, unknown> };
  };
  return props.Environment.Variables;
}

/** Actions granted to a function's role, with the resources they apply to. */
function grantsOf(fn: IFunction): Array<{ actions: string[]; resources: unknown[] }> {
  const roleId = logicalIdOf(fn.role!);
  return resourcesOfType(synth.template, 'AWS::IAM::Policy')
    .filter(([, p]) => refsIn(p.Properties.Roles).includes(roleId))
    .flatMap(([, p]) => (p.Properties.PolicyDocument as { Statement: unknown[] }).Statement)
    .map((statement) => {
      const s = statement as { Action: string | string[]; Resource: unknown };
      return {
        actions: [s.Action].flat(),
        resources: Array.isArray(s.Resource) ? s.Resource : [s.Resource],
      };
    });
}

function actionsOn(fn: IFunction, logicalId: string): string[] {
  return grantsOf(fn)
    .filter((g) => g.resources.some((r) => JSON.stringify(r).includes(`"${logicalId}"`)))
    .flatMap((g) => g.actions);
}

describe('DynamoDB single table', () => {
  it('has pk/sk, both GSIs with ALL projection, on-demand, PITR, stream and TTL', () => {
    synth.template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
        TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
        GlobalSecondaryIndexes: [
          {
            IndexName: 'gsi1',
            KeySchema: [
              { AttributeName: 'gsi1pk', KeyType: 'HASH' },
              { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          },
          {
            IndexName: 'gsi2',
            KeySchema: [
              { AttributeName: 'gsi2pk', KeyType: 'HASH' },
              { AttributeName: 'gsi2sk', KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          },
        ],
      }),
    });
  });

  it('feeds its stream to the stream function', () => {
    synth.template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [logicalIdOf(synth.stack.data.table), 'StreamArn'] },
      FunctionName: { Ref: logicalIdOf(synth.stack.realtime.streamPublisher) },
      StartingPosition: 'LATEST',
    });
  });
});

describe('S3 buckets', () => {
  it('all block public access and are retained', () => {
    const buckets = resourcesOfType(synth.template, 'AWS::S3::Bucket');
    expect(buckets).toHaveLength(4);
    for (const [, bucket] of buckets) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
    }
  });

  it('media and booking files accept presigned browser PUTs and log their access', () => {
    for (const bucket of [synth.stack.buckets.media, synth.stack.buckets.bookingFiles]) {
      const props = resourceOf(logicalIdOf(bucket)).Properties;
      expect(props.CorsConfiguration).toEqual({
        CorsRules: [
          expect.objectContaining({
            AllowedMethods: expect.arrayContaining(['PUT']),
            AllowedOrigins: ['https://*.cloudfront.net'],
          }),
        ],
      });
      expect(props.LoggingConfiguration).toEqual(
        expect.objectContaining({
          DestinationBucketName: { Ref: logicalIdOf(synth.stack.buckets.logs) },
        }),
      );
    }
  });

  it('a stopped gallery upload of the booking files can be resumed for 7 days, then its parts go', () => {
    const props = resourceOf(logicalIdOf(synth.stack.buckets.bookingFiles)).Properties;
    expect(props.LifecycleConfiguration).toEqual({
      Rules: expect.arrayContaining([
        expect.objectContaining({
          AbortIncompleteMultipartUpload: { DaysAfterInitiation: 7 },
          Status: 'Enabled',
        }),
      ]),
    });
  });

  it("a closed delivery's tagged files move to Glacier Instant Retrieval", () => {
    const props = resourceOf(logicalIdOf(synth.stack.buckets.bookingFiles)).Properties;
    expect((props.LifecycleConfiguration as { Rules: unknown[] }).Rules).toContainEqual(
      expect.objectContaining({
        TagFilters: [{ Key: 'delivery-state', Value: 'closed' }],
        Transitions: [{ StorageClass: 'GLACIER_IR', TransitionInDays: 0 }],
        Status: 'Enabled',
      }),
    );
  });

  it('CORS allows the custom domain and the CloudFront address, so uploads work from both', () => {
    const custom = synthStack({
      settings: {
        domainName: 'dronefoto.dk',
        certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/abc',
      },
    });
    custom.template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({
            AllowedOrigins: ['https://dronefoto.dk', 'https://*.cloudfront.net'],
          }),
        ],
      },
    });
    custom.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['dronefoto.dk'],
        ViewerCertificate: Match.objectLike({ MinimumProtocolVersion: 'TLSv1.2_2021' }),
      }),
    });
  });

  it('refuse requests without TLS', () => {
    const policies = resourcesOfType(synth.template, 'AWS::S3::BucketPolicy');
    expect(policies).toHaveLength(4);
    for (const [, policy] of policies) {
      expect(JSON.stringify(policy.Properties.PolicyDocument)).toContain('aws:SecureTransport');
    }
  });
});

describe('Cognito', () => {
  it('signs in by e-mail, allows sign-up, verifies e-mail, needs only 6 password characters', () => {
    synth.template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: Match.objectLike({ AllowAdminCreateUserOnly: false }),
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 6,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        }),
      },
      LambdaConfig: {
        CustomMessage: {
          'Fn::GetAtt': [logicalIdOf(synth.stack.accounts.customMessage), 'Arn'],
        },
        PostConfirmation: { 'Fn::GetAtt': [Match.stringLikeRegexp('^PostConfirmation'), 'Arn'] },
      },
    });
  });

  it('has group admin and a secretless web client with USER_PASSWORD_AUTH and refresh', () => {
    synth.template.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: 'admin' });
    synth.template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: Match.arrayEquals([
        'ALLOW_USER_PASSWORD_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
      ]),
      GenerateSecret: false,
    });
  });

  it('invites the first admin into group admin when adminEmail is set', () => {
    synth.template.resourceCountIs('AWS::Cognito::UserPoolUser', 0);
    const withAdmin = synthStack({ settings: { adminEmail: 'ejer@example.dk' } });
    withAdmin.template.hasResourceProperties('AWS::Cognito::UserPoolUser', {
      Username: 'ejer@example.dk',
      DesiredDeliveryMediums: ['EMAIL'],
    });
    withAdmin.template.hasResourceProperties('AWS::Cognito::UserPoolUserToGroupAttachment', {
      GroupName: 'admin',
    });
  });
});

describe('WebSocket API', () => {
  it('routes $connect, $disconnect and $default to the ws function on a stage', () => {
    const wsApiId = logicalIdOf(synth.stack.realtime.api);
    synth.template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'WEBSOCKET',
    });
    const wsRoutes = resourcesOfType(synth.template, 'AWS::ApiGatewayV2::Route').filter(([, r]) =>
      refsIn(r.Properties.ApiId).includes(wsApiId),
    );
    expect(wsRoutes.map(([, r]) => r.Properties.RouteKey).sort()).toEqual([
      '$connect',
      '$default',
      '$disconnect',
    ]);
    const wsFunctionId = logicalIdOf(synth.stack.realtime.connections);
    for (const [, route] of wsRoutes) {
      const [integrationId] = refsIn(route.Properties.Target);
      const integration = resourceOf(integrationId!);
      expect(JSON.stringify(integration.Properties.IntegrationUri)).toContain(wsFunctionId);
    }
    synth.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      ApiId: { Ref: wsApiId },
      StageName: 'live',
    });
  });

  it('sets the API Gateway CloudWatch role that WebSocket access logs need, before the stage', () => {
    const accounts = resourcesOfType(synth.template, 'AWS::ApiGateway::Account');
    expect(accounts).toHaveLength(1);
    const [accountId] = accounts[0]!;
    const stages = Object.values(
      synth.template.findResources('AWS::ApiGatewayV2::Stage', {
        Properties: { ApiId: { Ref: logicalIdOf(synth.stack.realtime.api) } },
      }),
    ) as Array<{ DependsOn?: string[]; Properties: { AccessLogSettings?: unknown } }>;
    expect(stages).toHaveLength(1);
    expect(stages[0]!.DependsOn).toContain(accountId);
    expect(stages[0]!.Properties.AccessLogSettings).toBeDefined();
  });

  it('lets the stream and ws functions post to connections', () => {
    for (const fn of [synth.stack.realtime.streamPublisher, synth.stack.realtime.connections]) {
      const grants = grantsOf(fn);
      const manage = grants.find((g) => g.actions.includes('execute-api:ManageConnections'));
      expect(manage, fn.node.path).toBeDefined();
      expect(actionsOn(fn, logicalIdOf(synth.stack.data.table))).toContain('dynamodb:PutItem');
    }
  });
});

describe('CloudFront', () => {
  it('serves pages from the page Lambda, /api/* uncached, /media/* and files from the buckets', () => {
    synth.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: Match.absent(),
        DefaultCacheBehavior: Match.objectLike({
          FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
        }),
        CacheBehaviors: [
          Match.objectLike({
            PathPattern: '/api/*',
            AllowedMethods: Match.arrayWith(['PUT', 'PATCH', 'POST', 'DELETE']),
            CachePolicyId: managedPolicy.cachingDisabled,
            OriginRequestPolicyId: managedPolicy.allViewerExceptHostHeader,
            ViewerProtocolPolicy: 'https-only',
          }),
          Match.objectLike({ PathPattern: '/media/*' }),
          Match.objectLike({ PathPattern: '/assets/*' }),
          Match.objectLike({ PathPattern: '/sitemap.xml' }),
          Match.objectLike({ PathPattern: '/robots.txt' }),
          Match.objectLike({ PathPattern: '/*.*' }),
        ],
        CustomErrorResponses: Match.absent(),
      }),
    });
    // The page Lambda reads the site's data from the HTTP API (decision 23).
    synth.template.hasResourceProperties('AWS::Lambda::Function', {
      Handler: 'lambda.handler',
      Environment: { Variables: Match.objectLike({ API_ORIGIN: Match.anyValue() }) },
    });
    // The site bucket, the media bucket and the page Lambda's function URL.
    synth.template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 3);
    synth.template.hasResourceProperties('AWS::Lambda::Url', { AuthType: 'AWS_IAM' });
    // Pages are cached as the Lambda says (s-maxage 30), never above a minute (decision 23).
    synth.template.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({ MaxTTL: 60, MinTTL: 0, DefaultTTL: 0 }),
    });
    // Keyed on (and forwarding) the query a page is rendered with: its filter, its forms, the
    // gallery's signed link (a page never cached: `private, no-store`).
    synth.template.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({
        ParametersInCacheKeyAndForwardedToOrigin: Match.objectLike({
          QueryStringsConfig: {
            QueryStringBehavior: 'whitelist',
            QueryStrings: [
              'type',
              'address',
              'newsletter',
              'q',
              'booking',
              'expires',
              'sig',
              'payment',
            ],
          },
        }),
      }),
    });
  });

  it('sends the one security-headers policy on every behaviour, /api/* included', () => {
    const policies = resourcesOfType(synth.template, 'AWS::CloudFront::ResponseHeadersPolicy');
    expect(policies).toHaveLength(1);
    const policyId = policies[0]![0];
    const config = Object.values(synth.template.findResources('AWS::CloudFront::Distribution'))[0]!
      .Properties.DistributionConfig as {
      DefaultCacheBehavior: Record<string, unknown>;
      CacheBehaviors: Record<string, unknown>[];
    };
    for (const behaviour of [config.DefaultCacheBehavior, ...config.CacheBehaviors])
      expect(refsIn(behaviour.ResponseHeadersPolicyId)).toEqual([policyId]);
  });

  it('has a strict CSP allowing the build’s inline preload script only by its hash', () => {
    const policy = Object.values(
      synth.template.findResources('AWS::CloudFront::ResponseHeadersPolicy'),
    )[0]!.Properties.ResponseHeadersPolicyConfig as {
      SecurityHeadersConfig: Record<string, Record<string, unknown>>;
    };
    const headers = policy.SecurityHeadersConfig;
    const csp = JSON.stringify(headers.ContentSecurityPolicy!.ContentSecurityPolicy);
    const fixtureHtml = readFileSync(`${fixtureWebDist}/index.html`, 'utf8');
    const fixtureScript = fixtureHtml.split('<script>')[1]!.split('</script>')[0]!;
    const hash = createHash('sha256').update(fixtureScript).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers.StrictTransportSecurity).toMatchObject({ IncludeSubdomains: true });
    expect(headers.FrameOptions).toMatchObject({ FrameOption: 'DENY' });
    expect(headers.ReferrerPolicy).toMatchObject({
      ReferrerPolicy: 'strict-origin-when-cross-origin',
    });
  });

  /** Runs a CloudFront Function's source on a request URI. */
  function viewerRequest(code: string): (uri: string) => string {
    const handler = new Function(`${code}; return handler;`)() as (event: {
      request: { uri: string };
    }) => { uri: string };
    return (uri) => handler({ request: { uri } }).uri;
  }

  it('forwards the viewer host to the page Lambda as x-forwarded-host', () => {
    const handler = new Function(`${forwardHostCode}; return handler;`)() as (event: {
      request: { uri: string; headers: Record<string, { value: string }> };
    }) => { headers: Record<string, { value: string }> };
    const request = handler({
      request: { uri: '/product/1', headers: { host: { value: 'dronefoto.dk' } } },
    });
    expect(request.headers['x-forwarded-host']).toEqual({ value: 'dronefoto.dk' });
  });

  it('maps /media/<key> to the media bucket object <key>, as the local twin does', () => {
    const rewrite = viewerRequest(mediaPrefixCode);
    expect(rewrite('/media/demo/drone-400.webp')).toBe('/demo/drone-400.webp');
    synth.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: Match.arrayWith([
          Match.objectLike({
            PathPattern: '/media/*',
            FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
          }),
        ]),
      }),
    });
  });

  it('deploys config.json with the pool, client and WebSocket URL, and the SPA build', () => {
    const deployments = resourcesOfType(synth.template, 'Custom::CDKBucketDeployment');
    expect(deployments).toHaveLength(3);
    const config = deployments.find(([, d]) =>
      JSON.stringify(d.Properties.DistributionPaths).includes('/config.json'),
    );
    expect(config).toBeDefined();
    const markers = JSON.stringify(config![1].Properties.SourceMarkers);
    expect(markers).toContain(logicalIdOf(synth.stack.accounts.userPool));
    expect(markers).toContain(logicalIdOf(synth.stack.accounts.webClient));
    expect(markers).toContain(logicalIdOf(synth.stack.realtime.api));
  });

  it('without a web build deploys only config.json and warns', () => {
    const unbuilt = synthStack({ webDistPath: missingWebDist });
    unbuilt.template.resourceCountIs('Custom::CDKBucketDeployment', 1);
    Annotations.fromStack(unbuilt.stack).hasWarning(
      '/Dronefoto/SiteDeployment',
      Match.stringLikeRegexp('No SPA build'),
    );
  });
});

describe('functions', () => {
  it('run Node.js 22 on ARM64', () => {
    const all = [
      ...configuredFunctions(synth.stack),
      ['trigger', synth.stack.accounts.customMessage],
    ];
    for (const [, fn] of all as Array<[string, IFunction]>) {
      expect(resourceOf(logicalIdOf(fn)).Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
      });
    }
  });

  it.each(configuredFunctionNames)(
    '%s gets every configuration variable, with the signing secret as a dynamic reference',
    (name) => {
      const fn = configuredFunctions(synth.stack).find(([n]) => n === name)![1];
      const env = environmentOf(fn);
      for (const variable of configVariables) expect(env, variable).toHaveProperty(variable);
      expect(env.GEOCODER).toBe('location');
      expect(env.MAIL_FROM).toBe('booking@example.dk');
      expect(JSON.stringify(env.LINK_SIGNING_SECRET)).toContain('{{resolve:secretsmanager:');
      expect(env).not.toHaveProperty('STRIPE_SECRET_KEY');
    },
  );

  it('the CustomMessage trigger only gets SITE_URL (the pool refers to it, not back)', () => {
    const env = environmentOf(synth.stack.accounts.customMessage);
    expect(Object.keys(env).sort()).toEqual(['NODE_OPTIONS', 'SITE_URL']);
  });

  it('Stripe keys reach only the groups that take payments, as dynamic references', () => {
    const withStripe = synthStack({ settings: { stripeSecretName: 'dronefoto/stripe' } });
    const { groupFunctions } = withStripe.stack.routeTableApi;
    const envOf = (group: string) => {
      const fn = groupFunctions.get(group)!;
      const resource = withStripe.template.toJSON().Resources[logicalIdOf(fn)] as {
        Properties: { Environment: { Variables: Record<string, unknown> } };
      };
      return resource.Properties.Environment.Variables;
    };
    expect(JSON.stringify(envOf('bookings').STRIPE_SECRET_KEY)).toContain(
      '{{resolve:secretsmanager:dronefoto/stripe:SecretString:STRIPE_SECRET_KEY',
    );
    expect(envOf('bookings')).toHaveProperty('STRIPE_WEBHOOK_SECRET');
    expect(envOf('catalog')).not.toHaveProperty('STRIPE_SECRET_KEY');
    expect(envOf('content')).not.toHaveProperty('STRIPE_SECRET_KEY');
  });

  it('a stored Stripe secret reaches the functions by deploying its version', () => {
    const version = 'EXAMPLE1-90ab-cdef-fedc-ba987EXAMPLE';
    const pinned = synthStack({
      settings: { stripeSecretName: 'dronefoto/stripe', stripeSecretVersion: version },
    });
    const fn = pinned.stack.routeTableApi.groupFunctions.get('payments')!;
    const resource = pinned.template.toJSON().Resources[logicalIdOf(fn)] as {
      Properties: { Environment: { Variables: Record<string, unknown> } };
    };
    expect(
      JSON.stringify(resource.Properties.Environment.Variables.STRIPE_WEBHOOK_SECRET),
    ).toContain(`:SecretString:STRIPE_WEBHOOK_SECRET::${version}}}`);
  });

  it('every function learns the cap on unpaid bookings from the setting', () => {
    const capped = synthStack({ settings: { maxUnpaidBookings: 5 } });
    const fn = capped.stack.routeTableApi.groupFunctions.get('bookings')!;
    const resource = capped.template.toJSON().Resources[logicalIdOf(fn)] as {
      Properties: { Environment: { Variables: Record<string, unknown> } };
    };
    expect(resource.Properties.Environment.Variables.MAX_UNPAID_BOOKINGS).toBe('5');
  });
});

describe('least privilege', () => {
  const groupFunction = (group: string) => synth.stack.routeTableApi.groupFunctions.get(group)!;

  it('finds grants at all (so the "not" checks below can fail)', () => {
    expect(grantsOf(groupFunction('catalog')).length).toBeGreaterThan(0);
  });

  it('catalog reads the table but cannot write it', () => {
    const actions = actionsOn(groupFunction('catalog'), logicalIdOf(synth.stack.data.table));
    expect(actions).toContain('dynamodb:Query');
    expect(actions).not.toContain('dynamodb:PutItem');
  });
});

/** The Stripe secret the owner's key is stored in (decision 0031). */
const stripeSecretOf = (stack: DronefotoStack): IConstruct =>
  stack.node.findAll().find((c) => c.node.path.endsWith('/Secrets/StripeSecret'))!;
/** The e-conomic secret: the app's tokens and the owner's grant (decision 0036). */
const economicSecretOf = (stack: DronefotoStack): IConstruct =>
  stack.node.findAll().find((c) => c.node.path.endsWith('/Secrets/EconomicSecret'))!;

/** Each function without routes in a synthesized stack. */
const backgroundFunctionIn: Record<BackgroundFunction, (stack: DronefotoStack) => IFunction> = {
  websocket: (stack) => stack.realtime.connections,
  stream: (stack) => stack.realtime.streamPublisher,
  newsletterJob: (stack) => stack.newsletter.job,
  reminderJob: (stack) => stack.reminders.job,
  weatherJob: (stack) => stack.weatherCheck.job,
  privateCalendarJob: (stack) => stack.privateCalendars.job,
  mailOutboxJob: (stack) => stack.mailOutbox.job,
  bookkeepingJob: (stack) => stack.bookkeeping.job,
  galleryArchiveJob: (stack) => stack.galleryArchives.job,
  firmInvoiceJob: (stack) => stack.firmInvoices.job,
  mailEvents: (stack) => stack.mailEvents.handler,
  customMessage: (stack) => stack.accounts.customMessage,
  postConfirmation: (stack) => stack.postConfirmation,
};

describe('grants derived from the declared access', () => {
  const groupFunction = (group: string) => synth.stack.routeTableApi.groupFunctions.get(group)!;
  let withStripe: ReturnType<typeof synthStack>;
  beforeAll(() => {
    withStripe = synthStack({ settings: { stripeSecretName: 'dronefoto/stripe' } });
  });

  /** What a group's Lambda was actually given, read back from the synthesized template. */
  function grantedNeeds(group: FunctionGroup): ResourceNeed[] {
    return grantedNeedsOf(
      groupFunction(group),
      withStripe.stack.routeTableApi.groupFunctions.get(group)!,
    );
  }

  /** What a function was given; `stripeFn` is the same function in the stack with Stripe keys. */
  function grantedNeedsOf(fn: IFunction, stripeFn: IFunction): ResourceNeed[] {
    const on = (construct: IConstruct) => actionsOn(fn, logicalIdOf(construct));
    const actions = grantsOf(fn).flatMap((g) => g.actions);
    const table = on(synth.stack.data.table);
    const media = on(synth.stack.buckets.media);
    const files = on(synth.stack.buckets.bookingFiles);
    const stripeSecret = on(stripeSecretOf(synth.stack));
    const economicSecret = on(economicSecretOf(synth.stack));
    const stripeEnv = (
      withStripe.template.toJSON().Resources[logicalIdOf(stripeFn)] as {
        Properties: { Environment: { Variables: Record<string, unknown> } };
      }
    ).Properties.Environment.Variables;
    const granted: Record<ResourceNeed, boolean> = {
      'table:write': ['PutItem', 'UpdateItem', 'DeleteItem'].every((action) =>
        table.includes(`dynamodb:${action}`),
      ),
      'media:read': media.includes('s3:GetObject*') && !media.includes('s3:PutObject'),
      'media:write': media.includes('s3:PutObject'),
      'files:read': files.includes('s3:GetObject*') && !files.includes('s3:PutObject'),
      'files:write': files.includes('s3:PutObject'),
      mail: actions.includes('ses:SendEmail'),
      geocoding: actions.includes('geo:SearchPlaceIndexForText'),
      routing: actions.includes('geo:CalculateRouteMatrix'),
      // Both ways of the keys, or neither: the deployment's in the environment, the panel's
      // secret read at run time (its ARN given where it is granted).
      stripe:
        'STRIPE_SECRET_KEY' in stripeEnv &&
        'STRIPE_SECRET_ID' in stripeEnv &&
        stripeSecret.includes('secretsmanager:GetSecretValue'),
      'stripe:configure': stripeSecret.includes('secretsmanager:PutSecretValue'),
      economic:
        economicSecret.includes('secretsmanager:GetSecretValue') &&
        'ECONOMIC_SECRET_ID' in environmentOf(fn),
      'economic:configure': economicSecret.includes('secretsmanager:PutSecretValue'),
      'users:read': actions.includes('cognito-idp:AdminGetUser'),
      'admins:list': actions.includes('cognito-idp:ListUsersInGroup'),
      'users:delete': actions.includes('cognito-idp:AdminDeleteUser'),
      'realtime:post': actions.includes('execute-api:ManageConnections'),
    };
    return resourceNeeds.filter((need) => granted[need]);
  }

  it.each(deployedGroups.map((group) => [group]))(
    '%s gets exactly what its operations need, nothing more',
    (group) => {
      expect(grantedNeeds(group)).toEqual([...accessOfGroup(group)]);
      // Every group reads the table.
      expect(actionsOn(groupFunction(group), logicalIdOf(synth.stack.data.table))).toContain(
        'dynamodb:Query',
      );
    },
  );

  it.each(backgroundFunctions.map((name) => [name]))(
    '%s (no routes) gets exactly its declared access, nothing more',
    (name) => {
      const access = backgroundAccess[name];
      const fn = backgroundFunctionIn[name](synth.stack);
      const granted = grantedNeedsOf(fn, backgroundFunctionIn[name](withStripe.stack));
      expect(granted).toEqual(resourceNeeds.filter((need) => access.needs.has(need)));
      const table = actionsOn(fn, logicalIdOf(synth.stack.data.table));
      if (access.tableItems)
        expect(table.sort()).toEqual(access.tableItems.map((a) => `dynamodb:${a}`).sort());
      else expect(table).toContain('dynamodb:Query');
    },
  );

  it('detects each kind of grant (so the equality above can fail)', () => {
    expect(grantedNeeds('bookings')).toEqual(
      expect.arrayContaining(['table:write', 'geocoding', 'routing', 'stripe', 'users:read']),
    );
    expect(grantedNeeds('coverage')).toEqual(expect.arrayContaining(['mail', 'admins:list']));
    // The mails that follow a change are the stream's and the sweeper's to send.
    expect(grantedNeeds('bookings')).not.toContain('mail');
    expect(grantedNeeds('payments')).not.toContain('admins:list');
    expect(grantedNeeds('accounts')).toContain('users:delete');
    expect(grantedNeeds('catalog')).toEqual([]);
    expect(grantedNeeds('payment-setup')).toEqual(['stripe', 'stripe:configure']);
    expect(grantedNeeds('admin')).toContain('stripe');
    expect(grantedNeeds('admin')).not.toContain('stripe:configure');
    expect(grantedNeeds('bookkeeping-setup')).toEqual([
      'table:write',
      'economic',
      'economic:configure',
    ]);
    const job = backgroundFunctionIn.bookkeepingJob;
    expect(grantedNeedsOf(job(synth.stack), job(withStripe.stack))).toEqual([
      'table:write',
      'economic',
    ]);
    const stream = backgroundFunctionIn.stream;
    expect(grantedNeedsOf(stream(synth.stack), stream(withStripe.stack))).toEqual(
      expect.arrayContaining(['realtime:post', 'mail', 'admins:list']),
    );
  });
});

describe('the Stripe secret the owner sets from Indstillinger (decision 0031)', () => {
  const secretId = () => logicalIdOf(stripeSecretOf(synth.stack));

  it('is created as <stack>/stripe holding {} (no key in the template)', () => {
    synth.template.hasResourceProperties('AWS::SecretsManager::Secret', {
      Name: 'dronefoto/stripe',
      SecretString: '{}',
    });
  });

  it('only the payment-setup function may write it; exactly the Stripe groups read it', () => {
    const functions = [
      ...deployedGroups.map((group): [string, IFunction, GroupAccessNeeds] => [
        group,
        synth.stack.routeTableApi.groupFunctions.get(group)!,
        accessOfGroup(group),
      ]),
      ...backgroundFunctions.map((name): [string, IFunction, GroupAccessNeeds] => [
        name,
        backgroundFunctionIn[name](synth.stack),
        backgroundAccess[name].needs,
      ]),
    ];
    const writers = functions.filter(([, fn]) =>
      actionsOn(fn, secretId()).includes('secretsmanager:PutSecretValue'),
    );
    expect(writers.map(([name]) => name)).toEqual(['payment-setup']);
    for (const [name, fn, needs] of functions) {
      const actions = actionsOn(fn, secretId());
      const reads = actions.includes('secretsmanager:GetSecretValue');
      const named = 'STRIPE_SECRET_ID' in environmentOf(fn);
      expect({ name, reads, named }).toEqual({
        name,
        reads: needs.has('stripe'),
        named: needs.has('stripe'),
      });
      // Nothing but reading and (with stripe:configure) writing its value.
      for (const action of actions)
        expect(['secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue']).toContain(
          action,
        );
    }
    expect(functions.filter(([, , needs]) => needs.has('stripe')).length).toBeGreaterThan(3);
  });
});

describe('newsletter schedule, geocoding and e-mail', () => {
  it.each([
    ['runs the newsletter job every minute', 'newsletter', 'rate(1 minute)'],
    [
      'runs the booking reminders every 15 minutes, not retried by Lambda',
      'reminders',
      'rate(15 minutes)',
    ],
    ['sweeps the mail outbox every minute, not retried by Lambda', 'mailOutbox', 'rate(1 minute)'],
    [
      'pushes the documents to e-conomic every minute, not retried by Lambda',
      'bookkeeping',
      'rate(1 minute)',
    ],
  ] as const)('%s', (_, schedule, rate) => {
    const job = logicalIdOf(synth.stack[schedule].job);
    synth.template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: rate,
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [job, 'Arn'] } })],
    });
    synth.template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: job },
      MaximumRetryAttempts: 0,
    });
  });

  it('has an Esri place index for stored results that geocoding groups may search', () => {
    synth.template.hasResourceProperties('AWS::Location::PlaceIndex', {
      DataSource: 'Esri',
      DataSourceConfiguration: { IntendedUse: 'Storage' },
    });
    const indexId = synth.stack.getLogicalId(synth.stack.places.index);
    expect(actionsOn(synth.stack.routeTableApi.groupFunctions.get('bookings')!, indexId)).toEqual([
      'geo:SearchPlaceIndexForText',
    ]);
    expect(environmentOf(synth.stack.routeTableApi.groupFunctions.get('catalog')!)).toHaveProperty(
      'PLACE_INDEX_NAME',
      'Dronefoto-places',
    );
  });

  it('has an Esri route calculator that only routing functions may use, and know by name', () => {
    synth.template.hasResourceProperties('AWS::Location::RouteCalculator', {
      CalculatorName: 'Dronefoto-routes',
      DataSource: 'Esri',
    });
    const calculatorId = synth.stack.getLogicalId(synth.stack.routes.calculator);
    const bookings = synth.stack.routeTableApi.groupFunctions.get('bookings')!;
    expect(actionsOn(bookings, calculatorId)).toEqual(['geo:CalculateRouteMatrix']);
    // On the calculator's ARN only, no wildcard.
    expect(
      grantsOf(bookings).filter((g) => g.actions.includes('geo:CalculateRouteMatrix')),
    ).toEqual([
      {
        actions: ['geo:CalculateRouteMatrix'],
        resources: [{ 'Fn::GetAtt': [calculatorId, 'Arn'] }],
      },
    ]);
    expect(environmentOf(bookings)).toHaveProperty('ROUTE_CALCULATOR_NAME', 'Dronefoto-routes');
    const catalog = synth.stack.routeTableApi.groupFunctions.get('catalog')!;
    expect(actionsOn(catalog, calculatorId)).toEqual([]);
    expect(environmentOf(catalog)).not.toHaveProperty('ROUTE_CALCULATOR_NAME');
  });

  it('gives the calculator name exactly to the functions granted routing', () => {
    const functions: Array<[string, IFunction, boolean]> = [
      ...deployedGroups.map((group): [string, IFunction, boolean] => [
        group,
        synth.stack.routeTableApi.groupFunctions.get(group)!,
        accessOfGroup(group).has('routing'),
      ]),
      ...backgroundFunctions.map((name): [string, IFunction, boolean] => [
        name,
        backgroundFunctionIn[name](synth.stack),
        backgroundAccess[name].needs.has('routing'),
      ]),
    ];
    expect(functions.filter(([, , routing]) => routing).map(([name]) => name)).toContain(
      'bookings',
    );
    for (const [name, fn, routing] of functions) {
      const granted = grantsOf(fn).some((g) => g.actions.includes('geo:CalculateRouteMatrix'));
      const { Environment } = resourceOf(logicalIdOf(fn)).Properties as {
        Environment?: { Variables?: Record<string, unknown> };
      };
      const named = 'ROUTE_CALCULATOR_NAME' in (Environment?.Variables ?? {});
      expect({ name, granted, named }).toEqual({ name, granted: routing, named: routing });
    }
  });

  it('has the SES identity of the sender domain, which mailing functions may send from', () => {
    synth.template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'example.dk',
    });
    const identityId = logicalIdOf(synth.stack.mail.identity);
    expect(JSON.stringify(grantsOf(synth.stack.newsletter.job))).toContain('ses:SendEmail');
    expect(JSON.stringify(grantsOf(synth.stack.newsletter.job))).toContain(identityId);
    expect(
      JSON.stringify(grantsOf(synth.stack.routeTableApi.groupFunctions.get('catalog')!)),
    ).not.toContain('ses:SendEmail');
  });
});

describe('CloudFormation limits', () => {
  it('deploys without any API route when asked, to move an older deployment (decision 0040)', () => {
    const without = synthStack({ context: { withoutApiRoutes: 'true' } });
    const routesOf = (template: Template) =>
      Object.values(template.findResources('AWS::ApiGatewayV2::Route')).filter(
        (r) => !['$connect', '$disconnect', '$default'].includes(r.Properties.RouteKey as string),
      );
    expect(routesOf(without.withRoutes)).toHaveLength(0);
    expect(routesOf(synth.withRoutes).length).toBeGreaterThan(100);
    // The functions stay: only the routes go for the one deploy.
    expect(without.stack.routeTableApi.groupFunctions.size).toBe(
      synth.stack.routeTableApi.groupFunctions.size,
    );
  });

  it("the fullest stack (domain, admin, Stripe, SES) keeps room under CloudFormation's 500 resources", () => {
    const fullest = synthStack({
      settings: {
        domainName: 'dronefoto.dk',
        certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/abc',
        adminEmail: 'ejer@example.dk',
        stripeSecretName: 'dronefoto/stripe',
        cognitoEmailViaSes: true,
      },
    });
    const count = Object.keys(fullest.template.toJSON().Resources as object).length;
    const routesCount = Object.keys(
      Template.fromStack(fullest.stack.routeTableApi.routesStack).toJSON().Resources as object,
    ).length;
    // A scheduled job takes about a dozen (function, role, logs, queue, rule, alarms), a route
    // one: this fails while a dozen are still left, time to split again (decision 0040).
    console.info(
      `Resources in the fullest stack: ${count} of 500; in its routes' nested stack: ${routesCount} of 500`,
    );
    expect(count).toBeLessThanOrEqual(488);
    expect(routesCount).toBeLessThanOrEqual(488);
  });
});
