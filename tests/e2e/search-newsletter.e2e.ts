/**
 * Search and the newsletter in the browser (issue 4): grouped server-side search results
 * with a count, the no-query and no-results states; subscribing from /contact by confirmation
 * (the mailed link makes the subscription; a forged one does not), subscribing again, the
 * welcome mail's signed unsubscribe link through confirm to success, and links without a
 * signature landing on the invalid-link screen. Mail is read from `GET /_local/mail`.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/visitor-test';
import { openPage } from './support/open-page';
import { mailedLink, uniqueEmail, type MailboxMessage } from './booking-helpers';

/** Polls the local mailbox for a mail to `email` linking to /unsubscribe; returns the path. */
async function unsubscribeLink(request: APIRequestContext, email: string) {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get('/_local/mail')).json()) as MailboxMessage[];
        const mail = mails.find((m) => [m.to].flat().join(',').toLowerCase().includes(email));
        const match =
          mail && /https?:\/\/[^\s"'<>]+\/unsubscribe\?[^\s"'<>]+/.exec(mail.text ?? '');
        if (match) {
          const url = new URL(match[0]);
          link = `${url.pathname}${url.search}`;
        }
        return link;
      },
      { message: `a welcome mail to ${email}`, timeout: 30_000, intervals: [500] },
    )
    .toBeDefined();
  return link!;
}

test.describe('search', () => {
  test('finds a product by a word of its name, grouped and counted', async ({ page }) => {
    await openPage(page, '/search?q=bolig');
    const products = page.getByRole('region', { name: /^Produkter \(\d+\)$/ });
    await expect(products.getByRole('link', { name: 'Dronefoto – Bolig' })).toBeVisible();
    await expect(page.getByText(/^\d+ resultat(er)? for "bolig"$/)).toBeVisible();
    await products.getByRole('link', { name: 'Dronefoto – Bolig' }).click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
  });

  test('typing updates the address after a pause, and Danish letters are fine', async ({
    page,
  }) => {
    await openPage(page, '/search');
    await expect(page.getByText('Skriv et søgeord for at søge')).toBeVisible();
    await page.getByLabel('Søgeord').fill('Ærøskøbing Å');
    await expect(page).toHaveURL(/\/search\?q=%C3%86r%C3%B8sk%C3%B8bing(\+|%20)%C3%85$/);
    await expect(page.getByText('Ingen resultater for "Ærøskøbing Å"')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Se alle tjenester' })).toHaveAttribute(
      'href',
      '/products',
    );
    await page.getByLabel('Søgeord').fill('');
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByText('Skriv et søgeord for at søge')).toBeVisible();
  });

  test('the navbar search leads to the results page', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('navigation').getByRole('button', { name: 'Søg', exact: true }).click();
    const search = page.getByRole('searchbox', { name: 'Søg på siden' });
    await search.fill('dronevideo');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=dronevideo$/);
    await expect(page.getByLabel('Søgeord')).toHaveValue('dronevideo');
    await expect(page.getByRole('region', { name: /^Produkter/ })).toBeVisible();
  });
});

test.describe('newsletter', () => {
  test('subscribe, subscribe again, and unsubscribe through the mailed link', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('nyhedsbrev');
    await openPage(page, '/contact');
    const field = page.getByLabel('E-mailadresse');
    await field.fill('uden-snabel-a');
    await page.getByRole('button', { name: 'Tilmeld' }).click();
    await expect(page.getByText('Indtast venligst en gyldig e-mailadresse')).toBeVisible();

    await field.fill(email);
    await page.getByRole('button', { name: 'Tilmeld' }).click();
    await expect(
      page.getByText(
        'Tak! Vi har sendt dig en e-mail. Klik på linket i den for at bekræfte din tilmelding.',
      ),
    ).toBeVisible();
    await expect(field).toHaveValue('');

    // Only the mailed link makes the subscription; a forged one does not.
    const confirm = await mailedLink(request, email, '/newsletter/confirm');
    await openPage(page, confirm.replace(/sig=[^&]+/, 'sig=forfalsket'));
    await expect(
      page.getByRole('heading', { name: 'Linket er ugyldigt eller udløbet' }),
    ).toBeVisible();
    await openPage(page, confirm);
    await expect(
      page.getByRole('heading', { name: 'Din tilmelding er bekræftet. Tak!' }),
    ).toBeVisible();

    await openPage(page, '/contact');

    await field.fill(email);
    await page.getByRole('button', { name: 'Tilmeld' }).click();
    await expect(page.getByText('Du er allerede tilmeldt vores nyhedsbrev')).toBeVisible();

    await openPage(page, await unsubscribeLink(request, email));
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nej, behold mig på listen' })).toBeVisible();
    await page.getByRole('button', { name: 'Ja, afmeld mig' }).click();
    await expect(page.getByText('Du er nu afmeldt fra nyhedsbrevet')).toBeVisible();
  });

  test('a link without a signature, or a forged one, is refused', async ({ page }) => {
    await openPage(page, '/unsubscribe?email=x@example.dk');
    await expect(page.getByRole('heading', { name: 'Ugyldigt afmeldingslink' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kontakt os' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ja, afmeld mig' })).toHaveCount(0);

    await openPage(page, '/unsubscribe?email=x@example.dk&sig=forfalsket');
    await expect(page.getByRole('heading', { name: 'Ugyldigt afmeldingslink' })).toBeVisible();

    await openPage(page, '/unsubscribe');
    await expect(page.getByRole('heading', { name: 'Ugyldigt afmeldingslink' })).toBeVisible();
  });
});
