/**
 * The parts of the AWS SDK that S3 access uses, in one module that `storage.ts` loads with
 * `await import(...)` on the first S3 call: most operations of a function never touch S3, so
 * the S3 client (about 125 KB with its checksums and XML) is left out of the bundles and
 * shipped beside those that use it (docs/decisions/0022).
 */
export {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  PutObjectTaggingCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
export { getSignedUrl } from '@aws-sdk/s3-request-presigner';
export { Upload } from '@aws-sdk/lib-storage';
