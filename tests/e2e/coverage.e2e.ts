import type { Page } from '@playwright/test';
import { expect, test } from './support/visitor-test';
import { openPage } from './support/open-page';
import { expectNoSeriousA11yViolations } from './booking-helpers';

// A 1×1 transparent PNG, served as every map tile when a test wants tiles to load.
const tilePng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function checkAddress(page: Page, address: string) {
  await page.getByLabel('Adresse', { exact: true }).fill(address);
  await page.getByRole('button', { name: 'Tjek adresse' }).click();
}

const mapRegion = (page: Page) =>
  page.getByRole('region', { name: /^Kort over dækningsområder i Danmark/ });
const zoneCircles = (page: Page) => page.locator('.coverage-map path.coverage-map__zone');

test.beforeEach(async ({ page }) => {
  // Offline like the local twin (and deterministic when the machine is online): every
  // OpenStreetMap tile fails to load.
  await page.route('**/*.tile.openstreetmap.org/**', (route) =>
    route.abort('internetdisconnected'),
  );
  await openPage(page, '/coverage');
  await expect(page.getByRole('heading', { name: 'Vi dækker', level: 1 })).toBeVisible();
});

test('an address in Aarhus is covered, close to the base', async ({ page }) => {
  await checkAddress(page, 'Vestergade 1, 8000 Aarhus C');
  const status = page.getByRole('status');
  await expect(status).toContainText('Vi dækker denne adresse');
  await expect(status).toContainText(/Adressen er \d+,\d km fra vores base/);
  // The covering zone is selected and highlighted on the map.
  await expect(page.getByRole('button', { name: /^Aarhus/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.locator('.coverage-map__zone[data-selected]')).toHaveAttribute(
    'data-zone-name',
    'Aarhus',
  );
  await expect(page.locator('.coverage-map path.coverage-map__marker')).toBeVisible();
  // A covered address leads on to booking (issue 40).
  await page.getByRole('link', { name: 'Book en optagelse' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('an address in Esbjerg is not covered and shows its distance in km', async ({ page }) => {
  await checkAddress(page, 'Torvet 1, 6700 Esbjerg');
  const status = page.getByRole('status');
  await expect(status).toContainText('Vi dækker ikke denne adresse');
  const text = await status.textContent();
  const km = Number(
    /Adressen er ([\d.]+,\d) km fra vores base/.exec(text ?? '')?.[1]?.replace(',', '.'),
  );
  expect(km).toBeGreaterThan(120);
  expect(km).toBeLessThan(150);
});

test('an address outside the zones can ask to be told when it is covered', async ({ page }) => {
  await checkAddress(page, 'Torvet 1, 6700 Esbjerg');
  await expect(page.getByText('Vi dækker ikke denne adresse')).toBeVisible();
  const ask = page.getByRole('group', { name: 'Få besked, når vi flyver her' });
  await expectNoSeriousA11yViolations(page);
  const email = `daekning-${Date.now()}@example.dk`;
  await ask.getByLabel('Din e-mail').fill(email);
  await ask.getByLabel('Din e-mail').press('Enter');
  await expect(ask.getByRole('status')).toContainText(
    `Tak! Vi skriver til ${email}, når vi flyver på`,
  );
  // A covered address offers nothing of the kind.
  await checkAddress(page, 'Vestergade 1, 8000 Aarhus C');
  await expect(page.getByText('Vi dækker denne adresse')).toBeVisible();
  await expect(ask).toHaveCount(0);
});

test('a blank address is refused, an unknown one cannot be validated', async ({ page }) => {
  await checkAddress(page, '   ');
  await expect(page.getByText('Indtast venligst en adresse')).toBeVisible();
  await expect(page.getByLabel('Adresse', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const answer = page.waitForResponse((res) => res.url().endsWith('/api/coverage/check'));
  await checkAddress(page, 'Ukendtvej 1, Atlantis');
  await expect(page.getByRole('status')).toContainText('Kunne ikke validere adressen');
  // An unknown address is an ordinary answer: no failed request in the browser's console.
  expect((await answer).status()).toBe(200);
  expect(consoleErrors).toEqual([]);
});

test('lists the active zones, selectable, and not the inactive Odense', async ({ page }) => {
  const zones = page
    .getByRole('list')
    .filter({ has: page.getByRole('button', { name: /^Aarhus/ }) });
  await expect(zones.getByRole('button')).toHaveCount(2);
  const aarhus = zones.getByRole('button', { name: /^Aarhus/ });
  const copenhagen = zones.getByRole('button', { name: /^København/ });
  await expect(aarhus).toContainText('Rådhuspladsen 2, 8000 Aarhus C');
  await expect(aarhus).toContainText('50 km');
  await expect(copenhagen).toContainText('40 km');
  await expect(page.getByRole('button', { name: /^Odense/ })).toHaveCount(0);

  await copenhagen.click();
  await expect(copenhagen).toHaveAttribute('aria-pressed', 'true');
  await expect(aarhus).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('.coverage-map__zone[data-selected]')).toHaveAttribute(
    'data-zone-name',
    'København',
  );
  await expect(page.locator('.coverage-map__zone[data-selected]')).toHaveClass(
    /coverage-map__zone--selected/,
  );
  await expect(zoneCircles(page)).toHaveCount(2);
  await copenhagen.click();
  await expect(copenhagen).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('.coverage-map__zone[data-selected]')).toHaveCount(0);
});

test('the map shows every zone as a circle over an outline of Denmark, even offline', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const map = mapRegion(page);
  await expect(map).toBeVisible();
  await expect(zoneCircles(page)).toHaveCount(2);
  await expect(page.locator('.coverage-map [data-zone-name="Aarhus"]')).toBeVisible();
  await expect(page.locator('.coverage-map [data-zone-name="København"]')).toBeVisible();
  await expect(map.locator('path.coverage-map__land').first()).toBeVisible();
  await expect(map).toHaveAttribute('data-tiles', 'failed');
  await expect(
    page.getByText('Baggrundskortet kunne ikke hentes.', { exact: false }),
  ).toBeVisible();
  await expect(map.getByRole('button', { name: 'Zoom ind' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the tile server comes from the runtime configuration', async ({ page }) => {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({
      response,
      json: { ...config, mapTileUrl: '/test-tiles/{z}/{x}/{y}.png' },
    });
  });
  const tileRequests: string[] = [];
  await page.route('**/test-tiles/**', (route) => {
    tileRequests.push(route.request().url());
    return route.fulfill({ contentType: 'image/png', body: tilePng });
  });
  await page.reload();
  const map = mapRegion(page);
  await expect(map).toHaveAttribute('data-tiles', 'loaded');
  expect(tileRequests.length).toBeGreaterThan(0);
  await expect(map.getByRole('link', { name: '© OpenStreetMap-bidragydere' })).toBeVisible();
  await expect(zoneCircles(page)).toHaveCount(2);
});
