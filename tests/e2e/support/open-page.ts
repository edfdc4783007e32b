/**
 * Opening a page of the site the way a visitor meets it: a public page arrives as HTML and
 * takes input once the app has hydrated it (`data-hydrated`); any other page: the SPA paints a loading overlay
 * (a progressbar 'Indlæser siden') and keeps the page under it `inert` until the first data
 * has arrived and the overlay has faded out. Until then the page is hidden from assistive
 * technology and cannot take input, so a test that acts on it (or runs axe over it) must
 * wait for that state, which is what `openPage` does; never for a time.
 */
import { expect, type Browser, type Page, type Response } from '@playwright/test';

/**
 * The site has finished its first load: no loading overlay, nothing inert, and a page that
 * arrived as HTML (decision 23: no overlay at all) hydrated, so its buttons work.
 */
export async function expectSiteReady(page: Page): Promise<void> {
  await expect(page.getByRole('progressbar', { name: 'Indlæser siden' })).toHaveCount(0);
  await expect(page.locator('.app-root[inert]')).toHaveCount(0);
  await expect(page.locator('html[data-prerendered]:not([data-hydrated])')).toHaveCount(0);
}

/** `page.goto(path)`, then waits until the site is ready for the visitor. */
export async function openPage(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await expectSiteReady(page);
  return response;
}

/** Another visitor: a page in a browser context of its own, opened at `path`. */
export async function openVisitorPage(browser: Browser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openPage(page, path);
  return page;
}

/**
 * The page as the app renders it in the browser, not as it arrives as HTML (decision 23):
 * every page load gets the app's shell (what the site answers for a page that is not
 * prerendered), so the app fetches its data itself and a test can replace the API's
 * answers with `page.route` (empty, failing or malformed data).
 */
export async function renderInBrowser(page: Page): Promise<void> {
  const isPage = (url: URL) =>
    !url.pathname.includes('.') && !/^\/(api|media|_local|ws)(\/|$)/.test(url.pathname);
  await page.route(isPage, async (route) => {
    // The site's own page loads only (not, e.g., an embedded video's frame).
    const request = route.request();
    if (request.resourceType() !== 'document' || request.frame() !== page.mainFrame())
      return route.fallback();
    const shell = await route.fetch({ url: new URL('/login', route.request().url()).href });
    await route.fulfill({ response: shell });
  });
}
