/**
 * The one public address of the product, a CloudFront distribution:
 * - default: the SPA from the site bucket (origin access control). A CloudFront Function
 *   rewrites extension-less paths (deep links such as /booking/3) to /index.html. Error
 *   responses (403/404 -> index.html) would also turn the API's own 404s into HTML.
 * - `/api/*`: the HTTP API, never cached, every viewer header except Host forwarded (with
 *   caching disabled that includes Authorization), every method.
 * - `/media/*`: public images from the media bucket; a CloudFront Function strips `/media`,
 *   so `/media/demo/a.webp` is the object `demo/a.webp` (as in the local twin's gateway).
 * The WebSocket API keeps its own wss:// address (see realtime-api.ts).
 */
import { Duration } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';

export interface SiteDistributionProps {
  site: IBucket;
  media: IBucket;
  logs: IBucket;
  /** Host name of the HTTP API. */
  apiDomainName: string;
  /** Custom domain with its us-east-1 certificate; otherwise the *.cloudfront.net name. */
  customDomain?: { domainName: string; certificateArn: string };
}

/** Viewer-request function: deep links of the SPA get index.html, files stay as they are. */
export const spaRewriteCode = `
function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.split('/').pop();
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}
`;

/** Viewer-request function of /media/*: the bucket's keys do not carry the `/media` prefix. */
export const mediaPrefixCode = `
function handler(event) {
  var request = event.request;
  request.uri = request.uri.substring('/media'.length);
  return request;
}
`;

export class SiteDistribution extends Construct {
  readonly distribution: Distribution;
  /** `https://dronefoto.dk` or `https://d111111abcdef8.cloudfront.net`. */
  readonly siteUrl: string;

  constructor(scope: Construct, id: string, props: SiteDistributionProps) {
    super(scope, id);
    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      runtime: FunctionRuntime.JS_2_0,
      comment: 'SPA deep links -> /index.html',
      code: FunctionCode.fromInline(spaRewriteCode),
    });
    const mediaPrefix = new CloudFrontFunction(this, 'MediaPrefix', {
      runtime: FunctionRuntime.JS_2_0,
      comment: '/media/<key> -> <key> in the media bucket',
      code: FunctionCode.fromInline(mediaPrefixCode),
    });
    const apiOrigin = new HttpOrigin(props.apiDomainName, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      readTimeout: Duration.seconds(30),
    });
    const custom = props.customDomain;

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'dronefoto site, /api and /media',
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(props.site),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
        functionAssociations: [
          { function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST },
        ],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        },
        '/media/*': {
          origin: S3BucketOrigin.withOriginAccessControl(props.media),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
          functionAssociations: [
            { function: mediaPrefix, eventType: FunctionEventType.VIEWER_REQUEST },
          ],
        },
      },
      domainNames: custom ? [custom.domainName] : undefined,
      certificate: custom
        ? Certificate.fromCertificateArn(this, 'Certificate', custom.certificateArn)
        : undefined,
      minimumProtocolVersion: custom ? SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Europe and North America edges: the customers are in Denmark.
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.logs,
      logFilePrefix: 'cloudfront/',
    });
    this.siteUrl = custom
      ? `https://${custom.domainName}`
      : `https://${this.distribution.distributionDomainName}`;

    const suppressions = [
      {
        id: 'AwsSolutions-CFR1',
        reason:
          'No geo restriction: Danish customers travel and book from abroad; the business only shoots in Denmark anyway.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'No WAF web ACL yet: its monthly cost is out of proportion for a small-business site; API Gateway throttling limits abuse.',
      },
    ];
    if (!custom) {
      suppressions.push({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose TLS policy cannot be chosen; set domainName and certificateArn to get TLSv1.2_2021.',
      });
    }
    NagSuppressions.addResourceSuppressions(this.distribution, suppressions);
  }
}
