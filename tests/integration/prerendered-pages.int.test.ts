/**
 * The public pages arrive as HTML with their content (issue 31, decision 23): the twin's
 * gateway answers `/product/{id}` through the page renderer, the same handler as the page
 * Lambda, built here as `npm run build:web` builds it. An admin's price change shows in that
 * HTML within a minute (in AWS CloudFront keeps a page up to 30 seconds; the twin renders
 * every request).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWebIfStale } from '@infra/local/web-build';
import { adminApi } from './admin-api';

const root = fileURLToPath(new URL('../..', import.meta.url));
const webDist = mkdtempSync(path.join(os.tmpdir(), 'drone-prerender-'));

beforeAll(async () => {
  const previous = process.env.WEB_DIST_DIR;
  process.env.WEB_DIST_DIR = webDist;
  try {
    await buildWebIfStale(root, () => undefined);
  } finally {
    if (previous === undefined) delete process.env.WEB_DIST_DIR;
    else process.env.WEB_DIST_DIR = previous;
  }
}, 180_000);
afterAll(() => {
  rmSync(webDist, { recursive: true, force: true });
  rmSync(`${webDist}-server`, { recursive: true, force: true });
});

const { call, url } = adminApi(() => ({ webDist }));

/** "1.499 kr" as the page writes it (da-DK, whole kroner). */
const kr = (amount: number) =>
  `${new Intl.NumberFormat('da-DK', { maximumFractionDigits: 0 }).format(amount)} kr`;

async function page(pathname: string) {
  const answer = await fetch(`${url()}${pathname}`);
  return {
    status: answer.status,
    type: answer.headers.get('content-type'),
    html: await answer.text(),
  };
}

/** Asks again until the page holds `text`, for at most a minute (no fixed sleeps). */
async function pageUntil(pathname: string, text: string, deadline = Date.now() + 60_000) {
  for (;;) {
    const { html } = await page(pathname);
    if (html.includes(text) || Date.now() > deadline) return html;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('prerendered pages', () => {
  let productId = 0;

  beforeAll(async () => {
    const created = await call<{ id: number }>('POST', '/api/admin/products', {
      name: 'Forhåndsvist bolig',
      description: 'Luftfotos af boligen, klar til salgsopstillingen.',
      price: 1499,
      category: 'photo',
      images: ['/media/demo/villa-garden.webp'],
      links: [],
    });
    expect(created.status).toBe(200);
    productId = created.body.id;
  });

  it("answers /product/{id} as HTML with the product's name, price, og:title and its Product data", async () => {
    const { status, type, html } = await page(`/product/${productId}`);
    expect(status).toBe(200);
    expect(type).toContain('text/html');
    expect(html).toContain('<h1');
    expect(html).toContain('Forhåndsvist bolig');
    expect(html).toContain(kr(1499));
    expect(html).toMatch(/<meta property="og:title" content="Forhåndsvist bolig \| [^"]+"/);
    expect(html).toContain(
      `<link rel="canonical" href="${url().replace('127.0.0.1', 'localhost')}`,
    );
    expect(html).toContain('"@type":"Product"');
    expect(html).toContain('"priceCurrency":"DKK"');
    // The data the page was rendered with, for the browser to hydrate without fetching.
    expect(html).toContain('<script type="application/json" id="ssr-state">');
    expect(html).not.toContain('rel="preload" href="/api/bootstrap"');
    // No script holds the first paint up: the entry and its preloads are left out, and the
    // shell's own inline script (allowed by the CSP's hash) adds them once the page painted.
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    const shell = readFileSync(path.join(webDist, 'index.html'), 'utf8');
    const loader = /<script>\(function\(p,t,e\)[\s\S]*?<\/script>/.exec(shell)?.[0];
    expect(loader).toBeDefined();
    expect(html).toContain(loader);
  });

  it("shows the admin's new price within a minute", async () => {
    const changed = await call('PATCH', `/api/admin/products/${productId}`, { price: 1799 });
    expect(changed.status).toBe(200);
    const html = await pageUntil(`/product/${productId}`, kr(1799));
    expect(html).toContain(kr(1799));
    expect(html).toContain('"price":"1799.00"');
  });

  it('lists the product in sitemap.xml and keeps crawlers out of private pages', async () => {
    const sitemap = await page('/sitemap.xml');
    expect(sitemap.type).toContain('application/xml');
    expect(sitemap.html).toContain(`/product/${productId}</loc>`);
    expect(sitemap.html).not.toContain('/admin');
    const robots = await page('/robots.txt');
    expect(robots.html).toContain('Disallow: /admin');
    expect(robots.html).toContain('Sitemap: ');
  });

  it('gives the home page its description, canonical URL, an absolute og:image and the business', async () => {
    const { html } = await page('/');
    expect(html).toMatch(/<meta name="description" content="[^"]{30,}"/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/"/);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:\d+\/media\//);
    expect(html).toContain('"@type":"LocalBusiness"');
    expect(html).not.toContain('aggregateRating');
  });

  it('answers pages that are not prerendered with the app shell', async () => {
    const { status, html } = await page('/profile');
    expect(status).toBe(200);
    expect(html).toContain('loading-overlay');
    expect(html).not.toContain('id="ssr-state"');
  });
});
