/**
 * The public pages work under the production Content-Security-Policy (the twin sends the
 * same headers as CloudFront): the document carries it, and Chromium reports no violation
 * while each page loads its data, images, map and embedded videos.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/visitor-test';
import { demoProducts } from '@infra/local/seed/demo-data';
import { openPage, renderInBrowser } from './support/open-page';

const firstProduct = demoProducts[0]!.name;

const pages: Record<string, (page: Page) => Promise<void>> = {
  '/': (page) => expect(page.getByRole('heading', { name: firstProduct })).toBeVisible(),
  '/product/1': (page) =>
    expect(page.getByRole('heading', { name: firstProduct, level: 1 })).toBeVisible(),
  '/portfolio': (page) => expect(page.getByRole('main').getByRole('article').first()).toBeVisible(),
  '/coverage': (page) => expect(page.getByRole('heading', { name: 'Vores områder' })).toBeVisible(),
  '/contact': (page) =>
    expect(page.getByRole('heading', { name: 'Kontakt os', level: 1 })).toBeVisible(),
  '/login': (page) =>
    expect(page.getByRole('button', { name: 'Log ind', exact: true })).toBeVisible(),
};

for (const [path, ready] of Object.entries(pages)) {
  test(`${path} loads under the Content-Security-Policy without a violation`, async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text()))
        violations.push(message.text());
    });
    const document = page.waitForResponse(
      (response) => response.request().resourceType() === 'document',
    );
    await openPage(page, path);
    await ready(page);
    expect(violations).toEqual([]);
    const csp = (await document).headers()['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  });
}

test('the inline preload script runs under the CSP (allowed by its hash)', async ({ page }) => {
  // The app's shell at a landing page's address (a prerendered page carries its styles
  // inline instead, and every landing page is prerendered now).
  await renderInBrowser(page);
  await openPage(page, '/search');
  // Only the inline script preloads stylesheets (the router's loader links them instead).
  await expect(page.locator('head link[rel="preload"][as="style"]').first()).toBeAttached();
});

test('on a prerendered page the same script loads the code after the first paint', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  // The page arrives without a module script; the inline script adds it, and the app hydrates.
  await openPage(page, '/products');
  await expect(page.locator('head script[type="module"][src^="/assets/index-"]')).toHaveCount(1);
  expect(violations).toEqual([]);
});
