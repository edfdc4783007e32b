/**
 * The public catalogue (issue 4 point 3): products list with filters and empty state, the
 * product page (editing add-on or included, gallery, 'Book Nu' for visitors), portfolio
 * reactions (login toast for visitors; a like in one browser shows up live in another
 * without reload), the ratings page with its image viewer, and the home testimonials.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/visitor-test';
import { signInTo } from './booking-helpers';
import { openPage, renderInBrowser } from './support/open-page';

const productCards = (page: Page) => page.getByRole('main').getByRole('article');
const portfolioCard = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

test.describe('products', () => {
  test('filters by category, a link to the filtered list', async ({ page }) => {
    await openPage(page, '/products');
    const filters = page.getByRole('group', { name: 'Filtrer tjenester' });
    const all = filters.getByRole('link', { name: 'Alle' });
    const videos = filters.getByRole('link', { name: 'Optagelser' });
    const photos = filters.getByRole('link', { name: 'Billeder' });
    await expect(all).toHaveAttribute('aria-current', 'page');
    await expect(photos).toHaveAttribute('href', '/products?type=photo');
    await expect(productCards(page)).toHaveCount(5);

    await videos.click();
    await expect(videos).toHaveAttribute('aria-current', 'page');
    await expect(all).not.toHaveAttribute('aria-current');
    await expect(page).toHaveURL(/\/products\?type=video$/);
    await expect(productCards(page)).toHaveCount(2);
    await expect(page.getByRole('heading', { name: 'Dronevideo – Event' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dronefoto – Bolig' })).toHaveCount(0);

    await photos.click();
    await expect(productCards(page)).toHaveCount(3);
    await expect(page.getByRole('heading', { name: 'Dronefoto – Bolig' })).toBeVisible();
    await expect(page.getByText('1.499 kr')).toBeVisible();

    const card = productCards(page).first();
    await expect(card.getByRole('link', { name: /^Se detaljer/ })).toHaveAttribute(
      'href',
      '/product/1',
    );
    await expect(card.getByRole('link', { name: /^Bestil nu/ })).toHaveAttribute(
      'href',
      '/booking/1',
    );
  });

  test('shows the empty state and a way back to all products', async ({ page }) => {
    // Only photo products in the catalogue: the video filter finds nothing.
    await renderInBrowser(page);
    await page.route('**/api/bootstrap', async (route) => {
      const response = await route.fetch();
      const data = (await response.json()) as { products: Array<{ category: string }> };
      data.products = data.products.filter((p) => p.category === 'photo');
      await route.fulfill({ response, json: data });
    });
    await openPage(page, '/products');
    await page.getByRole('link', { name: 'Optagelser', exact: true }).click();
    await expect(page.getByText('Ingen produkter fundet')).toBeVisible();
    await page.getByRole('link', { name: 'Vis alle produkter' }).click();
    await expect(page.getByRole('link', { name: 'Alle', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(productCards(page)).toHaveCount(3);
  });

  test('rotates a card’s images while hovered, with a countdown', async ({ page }) => {
    await openPage(page, '/products');
    const card = productCards(page).first();
    await card.hover();
    await expect(card.getByText(/^1\/3 · [123]s$/)).toBeVisible();
    await expect(card.getByText(/^2\/3 · [123]s$/)).toBeVisible({ timeout: 5000 });
  });
});

