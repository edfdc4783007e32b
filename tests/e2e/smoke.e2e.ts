import { expect, test } from './support/visitor-test';
import { demoProducts } from '@infra/local/seed/demo-data';
import { openPage } from './support/open-page';

test('home shows the seeded products', async ({ page }) => {
  await openPage(page, '/');
  for (const product of demoProducts) {
    await expect(page.getByRole('heading', { name: product.name })).toBeVisible();
  }
});

test('the front page says where we fly with the active zones, not "all of Denmark"', async ({
  page,
}) => {
  await openPage(page, '/');
  await expect(page.getByText(/^Vi flyver i .*Aarhus/)).toBeVisible();
  await expect(page.getByText('Vi dækker hele Danmark')).toHaveCount(0);
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await openPage(page, '/denne-side-findes-ikke');
  await expect(page.getByRole('heading', { name: 'Siden blev ikke fundet' })).toBeVisible();
  await page.getByRole('link', { name: /forsiden/i }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('deep links are served by the SPA and the mailbox answers JSON', async ({ page, request }) => {
  const response = await openPage(page, '/products');
  expect(response?.status()).toBe(200);
  const mail = await request.get('/_local/mail');
  expect(mail.ok()).toBe(true);
  expect(Array.isArray(await mail.json())).toBe(true);
});
