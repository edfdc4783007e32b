import { expect, test, type Page } from '@playwright/test';

async function checkAddress(page: Page, address: string) {
  await page.getByLabel('Adresse', { exact: true }).fill(address);
  await page.getByRole('button', { name: 'Tjek adresse' }).click();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/coverage');
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
  await expect(page.locator('.coverage-map__marker')).toBeVisible();
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

test('a blank address is refused, an unknown one cannot be validated', async ({ page }) => {
  await checkAddress(page, '   ');
  await expect(page.getByText('Indtast venligst en adresse')).toBeVisible();
  await expect(page.getByLabel('Adresse', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await checkAddress(page, 'Ukendtvej 1, Atlantis');
  await expect(page.getByRole('status')).toContainText('Kunne ikke validere adressen');
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
  const map = page.getByRole('img', { name: /Kort over dækningsområder/ });
  await expect(map).toBeVisible();
  await copenhagen.click();
  await expect(copenhagen).toHaveAttribute('aria-pressed', 'false');
});
