/**
 * The public pages arrive as HTML with their content (issue 31, decision 23): the twin's
 * gateway answers `/product/{id}` through the page renderer, the same handler as the page
 * Lambda, built here as `npm run build:web` builds it. An admin's price change shows in that
 * HTML within a minute (in AWS CloudFront keeps a page up to 30 seconds; the twin renders
 * every request).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from './admin-api';
import { useBuiltWeb } from './built-web';

const webDist = useBuiltWeb('drone-prerender-');

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

/** The product made below (the pages' own product, whatever else the table holds). */
let productId = 0;

describe('prerendered pages', () => {
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

/** The page's own markup: what is inside #root, without the inline data and styles. */
const appOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf(`id="ssr-state"`));

const noJavaScriptNotice = 'Denne side kræver JavaScript';

describe('public pages before their code arrives (issue 40)', () => {
  it('answers the coverage form sent before the app started: /coverage?address=…', async () => {
    const { status, html } = await page(
      `/coverage?address=${encodeURIComponent('Vestergade 1, 8000 Aarhus C')}`,
    );
    expect(status).toBe(200);
    const app = appOf(html);
    expect(app).toMatch(/Vi dækker( ikke)? denne adresse/);
    expect(app).toContain('Fundet som: 8000 Aarhus C');
    // The form the visitor sent, with the address still in its field.
    expect(app).toContain('<form method="get" action="/coverage"');
    expect(app).toContain('value="Vestergade 1, 8000 Aarhus C"');
    // The answer is in the data the browser hydrates with: it does not ask again.
    expect(html).toContain('["coverage","Vestergade 1, 8000 Aarhus C"]');

    const blank = appOf((await page('/coverage?address=+')).html);
    expect(blank).toContain('Indtast venligst en adresse');
  });

  it('renders /products?type=photo with the photo products only, the filters as links', async () => {
    const app = appOf((await page('/products?type=photo')).html);
    expect(app).toContain('Forhåndsvist bolig');
    expect(app).toContain('<a aria-current="page" href="/products?type=photo"');
    expect(app).toContain('href="/products?type=video"');
    const videos = appOf((await page('/products?type=video')).html);
    expect(videos).not.toContain('Forhåndsvist bolig');
  });

  it('renders the search page with the hits of its ?q=, from a GET form', async () => {
    const app = appOf((await page(`/search?q=${encodeURIComponent('Forhåndsvist')}`)).html);
    expect(app).toContain('method="get" action="/search"');
    expect(app).toContain('name="q"');
    expect(app).toContain('Forhåndsvist bolig');
  });

  it('answers the newsletter sign-up sent as a plain form with a 303 to the page, which says so', async () => {
    const post = (fields: Record<string, string>) =>
      fetch(`${url()}/api/newsletter/subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
        redirect: 'manual',
      });
    const sent = await post({ page: '/contact', email: `plain-${Date.now()}@example.dk` });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/contact?newsletter=sent#newsletter');
    const refused = await post({ page: 'https://evil.example/', email: 'no-at-sign' });
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe('/contact?newsletter=invalid#newsletter');

    const contact = appOf((await page('/contact?newsletter=sent')).html);
    expect(contact).toContain(
      'Tak! Vi har sendt dig en e-mail. Klik på linket i den for at bekræfte din tilmelding.',
    );
    expect(contact).toContain('method="post" action="/api/newsletter/subscribe"');
    expect(contact).toContain('<input type="hidden" name="page" value="/contact"/>');
  });

  it('stays valid HTML, with the answers of its forms and filters in it', async () => {
    // The HTML standard's rules (html-validate's `standard` preset), not a style guide.
    const validator = new HtmlValidate({ extends: ['html-validate:standard'] });
    for (const path of [
      '/',
      `/product/${productId}`,
      '/products?type=photo',
      '/ratings',
      '/contact?newsletter=sent',
      `/coverage?address=${encodeURIComponent('Vestergade 1, 8000 Aarhus C')}`,
      '/coverage?address=+',
      '/search?q=bolig',
      '/handelsbetingelser',
    ]) {
      const report = await validator.validateString((await page(path)).html, path);
      const problems = report.results.flatMap((result) =>
        result.messages.map((m) => `${m.ruleId}: ${m.message} (${m.selector ?? ''})`),
      );
      expect(problems, path).toEqual([]);
    }
  });

  it('says a page needs JavaScript only where it does', async () => {
    for (const path of ['/', '/products', '/coverage', '/contact', '/search?q=drone'])
      expect((await page(path)).html, path).not.toContain(noJavaScriptNotice);
    for (const path of ['/profile', '/admin', '/payment', '/login'])
      expect((await page(path)).html, path).toContain(noJavaScriptNotice);
  });
});
