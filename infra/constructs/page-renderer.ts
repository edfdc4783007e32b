/**
 * The page Lambda (decision 23): renders the public pages as HTML on request, with the code
 * `npm run build:web` builds into web/dist-server (web/src/server/lambda.ts, with index.html
 * beside it). CloudFront reaches it through its function URL, signed by origin access control
 * (nobody else can call it), and keeps each answer up to 30 seconds (`s-maxage`).
 *
 * It reads the site's data from the HTTP API, as the browser does (public routes only), so
 * it needs no grant beyond its logs. The site's address comes from `SITE_URL` with a custom
 * domain; without one, from the viewer's host, which CloudFront forwards as
 * `x-forwarded-host` (the distribution's own address is not known before it exists).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  Architecture,
  Code,
  Function as LambdaFunction,
  FunctionUrlAuthType,
  LoggingFormat,
  Runtime,
  type FunctionUrl,
} from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { logRetention } from './app-function';

export interface PageRendererProps {
  /** Folder of the SPA build (web/dist); the renderer is built beside it (web/dist-server). */
  webDistPath: string;
  /** Host name of the HTTP API the renderer reads the site's data from. */
  apiDomainName: string;
  /** `https://dronefoto.dk` with a custom domain; otherwise taken from the request. */
  siteUrl?: string;
}

/** Answers 503 when the renderer was not built at synth time (as SiteDeployment warns). */
const notBuiltCode = `
exports.handler = async () => ({
  statusCode: 503,
  headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  body: 'Siden er ikke bygget endnu.',
});
`;

export class PageRenderer extends Construct {
  readonly function: LambdaFunction;
  readonly url: FunctionUrl;
  /** False when web/dist-server was missing at synth time. */
  readonly built: boolean;

  constructor(scope: Construct, id: string, props: PageRendererProps) {
    super(scope, id);
    const serverDist = `${props.webDistPath.replace(/[/\\]+$/, '')}-server`;
    this.built = existsSync(join(serverDist, 'lambda.mjs'));
    if (!this.built) {
      Annotations.of(this).addWarningV2(
        'dronefoto:page-renderer-not-built',
        `No page renderer in ${serverDist}: pages answer 503. Run "npm run build:web" before "cdk deploy".`,
      );
    }
    this.function = new LambdaFunction(this, 'Function', {
      description: 'Renders the public pages as HTML (decision 23)',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      handler: this.built ? 'lambda.handler' : 'index.handler',
      code: this.built ? Code.fromAsset(serverDist) : Code.fromInline(notBuiltCode),
      // Rendering is CPU work: more memory is more CPU, and the answer is cached anyway.
      memorySize: 1024,
      timeout: Duration.seconds(10),
      loggingFormat: LoggingFormat.JSON,
      logGroup: new LogGroup(this, 'Logs', {
        retention: logRetention,
        removalPolicy: RemovalPolicy.DESTROY,
      }),
      environment: {
        API_ORIGIN: `https://${props.apiDomainName}`,
        ...(props.siteUrl ? { SITE_URL: props.siteUrl } : {}),
      },
    });
    this.url = this.function.addFunctionUrl({ authType: FunctionUrlAuthType.AWS_IAM });

    NagSuppressions.addResourceSuppressions(
      this.function,
      [
        {
          id: 'AwsSolutions-IAM4',
          reason:
            'AWSLambdaBasicExecutionRole only lets the function write its own CloudWatch logs; it reads the public API over HTTPS and needs nothing else.',
          appliesTo: [
            'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole',
          ],
        },
        {
          id: 'AwsSolutions-L1',
          reason:
            'Node.js 22 is the runtime the page renderer is built for (web/vite.config.ts targets node22), as every other function.',
        },
      ],
      true,
    );
  }
}
