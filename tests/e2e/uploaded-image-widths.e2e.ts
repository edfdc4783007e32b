/**
 * An owner's photo is offered in the demo images' widths (issue 31, decision 0024): uploaded
 * through the admin's uploader (compressed and resized in the browser), saved with a product
 * by API, and the product page's image on a 390 px phone has a `srcset` of 400, 800 and
 * 1600 px plus its own width, of which the phone loads the 400 px copy. Deleting the product
 * deletes every width.
 */
import sharp from 'sharp';
import { uploadThroughAdmin } from './support/owner-uploads';
import { openPage } from './support/open-page';
import { addPhotoProduct, authHeaders, ownerPage } from './support/owner';
import { expect, test } from './support/visitor-test';

test.use({ viewport: { width: 390, height: 844 } });

test('an uploaded product photo comes in 400, 800 and 1600 px, and a phone loads the 400 px one', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = await ownerPage(browser);
  // A 3000 × 1875 camera photo: the uploader fits it to 2304 × 1440 and makes the copies.
  const photo = await sharp({
    create: {
      width: 3000,
      height: 1875,
      channels: 3,
      background: '#4a7c59',
      noise: { type: 'gaussian', mean: 128, sigma: 20 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  const [pending] = await uploadThroughAdmin(owner, [
    { name: 'mark.jpg', mimeType: 'image/jpeg', buffer: photo },
  ]);
  expect(pending).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\.w400-800-1600-2304\.(webp|jpg)$/);

  const headers = await authHeaders(owner);
  const name = `Dronefoto – Mark ${Date.now().toString(36)}`;
  const product = await addPhotoProduct(request, headers, {
    name,
    description: 'Luftfotos af marken.',
    images: [pending!],
  });
  const image = product.images[0]!;
  const stem = image.replace(/\.(webp|jpg)$/, '');
  const extension = image.slice(stem.length);

  await openPage(page, `/product/${product.id}`);
  const shown = page
    .getByRole('region', { name: 'Galleri' })
    .getByRole('img', { name: `${name} – 1` });
  await expect(shown).toHaveAttribute(
    'srcset',
    `${stem}-400w${extension} 400w, ${stem}-800w${extension} 800w, ` +
      `${stem}-1600w${extension} 1600w, ${image} 2304w`,
  );
  await expect(shown).toHaveAttribute('sizes', '(min-width: 1024px) 40rem, 100vw');
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.currentSrc))
    .toMatch(/-400w\.(webp|jpg)$/);
  // Each file is as wide as its name says (the image itself fitted to 2304 × 1440).
  for (const [url, width] of [
    [`${stem}-400w${extension}`, 400],
    [`${stem}-800w${extension}`, 800],
    [`${stem}-1600w${extension}`, 1600],
    [image, 2304],
  ] as const) {
    const file = await request.get(url);
    expect(file.headers()['content-type'], url).toBe(
      `image/${extension === '.jpg' ? 'jpeg' : 'webp'}`,
    );
    expect((await sharp(await file.body()).metadata()).width, url).toBe(width);
  }

  const widths = [`${stem}-400w${extension}`, `${stem}-800w${extension}`, image];
  widths.push(`${stem}-1600w${extension}`);
  const deleted = await request.delete(`/api/admin/products/${product.id}`, { headers });
  expect(deleted.ok()).toBe(true);
  for (const url of widths) expect((await request.get(url)).status(), url).toBe(404);
});
