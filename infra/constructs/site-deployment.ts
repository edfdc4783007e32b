/**
 * Uploads the SPA and its runtime configuration to the site bucket:
 * - `config.json` (user pool, client, region, WebSocket URL), always, never cached;
 * - the built SPA from web/dist, when it exists at synth time (`npm run build:web`); without
 *   it the synth still works and warns. Vite's hashed files under assets/ are cached for a
 *   year and never pruned (open tabs may still load old chunks); everything else is
 *   revalidated on every request.
 * Each deployment invalidates what it changed in CloudFront.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { logRetention } from './app-function';

/** What the SPA reads from /config.json at start. */
export interface WebConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** wss://... of the WebSocket API stage. */
  websocketUrl: string;
}

export interface SiteDeploymentProps {
  bucket: IBucket;
  distribution: IDistribution;
  webConfig: WebConfig;
  /** Folder of the built SPA. */
  webDistPath: string;
}

const revalidate = [
  CacheControl.setPublic(),
  CacheControl.maxAge(Duration.seconds(0)),
  CacheControl.mustRevalidate(),
];

export class SiteDeployment extends Construct {
  /** False when web/dist was missing at synth time. */
  readonly deploysSpa: boolean;

  constructor(scope: Construct, id: string, props: SiteDeploymentProps) {
    super(scope, id);
    const common = {
      destinationBucket: props.bucket,
      distribution: props.distribution,
      memoryLimit: 512,
      // CDK's deployment function logs here, kept as long as every other log group.
      logGroup: new LogGroup(this, 'HandlerLogs', {
        retention: logRetention,
        removalPolicy: RemovalPolicy.DESTROY,
      }),
    };

    new BucketDeployment(this, 'Config', {
      ...common,
      sources: [Source.jsonData('config.json', props.webConfig)],
      prune: false,
      cacheControl: [CacheControl.noCache()],
      distributionPaths: ['/config.json'],
    });

    this.deploysSpa = existsSync(join(props.webDistPath, 'index.html'));
    if (!this.deploysSpa) {
      Annotations.of(this).addWarningV2(
        'dronefoto:spa-not-built',
        `No SPA build in ${props.webDistPath}: only config.json is deployed. Run "npm run build:web" before "cdk deploy".`,
      );
    } else {
      const assetsPath = join(props.webDistPath, 'assets');
      if (existsSync(assetsPath)) {
        new BucketDeployment(this, 'HashedAssets', {
          ...common,
          sources: [Source.asset(assetsPath)],
          destinationKeyPrefix: 'assets/',
          prune: false,
          cacheControl: [
            CacheControl.setPublic(),
            CacheControl.maxAge(Duration.days(365)),
            CacheControl.immutable(),
          ],
          distributionPaths: ['/assets/*'],
        });
      }
      new BucketDeployment(this, 'Files', {
        ...common,
        sources: [Source.asset(props.webDistPath, { exclude: ['assets', 'config.json'] })],
        exclude: ['assets/*', 'config.json'],
        cacheControl: revalidate,
        distributionPaths: ['/*'],
      });
    }

    suppressDeploymentHandler(Stack.of(this));
  }
}

/**
 * BucketDeployment runs a CDK-owned singleton function; its runtime, managed policy and
 * wildcard grants (copying any key of the asset bucket into the site bucket) are CDK's.
 */
function suppressDeploymentHandler(stack: Stack): void {
  const handlers = stack.node.children.filter((child) =>
    child.node.id.startsWith('Custom::CDKBucketDeployment'),
  );
  for (const handler of handlers) {
    NagSuppressions.addResourceSuppressions(
      handler,
      [
        {
          id: 'AwsSolutions-IAM4',
          reason:
            'CDK BucketDeployment handler (owned by aws-cdk-lib): the basic execution role only writes its logs.',
        },
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'CDK BucketDeployment handler: it copies every object of the CDK asset bucket prefix into the site bucket and invalidates CloudFront, which needs object wildcards.',
        },
        {
          id: 'AwsSolutions-L1',
          reason: 'CDK BucketDeployment handler: its runtime is chosen and updated by aws-cdk-lib.',
        },
      ],
      true,
    );
  }
}
