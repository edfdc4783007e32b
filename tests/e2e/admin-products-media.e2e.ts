/**
 * The owner runs the catalogue's pictures (issue 13): a product made with two uploaded images
 * and a YouTube video, seen on /products and in its gallery; a price change reaching an open
 * /products without a reload; deletion after confirmation; portfolio add, rename, delete; an
 * external image uploaded, its URL copied and opened, then deleted with its file; axe on the
 * three tabs.
 */
import type { Browser } from '@playwright/test';
import { expect, test } from './support/visitor-test';
import { expectNoSeriousA11yViolations } from './booking-helpers';
import { pngFile } from './support/images';
import { openPage } from './support/open-page';
import {
  cardTitled,
  deleteAfterConfirming,
  expectAddFormsAccessible,
  ownerPage,
  uploadImage,
} from './support/owner';

/** The owner, allowed to use the clipboard ('Kopiér link'). */
const adminPage = (browser: Browser) =>
  ownerPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] });

test.describe('products, portfolio and external images', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a product with two uploaded images and a YouTube video: on /products, in its gallery, priced live, deleted', async ({
    browser,
    page,
  }) => {
    const name = `Dronefoto – Gård ${Date.now().toString(36)}`;
    await openPage(page, '/products');

    const owner = await adminPage(browser);
    await openPage(owner, '/admin?tab=produkter');
    await owner.getByRole('button', { name: 'Tilføj produkt' }).click();
    const form = owner.getByRole('form', { name: 'Tilføj produkt' });
    await form.getByLabel('Navn').fill(name);
    await form.getByLabel('Pris (kr)').fill('1299');
    await form.getByLabel('Beskrivelse').fill('Luftfotos af gården og markerne.');
    await form.getByRole('button', { name: 'Gem', exact: true }).click();
    // The problem stands at the uploader, and goes with the first upload (no stale error).
    const uploader = form.getByRole('group', { name: 'Billeder og videoer' });
    await expect(uploader).toContainText('Tilføj mindst ét billede');
    await expect(form.getByRole('alert')).toHaveCount(0);

    await uploadImage(uploader, await pngFile('gaard-1.png', '#4a7c59'));
    await expect(uploader).not.toContainText('Tilføj mindst ét billede');
    await expect(form.locator('.admin-field__error, .uploader__error')).toHaveCount(0);
    // The new picture shows once: in the form's list, not again as the uploader's preview.
    await expect(form.getByRole('img')).toHaveCount(1);
    await uploadImage(uploader, await pngFile('gaard-2.png', '#c2a878'));
    await uploader.getByRole('radio', { name: 'YouTube' }).check();
    await uploader.getByLabel('YouTube-link').fill('nope');
    await uploader.getByRole('button', { name: 'Tilføj video' }).click();
    await expect(uploader.getByRole('status')).toHaveText('Linket er ikke en gyldig YouTube-video');
    await uploader.getByLabel('YouTube-link').fill('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
    await uploader.getByRole('button', { name: 'Tilføj video' }).click();
    await expect(uploader.getByRole('status')).toHaveText('YouTube-video tilføjet');
    await expect(
      form.getByRole('list', { name: 'Billeder og videoer' }).getByRole('listitem'),
    ).toHaveCount(3);
    await form.getByRole('button', { name: 'Gem', exact: true }).click();
    await expect(owner.getByText('Produkt tilføjet')).toBeVisible();
    await expect(cardTitled(owner, name)).toContainText('1.299 kr');

    // The visitor's open /products shows the new product without a reload.
    const card = cardTitled(page, name);
    await expect(card).toContainText('1.299 kr');
    await card.getByRole('link', { name: new RegExp(`Se detaljer.*${name}`) }).click();
    const gallery = page.getByRole('region', { name: 'Galleri' });
    await expect(gallery.getByRole('button', { name: /^Vis billede \d$/ })).toHaveCount(3);
    await expect(gallery.locator('img').first()).toHaveAttribute('src', /\/media\/products\//);
    await gallery.getByRole('button', { name: 'Vis billede 3' }).click();
    await expect(gallery).toContainText('3 / 3');

    // A price change reaches an open /products live.
    await openPage(page, '/products');
    await expect(cardTitled(page, name)).toContainText('1.299 kr');
    await cardTitled(owner, name).getByRole('button', { name: 'Rediger' }).click();
    const edit = owner.getByRole('form', { name: 'Rediger produkt' });
    await edit.getByLabel('Pris (kr)').fill('1499');
    await edit.getByRole('button', { name: 'Gem', exact: true }).click();
    await expect(owner.getByText('Produkt opdateret')).toBeVisible();
    await expect(cardTitled(page, name)).toContainText('1.499 kr');

    await cardTitled(owner, name).getByRole('button', { name: 'Slet' }).click();
    const dialog = owner.getByRole('alertdialog');
    await expect(dialog).toContainText(`Er du sikker på at du vil slette '${name}'?`);
    await dialog.getByRole('button', { name: 'Slet' }).click();
    await expect(owner.getByText('Produkt slettet')).toBeVisible();
    await expect(cardTitled(page, name)).toHaveCount(0);
  });

  test('portfolio: stats, add with an upload, rename, delete', async ({ browser }) => {
    const owner = await adminPage(browser);
    await openPage(owner, '/admin?tab=portfolio');
    const stats = owner.getByRole('list', { name: 'Portfolio' }).first();
    await expect(stats).toContainText('Billeder i alt');
    const title = `Fjorden ${Date.now().toString(36)}`;
    await owner.getByRole('button', { name: 'Tilføj billede' }).click();
    const form = owner.getByRole('form', { name: 'Tilføj billede' });
    await form.getByLabel('Titel').fill(title);
    await form.getByRole('button', { name: 'Gem', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText('Udfyld alle felter');
    await uploadImage(
      form.getByRole('group', { name: 'Billede eller video' }),
      await pngFile('fjord.png', '#2b6cb0'),
    );
    await form.getByRole('button', { name: 'Gem', exact: true }).click();
    await expect(owner.getByText('Billede tilføjet')).toBeVisible();

    const card = cardTitled(owner, title);
    await card.getByRole('button', { name: 'Rediger' }).click();
    const edit = owner.getByRole('form', { name: 'Rediger billede' });
    await edit.getByLabel('Titel').fill(' ');
    await edit.getByRole('button', { name: 'Gem', exact: true }).click();
    await expect(edit.getByRole('alert')).toHaveText('Titel er påkrævet');
    await edit.getByLabel('Titel').fill(`${title} om aftenen`);
    await edit.getByRole('button', { name: 'Gem', exact: true }).click();
    await expect(owner.getByText('Billede opdateret')).toBeVisible();

    const renamed = cardTitled(owner, `${title} om aftenen`);
    await deleteAfterConfirming(owner, renamed);
    await expect(owner.getByText('Billede slettet')).toBeVisible();
    await expect(renamed).toHaveCount(0);
  });

  test('an external image: uploaded, URL copied and opened, deleted with its file', async ({
    browser,
    request,
  }) => {
    const owner = await adminPage(browser);
    await openPage(owner, '/admin?tab=eksterne-billeder');
    const uploader = owner.getByRole('group', { name: 'Upload billede' });
    await uploader.getByLabel('Vælg fil').setInputFiles({
      name: 'noter.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('ikke et billede'),
    });
    await expect(uploader.getByRole('status')).toHaveText('Kun billedfiler er tilladt');

    await uploader.getByLabel('Vælg fil').setInputFiles(await pngFile('logo.png', '#b91c1c'));
    await expect(owner.getByText('Billede uploadet', { exact: true })).toBeVisible();
    const card = cardTitled(owner, 'logo.webp');
    await expect(card).toBeVisible();
    await expect(card).toContainText(/\d+,\d\d (Bytes|KB)/);

    await card.getByRole('button', { name: 'Kopiér link' }).click();
    await expect(card.getByRole('button', { name: 'Kopieret' })).toBeVisible();
    await expect(owner.getByText('Link kopieret til udklipsholder')).toBeVisible();
    const copied = await owner.evaluate(() => navigator.clipboard.readText());
    // A 1200 px picture comes with 400 and 800 px copies (decision 0024).
    expect(copied).toMatch(
      /^http:\/\/localhost:\d+\/media\/external\/[\w-]+\.w400-800-1200\.webp$/,
    );
    const copy = copied.replace(/\.webp$/, '-400w.webp');
    expect((await request.get(copy)).status()).toBe(200);
    await expect(card.getByRole('button', { name: 'Kopiér link' })).toBeVisible();

    const opened = await request.get(copied);
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toMatch(/^image\//);

    await deleteAfterConfirming(owner, card);
    await expect(owner.getByText('Billede slettet')).toBeVisible();
    await expect(card).toHaveCount(0);
    expect((await request.get(copied)).status()).toBe(404);
    expect((await request.get(copy)).status()).toBe(404);
  });

  test('axe: no serious or critical violations on the three tabs and their forms', async ({
    browser,
  }) => {
    const owner = await adminPage(browser);
    await expectAddFormsAccessible(owner, [
      ['produkter', 'Tilføj produkt'],
      ['portfolio', 'Tilføj billede'],
    ]);
    await openPage(owner, '/admin?tab=eksterne-billeder');
    await expect(owner.getByRole('group', { name: 'Upload billede' })).toBeVisible();
    await expect(owner.getByText(/^\d+ billeder$/)).toBeVisible();
    await expectNoSeriousA11yViolations(owner);
  });
});
