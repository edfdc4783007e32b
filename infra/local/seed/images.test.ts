import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoHomeSections, demoPortfolioItems, demoProducts, demoRatings } from './demo-data';
import { demoImageKey, demoImageNames, demoImageWidths, mediaUrlPrefix } from './demo-images';
import { generateDemoImages, type DemoImageObject } from './images';

const referencedUrls = [
  ...demoProducts.flatMap((product) => product.images),
  ...demoPortfolioItems.map((item) => item.image_url),
  ...demoRatings.flatMap((rating) => rating.images ?? []),
  ...demoHomeSections.map((section) => section.image_url),
].filter((url) => !url.startsWith('youtube:'));

describe('generateDemoImages', () => {
  let images: DemoImageObject[];
  let byKey: Map<string, DemoImageObject>;

  beforeAll(async () => {
    images = await generateDemoImages();
    byKey = new Map(images.map((image) => [image.key, image]));
  }, 60_000);

  it('renders every referenced /media/demo image', () => {
    expect(referencedUrls.length).toBeGreaterThan(10);
    for (const url of referencedUrls) {
      expect(url.startsWith(`${mediaUrlPrefix}demo/`), url).toBe(true);
      expect(byKey.has(url.slice(mediaUrlPrefix.length)), url).toBe(true);
    }
  });

  it('renders three widths of every image and nothing else', () => {
    const expected = demoImageNames.flatMap((name) =>
      demoImageWidths.map((width) => demoImageKey(name, width)),
    );
    expect([...byKey.keys()].sort()).toEqual([...expected].sort());
    expect(byKey.has('demo/harbour-800.webp')).toBe(true);
    expect(byKey.has('demo/harbour-400.webp')).toBe(true);
  });

  it('produces small, valid WebP files of the announced widths', async () => {
    for (const name of demoImageNames) {
      for (const width of demoImageWidths) {
        const image = byKey.get(demoImageKey(name, width));
        if (!image) throw new Error(`missing ${name} at ${width}`);
        expect(image.contentType).toBe('image/webp');
        expect(image.body.subarray(0, 4).toString('ascii')).toBe('RIFF');
        expect(image.body.subarray(8, 12).toString('ascii')).toBe('WEBP');
        expect(image.body.length, image.key).toBeLessThan(150 * 1024);
        const meta = await sharp(image.body).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(Math.round((width * 1000) / 1600));
      }
    }
  });

  it('renders the same bytes every time (deterministic scenes)', async () => {
    const again = await generateDemoImages(['forest']);
    const first = byKey.get(demoImageKey('forest'));
    const second = again.find((image) => image.key === demoImageKey('forest'));
    expect(second?.body.equals(first?.body ?? Buffer.alloc(0))).toBe(true);
  });
});
