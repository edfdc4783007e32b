/**
 * The empty and error states of the public pages (issue 4), with the spec's exact Danish
 * texts. API answers are replaced in the browser with `page.route` (failing, empty or
 * malformed), so the twin's data stays untouched; the last test edits a site-content entry
 * in the twin's DynamoDB and sees the page change live.
 */
import { QueryCommand } from '@aws-sdk/client-dynamodb';
import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/visitor-test';
import { signInTo } from './booking-helpers';
import { openPage, renderInBrowser } from './support/open-page';
import { setItemFields, twinTable, withTwinDynamo } from './support/twin-dynamo';

// The pages' own loading, empty and error states, as the app renders them in the browser
// (after a navigation inside the site, or when the page is not prerendered). The live edit
// of site content is seen on the page as it arrives (prerendered) and after a reload.
test.beforeEach(async ({ page }, testInfo) => {
  if (!testInfo.titlePath.includes('site content')) await renderInBrowser(page);
});

const serverError = (route: Route) =>
  route.fulfill({ status: 500, json: { error: 'Intern fejl' } });

/** Replaces lists in the real bootstrap answer (e.g. no products, no home sections). */
async function bootstrapWith(page: Page, change: Record<string, unknown>) {
  await page.route('**/api/bootstrap', async (route) => {
    const response = await route.fetch();
    const data = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...data, ...change } });
  });
}

