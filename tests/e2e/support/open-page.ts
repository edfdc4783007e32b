/**
 * Opening a page of the site the way a visitor meets it: the SPA paints a loading overlay
 * (a progressbar 'Indlæser siden') and keeps the page under it `inert` until the first data
 * has arrived and the overlay has faded out. Until then the page is hidden from assistive
 * technology and cannot take input, so a test that acts on it (or runs axe over it) must
 * wait for that state, which is what `openPage` does; never for a time.
 */
import { expect, type Page, type Response } from '@playwright/test';

/** The site has finished its first load: no loading overlay, nothing inert. */
export async function expectSiteReady(page: Page): Promise<void> {
  await expect(page.getByRole('progressbar', { name: 'Indlæser siden' })).toHaveCount(0);
  await expect(page.locator('.app-root[inert]')).toHaveCount(0);
}

/** `page.goto(path)`, then waits until the site is ready for the visitor. */
export async function openPage(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await expectSiteReady(page);
  return response;
}
