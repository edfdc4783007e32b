import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { localS3Client } from './seed/images';
import { sweepUnclaimedUploads, unclaimedUploadMaxAgeMs } from './upload-sweep';

describe('the twin’s sweep of unclaimed uploads', () => {
  it('deletes uploads older than a day and keeps newer ones and other files', async () => {
    const s3 = localS3Client(process.env.S3_ENDPOINT!);
    const bucket = process.env.PUBLIC_BUCKET!;
    const prefix = `sweep-${Date.now()}`;
    for (const key of [`uploads/${prefix}-a.jpg`, `products/${prefix}-b.jpg`]) {
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'x' }));
    }
    const keys = async () =>
      ((await s3.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? [])
        .map((o) => o.Key)
        .filter((key) => key?.includes(prefix));

    expect(await sweepUnclaimedUploads(s3, bucket)).toBe(0);
    const later = new Date(Date.now() + unclaimedUploadMaxAgeMs + 60_000);
    expect(await sweepUnclaimedUploads(s3, bucket, later)).toBeGreaterThanOrEqual(1);
    expect(await keys()).toEqual([`products/${prefix}-b.jpg`]);
  });
});
