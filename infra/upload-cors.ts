/**
 * Browser uploads go straight to the buckets with presigned PUTs, so the buckets allow the
 * site's origins: one rule for the CDK buckets and the twin's (s3rver). In AWS the site is
 * reached on the custom domain and also on its `*.cloudfront.net` address (the bucket cannot
 * name the distribution's generated host, which depends on the buckets), so both may upload.
 */
export const uploadCorsRule = {
  methods: ['PUT', 'GET', 'HEAD'],
  allowedHeaders: ['*'],
  exposedHeaders: ['ETag'],
  maxAgeSeconds: 3000,
} as const;

/** Any CloudFront distribution's default host (the site before, and beside, its domain). */
export const cloudFrontOrigin = 'https://*.cloudfront.net';

/** The origins that may upload: the site's own, and in AWS the CloudFront address too. */
export function uploadOrigins(site: { origin?: string; viaCloudFront: boolean }): string[] {
  return [...(site.origin ? [site.origin] : []), ...(site.viaCloudFront ? [cloudFrontOrigin] : [])];
}
