/**
 * The twin's stand-in for the S3 lifecycle rule on `uploads/` (infra/constructs/
 * storage-buckets.ts): public uploads that were never claimed by a save are deleted once
 * they are older than a day.
 */
import { DeleteObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { pendingUploadPrefix } from '@functions/capabilities/uploads/uploads';

export const unclaimedUploadMaxAgeMs = 24 * 60 * 60 * 1000;

/** Deletes unclaimed uploads older than the limit; answers how many went. */
export async function sweepUnclaimedUploads(
  s3: S3Client,
  bucket: string,
  now: Date = new Date(),
): Promise<number> {
  let removed = 0;
  let token: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({
        Bucket: bucket,
        Prefix: pendingUploadPrefix,
        ContinuationToken: token,
      }),
    );
    for (const object of page.Contents ?? []) {
      const age = now.getTime() - (object.LastModified?.getTime() ?? now.getTime());
      if (object.Key && age > unclaimedUploadMaxAgeMs) {
        await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: object.Key }));
        removed += 1;
      }
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return removed;
}
