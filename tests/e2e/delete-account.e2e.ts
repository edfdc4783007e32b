/**
 * 'Slet min konto' (issue 17, GDPR article 17): a new customer opens the dialog on the
 * profile's settings (keyboard: Escape keeps the account and gives focus back), deletes the
 * account, lands signed out on the front page, and cannot sign in again.
 */
import { expect, test } from './support/visitor-test';
import { expectNoSeriousA11yViolations, newCustomer } from './booking-helpers';
import { openPage } from './support/open-page';

test('a customer deletes their account and cannot sign in again', async ({ page, request }) => {
  const customer = await newCustomer(page, request, 'slet-konto');
  await openPage(page, '/profile?tab=settings');
  await expect(page.getByRole('heading', { name: 'Slet min konto' })).toBeVisible();

  // The dialog says what happens; Escape keeps the account and gives focus back.
  const open = page.getByRole('button', { name: 'Slet min konto' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Vil du slette din konto?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/bogføringsloven kræver det/)).toBeVisible();
  await expect(dialog.getByText(/kommende bookinger bliver aflyst/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();

  // Opened from the keyboard, confirmed.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const deleted = page.waitForResponse(
    (response) => response.url().endsWith('/api/me/delete') && response.status() === 200,
  );
  await dialog.getByRole('button', { name: 'Ja, slet min konto' }).click();
  await deleted;
  await expect(page.getByText('Din konto er slettet')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Log ind' }).first()).toBeVisible();

  // The account is gone: signing in fails.
  await openPage(page, '/login');
  await page.getByLabel('E-mail', { exact: true }).fill(customer.email);
  await page.getByLabel('Adgangskode', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Log ind', exact: true }).click();
  await expect(page.getByText('Forkert email eller adgangskode').first()).toBeVisible();
});
