/**
 * S3 calls beyond the presigned single PUT of ./storage.ts: multipart uploads whose parts the
 * browser sends itself with presigned URLs (a large video, resumable after a dropped
 * connection), and reading and writing whole objects on the server (a gallery photo's sizes).
 */
import { closedDeliveryValue, deliveryStateTag } from '@shared/storage/delivery-tag';
import { bucketOf, s3, s3Sdk, type BucketName } from './storage';

/** Starts a multipart upload of `contentType` at `key`; answers its upload id. */
export async function startMultipartUpload(
  bucket: BucketName,
  key: string,
  contentType: string,
): Promise<string> {
  const { CreateMultipartUploadCommand } = await s3Sdk();
  const out = await (
    await s3()
  ).send(
    new CreateMultipartUploadCommand({
      Bucket: bucketOf(bucket),
      Key: key,
      ContentType: contentType,
    }),
  );
  if (!out.UploadId) throw new Error('multipart upload without an id');
  return out.UploadId;
}

/** A presigned PUT of one part; valid an hour (a part of 16 MB on a slow phone line). */
export async function presignPart(
  bucket: BucketName,
  key: string,
  uploadId: string,
  partNumber: number,
): Promise<string> {
  const { getSignedUrl, UploadPartCommand } = await s3Sdk();
  return getSignedUrl(
    await s3(),
    new UploadPartCommand({
      Bucket: bucketOf(bucket),
      Key: key,
      UploadId: uploadId,
      PartNumber: partNumber,
    }),
    { expiresIn: 60 * 60 },
  );
}

export interface CompletedPart {
  partNumber: number;
  etag: string;
}

/** Joins the parts into the object; throws S3's error when a part is missing or unknown. */
export async function completeMultipartUpload(
  bucket: BucketName,
  key: string,
  uploadId: string,
  parts: readonly CompletedPart[],
): Promise<void> {
  const { CompleteMultipartUploadCommand } = await s3Sdk();
  await (
    await s3()
  ).send(
    new CompleteMultipartUploadCommand({
      Bucket: bucketOf(bucket),
      Key: key,
      UploadId: uploadId,
      MultipartUpload: {
        Parts: parts.map((part) => ({ PartNumber: part.partNumber, ETag: part.etag })),
      },
    }),
  );
}

/** Deletes a multipart upload's parts (an upload the owner discards). */
export async function abortMultipartUpload(
  bucket: BucketName,
  key: string,
  uploadId: string,
): Promise<void> {
  const { AbortMultipartUploadCommand } = await s3Sdk();
  await (
    await s3()
  ).send(
    new AbortMultipartUploadCommand({ Bucket: bucketOf(bucket), Key: key, UploadId: uploadId }),
  );
}

/** The whole object as bytes (a photo of at most a few tens of MB). */
export async function readObject(bucket: BucketName, key: string): Promise<Uint8Array> {
  const { GetObjectCommand } = await s3Sdk();
  const out = await (await s3()).send(new GetObjectCommand({ Bucket: bucketOf(bucket), Key: key }));
  if (!out.Body) throw new Error(`empty object ${key}`);
  return out.Body.transformToByteArray();
}

/** Writes bytes made on the server at `key`. */
export async function writeObject(
  bucket: BucketName,
  key: string,
  body: Uint8Array,
  contentType: string,
): Promise<void> {
  const { PutObjectCommand } = await s3Sdk();
  await (
    await s3()
  ).send(
    new PutObjectCommand({
      Bucket: bucketOf(bucket),
      Key: key,
      Body: body,
      ContentType: contentType,
    }),
  );
}

/** Whether `error` is S3's answer about an unknown upload id or a wrong part. */
export function isMultipartRefusal(error: unknown): boolean {
  const name = (error as { name?: string }).name ?? '';
  return ['NoSuchUpload', 'InvalidPart', 'InvalidPartOrder', 'EntityTooSmall'].includes(name);
}

/**
 * Tags an object `closed` (the bucket's lifecycle rule moves it to a colder storage class,
 * infra/constructs/storage-buckets.ts) or `open` again (the rule no longer matches it).
 */
export async function tagDeliveryObject(
  bucket: BucketName,
  key: string,
  state: 'closed' | 'open',
): Promise<void> {
  const { PutObjectTaggingCommand } = await s3Sdk();
  await (
    await s3()
  ).send(
    new PutObjectTaggingCommand({
      Bucket: bucketOf(bucket),
      Key: key,
      Tagging: {
        TagSet: [
          { Key: deliveryStateTag, Value: state === 'closed' ? closedDeliveryValue : state },
        ],
      },
    }),
  );
}