test.describe('product page', () => {
  test('arrives as HTML with its content, then hydrates without errors or fetching its data again', async ({
    page,
    request,
  }) => {
    // What a search engine or a link preview reads: no script runs.
    const html = await (await request.get('/product/1')).text();
    expect(html).toContain('>Dronefoto – Bolig</h1>');
    expect(html).toContain('1.499 kr');
    expect(html).toMatch(/<meta property="og:title" content="Dronefoto – Bolig \| Dronefoto"/);

    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/bootstrap')) dataRequests.push(request.url());
    });
    await openPage(page, '/product/1');
    // Interactive after load: the gallery answers its buttons.
    await expect(page.getByText('1 / 3')).toBeVisible();
    await page.getByRole('button', { name: 'Næste billede' }).click();
    await expect(page.getByText('2 / 3')).toBeVisible();
    await page.getByRole('link', { name: 'Vores tjenester' }).first().click();
    await expect(page.getByRole('heading', { name: 'Vores tjenester', level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
    expect(dataRequests).toEqual([]);
  });

  test('offers editing as a +100 kr add-on, with gallery and Book Nu to the times', async ({
    page,
  }) => {
    await openPage(page, '/product/1');
    await expect(page.getByRole('heading', { name: 'Dronefoto – Bolig', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/Dronefoto – Bolig/);
    await expect(page.getByText('Foto', { exact: true })).toBeVisible();
    await expect(page.getByText('+100 kr')).toBeVisible();
    await expect(page.getByText('1 / 3')).toBeVisible();
    await page.getByRole('button', { name: 'Næste billede' }).click();
    await expect(page.getByText('2 / 3')).toBeVisible();
    await page.getByRole('button', { name: 'Vis billede 3' }).click();
    await expect(page.getByText('3 / 3')).toBeVisible();

    // A visitor sees the free times; signing in comes when continuing to payment.
    await page.getByRole('link', { name: 'Book Nu' }).click();
    await expect(page).toHaveURL(/\/booking\/1$/);
    await expect(page.getByRole('heading', { name: 'Vælg dato og tidspunkt' })).toBeVisible();
  });

  test('says editing is included, embeds videos, and says an unknown product was not found', async ({
    page,
  }) => {
    await openPage(page, '/product/4');
    await expect(page.getByText('Video', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Redigering inkluderet' })).toBeVisible();
    await expect(page.getByText('+100 kr')).toHaveCount(0);

    await openPage(page, '/product/3');
    await page.getByRole('button', { name: 'Vis billede 2' }).click();
    await expect(page.locator('iframe[src*="youtube-nocookie.com/embed/"]')).toHaveCount(1);

    await openPage(page, '/product/999');
    await expect(page.getByRole('heading', { name: 'Produktet blev ikke fundet' })).toBeVisible();
    await expect(page).toHaveURL(/\/product\/999$/);
    await page.getByRole('link', { name: 'Se alle produkter' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('the page renderer answers an unknown product with 404', async ({ request }) => {
    expect((await request.get('/product/999')).status()).toBe(404);
    expect((await request.get('/product/1')).status()).toBe(200);
  });

  test('Book Nu goes straight to booking when signed in', async ({ page }) => {
    await signInTo(page, '/product/2');
    await page.getByRole('link', { name: 'Book Nu' }).click();
    await expect(page).toHaveURL(/\/booking\/2$/);
  });
});

test.describe('portfolio', () => {
  test('asks a visitor to log in before liking', async ({ page }) => {
    await openPage(page, '/portfolio');
    const likes = portfolioCard(page, 'Skovsø ved Silkeborg').getByTestId('likes');
    await expect(likes).toHaveText(/^\d+$/);
    const before = await likes.textContent();
    await portfolioCard(page, 'Skovsø ved Silkeborg')
      .getByRole('button', { name: /^Synes godt om/ })
      .click();
    await expect(page.getByText('Du skal være logget ind for at kunne like/dislike')).toBeVisible();
    await expect(likes).toHaveText(before!);
    await expect(page.locator('iframe[src*="youtube-nocookie.com/embed/"]')).toHaveCount(1);
  });

  test('a like in one browser shows up live in another, without reload', async ({ browser }) => {
    const title = 'Solnedgang over Kattegat';
    const visitorContext = await browser.newContext();
    const userContext = await browser.newContext();
    try {
      const visitor = await visitorContext.newPage();
      const socketOpened = visitor.waitForEvent('websocket');
      await openPage(visitor, '/portfolio');
      const watched = portfolioCard(visitor, title).getByTestId('likes');
      const before = Number(await watched.textContent());
      const socket = await socketOpened;
      expect(socket.url()).not.toContain('token=');

      const user = await userContext.newPage();
      await signInTo(user, '/portfolio');
      const card = portfolioCard(user, title);
      const like = card.getByRole('button', { name: /^Synes godt om/ });
      await expect(card.getByTestId('likes')).toHaveText(String(before));
      await like.click();
      await expect(like).toHaveAttribute('aria-pressed', 'true');
      await expect(card.getByTestId('likes')).toHaveText(String(before + 1));

      await expect(watched).toHaveText(String(before + 1), { timeout: 20_000 });

      // Clicking the same reaction again removes it, live as well.
      await like.click();
      await expect(like).toHaveAttribute('aria-pressed', 'false');
      await expect(watched).toHaveText(String(before), { timeout: 20_000 });
    } finally {
      await visitorContext.close();
      await userContext.close();
    }
  });
});

test.describe('ratings', () => {
  test('lists the seeded reviews with stars and a full-screen image viewer', async ({ page }) => {
    await openPage(page, '/ratings');
    const reviews = page.getByRole('main').getByRole('article');
    // The four seeded reviews, and any that other journeys of this run have added.
    await expect(reviews.filter({ hasText: 'Fantastiske billeder af vores hus!' })).toHaveCount(1);
    expect(await reviews.count()).toBeGreaterThanOrEqual(4);
    await expect(page.getByText(/^Fantastiske billeder af vores hus!/)).toBeVisible();
    await expect(page.getByRole('img', { name: '4,5 ud af 5 stjerner' })).toBeVisible();
    await expect(page.getByText('Dronevideo – Premium med redigering')).toBeVisible();

    const withImages = reviews.filter({ hasText: 'Fantastiske billeder' });
    await withImages.getByRole('button', { name: 'Vis billede 2 i fuld skærm' }).click();
    const viewer = page.getByRole('dialog');
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText('2 / 2')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText('1 / 2')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
  });

  test('the home page shows the first three reviews', async ({ page }) => {
    await openPage(page, '/');
    const testimonials = page.getByRole('region', { name: 'Det siger vores kunder' });
    await expect(testimonials.getByRole('article')).toHaveCount(3);
    await expect(testimonials.getByRole('link', { name: 'Se alle anmeldelser' })).toBeVisible();
  });
});
