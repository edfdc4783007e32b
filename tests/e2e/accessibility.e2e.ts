/**
 * axe-core in Chromium on every public page: no serious or critical violations.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const publicPages = [
  '/',
  '/products',
  '/product/1',
  '/portfolio',
  '/ratings',
  '/contact',
  '/coverage',
  '/search?q=bolig',
  '/login',
  '/signup',
  '/reset-password',
  '/unsubscribe',
  '/denne-side-findes-ikke',
];

for (const path of publicPages) {
  test(`no serious or critical accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.locator('main').first().waitFor();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
      .analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  });
}

test('the check itself catches a violation (an image without alt text)', async ({ page }) => {
  await page.goto('/contact');
  await page.locator('main').first().waitFor();
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = '/favicon.svg';
    document.querySelector('main')?.append(img);
  });
  const results = await new AxeBuilder({ page }).withRules(['image-alt']).analyze();
  expect(results.violations.map((v) => v.id)).toContain('image-alt');
});
