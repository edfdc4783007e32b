/**
 * S3 access of the handlers: the public images bucket (served under /media/*) and the
 * private booking-files bucket. Presigned PUTs let the browser upload straight to S3; the
 * server then checks what arrived (size and first bytes) itself, because the local stand-in
 * (s3rver) enforces no upload policy and a browser can claim any content type.
 *
 * The S3 SDK is loaded on the first S3 call (./s3-sdk.ts, docs/decisions/0022).
 */
import type { S3Client } from '@aws-sdk/client-s3';
import type * as S3Sdk from './s3-sdk';
import { withAwsCallHooks } from './aws-client-hooks';
import { config } from './config';

let loading: Promise<typeof S3Sdk> | undefined;

/** The S3 SDK, loaded once (a package beside the bundle: `lazyModules`). */
export const s3Sdk = (): Promise<typeof S3Sdk> => (loading ??= import('@functions/lib/s3-sdk'));

let client: S3Client | undefined;

export async function s3(): Promise<S3Client> {
  const { S3Client } = await s3Sdk();
  if (!client) {
    const { S3_ENDPOINT, AWS_REGION } = config();
    client = withAwsCallHooks(
      new S3Client({
        region: AWS_REGION,
        ...(S3_ENDPOINT ? { endpoint: S3_ENDPOINT, forcePathStyle: true } : {}),
        // Without this the SDK adds checksum headers real S3 then requires on presigned PUTs.
        requestChecksumCalculation: 'WHEN_REQUIRED',
      }),
    );
  }
  return client;
}

/** For tests that change the configuration. */
export function resetStorage(): void {
  client = undefined;
}

export type BucketName = 'public' | 'private';

export const bucketOf = (bucket: BucketName): string =>
  bucket === 'public' ? config().PUBLIC_BUCKET : config().PRIVATE_BUCKET;

/** The site path of an object in the public bucket (decision 0003). */
export const mediaUrl = (key: string): string => `/media/${key}`;

/** The key of a `/media/...` path, or undefined for any other URL. */
export function mediaKeyOf(url: string): string | undefined {
  return url.startsWith('/media/') ? decodeURIComponent(url.slice('/media/'.length)) : undefined;
}

/** A presigned PUT of exactly `size` bytes of `contentType`; valid 15 minutes. */
export async function presignPut(
  bucket: BucketName,
  key: string,
  contentType: string,
  size: number,
): Promise<{ url: string; headers: Record<string, string> }> {
  const { getSignedUrl, PutObjectCommand } = await s3Sdk();
  const url = await getSignedUrl(
    await s3(),
    new PutObjectCommand({
      Bucket: bucketOf(bucket),
      Key: key,
      ContentType: contentType,
      ContentLength: size,
    }),
    { expiresIn: 15 * 60, signableHeaders: new Set(['content-type', 'content-length']) },
  );
  return { url, headers: { 'content-type': contentType } };
}

/** A presigned GET that downloads the object as `fileName`; valid `seconds`. */
export async function presignGet(
  bucket: BucketName,
  key: string,
  fileName: string,
  seconds = 15 * 60,
): Promise<string> {
  const { getSignedUrl, GetObjectCommand } = await s3Sdk();
  return getSignedUrl(
    await s3(),
    new GetObjectCommand({
      Bucket: bucketOf(bucket),
      Key: key,
      ResponseContentDisposition: `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`,
    }),
    { expiresIn: seconds },
  );
}

const isMissing = (error: unknown) => {
  const name = (error as { name?: string }).name;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return name === 'NotFound' || name === 'NoSuchKey' || status === 404;
};

/** Size and first bytes of an object, or undefined when it does not exist. */
export async function objectHead(
  bucket: BucketName,
  key: string,
  bytes = 32,
): Promise<{ size: number; head: Uint8Array } | undefined> {
  const { HeadObjectCommand, GetObjectCommand } = await s3Sdk();
  const client = await s3();
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucketOf(bucket), Key: key }));
    const size = head.ContentLength ?? 0;
    if (size === 0) return { size, head: new Uint8Array() };
    const start = await client.send(
      new GetObjectCommand({ Bucket: bucketOf(bucket), Key: key, Range: `bytes=0-${bytes - 1}` }),
    );
    const body = start.Body ? await start.Body.transformToByteArray() : new Uint8Array();
    return { size, head: body.slice(0, bytes) };
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

export async function deleteObject(bucket: BucketName, key: string): Promise<void> {
  const { DeleteObjectCommand } = await s3Sdk();
  await (await s3()).send(new DeleteObjectCommand({ Bucket: bucketOf(bucket), Key: key }));
}

/** Moves an object within a bucket, setting its content type and caching. */
export async function moveObject(
  bucket: BucketName,
  from: string,
  to: string,
  metadata: { contentType: string; cacheControl?: string },
): Promise<void> {
  const { CopyObjectCommand } = await s3Sdk();
  const name = bucketOf(bucket);
  await (
    await s3()
  ).send(
    new CopyObjectCommand({
      Bucket: name,
      Key: to,
      CopySource: `${name}/${from.split('/').map(encodeURIComponent).join('/')}`,
      MetadataDirective: 'REPLACE',
      ContentType: metadata.contentType,
      CacheControl: metadata.cacheControl,
    }),
  );
  await deleteObject(bucket, from);
}
