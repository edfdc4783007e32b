/**
 * `npm run bench:web -- --uploaded-photos`: the products' demo images replaced by photos an
 * owner uploads, so the figures are those of the real site and not of the light demo
 * images. Each source photo (photo-sources.ts) goes through the admin's uploader in
 * Chromium, driven by Playwright: compressed and resized in the browser and sent with
 * presigned PUTs exactly as an owner's upload (decision 0024); the product then gets the
 * uploaded images by the admin API. YouTube videos stay where they are.
 */
import { chromium } from '@playwright/test';
import type { Product } from '@shared/api/entities';
import { demoImageNames, type DemoImageName } from '@infra/local/seed/demo-images';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '@infra/local/seed/admin';
import { sessionToken, signInAs, uploadThroughAdmin } from '@tests/e2e/support/owner-uploads';
import { sourcePhoto } from './photo-sources';

const demoScene = (ref: string): DemoImageName | undefined =>
  demoImageNames.find((name) => ref === `/media/demo/${name}.webp`);

/** Replaces every product's demo images with uploaded photos of the same scenes. */
export async function useUploadedPhotos(siteUrl: string, log: (line: string) => void) {
  const products = (await (await fetch(`${siteUrl}/api/products`)).json()) as Product[];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  try {
    const page = await (await browser.newContext({ baseURL: siteUrl })).newPage();
    await signInAs(page, { email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD });
    const token = await sessionToken(page);
    let uploaded = 0;
    for (const product of products) {
      const scenes = product.images.map(demoScene);
      const photos = await Promise.all(
        scenes.filter((scene) => scene !== undefined).map((scene) => sourcePhoto(scene)),
      );
      if (photos.length === 0) continue;
      const urls = await uploadThroughAdmin(page, photos);
      const images = product.images.map((ref, i) => (scenes[i] ? (urls.shift() ?? ref) : ref));
      const answer = await fetch(`${siteUrl}/api/admin/products/${product.id}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ images }),
      });
      if (!answer.ok)
        throw new Error(`product ${product.id}: ${answer.status} ${await answer.text()}`);
      const saved = (await answer.json()) as Product;
      uploaded += photos.length;
      log(
        `  product ${product.id}: ${saved.images.filter((ref) => ref.startsWith('/media/products/')).join(', ')}`,
      );
    }
    log(`${uploaded} photos uploaded through the admin's uploader as the products' images`);
  } finally {
    await browser.close();
  }
}
