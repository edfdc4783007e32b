/**
 * axe-core in Chromium on every public page: no serious or critical violations.
 *
 * axe only checks what assistive technology can reach. While the loading overlay is up the
 * page lies `inert` under it, and axe skips it as hidden, so every check waits for the site
 * to be ready (`openPage`) and then for the page's own data to be on screen: a check that
 * ran earlier would pass without having looked at the page.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/visitor-test';
import { demoProducts } from '@infra/local/seed/demo-data';
import { openPage } from './support/open-page';

const firstProduct = demoProducts[0]!.name;

/** Each public page and the state that shows its data has arrived. */
const publicPages: Record<string, (page: Page) => Promise<void>> = {
  '/': (page) => expect(page.getByRole('heading', { name: firstProduct })).toBeVisible(),
  '/products': (page) => expect(page.getByRole('heading', { name: firstProduct })).toBeVisible(),
  '/product/1': (page) =>
    expect(page.getByRole('heading', { name: firstProduct, level: 1 })).toBeVisible(),
  '/portfolio': (page) => expect(page.getByRole('main').getByRole('article').first()).toBeVisible(),
  '/ratings': (page) => expect(page.getByRole('main').getByRole('article').first()).toBeVisible(),
  '/contact': (page) =>
    expect(page.getByRole('heading', { name: 'Kontakt os', level: 1 })).toBeVisible(),
  '/coverage': (page) => expect(page.getByRole('heading', { name: 'Vores områder' })).toBeVisible(),
  '/search?q=bolig': (page) => expect(page.getByText(/resultater? for "bolig"/)).toBeVisible(),
  '/login': (page) =>
    expect(page.getByRole('button', { name: 'Log ind', exact: true })).toBeVisible(),
  '/signup': (page) => expect(page.getByRole('button', { name: 'Opret konto' })).toBeVisible(),
  '/reset-password': (page) => expect(page.getByLabel('E-mail', { exact: true })).toBeVisible(),
  '/unsubscribe': (page) =>
    expect(page.getByRole('heading', { name: 'Ugyldigt afmeldingslink' })).toBeVisible(),
  '/denne-side-findes-ikke': (page) =>
    expect(page.getByRole('heading', { name: 'Siden blev ikke fundet' })).toBeVisible(),
};

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const [path, pageShown] of Object.entries(publicPages)) {
  test(`no serious or critical accessibility violations on ${path}`, async ({ page }) => {
    await openPage(page, path);
    await pageShown(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the check itself catches a violation (an image without alt text)', async ({ page }) => {
  await openPage(page, '/contact');
  await publicPages['/contact']!(page);
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = '/favicon.svg';
    document.querySelector('main')?.append(img);
  });
  const results = await new AxeBuilder({ page }).withRules(['image-alt']).analyze();
  expect(results.violations.map((v) => v.id)).toContain('image-alt');
});
