/**
 * The one public address of the product, a CloudFront distribution:
 * - default (every path without a dot: the pages), `/sitemap.xml` and `/robots.txt`: the
 *   page Lambda (infra/constructs/page-renderer.ts, decision 23) through its function URL
 *   (origin access control), cached as long as it says (`s-maxage`, at most 60 seconds). It
 *   answers the public pages as HTML with their content, and every other page with the
 *   SPA's shell. A viewer function forwards the visitor's host as `x-forwarded-host`.
 * - `/assets/*` and every other file (`/*.*`: config.json, favicon.svg, ...): the site
 *   bucket (origin access control). Error responses (403/404 -> index.html) are not used:
 *   they would also turn the API's own 404s into HTML.
 * - `/api/*`: the HTTP API, never cached, every viewer header except Host forwarded (with
 *   caching disabled that includes Authorization), every method.
 * - `/media/*`: public images from the media bucket; a CloudFront Function strips `/media`,
 *   so `/media/demo/a.webp` is the object `demo/a.webp` (as in the local twin's gateway).
 * The WebSocket API keeps its own wss:// address (see realtime-api.ts).
 *
 * Every behaviour answers with the security headers of infra/security-headers.ts (the twin
 * sends the same), the CSP allowing the preload script of the build's index.html by hash.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, Stack } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { FunctionUrlOrigin, HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IFunctionUrl } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { renderedQueryParameters } from '@shared/site/rendered-query';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  openStreetMapTileOrigin,
  securityHeaderValues,
} from '../security-headers';

export interface SiteDistributionProps {
  site: IBucket;
  media: IBucket;
  logs: IBucket;
  /** Host name of the HTTP API. */
  apiDomainName: string;
  /** Custom domain with its us-east-1 certificate; otherwise the *.cloudfront.net name. */
  customDomain?: { domainName: string; certificateArn: string };
  /** Buckets the browser uploads to with presigned URLs (connect-src). */
  uploadBuckets: IBucket[];
  /** The SPA build whose index.html's inline script the CSP allows by hash. */
  webDistPath: string;
  /** The WAF web ACL with the per-client limits (infra/edge-stack.ts). */
  webAclArn?: string;
  /** The page Lambda's function URL (infra/constructs/page-renderer.ts). */
  pages: IFunctionUrl;
}

/** The response headers policy of every behaviour (infra/security-headers.ts). */
function securityHeadersPolicy(scope: Construct, props: SiteDistributionProps) {
  const region = Stack.of(scope).region;
  const indexHtml = join(props.webDistPath, 'index.html');
  const csp = contentSecurityPolicy({
    scriptHashes: existsSync(indexHtml) ? inlineScriptHashes(readFileSync(indexHtml, 'utf8')) : [],
    connect: [
      `https://cognito-idp.${region}.amazonaws.com`,
      // The WebSocket API is created after the distribution; its id is not known here.
      `wss://*.execute-api.${region}.amazonaws.com`,
      ...props.uploadBuckets.map((bucket) => `https://${bucket.bucketRegionalDomainName}`),
    ],
    images: [openStreetMapTileOrigin],
    downloads: props.uploadBuckets.map((bucket) => `https://${bucket.bucketRegionalDomainName}`),
  });
  const hsts = securityHeaderValues.strictTransportSecurity;
  return new ResponseHeadersPolicy(scope, 'SecurityHeaders', {
    comment: 'dronefoto security headers (infra/security-headers.ts)',
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(hsts.maxAgeSeconds),
        includeSubdomains: hsts.includeSubdomains,
        preload: hsts.preload,
        override: true,
      },
      referrerPolicy: {
        referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
        override: true,
      },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      contentTypeOptions: { override: true },
    },
    customHeadersBehavior: {
      customHeaders: [
        {
          header: 'Permissions-Policy',
          value: securityHeaderValues.permissionsPolicy,
          override: true,
        },
      ],
    },
  });
}

/**
 * Viewer-request function of the pages: the page Lambda learns the address the visitor used
 * (its function URL gets its own Host).
 */
export const forwardHostCode = `
function handler(event) {
  var request = event.request;
  if (request.headers.host) {
    request.headers['x-forwarded-host'] = { value: request.headers.host.value };
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
    const forwardHost = new CloudFrontFunction(this, 'ForwardHost', {
      runtime: FunctionRuntime.JS_2_0,
      comment: 'pages: the viewer host -> x-forwarded-host',
      code: FunctionCode.fromInline(forwardHostCode),
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
    const securityHeaders = securityHeadersPolicy(this, props);
    const siteBucket = S3BucketOrigin.withOriginAccessControl(props.site);
    const files = {
      origin: siteBucket,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: securityHeaders,
    };
    // The page Lambda says how long (Cache-Control s-maxage); never longer than a minute, so
    // an owner's edit shows within one (decision 23). The cache key is the path and the query
    // parameters a page is rendered with (a filter, a form's fields; issue 40), which are also
    // all the query the Lambda gets.
    const pageCache = new CachePolicy(this, 'PageCache', {
      comment: 'dronefoto pages: as the page Lambda says, at most 60 s',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(60),
      queryStringBehavior: CacheQueryStringBehavior.allowList(...renderedQueryParameters()),
      enableAcceptEncodingBrotli: true,
      enableAcceptEncodingGzip: true,
    });
    const pageRequest = new OriginRequestPolicy(this, 'PageRequest', {
      comment: 'dronefoto pages: the viewer host (x-forwarded-host)',
      headerBehavior: OriginRequestHeaderBehavior.allowList('x-forwarded-host'),
    });
    const pages = {
      origin: FunctionUrlOrigin.withOriginAccessControl(props.pages),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: pageCache,
      originRequestPolicy: pageRequest,
      responseHeadersPolicy: securityHeaders,
      functionAssociations: [
        { function: forwardHost, eventType: FunctionEventType.VIEWER_REQUEST },
      ],
    };

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'dronefoto site, /api and /media',
      webAclId: props.webAclArn,
      // No default root object: `/` is the home page, rendered by the page Lambda.
      defaultBehavior: pages,
      additionalBehaviors: {
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
        },
        '/media/*': {
          origin: S3BucketOrigin.withOriginAccessControl(props.media),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: securityHeaders,
          functionAssociations: [
            { function: mediaPrefix, eventType: FunctionEventType.VIEWER_REQUEST },
          ],
        },
        '/assets/*': files,
        '/sitemap.xml': pages,
        '/robots.txt': pages,
        // Every other file (a dot in the path): config.json, favicon.svg, logo.svg.
        '/*.*': files,
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
    ];
    if (!props.webAclArn)
      suppressions.push({
        id: 'AwsSolutions-CFR2',
        reason: 'Synthesised without the edge stack (tests of this stack alone).',
      });
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
