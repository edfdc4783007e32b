/**
 * The public pages work under the production Content-Security-Policy (the twin sends the
 * same headers as CloudFront): the document carries it, and Chromium reports no violation
 * while each page loads its data, images, map and embedded videos.
 */
import { expect, test, type Page } from '@playwright/test';
import { demoProducts } from '@infra/local/seed/demo-data';
import { openPage } from './support/open-page';

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
    const csp = (await document).headers()['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    await ready(page);
    expect(violations).toEqual([]);
  });
}
