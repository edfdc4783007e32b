/**
 * What the site says comes from the business's own data (issue 40): the seller from
 * Indstillinger in the terms and the footer, the right of withdrawal in the terms, where it
 * flies from the active zones (the demo's Aarhus and København; Odense is inactive), one
 * delivery promise from Indstillinger on every page that makes one, and the contact page's
 * opening hours from the weekly booking hours (the demo's Monday to Saturday, 08:00–20:00).
 */
import { expect, test } from './support/visitor-test';
import { openPage } from './support/open-page';

/** The demo's business as saved in Indstillinger (infra/local/seed/demo-data.ts). */
const seller = 'Demo Dronefoto (fiktiv virksomhed)';
const sellerAddress = 'Eksempelvej 1, 8000 Aarhus C';
const sellerCvr = '00000000';
/** Where the site says it flies: the active zones in the order they were added. */
const area = 'i Aarhus og København';

/** The delivery promise until the owner changes it: 2 working days, 6 with editing. */
const delivery = '2 hverdage';
const editingDelivery = '6 hverdage';

test('the terms name the seller from Indstillinger and say what the right of withdrawal is', async ({
  page,
}) => {
  await openPage(page, '/handelsbetingelser');
  const parties = page.getByRole('region', { name: 'Parterne og aftalen' });
  await expect(parties).toContainText(`${seller}, ${sellerAddress}, CVR-nr. ${sellerCvr}`);
  await expect(parties).not.toContainText(
    'Vores navn, adresse og CVR-nummer står på din kvittering',
  );

  const withdrawal = page.getByRole('region', { name: 'Fortrydelsesret' });
  await expect(withdrawal).toContainText('14 dages fortrydelsesret');
  await expect(withdrawal).toContainText('under 48 timer til optagelsen');
  await expect(withdrawal).toContainText('Når optagelsen er udført, er fortrydelsesretten ophørt.');

  const deliveryTerms = page.getByRole('region', { name: 'Levering' });
  await expect(deliveryTerms).toContainText(`inden for ${delivery} efter optagelsen`);
  await expect(deliveryTerms).toContainText(`inden for ${editingDelivery}`);

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(
    `© ${new Date().getFullYear()} ${seller} · CVR-nr. ${sellerCvr}`,
  );
});

test('the terms arrive with the seller in the HTML, before any script', async ({ request }) => {
  const html = await (await request.get('/handelsbetingelser')).text();
  expect(html).toContain(`${seller}, ${sellerAddress}, CVR-nr. ${sellerCvr}`);
  expect(html).toContain('Fortrydelsesret');
});

test('the site says where it flies from the active zones, never all of Denmark', async ({
  page,
}) => {
  await openPage(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Professionelle dronebilleder og -videoer ${area}`,
  );
  await expect(page).toHaveTitle(`Dronefoto og -video ${area} | Dronefoto`);
  await expect(page.getByText(`Levering inden for ${delivery}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(`events ${area}.`);
  await expect(page.getByText('hele Danmark')).toHaveCount(0);

  await openPage(page, '/products');
  await expect(page.getByText(`events ${area}.`).first()).toBeVisible();
  await openPage(page, '/product/1');
  await expect(
    page.getByText(`Levering inden for ${delivery} (${editingDelivery} med redigering)`),
  ).toBeVisible();
});

test('the contact page shows the bookable hours and the delivery promise', async ({ page }) => {
  await openPage(page, '/contact');
  const hours = page.getByRole('region', { name: 'Åbningstider' });
  await expect(hours.getByRole('listitem')).toHaveText([
    'Mandag–lørdag: 8.00–20.00',
    'Søndag: Lukket',
  ]);
  await page.getByText('Hvornår får jeg mine billeder og videoer?').click();
  await expect(
    page.getByText(`Du får materialet inden for ${delivery} efter optagelsen.`, { exact: false }),
  ).toBeVisible();
});
