/**
 * 'Download mine data' (issue 17, GDPR articles 15 and 20): a customer downloads a JSON file
 * of their own data from the profile's settings.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/visitor-test';
import { expectNoSeriousA11yViolations, newCustomer } from './booking-helpers';
import { openPage } from './support/open-page';

test("a customer downloads their own data as JSON from the profile's settings", async ({
  page,
  request,
}) => {
  const customer = await newCustomer(page, request, 'mine-data');
  await openPage(page, '/profile?tab=settings');
  await expect(page.getByRole('heading', { name: 'Mine data' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download mine data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^mine-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await file.path())!, 'utf8')) as {
    profile: { email: string };
    bookings: unknown[];
  };
  expect(data.profile.email).toBe(customer.email);
  expect(data.bookings).toEqual([]);
});
