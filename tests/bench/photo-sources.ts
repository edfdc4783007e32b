/**
 * Camera-like source photos for `npm run bench:web -- --uploaded-photos`: the demo scenes
 * (infra/local/seed/scenes) rendered at 3000 × 1875 px with sensor-like grain as JPEGs at
 * quality 90, about the size and detail of a drone's photo. The repository holds no photos;
 * the grain keeps the encoders from profiting from the scenes' flat colours, as they would
 * not on a real photo.
 */
import sharp from 'sharp';
import type { DemoImageName } from '@infra/local/seed/demo-images';
import { demoSceneSvg } from '@infra/local/seed/scenes';

export const photoSize = { width: 3000, height: 1875 } as const;

export interface SourcePhoto {
  name: string;
  mimeType: 'image/jpeg';
  buffer: Buffer;
}

/** The source photo of a demo scene, as a camera would deliver it. */
export async function sourcePhoto(scene: DemoImageName): Promise<SourcePhoto> {
  const { width, height } = photoSize;
  const picture = await sharp(Buffer.from(demoSceneSvg(scene)), { density: (72 * width) / 1600 })
    .resize(width, height)
    .removeAlpha()
    .png()
    .toBuffer();
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 28 },
    },
  })
    .png()
    .toBuffer();
  const buffer = await sharp(picture)
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .toBuffer();
  return { name: `${scene}.jpg`, mimeType: 'image/jpeg', buffer };
}
