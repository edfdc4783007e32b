import { CreateBucketCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { demoImageKey, demoImageNames } from './demo-images';
import { localS3Client, uploadDemoImages } from './images';

describe('uploadDemoImages against s3rver', () => {
  it('stores every width of every image with type and immutable caching', async () => {
    const endpoint = process.env.S3_ENDPOINT;
    if (!endpoint) throw new Error('S3_ENDPOINT is not set by the integration setup');
    const client = localS3Client(endpoint);
    const bucket = 'drone-seed-images-test';
    await client.send(new CreateBucketCommand({ Bucket: bucket }));

    const keys = await uploadDemoImages(client, bucket);
    expect(keys).toHaveLength(demoImageNames.length * 3);

    const head = await client.send(
      new HeadObjectCommand({ Bucket: bucket, Key: demoImageKey('harbour', 400) }),
    );
    expect(head.ContentType).toBe('image/webp');
    expect(head.CacheControl).toBe('public, max-age=31536000, immutable');

    const object = await client.send(
      new GetObjectCommand({ Bucket: bucket, Key: demoImageKey('sunset') }),
    );
    const bytes = await object.Body?.transformToByteArray();
    expect(
      Buffer.from(bytes ?? [])
        .subarray(8, 12)
        .toString('ascii'),
    ).toBe('WEBP');
  });
});