test.describe('app shell', () => {
  test('a failed first load shows "Fejl ved indlæsning"; reload works once the API is back', async ({
    page,
  }) => {
    await page.route('**/api/bootstrap', (route) => route.abort('connectionrefused'));
    await openPage(page, '/products');
    await expect(page.getByRole('heading', { name: 'Fejl ved indlæsning' })).toBeVisible();
    await expect(page.getByText('Kunne ikke indlæse data. Prøv venligst igen.')).toBeVisible();

    await page.unroute('**/api/bootstrap');
    await page.getByRole('button', { name: 'Genindlæs siden' }).click();
    await expect(page.getByRole('heading', { name: 'Vores tjenester', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Fejl ved indlæsning' })).toHaveCount(0);
  });

  test('a page that crashes on a malformed answer shows "Noget gik galt" with a working retry', async ({
    page,
  }) => {
    // An object where the reviews list belongs makes the page throw while rendering.
    await page.route('**/api/ratings', (route) => route.fulfill({ json: { unexpected: true } }));
    await openPage(page, '/ratings');
    await expect(page.getByRole('heading', { name: 'Noget gik galt' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hovedmenu' })).toBeVisible();

    await page.unroute('**/api/ratings');
    await page.getByRole('button', { name: 'Prøv igen' }).click();
    await expect(page.getByRole('heading', { name: 'Anmeldelser', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Noget gik galt' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });

  test('an unknown address shows "Siden blev ikke fundet" with a way home', async ({ page }) => {
    await openPage(page, '/findes/ikke');
    await expect(page.getByRole('heading', { name: 'Siden blev ikke fundet' })).toBeVisible();
    await expect(
      page.getByText('Siden du leder efter findes ikke eller er blevet flyttet.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Gå til forsiden' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('home', () => {
  test('without home sections it shows the sections about the drone and the pilot', async ({
    page,
  }) => {
    await bootstrapWith(page, { home_sections: [] });
    await openPage(page, '/');
    await expect(page.getByRole('heading', { name: 'Moderne drone i topklasse' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Erfaren og certificeret pilot' }),
    ).toBeVisible();
  });

  test('active home sections replace the fallback sections', async ({ page }) => {
    await bootstrapWith(page, {
      home_sections: [
        {
          id: 'sektion-1',
          title: 'Vi flyver året rundt',
          description: 'Også om vinteren.',
          image_url: '',
          is_active: true,
          order_index: 0,
        },
        {
          id: 'sektion-2',
          title: 'Skjult sektion',
          description: 'Ikke aktiv.',
          image_url: '',
          is_active: false,
          order_index: 1,
        },
      ],
    });
    await openPage(page, '/');
    await expect(page.getByRole('heading', { name: 'Vi flyver året rundt' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Skjult sektion' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Moderne drone i topklasse' })).toHaveCount(0);
  });
});

test.describe('products', () => {
  test('an empty catalogue shows "Ingen produkter fundet" and "Vis alle produkter"', async ({
    page,
  }) => {
    await bootstrapWith(page, { products: [] });
    await openPage(page, '/products');
    await expect(page.getByText('Ingen produkter fundet', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Vis alle produkter' }).click();
    await expect(page.getByRole('link', { name: 'Alle', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
  });

  test('product page: an unknown id says not found, no id goes to /products', async ({ page }) => {
    await openPage(page, '/product/999');
    await expect(page.getByRole('heading', { name: 'Produktet blev ikke fundet' })).toBeVisible();
    await openPage(page, '/product');
    await expect(page).toHaveURL(/\/products$/);

    await bootstrapWith(page, { products: [] });
    await openPage(page, '/product/1');
    await expect(page.getByRole('heading', { name: 'Produktet blev ikke fundet' })).toBeVisible();
    await expect(page).toHaveURL(/\/product\/1$/);
    await page.getByRole('link', { name: 'Se alle produkter' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });
});

test.describe('portfolio', () => {
  test('an empty portfolio and a failing one each say so', async ({ page }) => {
    await page.route('**/api/portfolio', (route) => route.fulfill({ json: [] }));
    await openPage(page, '/portfolio');
    await expect(page.getByText('Der er ingen billeder i portfolioen endnu.')).toBeVisible();

    await page.unroute('**/api/portfolio');
    await page.route('**/api/portfolio', serverError);
    await page.reload();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Kunne ikke hente portfolio' }),
    ).toBeVisible();
  });

  test('a visitor is asked to log in before reacting', async ({ page }) => {
    await openPage(page, '/portfolio');
    await page
      .getByRole('button', { name: /^Synes ikke om/ })
      .first()
      .click();
    await expect(page.getByText('Du skal være logget ind for at kunne like/dislike')).toBeVisible();
  });

  test('a failed reaction shows "Kunne ikke opdatere reaktion" and keeps the count', async ({
    page,
  }) => {
    await signInTo(page, '/portfolio');
    const card = page.getByRole('article').first();
    const likes = card.getByTestId('likes');
    await expect(likes).toHaveText(/^\d+$/);
    const before = await likes.textContent();

    await page.route('**/api/portfolio/*/reaction', serverError);
    await card.getByRole('button', { name: /^Synes godt om/ }).click();
    await expect(page.getByText('Kunne ikke opdatere reaktion')).toBeVisible();
    await expect(likes).toHaveText(before!);
  });
});

test.describe('ratings', () => {
  test('no reviews shows "Ingen anmeldelser fundet endnu."; the home page hides the block', async ({
    page,
  }) => {
    await page.route('**/api/ratings', (route) => route.fulfill({ json: [] }));
    await openPage(page, '/ratings');
    await expect(page.getByText('Ingen anmeldelser fundet endnu.', { exact: true })).toBeVisible();

    await openPage(page, '/');
    await expect(page.getByRole('heading', { name: 'Vores tjenester' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Det siger vores kunder' })).toHaveCount(0);
  });
});

test.describe('search', () => {
  test('no query, no results with a link to products, and an error with retry', async ({
    page,
  }) => {
    await openPage(page, '/search');
    await expect(
      page.getByText('Skriv et søgeord for at søge i produkter, portfolio og sider.'),
    ).toBeVisible();

    await openPage(page, '/search?q=zzzqqq');
    await expect(page.getByText('Ingen resultater for "zzzqqq"')).toBeVisible();
    await page.getByRole('link', { name: 'Se alle tjenester' }).click();
    await expect(page).toHaveURL(/\/products$/);

    await page.route(/\/api\/search\?/, serverError);
    await openPage(page, '/search?q=bolig');
    const error = page.getByRole('alert').filter({ hasText: 'Der opstod en fejl under søgningen' });
    await expect(error).toBeVisible();

    await page.unroute(/\/api\/search\?/);
    await error.getByRole('button', { name: 'Prøv igen' }).click();
    await expect(page.getByText(/^\d+ resultat(er)? for "bolig"$/)).toBeVisible();
  });
});

test.describe('newsletter', () => {
  const subscribe = async (page: Page, email: string) => {
    await page.getByLabel('E-mailadresse').fill(email);
    await page.getByRole('button', { name: 'Tilmeld' }).click();
  };

  test('network failure, server failure and the server’s own refusal text', async ({ page }) => {
    await openPage(page, '/contact');
    await page.route('**/api/newsletter/subscribe', (route) => route.abort('connectionrefused'));
    await subscribe(page, 'netvaerk@example.dk');
    await expect(
      page.getByText('Der opstod en fejl ved tilmelding. Prøv venligst igen.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByLabel('E-mailadresse')).toHaveValue('netvaerk@example.dk');

    await page.unroute('**/api/newsletter/subscribe');
    await page.route('**/api/newsletter/subscribe', serverError);
    await subscribe(page, 'server@example.dk');
    await expect(
      page.getByText('Der opstod en fejl ved tilmelding', { exact: true }),
    ).toBeVisible();

    await page.unroute('**/api/newsletter/subscribe');
    await page.route('**/api/newsletter/subscribe', (route) =>
      route.fulfill({ status: 400, json: { error: 'Email-adressen er ikke gyldig' } }),
    );
    await subscribe(page, 'afvist@example.dk');
    await expect(page.getByText('Email-adressen er ikke gyldig', { exact: true })).toBeVisible();
  });

  test('the unsubscribe page shows the error screen, and retry reaches the confirm screen', async ({
    page,
  }) => {
    let failing = true;
    await page.route(/\/api\/newsletter\/unsubscribe-link\?/, (route) =>
      failing ? serverError(route) : route.fulfill({ json: { email: 'afmeld@example.dk' } }),
    );
    await openPage(page, '/unsubscribe?email=afmeld%40example.dk&sig=abc123');
    await expect(page.getByRole('heading', { name: 'Afmelding mislykkedes' })).toBeVisible();
    await expect(
      page.getByText('Der opstod en fejl ved afmelding. Prøv venligst igen.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kontakt os' }).first()).toBeVisible();

    failing = false;
    await page.getByRole('button', { name: 'Prøv igen' }).click();
    await expect(page.getByRole('heading', { name: 'Vil du afmelde nyhedsbrevet?' })).toBeVisible();
    await expect(page.getByText('afmeld@example.dk', { exact: true })).toBeVisible();

    // The unsubscribe itself fails, then succeeds on retry.
    let attempts = 0;
    await page.route('**/api/newsletter/unsubscribe', (route) => {
      attempts += 1;
      return attempts === 1
        ? serverError(route)
        : route.fulfill({ json: { success: true, message: 'Du er nu afmeldt fra nyhedsbrevet' } });
    });
    await page.getByRole('button', { name: 'Ja, afmeld mig' }).click();
    await expect(page.getByRole('heading', { name: 'Afmelding mislykkedes' })).toBeVisible();
    await page.getByRole('button', { name: 'Prøv igen' }).click();
    await expect(
      page.getByRole('heading', { name: 'Du er nu afmeldt fra nyhedsbrevet' }),
    ).toBeVisible();
  });
});

/** How many live-update sockets the twin registered since `since` (its WS_CONNECTIONS list). */
async function socketsOpenedSince(since: string): Promise<number> {
  const out = await withTwinDynamo((client) =>
    client.send(
      new QueryCommand({
        TableName: twinTable,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :list AND gsi1sk > :since',
        ExpressionAttributeValues: { ':list': { S: 'WS_CONNECTIONS' }, ':since': { S: since } },
        Select: 'COUNT',
      }),
    ),
  );
  return out.Count ?? 0;
}

const setContentValue = (key: string, value: string) =>
  setItemFields({ pk: 'CONTENT', sk: `KEY#${key}` }, { value });

test.describe('site content', () => {
  test('an edited content entry replaces the text on the open page without reload', async ({
    page,
  }) => {
    // Change the text only once the page's live-update socket is registered, or the change
    // could happen before anyone listens (and the test would measure that race instead).
    const since = new Date().toISOString();
    await openPage(page, '/products');
    await expect.poll(() => socketsOpenedSince(since), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect(page.getByText('Ingen produkter fundet')).toHaveCount(0);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Vores tjenester');

    try {
      await setContentValue('products-title', 'Alle vores droneopgaver');
      await expect(heading).toHaveText('Alle vores droneopgaver', { timeout: 20_000 });
      await page.reload();
      await expect(heading).toHaveText('Alle vores droneopgaver');
    } finally {
      // A blank value falls back to the catalogue's Danish text.
      await setContentValue('products-title', '');
    }
    await page.reload();
    await expect(heading).toHaveText('Vores tjenester');
  });
});
