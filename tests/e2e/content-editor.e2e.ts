/**
 * The owner edits the site in place (issue 15): a text edited where it appears reaches a
 * visitor's open page live; the primary colour changes every visitor's buttons; items are
 * added once, and deleted after the confirmation; markup stays text; visitors never download
 * the editor.
 */
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/visitor-test';
import { expectNoSeriousA11yViolations, newCustomer } from './booking-helpers';
import { openPage, openVisitorPage } from './support/open-page';
import { pngFile } from './support/images';
import {
  authHeaders,
  editInPlace,
  ownerPage,
  startEditingInPlace,
  uploadImage,
} from './support/owner';

/** The hero title as written ({area}: the active zones) and as a visitor reads it. */
const writtenTitle = 'Professionelle dronebilleder og -videoer {area}';
const defaultTitle = 'Professionelle dronebilleder og -videoer i Aarhus og København';

const visitorHome = (browser: Browser) => openVisitorPage(browser, '/');

async function openEditor(page: Page) {
  await page.getByRole('button', { name: 'Rediger indhold' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rediger sidens indhold' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('content editor', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a hero title edited in place reaches a visitor’s open page without reload', async ({
    browser,
  }) => {
    const visitor = await visitorHome(browser);
    const heading = visitor.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(defaultTitle);
    // Visitors have no editor and download none of its code.
    await expect(visitor.getByRole('button', { name: 'Rediger indhold' })).toHaveCount(0);

    const page = await ownerPage(browser);
    await startEditingInPlace(page, '/');
    // Escape cancels without saving.
    const editTitle = { name: 'Rediger Forsidens overskrift', exact: true };
    await page.getByRole('button', editTitle).click();
    await page.getByRole('textbox', editTitle).fill('Ikke gemt');
    await page.getByRole('textbox', editTitle).press('Escape');
    await expect(page.getByRole('button', editTitle)).toBeFocused();

    const title = `Luftfoto af høj kvalitet ${Date.now()}`;
    await editInPlace(page, 'Forsidens overskrift', title, 'enter');
    await expect(heading).toHaveText(title, { timeout: 20_000 });

    await editInPlace(page, 'Forsidens overskrift', writtenTitle);
    await expect(heading).toHaveText(defaultTitle, { timeout: 20_000 });
    await page.context().close();
    await visitor.context().close();
  });

  test('the hero image changed in place through the uploader reaches a visitor’s open page', async ({
    browser,
  }) => {
    const visitor = await visitorHome(browser);
    const heroImage = visitor.locator('img.hero__image');
    // The demo site has no hero image: the drone illustration shows.
    await expect(heroImage).toHaveCount(0);

    const page = await ownerPage(browser);
    await startEditingInPlace(page, '/');
    await page.getByRole('button', { name: 'Skift billede: Forsidens topbillede' }).click();
    const dialog = page.getByRole('dialog', { name: 'Skift billede' });
    await expect(dialog.getByRole('button', { name: 'Gem', exact: true })).toBeDisabled();
    await uploadImage(dialog, await pngFile('kyst.png', '#0e7490', { width: 1600, height: 900 }));
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Gem', exact: true }).click();
    await expect(page.getByText('Indhold opdateret').first()).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // The owner's picture comes in the widths made at upload (its key names them): a srcset.
    await expect(heroImage).toHaveAttribute(
      'src',
      /^\/media\/content\/[\w-]+(\.w[\d-]+)?\.(webp|jpg)$/,
      { timeout: 20_000 },
    );
    await expect(heroImage).toHaveAttribute('srcset', / 400w/);

    // Back to no image, through the editor's dialog.
    const editor = await openEditor(page);
    await editor.getByRole('button', { name: 'Rediger Forsidens topbillede' }).click();
    await editor.getByRole('textbox', { name: 'Værdi' }).fill('');
    await editor.getByRole('button', { name: 'Gem', exact: true }).click();
    await expect(heroImage).toHaveCount(0, { timeout: 20_000 });
    await page.context().close();
    await visitor.context().close();
  });

  test('primary-color #B91C1C turns a visitor’s primary buttons red, and back', async ({
    browser,
  }) => {
    const visitor = await visitorHome(browser);
    const button = visitor.getByRole('link', { name: 'Se vores tjenester' }).first();
    const background = () => button.evaluate((el) => getComputedStyle(el).backgroundColor);
    await expect.poll(background).toBe('rgb(29, 78, 216)');

    const page = await ownerPage(browser);
    await openPage(page, '/');
    const dialog = await openEditor(page);
    await dialog.getByRole('tab', { name: 'Farver' }).click();
    await dialog.getByRole('button', { name: 'Rediger Primær farve' }).click();
    const value = dialog.getByRole('textbox', { name: 'Værdi' });
    await value.fill('#FDE047');
    await expect(dialog.getByText(/Lav kontrast: 1,\d:1 mod hvid baggrund/)).toBeVisible();
    await value.fill('#B91C1C');
    await expect(dialog.getByText(/Kontrasten er god/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Gem', exact: true }).click();
    await expect(page.getByText('Indhold opdateret').first()).toBeVisible();
    await expect.poll(background, { timeout: 20_000 }).toBe('rgb(185, 28, 28)');

    await dialog.getByRole('button', { name: 'Rediger Primær farve' }).click();
    await dialog.getByRole('textbox', { name: 'Værdi' }).fill('#1D4ED8');
    await dialog.getByRole('button', { name: 'Gem', exact: true }).click();
    await expect.poll(background, { timeout: 20_000 }).toBe('rgb(29, 78, 216)');
    await page.context().close();
    await visitor.context().close();
  });

  test('an item is added once, then deleted after the confirmation', async ({ browser }) => {
    const page = await ownerPage(browser);
    await openPage(page, '/contact');
    const dialog = await openEditor(page);
    await dialog.getByRole('tab', { name: 'Kontaktside' }).click();
    const stamp = Date.now();
    const key = `kontakt-note-${stamp}`;
    // An entry the owner adds is titled by its description, not by its key.
    const note = `Note om ferielukning ${stamp}`;

    const add = async () => {
      await dialog.getByRole('button', { name: 'Tilføj indhold' }).click();
      const form = dialog.getByRole('form', { name: 'Nyt indhold' });
      await form.getByLabel('Nøgle').fill(key);
      await form.getByLabel('Værdi').fill('Vi holder lukket i uge 29.');
      await form.getByLabel('Beskrivelse').fill(note);
      await form.getByRole('button', { name: 'Tilføj indhold' }).click();
      return form;
    };
    const emptyForm = dialog.getByRole('button', { name: 'Tilføj indhold' });
    await emptyForm.click();
    await dialog
      .getByRole('form', { name: 'Nyt indhold' })
      .getByRole('button', { name: 'Tilføj indhold' })
      .click();
    await expect(dialog.getByText('Udfyld alle felter')).toBeVisible();
    await dialog.getByRole('button', { name: 'Annuller' }).click();

    await add();
    await expect(page.getByText('Indhold tilføjet')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: note })).toBeVisible();
    const again = await add();
    await expect(again.getByText('Denne nøgle findes allerede')).toBeVisible();
    await again.getByRole('button', { name: 'Annuller' }).click();

    await dialog.getByRole('button', { name: `Slet ${note}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(
      'Er du sikker på at du vil slette dette indhold? Denne handling kan ikke fortrydes.',
    );
    await confirm.getByRole('button', { name: 'Slet' }).click();
    await expect(page.getByText('Indhold slettet')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: note })).toHaveCount(0);
    await page.context().close();
  });

  test('markup typed into a text shows as text: no dialog, no element', async ({ browser }) => {
    const page = await ownerPage(browser);
    await startEditingInPlace(page, '/');
    const attack = '<img src=x onerror=alert(1)>';
    const visitor = await visitorHome(browser);
    let alerted = false;
    visitor.on('dialog', async (dialog) => {
      alerted = true;
      await dialog.dismiss();
    });
    try {
      await editInPlace(page, 'Forsidens tekst under overskriften', attack);
      await expect(visitor.getByText(attack)).toBeVisible({ timeout: 20_000 });
      expect(await visitor.locator('img[src="x"]').count()).toBe(0);
      expect(alerted).toBe(false);
    } finally {
      await editInPlace(
        page,
        'Forsidens tekst under overskriften',
        'Vi fanger din bolig, virksomhed eller begivenhed fra luften – skarpt, sikkert og hurtigt leveret.',
      );
    }
    await page.context().close();
    await visitor.context().close();
  });

  test('a customer’s token on each content write route gets 403 with the Danish message', async ({
    page,
    request,
  }) => {
    // The admin's own session proves the routes accept an admin; a customer is refused.
    await newCustomer(page, request, 'indhold');
    const headers = await authHeaders(page);
    const answers = [
      await request.post('/api/content', {
        headers,
        data: { key: 'x-y', value: 'x', description: 'y' },
      }),
      await request.put('/api/content/hero-title', { headers, data: { value: 'Hacket' } }),
      await request.delete('/api/content/hero-title', { headers }),
    ];
    expect(
      await Promise.all(answers.map(async (a) => [a.status(), (await a.json()).error])),
    ).toEqual([
      [403, 'Du har ikke tilladelse til at tilføje indhold'],
      [403, 'Du har ikke tilladelse til at redigere indhold'],
      [403, 'Du har ikke tilladelse til at slette indhold'],
    ]);
  });
});
