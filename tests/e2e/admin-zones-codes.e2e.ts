/**
 * The owner runs discount codes, zones and home sections (issue 13): 'sommer25' made in the
 * admin and used by a customer at payment, refused as a duplicate; a code with one use taken
 * by two customers paying at the same moment succeeds once; a zone on Bornholm covering
 * Aakirkeby until it is switched off, with an open coverage page following live; two home
 * sections swapped and an open home page showing the new order live; axe on the three tabs.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/visitor-test';
import { cashBookedText, newCustomerAtPayment, payButton, paymentMethod } from './booking-helpers';
import { openPage } from './support/open-page';
import { deleteAfterConfirming, expectAddFormsAccessible, ownerPage } from './support/owner';

async function addDiscountCode(
  page: Page,
  fields: { code: string; value: string; maxUses?: string },
): Promise<void> {
  await openPage(page, '/admin?tab=rabatkoder');
  await page.getByRole('button', { name: 'Tilføj rabatkode' }).click();
  const form = page.getByRole('form', { name: 'Tilføj rabatkode' });
  await form.getByLabel('Kode').fill(fields.code);
  await form.getByLabel('Beskrivelse').fill('Sommerrabat');
  await form.getByLabel('Værdi').fill(fields.value);
  if (fields.maxUses) await form.getByLabel('Maks. anvendelser').fill(fields.maxUses);
  await form.getByRole('button', { name: 'Gem', exact: true }).click();
}

const discountCard = (page: Page, code: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: code, exact: true }) });

async function applyCode(page: Page, code: string) {
  await page.getByLabel('Har du en rabatkode?').fill(code);
  await page.getByRole('button', { name: 'Anvend' }).click();
}

test.describe('discount codes, zones and home sections', () => {
  test.describe.configure({ timeout: 240_000 });

  test("'sommer25' is stored as SOMMER25, saves a customer 25 %, and cannot be made twice", async ({
    browser,
    page,
    request,
  }) => {
    const owner = await ownerPage(browser);
    await addDiscountCode(owner, { code: 'sommer25', value: '25' });
    await expect(owner.getByText('Rabatkode tilføjet')).toBeVisible();
    const card = discountCard(owner, 'SOMMER25');
    await expect(card).toContainText('25 %');
    await expect(card).toContainText('Aktiv');

    await newCustomerAtPayment(page, request, 'sommer', 3, '12:00');
    await applyCode(page, 'sommer25');
    // 25 % of 249 kr, rounded.
    await expect(page.getByText('Rabatkode anvendt! Du sparer 62 kr')).toBeVisible();
    await expect(page.getByTestId('order-total')).toContainText('187 kr');

    await addDiscountCode(owner, { code: 'Sommer25', value: '10' });
    await expect(
      owner.getByRole('form', { name: 'Tilføj rabatkode' }).getByRole('alert'),
    ).toHaveText('Denne rabatkode findes allerede');
    await expect(discountCard(owner, 'SOMMER25')).toHaveCount(1);
  });

  test('a code with one use, used by two customers paying at the same moment, succeeds once', async ({
    browser,
  }) => {
    const owner = await ownerPage(browser);
    const code = `EN${Date.now().toString(36).toUpperCase()}`;
    await addDiscountCode(owner, { code, value: '10', maxUses: '1' });
    await expect(discountCard(owner, code)).toContainText('Anvendt 0 af 1');

    const customers = await Promise.all(
      ['10:30', '11:30'].map(async (time, index) => {
        const context = await browser.newContext();
        const page = await context.newPage();
        await newCustomerAtPayment(page, context.request, `engang${index}`, 4, time);
        await paymentMethod(page, 'Kontant').check();
        await applyCode(page, code);
        await expect(page.getByText('Rabatkode anvendt! Du sparer 25 kr')).toBeVisible();
        return page;
      }),
    );
    const answers = customers.map((page) =>
      page.waitForResponse(
        (res) => res.url().endsWith('/api/bookings') && res.request().method() === 'POST',
      ),
    );
    await Promise.all(customers.map((page) => payButton(page).click()));
    const statuses = (await Promise.all(answers)).map((res) => res.status()).sort();
    expect(statuses[0]).toBe(201);
    expect(statuses[1]).toBeGreaterThanOrEqual(400);
    expect(statuses[1]).toBeLessThan(500);
    const confirmed = customers.map((page) => page.getByText(cashBookedText).first());
    await expect
      .poll(async () => (await Promise.all(confirmed.map((c) => c.isVisible()))).filter(Boolean))
      .toHaveLength(1);

    await expect(discountCard(owner, code)).toContainText('Anvendt 1 af 1');
    await expect(discountCard(owner, code)).toContainText('Opbrugt');
  });

  test('a zone on Bornholm covers Aakirkeby until it is switched off; /coverage follows live', async ({
    browser,
    page,
  }) => {
    await openPage(page, '/coverage');
    const zoneList = page
      .getByRole('list')
      .filter({ has: page.getByRole('button', { name: /^Aarhus/ }) });
    await expect(zoneList.getByRole('button', { name: /^Bornholm/ })).toHaveCount(0);

    const owner = await ownerPage(browser);
    await openPage(owner, '/admin?tab=adressezoner');
    await owner.getByRole('button', { name: 'Tilføj zone' }).click();
    const form = owner.getByRole('form', { name: 'Tilføj zone' });
    await expect(form.getByLabel('Radius (km)')).toHaveValue('10');
    await form.getByLabel('Navn').fill('Bornholm');
    await form.getByLabel('Centeradresse').fill('Ukendtvej 1, Atlantis');
    await form.getByLabel('Radius (km)').fill('30');
    await form.getByRole('button', { name: 'Gem', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Adressen kunne ikke findes. Kontroller centeradressen, og prøv igen.',
    );
    await form.getByLabel('Centeradresse').fill('Store Torv 1, 3700 Rønne');
    await form.getByRole('button', { name: 'Gem', exact: true }).click();
    await expect(owner.getByText('Zone tilføjet')).toBeVisible();
    const zone = owner
      .getByRole('article')
      .filter({ has: owner.getByRole('heading', { name: 'Bornholm' }) });
    await expect(zone).toContainText('30 km');

    // The visitor's open page lists the new zone without a reload.
    await expect(zoneList.getByRole('button', { name: /^Bornholm/ })).toBeVisible();
    const check = async (expected: string) => {
      await page.getByLabel('Adresse', { exact: true }).fill('Torvet 1, 3720 Aakirkeby');
      await page.getByRole('button', { name: 'Tjek adresse' }).click();
      await expect(page.getByRole('status')).toContainText(expected);
    };
    await check('Vi dækker denne adresse');

    await zone.getByRole('button', { name: 'Deaktivér' }).click();
    await expect(zone).toContainText('Inaktiv');
    await expect(zoneList.getByRole('button', { name: /^Bornholm/ })).toHaveCount(0);
    await check('Vi dækker ikke denne adresse');

    await deleteAfterConfirming(owner, zone);
    await expect(owner.getByText('Zone slettet')).toBeVisible();
    await expect(zone).toHaveCount(0);
  });

  test('two home sections swapped show in the new order on an open home page', async ({
    browser,
    page,
  }) => {
    const titles = (p: Page) =>
      p.locator('main h3').filter({
        hasText:
          /^(Luftfotos, der sælger boligen|Dronevideo til events og virksomheder|Danmark set fra oven)$/,
      });
    await openPage(page, '/');
    await expect(titles(page)).toHaveText([
      'Luftfotos, der sælger boligen',
      'Dronevideo til events og virksomheder',
      'Danmark set fra oven',
    ]);

    const owner = await ownerPage(browser);
    await openPage(owner, '/admin?tab=forsidesektioner');
    const list = owner.getByRole('list', { name: 'Forsidesektioner' });
    const first = list.getByRole('article').first();
    await expect(first.getByRole('button', { name: 'Flyt op' })).toBeDisabled();
    await expect(
      list.getByRole('article').last().getByRole('button', { name: 'Flyt ned' }),
    ).toBeDisabled();
    await first.getByRole('button', { name: 'Flyt ned' }).click();
    await expect(owner.getByText('Rækkefølge opdateret')).toBeVisible();
    await expect(list.getByRole('article').first()).toContainText('Dronevideo til events');

    await expect(titles(page)).toHaveText([
      'Dronevideo til events og virksomheder',
      'Luftfotos, der sælger boligen',
      'Danmark set fra oven',
    ]);

    // And back, so other journeys see the seeded order.
    await list.getByRole('article').nth(1).getByRole('button', { name: 'Flyt op' }).click();
    await expect(titles(page).first()).toHaveText('Luftfotos, der sælger boligen');
  });

  test('axe: no serious or critical violations on the three tabs and their forms', async ({
    browser,
  }) => {
    const owner = await ownerPage(browser);
    await expectAddFormsAccessible(owner, [
      ['adressezoner', 'Tilføj zone'],
      ['rabatkoder', 'Tilføj rabatkode'],
      ['forsidesektioner', 'Tilføj sektion'],
    ]);
  });
});
