/**
 * The impatient visitor (issue 40): on a phone (390 × 844, touch, 4× slower CPU, a slow 4G
 * link) a person acts as soon as the page shows, before its code has arrived. Nothing here
 * waits for the app (`openPage`, `data-hydrated`) before acting: a form sent at once is
 * answered by the page renderer or the API, a filter tapped at once is a page load, and what
 * was typed before the app started is still in the field once it has; 'Betal nu' tapped at
 * once in a locked gallery from the delivery mail goes to the checkout.
 */
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './support/visitor-test';
import {
  aarhusAddress,
  awaitMail,
  bookByApi,
  freeStart,
  newCustomer,
  uniqueEmail,
} from './booking-helpers';
import { deliverGallery } from './support/gallery-delivery';
import { galleryFilesOnDisk, photosByApi } from './support/gallery-files';
import { ownerWithApi } from './support/owner';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/**
 * Chromium's DevTools 'Slow 4G' (562.5 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, at
 * 90 % of the nominal rates) and a CPU four times slower, as Lighthouse's phone.
 */
async function asPhone(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
    uploadThroughput: ((750 * 1000) / 8) * 0.9,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

/** Opens the page and goes on as soon as its first bytes are in: the visitor acts on sight. */
async function arrive(page: Page, path: string): Promise<void> {
  await asPhone(page);
  await page.goto(path, { waitUntil: 'commit' });
}

/** What a person sees once the app runs on /coverage: the map's zoom buttons (Leaflet). */
const mapIsLive = (page: Page) => page.getByRole('button', { name: 'Zoom ind' });

// A slow phone's page loads and the server's answers: more than the usual ten seconds.
const slow = { timeout: 30_000 };

test.describe('the impatient visitor on a slow phone', () => {
  test.describe.configure({ timeout: 90_000 });

  test('an address typed and sent at once on /coverage gets its answer', async ({ page }) => {
    await arrive(page, '/coverage');
    const field = page.getByLabel('Adresse', { exact: true });
    await field.fill(aarhusAddress);
    await field.press('Enter');

    const status = page.getByRole('status').filter({ hasText: 'denne adresse' });
    await expect(status).toContainText('Vi dækker denne adresse', slow);
    await expect(status).toContainText(/Adressen er \d+,\d km fra vores base/);
    await expect(page).toHaveURL(/\/coverage\?address=Vestergade/);
    // Once the app runs, the answer, the address and the covering zone are all still there.
    await expect(mapIsLive(page)).toBeVisible(slow);
    await expect(field).toHaveValue(aarhusAddress);
    await expect(status).toContainText('Vi dækker denne adresse');
    await expect(page.getByRole('button', { name: /^Aarhus/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('a filter tapped at once filters, also after the app has started', async ({ page }) => {
    await arrive(page, '/products');
    const filters = page.getByRole('group', { name: 'Filtrer tjenester' });
    const cards = page.getByRole('main').getByRole('article');
    // By its text: whatever element the filter is, the visitor taps what reads 'Billeder'.
    await filters.getByText('Billeder', { exact: true }).tap();

    await expect(cards).toHaveCount(3, slow);
    await expect(page).toHaveURL(/\/products\?type=photo$/);
    await expect(page.getByRole('heading', { name: 'Dronevideo – Event' })).toHaveCount(0);
    // After the app has started (checked here, not waited for before acting): still three,
    // and the app keeps the next filter in the address too.
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1, slow);
    await expect(cards).toHaveCount(3);
    await filters.getByText('Optagelser', { exact: true }).tap();
    await expect(cards).toHaveCount(2, slow);
    await expect(page).toHaveURL(/\/products\?type=video$/);
  });

  test('the newsletter sign-up sent at once is accepted and mailed', async ({ page, request }) => {
    const email = uniqueEmail('utaalmodig');
    await arrive(page, '/contact');
    const field = page.getByLabel('E-mailadresse');
    await field.fill(email);
    await field.press('Enter');

    await expect(page.getByRole('status').filter({ hasText: 'Tak!' })).toHaveText(
      'Tak! Vi har sendt dig en e-mail. Klik på linket i den for at bekræfte din tilmelding.',
      slow,
    );
    await awaitMail(
      request,
      email,
      (mail) => mail.subject === 'Bekræft din tilmelding til vores nyhedsbrev',
      'the sign-up sent before the app started is confirmed by mail',
    );
  });

  test('text typed before the app starts is still in the field after, and the app sends it', async ({
    page,
  }) => {
    await arrive(page, '/coverage');
    const field = page.getByLabel('Adresse', { exact: true });
    await field.pressSequentially(aarhusAddress);
    // The visitor sees the map come alive, then checks the field and sends it.
    await expect(mapIsLive(page)).toBeVisible(slow);
    await expect(field).toHaveValue(aarhusAddress);
    const asked = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/coverage/check'),
    );
    await field.press('Enter');
    // The app answered in place (its own request), with the address as typed.
    expect((await asked).postDataJSON()).toEqual({ address: aarhusAddress });
    await expect(page.getByRole('status').filter({ hasText: 'denne adresse' })).toContainText(
      'Vi dækker denne adresse',
      slow,
    );
    await expect(field).toHaveValue(aarhusAddress);
  });

  test("'Betal nu' tapped at once in a locked gallery from the mail goes to the checkout", async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(180_000);
    // Set up by API: an unpaid cash booking, payment before download, two photos, delivered.
    const customer = await newCustomer(page, request, 'utaalmodig');
    const start = await freeStart(request, { daysAhead: 16, from: '10:00' });
    const { booking } = await bookByApi(page, request, { ...start, method: 'cash' });
    const { owner, ownerHeaders } = await ownerWithApi(browser);
    const locked = await request.put(`/api/admin/bookings/${booking.id}/download-payment`, {
      headers: ownerHeaders,
      data: { download_payment: 'required' },
    });
    expect(locked.ok(), await locked.text()).toBe(true);
    const { photos } = await galleryFilesOnDisk(1024);
    await photosByApi(request, ownerHeaders, booking.id, photos.slice(0, 2));
    const { url } = await deliverGallery(request, ownerHeaders, booking.id, customer.email);
    await owner.context().close();

    // The customer, not signed in, taps 'Betal nu' as soon as it shows.
    const visitorContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const visitor = await visitorContext.newPage();
    await arrive(visitor, url.pathname + url.search);
    await visitor.getByRole('button', { name: 'Betal nu' }).click();
    await expect(visitor).toHaveURL(/\/_local\/checkout\//, slow);
    await visitorContext.close();
  });
});
