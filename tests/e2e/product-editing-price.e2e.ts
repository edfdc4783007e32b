/**
 * The owner prices editing per product and types amounts the Danish way (issue 41): a wrong
 * price gets its message next to the field (not 'Udfyld alle påkrævede felter'), '1.499' and
 * an editing price of '249' are saved; the customer then sees '+249 kr' for editing on that
 * product's page and booking page, and no editing option on a product that does not offer it.
 * Deleting asks about the product by its name.
 */
import type { Product } from '@shared/api/entities';
import { expect, test } from './support/visitor-test';
import { singlePhotoProductId } from './booking-helpers';
import { openPage } from './support/open-page';
import { cardTitled, ownerWithApi } from './support/owner';

test('the owner sets a price of 1.499 and editing at 249; the customer sees editing only where offered', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { owner, ownerHeaders } = await ownerWithApi(browser);
  const name = `Dronefoto – Sommerhus ${Date.now().toString(36)}`;
  // The product itself is set up by API: the journey is about its prices.
  const created = await request.post('/api/admin/products', {
    headers: ownerHeaders,
    data: {
      name,
      description: 'Luftfotos af sommerhuset og grunden.',
      price: 999,
      category: 'photo',
      images: ['youtube:aqz-KE-bpKQ'],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const product = (await created.json()) as Product;

  await openPage(owner, '/admin?tab=produkter');
  await expect(cardTitled(owner, name)).toContainText('Uden redigering');
  await cardTitled(owner, name).getByRole('button', { name: 'Rediger' }).click();
  const form = owner.getByRole('form', { name: 'Rediger produkt' });
  const price = form.getByLabel('Pris (kr)');
  const editing = form.getByLabel('Pris for redigering (kr)');
  await expect(price).toHaveValue('999');
  await expect(editing).toHaveValue('');

  // Wrong amounts: each field says what is wrong, next to it; focus goes to the first.
  await price.fill('1.499,50');
  await editing.fill('-5');
  await form.getByRole('button', { name: 'Gem', exact: true }).click();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(price).toHaveAccessibleDescription('Skriv beløbet i hele kroner uden øre, fx 1.499');
  await expect(price).toBeFocused();
  await expect(editing).toHaveAttribute('aria-invalid', 'true');
  await expect(editing).toHaveAccessibleDescription(/^Beløbet kan ikke være negativt/);
  await expect(form.getByText('Udfyld alle påkrævede felter')).toHaveCount(0);
  await price.fill('abc');
  await expect(price).toHaveAccessibleDescription('Skriv beløbet med tal, fx 1.499 eller 1499');

  // Right amounts, as a Danish owner types them: the marks go as the fields are put right.
  await price.fill('1.499');
  await expect(price).not.toHaveAttribute('aria-invalid');
  await editing.fill('249');
  await expect(editing).not.toHaveAttribute('aria-invalid');
  await form.getByRole('button', { name: 'Gem', exact: true }).click();
  await expect(owner.getByText('Produkt opdateret')).toBeVisible();
  const card = cardTitled(owner, name);
  await expect(card).toContainText('1.499 kr');
  await expect(card).toContainText('Redigering +249 kr');

  // The customer: '+249 kr' on the product's page and as the booking page's option.
  await openPage(page, `/product/${product.id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('1.499 kr').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Redigering som tilvalg' })).toBeVisible();
  await expect(page.getByText('+249 kr')).toBeVisible();
  await openPage(page, `/booking/${product.id}`);
  const option = page.getByRole('checkbox', { name: 'Professionel redigering +249 kr' });
  await option.check();
  const summary = page.getByRole('region', { name: 'Oversigt' });
  await expect(summary).toContainText('249 kr');
  await expect(summary).toContainText('1.748 kr');

  // A product without editing: no editing block, no option.
  await openPage(page, `/product/${singlePhotoProductId}`);
  await expect(
    page.getByRole('heading', { name: 'Dronefoto – Enkeltbillede', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Redigering/ })).toHaveCount(0);
  await expect(page.getByText(/^\+\d.* kr$/)).toHaveCount(0);
  await openPage(page, `/booking/${singlePhotoProductId}`);
  await expect(page.getByRole('heading', { name: 'Vælg dato og tidspunkt' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /redigering/i })).toHaveCount(0);

  // Deleting names the product.
  await card.getByRole('button', { name: 'Slet' }).click();
  const dialog = owner.getByRole('alertdialog');
  await expect(dialog).toContainText(`Er du sikker på at du vil slette '${name}'?`);
  await dialog.getByRole('button', { name: 'Slet' }).click();
  await expect(owner.getByText('Produkt slettet')).toBeVisible();
});
