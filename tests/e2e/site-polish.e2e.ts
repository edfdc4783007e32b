/**
 * Rough edges a new user found walking the site (issue 16, points 10, 11, 13, 16 and 17),
 * each checked where it showed: scroll position of a newly typed address, the booking
 * confirmation under the sticky navbar on a phone, a slot taken while the customer looks at
 * it, console noise (preloads not used, a 401 after logging out), and the footer's links for
 * a signed-in customer.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/visitor-test';
import {
  bookableDate,
  bookUntilPayment,
  chooseSlot,
  enterAddress,
  newCustomer,
  payButton,
  paymentMethod,
  singlePhotoProductId,
  slotRadio,
} from './booking-helpers';
import { openPage } from './support/open-page';

const quickLinks = (page: Page) => page.getByRole('navigation', { name: 'Genveje' });

test('a newly typed address opens at the top, not where the last page was scrolled', async ({
  page,
}) => {
  await openPage(page, '/products');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await openPage(page, '/contact');
  await expect(page.getByRole('heading', { name: 'Kontakt os', level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('no unused preloads: every stylesheet and module the page preloads is used', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (
      /credentials mode does not match|was preloaded using link preload but not used/.test(
        message.text(),
      )
    )
      warnings.push(message.text());
  });
  for (const path of ['/', '/products', '/coverage']) {
    await openPage(page, path);
    await page.waitForLoadState('networkidle');
  }
  expect(warnings).toEqual([]);
});

test('a signed-in customer sees no log-in links in the footer, and logging out asks the API nothing it refuses', async ({
  page,
  request,
}) => {
  await newCustomer(page, request, 'fod');
  await openPage(page, '/');
  await expect(quickLinks(page).getByRole('link', { name: 'Kontakt' })).toBeVisible();
  await expect(quickLinks(page).getByRole('link', { name: 'Log ind' })).toHaveCount(0);
  await expect(quickLinks(page).getByRole('link', { name: 'Opret konto' })).toHaveCount(0);

  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() === 401) refused.push(response.url());
  });
  await page.getByRole('button', { name: /^Konto/ }).click();
  await page.getByRole('button', { name: 'Log ud' }).click();
  await expect(page.getByText('Du er nu logget ud')).toBeVisible();
  await expect(quickLinks(page).getByRole('link', { name: 'Log ind' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);
});

test('a slot booked by someone else while the customer looks at it is said to be gone', async ({
  page,
  browser,
  request,
}) => {
  const time = '11:30';
  const date = await bookableDate(request, 9, time);
  await newCustomer(page, request, 'kigger');
  await openPage(page, `/booking/${singlePhotoProductId}`);
  await enterAddress(page);
  await chooseSlot(page, date, time);
  await expect(slotRadio(page, time)).toBeChecked();

  // Someone else books it on a phone; their confirmation is not hidden by the navbar.
  const phone = await browser.newContext({ viewport: { width: 375, height: 667 } });
  const other = await phone.newPage();
  await newCustomer(other, request, 'hurtig');
  await bookUntilPayment(other, { date, time });
  await paymentMethod(other, 'Kontant').check();
  await payButton(other).click();
  const heading = other.getByRole('heading', { name: 'Tak for din booking!', level: 1 });
  await expect(heading).toBeVisible();
  const navbar = await other.getByRole('banner').boundingBox();
  const top = await heading.boundingBox();
  expect(top!.y).toBeGreaterThanOrEqual(navbar!.y + navbar!.height);
  await phone.close();

  await expect(page.getByRole('alert')).toContainText(
    'Dette tidspunkt er desværre ikke længere ledigt',
  );
  await expect(slotRadio(page, time)).toHaveCount(0);
});

test('on a phone a toast leaves the logo and the menu button free', async ({
  browser,
  request,
}) => {
  const phone = await browser.newContext({ viewport: { width: 375, height: 667 } });
  const page = await phone.newPage();
  await newCustomer(page, request, 'telefon');
  const toast = page.getByText('Du er nu logget ind!');
  await expect(toast).toBeVisible();
  const navbar = (await page.getByRole('banner').boundingBox())!;
  const box = (await toast.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(navbar.y + navbar.height);
  await phone.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('the coverage map is tall enough and its zone names do not overlap', async ({ page }) => {
    await openPage(page, '/coverage');
    const map = page.locator('.coverage-map');
    await expect(map.locator('[data-zone-name]').first()).toBeAttached();
    expect((await map.boundingBox())!.height).toBeGreaterThanOrEqual(350);
    await expect(page.locator('.coverage-map__label')).toHaveCount(0);
  });

  test('the profile tabs fit, the times flow with the page, and the order summary comes before the pay button', async ({
    page,
    request,
  }) => {
    const time = '10:30';
    const date = await bookableDate(request, 10, time);
    await newCustomer(page, request, 'mobil');
    // The profile's tabs wrap instead of running off the screen.
    await openPage(page, '/profile');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(4);
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    await openPage(page, `/booking/${singlePhotoProductId}`);
    await enterAddress(page);
    await chooseSlot(page, date, time);
    const options = page.locator('.slot-list__options');
    const overflow = await options.evaluate((el) => getComputedStyle(el).overflowY);
    expect(overflow).toBe('visible');

    await bookUntilPayment(page, { date, time });
    const summary = (await page.getByRole('heading', { name: 'Ordreoversigt' }).boundingBox())!;
    const pay = (await payButton(page).boundingBox())!;
    expect(summary.y).toBeLessThan(pay.y);
    // The line above the total runs unbroken from its label to its amount.
    const label = (await page.locator('dt.summary-list__total').boundingBox())!;
    const amount = (await page.locator('dd.summary-list__total').boundingBox())!;
    expect(Math.abs(amount.x - (label.x + label.width))).toBeLessThan(1);
  });
});
