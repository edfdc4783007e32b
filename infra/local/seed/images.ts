/**
 * Renders the demo images locally (SVG scenes through sharp to WebP, nothing fetched from
 * the internet) and uploads them to the public bucket, which the twin serves at `/media/*`.
 */
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { demoImageKey, demoImageNames, demoImageWidths, type DemoImageName } from './demo-images';
import { demoSceneSvg } from './scenes';

export interface DemoImageObject {
  key: string;
  body: Buffer;
  contentType: string;
}

const webpQuality = 70;
const immutableCache = 'public, max-age=31536000, immutable';

/** Renders one scene once at full size and derives the smaller widths from it. */
async function renderDemoImage(name: DemoImageName): Promise<DemoImageObject[]> {
  const full = await sharp(Buffer.from(demoSceneSvg(name)))
    .png()
    .toBuffer();
  return Promise.all(
    demoImageWidths.map(async (width) => ({
      key: demoImageKey(name, width),
      body: await sharp(full).resize({ width }).webp({ quality: webpQuality }).toBuffer(),
      contentType: 'image/webp',
    })),
  );
}

/** Renders every demo image (or only the named ones) in all widths. */
export async function generateDemoImages(
  names: readonly DemoImageName[] = demoImageNames,
): Promise<DemoImageObject[]> {
  const perImage = await Promise.all(names.map((name) => renderDemoImage(name)));
  return perImage.flat();
}

/** An S3 client for a local endpoint (s3rver) that addresses buckets by path. */
export function localS3Client(endpoint: string): S3Client {
  return new S3Client({
    endpoint,
    region: 'eu-north-1',
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    // s3rver only accepts its built-in key pair.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
}

/** Generates and stores every demo image; returns the keys written. */
export async function uploadDemoImages(s3Client: S3Client, bucket: string): Promise<string[]> {
  const images = await generateDemoImages();
  await Promise.all(
    images.map((image) =>
      s3Client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: image.key,
          Body: image.body,
          ContentType: image.contentType,
          CacheControl: immutableCache,
        }),
      ),
    ),
  );
  return images.map((image) => image.key);
}
