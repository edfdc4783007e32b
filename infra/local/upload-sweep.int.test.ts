import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { localS3Client } from './seed/images';
import { sweepUnclaimedUploads, unclaimedUploadMaxAgeMs } from './upload-sweep';

describe('the twin’s sweep of unclaimed uploads', () => {
  it('deletes uploads older than a day, with their smaller copies, and keeps newer ones and other files', async () => {
    const s3 = localS3Client(process.env.S3_ENDPOINT!);
    const bucket = process.env.PUBLIC_BUCKET!;
    const prefix = `sweep-${Date.now()}`;
    // An image's smaller copies (decision 0024) wait under uploads/ next to it.
    const lasting = [`products/${prefix}-b.jpg`, `products/${prefix}-c.w400-700.webp`];
    lasting.push(`products/${prefix}-c.w400-700-400w.webp`);
    for (const key of [
      `uploads/${prefix}-a.jpg`,
      `uploads/${prefix}-d.w400-700.webp`,
      `uploads/${prefix}-d.w400-700-400w.webp`,
      ...lasting,
    ]) {
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'x' }));
    }
    const keys = async () =>
      ((await s3.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? [])
        .map((o) => o.Key)
        .filter((key) => key?.includes(prefix));

    expect(await sweepUnclaimedUploads(s3, bucket)).toBe(0);
    const later = new Date(Date.now() + unclaimedUploadMaxAgeMs + 60_000);
    expect(await sweepUnclaimedUploads(s3, bucket, later)).toBeGreaterThanOrEqual(3);
    expect((await keys()).sort()).toEqual(lasting.sort());
  });
});
