/**
 * Buying credits (issue 5): sign-in required, the stepper and presets, the purchase through
 * the local checkout page with its receipt (and its PDF), and then a booking paid with
 * credits only.
 */
import { readFile } from 'node:fs/promises';
import { pdfText } from '@tests/support/pdf-text';
import { expect, test } from './support/visitor-test';
import {
  bookFreeSlotUntilPayment,
  expectNoSeriousA11yViolations,
  manageBookingsLink,
  newCustomer,
  payButton,
  paymentMethod,
  profileBooking,
} from './booking-helpers';
import { openPage } from './support/open-page';

test.describe('credits', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a visitor is asked to sign in before buying', async ({ page }) => {
    await openPage(page, '/buy-credits');
    await expect(page.getByRole('heading', { name: 'Køb credits', level: 1 })).toBeVisible();
    const quantity = page.getByLabel('Antal credits');
    await expect(quantity).toHaveValue('100');
    await page.getByRole('button', { name: 'Læg 10 credits til' }).click();
    await expect(quantity).toHaveValue('110');
    await page.getByRole('button', { name: 'Træk 1 credit fra' }).click();
    await expect(quantity).toHaveValue('109');
    await page.getByRole('button', { name: '500 credits', exact: true }).click();
    await expect(quantity).toHaveValue('500');
    await expect(page.getByText('Pris:')).toContainText('500 kr');
    await quantity.fill('0');
    await expect(page.getByText('Du skal købe mindst 1 credit')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: '50 credits', exact: true }).click();

    await page.getByRole('button', { name: 'Køb 50 credits' }).click();
    await expect(page.getByText('Du skal være logget ind for at købe credits')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fbuy-credits$/);
  });

  test('buy 250 credits, then book paying with credits only', async ({ page, request }) => {
    await newCustomer(page, request, 'credits');
    await openPage(page, '/buy-credits');
    await expect(page.getByText('Din nuværende saldo: 0 credits')).toBeVisible();
    await page.getByRole('button', { name: '250 credits', exact: true }).click();
    await page.getByRole('button', { name: 'Køb 250 credits' }).click();

    await expect(page).toHaveURL(/\/_local\/checkout\//);
    await page.getByRole('button', { name: 'Betal', exact: true }).click();
    await expect(page.getByText('Credits købt succesfuldt!')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.locator('.profile-credits__value')).toHaveText('250');

    // The purchase's receipt (moms at the sale) in 'Indstillinger', and as a PDF.
    await openPage(page, '/profile?tab=settings');
    await page.getByRole('button', { name: /^Kvittering nr\. \d+ for 250 credits$/ }).click();
    const receipt = page.getByRole('dialog', { name: 'Kvittering' });
    await expect(receipt).toContainText('250 credits (1 credit = 1 kr)');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      receipt.getByRole('button', { name: /^Hent PDF: kvittering nr\. \d+$/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^kvittering-\d+\.pdf$/);
    const pdf = await pdfText(new Uint8Array(await readFile((await download.path())!)));
    expect(pdf).toContain('250 credits (1 credit = 1 kr)');
    expect(pdf).toContain('Heraf moms (25 %)');
    await receipt.getByRole('button', { name: 'Luk' }).first().click();

    const { date, time } = await bookFreeSlotUntilPayment(page, request, 3, '15:00');
    await expect(page.getByText('Du har 250 credits', { exact: false })).toBeVisible();
    await page.getByRole('radio', { name: 'Brug alle mulige credits' }).check();
    await expect(paymentMethod(page, 'Credits')).toBeChecked();
    await expect(page.getByTestId('order-total')).toContainText('0 kr');
    await expect(page.locator('.order-summary')).toContainText('Credits brugt');
    await expectNoSeriousA11yViolations(page);
    await payButton(page).click();

    await expect(page.getByText('Booking bekræftet! Betalt med credits.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/booking-confirmed\?booking=/);
    // The thank-you page says what paid it: the credits, and no kroner (issue 40).
    const booked = page.getByRole('region', { name: 'Det har du booket' });
    await expect(booked.getByRole('definition').filter({ hasText: '249 credits' })).toBeVisible();
    await expect(booked).toContainText('Credits brugt');
    await expect(booked).toContainText('Betalt i kroner');
    await expect(booked.getByText('0 kr', { exact: true })).toBeVisible();
    await expect(booked.getByText('249 kr', { exact: true })).toBeVisible();
    await manageBookingsLink(page).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(profileBooking(page, date, time)).toContainText('Betalt');
    await expect(page.locator('.profile-credits__value')).toHaveText('1');
  });

  test('custom credits that do not cover everything keep the card method', async ({
    page,
    request,
  }) => {
    await newCustomer(page, request, 'delvis');
    await openPage(page, '/buy-credits');
    await page.getByRole('button', { name: '50 credits', exact: true }).click();
    await page.getByRole('button', { name: 'Køb 50 credits' }).click();
    await page.getByRole('button', { name: 'Betal', exact: true }).click();
    await expect(page.getByText('Credits købt succesfuldt!')).toBeVisible();
    await expect(page.locator('.profile-credits__value')).toHaveText('50');

    await bookFreeSlotUntilPayment(page, request, 4, '09:30');
    await page.getByRole('radio', { name: 'Vælg antal credits' }).check();
    await page.getByLabel(/Antal credits/).fill('80');
    // Capped at the balance.
    await expect(page.getByLabel(/Antal credits/)).toHaveValue('50');
    await expect(page.getByText('Du har ikke nok credits til at dække hele beløbet')).toBeVisible();
    await expect(paymentMethod(page, 'Credits')).toHaveCount(0);
    await expect(paymentMethod(page, 'Kort')).toBeChecked();
    await expect(page.getByTestId('order-total')).toContainText('199 kr');
    await expect(page.getByTestId('order-total').locator('del')).toHaveText('249 kr');
  });
});
