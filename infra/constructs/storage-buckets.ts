/**
 * The S3 buckets. None is public: the site and the public images are served through
 * CloudFront (origin access control), private booking files only through presigned URLs.
 * All block public access, refuse plain HTTP, encrypt at rest and write access logs to the
 * log bucket. The two upload buckets accept presigned PUTs from the site's origin (CORS).
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
  StorageClass,
  type BucketProps,
  type CorsRule,
} from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import { closedDeliveryValue, deliveryStateTag } from '@shared/storage/delivery-tag';
import { uploadCorsRule } from '../upload-cors';
import { Construct } from 'constructs';

export interface StorageBucketsProps {
  /** Origins that upload with presigned PUT URLs, e.g. `https://dronefoto.dk`. */
  uploadOrigins: string[];
}

export class StorageBuckets extends Construct {
  /** Access logs of the other buckets and of CloudFront. */
  readonly logs: Bucket;
  /** The built SPA and its config.json. */
  readonly site: Bucket;
  /** Public images (portfolio, products, content), served by CloudFront under /media/*. */
  readonly media: Bucket;
  /** Private booking files (delivery zips); reachable only with presigned URLs. */
  readonly bookingFiles: Bucket;

  constructor(scope: Construct, id: string, props: StorageBucketsProps) {
    super(scope, id);
    const secure: BucketProps = {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      removalPolicy: RemovalPolicy.RETAIN,
    };

    this.logs = new Bucket(this, 'Logs', {
      ...secure,
      // CloudFront standard logging writes with ACLs, which BucketOwnerEnforced would refuse.
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(90) }],
    });
    NagSuppressions.addResourceSuppressions(this.logs, [
      {
        id: 'AwsSolutions-S1',
        reason: 'This is the access-log bucket itself; logging it into itself would loop.',
      },
    ]);

    const logged = (prefix: string): BucketProps => ({
      ...secure,
      serverAccessLogsBucket: this.logs,
      serverAccessLogsPrefix: `s3/${prefix}/`,
    });
    const uploadCors: CorsRule[] = [
      {
        allowedOrigins: props.uploadOrigins,
        allowedMethods: uploadCorsRule.methods.map((method) => HttpMethods[method]),
        allowedHeaders: [...uploadCorsRule.allowedHeaders],
        exposedHeaders: [...uploadCorsRule.exposedHeaders],
        maxAge: uploadCorsRule.maxAgeSeconds,
      },
    ];
    const abortUploads = { abortIncompleteMultipartUploadAfter: Duration.days(1) };

    this.site = new Bucket(this, 'Site', logged('site'));
    this.media = new Bucket(this, 'Media', {
      ...logged('media'),
      cors: uploadCors,
      // Uploads wait under uploads/ until a save claims them; unclaimed ones go after a day.
      lifecycleRules: [abortUploads, { prefix: 'uploads/', expiration: Duration.days(1) }],
    });
    this.bookingFiles = new Bucket(this, 'BookingFiles', {
      ...logged('booking-files'),
      cors: uploadCors,
      versioned: true,
      lifecycleRules: [
        // A gallery video stopped halfway can be resumed for 7 days, then its parts go
        // (product §9 'Gallery', decision 0034).
        { abortIncompleteMultipartUploadAfter: Duration.days(7) },
        { noncurrentVersionExpiration: Duration.days(30) },
        // A closed delivery's files (tagged by the reminder job) move to Glacier Instant
        // Retrieval: cheaper to keep, still read at once if the owner reopens it; the job
        // deletes them after the owner's keeping days (decision 0034).
        {
          tagFilters: { [deliveryStateTag]: closedDeliveryValue },
          transitions: [
            {
              storageClass: StorageClass.GLACIER_INSTANT_RETRIEVAL,
              transitionAfter: Duration.days(0),
            },
          ],
        },
      ],
    });
  }
}
