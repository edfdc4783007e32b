/**
 * The page renderer (issue 31, decision 23): the public pages of the page table marked
 * `prerendered` arrive as HTML with their real content, rendered on request from the same
 * components the browser runs (React's API served by Preact, decision 6), with the data they
 * used embedded so the browser hydrates them without fetching again; every other path gets the
 * app's shell (index.html as built). Also `/sitemap.xml` and `/robots.txt`.
 *
 * Runs in Node only: built by `vite build --ssr` (web/vite.config.ts) into web/dist-server,
 * the code of the page Lambda in AWS and of the twin's gateway (infra/local/pages.ts). Never
 * imported by the browser's entry (web/src/main.tsx).
 */
import { QueryClient } from '@tanstack/react-query';
import type { VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';
import type { ReactElement } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { Product } from '@shared/api/entities';
import type { Bootstrap } from '@shared/api/routes';
import { activeZoneNames } from '@shared/content/site-facts';
import { pages, pathPattern } from '@shared/site/pages';
import { propertyTokenOf } from '@shared/site/property-page';
import {
  pageSeo,
  prerenderedPageIds,
  robotsTxt,
  scriptJson,
  seoHeadHtml,
  sitemapXml,
  type PrerenderedPageId,
  type SiteFacts,
} from '@shared/site/seo';
import { AppShell } from '../app/app';
import { routes } from '../app/router';
import { ApiError, setApiOrigin } from '../lib/api';
import { bootstrapQueryOptions } from '../lib/bootstrap';
import { contentValues, resolveContent } from '../lib/content/resolve-content';
import { themeVariables } from '../lib/content/theme';
import { formatKr } from '../lib/format';
import {
  galleryAnswer,
  galleryCacheControl,
  galleryHead,
  prefetchGallery,
  signedGalleryDoor,
} from './gallery-page';
import { renderPropertyPage } from './property-page';

export interface RenderOptions {
  /** The site's public address (canonical URLs, sitemap): `https://dronefoto.dk`. */
  siteUrl: string;
  /** Where the renderer reads the API: the site itself, or the API's own address. */
  apiOrigin: string;
  /** index.html as built (web/dist/index.html). */
  template: string;
  /**
   * A built stylesheet's text by its file name (`assets/index-abc.css`): a prerendered page
   * carries its styles inline, so it paints without waiting for a stylesheet request.
   */
  readStyle?: (file: string) => string | undefined;
}

export interface RenderedResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * How long CloudFront may keep a rendered page (decision 23): an owner's edit shows within
 * a minute; browsers revalidate every time.
 */
export const pageCacheControl = 'public, max-age=0, s-maxage=30, must-revalidate';

/** The element the browser hydrates and the JSON of the data the page was rendered with. */
export const ssrStateId = 'ssr-state';

const html = (status: number, body: string, cacheControl = pageCacheControl): RenderedResponse => ({
  status,
  headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': cacheControl },
  body,
});

/** The prerendered page at a path, if it is one. */
export function prerenderedPageAt(pathname: string): PrerenderedPageId | undefined {
  return prerenderedPageIds.find((id) => new RegExp(pathPattern(pages[id].path)).test(pathname));
}

/**
 * The stylesheets of the page at `pathname`, read from the preload table the
 * build wrote into index.html's inline script (web/build/route-preloads.ts): a prerendered
 * page must paint with its own styles before any script has run.
 */
export function landingFiles(template: string, pathname: string) {
  const table = /\(location\.pathname,(\[.*?\]),\[[^\]]*\]\)<\/script>/.exec(template)?.[1];
  const rows = table ? (JSON.parse(table) as [string, string[], string[]][]) : [];
  const row = rows.find(([pattern]) => new RegExp(pattern).test(pathname));
  return { styles: row?.[2] ?? [] };
}

function siteFacts(siteUrl: string, data: Bootstrap): SiteFacts {
  const values = contentValues(data.content);
  return {
    siteUrl,
    siteName: resolveContent(values, 'site-name'),
    // The hero image; without one, the first product picture (a shared link needs a picture).
    heroImage:
      resolveContent(values, 'hero-image') ||
      (data.products.flatMap((p) => p.images).find((ref) => /^(\/(?!\/)|https?:\/\/)/.test(ref)) ??
        ''),
    email: data.contact.email,
    phone: data.contact.phone,
    sameAs: data.contact.links.map((link) => link.url),
    business: data.business,
    zones: activeZoneNames(data.zones),
  };
}

/** The head and body of index.html with the page in place of the loading overlay. */
function fillTemplate(
  template: string,
  parts: { head: string; app: string; state: unknown; styles: string[] },
  readStyle: RenderOptions['readStyle'],
): string {
  // The entry's stylesheet and the page's own, inline in that order (as the app links them);
  // a stylesheet that cannot be read stays a link.
  const entryStyles = [
    ...template.matchAll(/<link rel="stylesheet" crossorigin href="\/([^"]+)">/g),
  ].map((match) => match[1]!);
  const styles = [...entryStyles, ...parts.styles].map((file) => {
    const text = readStyle?.(file);
    return text === undefined
      ? `<link rel="stylesheet" crossorigin href="/${file}" />`
      : `<style data-file="/${file}">${text.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
  // The page needs no script to paint: the entry's module script and preloads are left out,
  // and the inline preload script (web/build/route-preloads.ts) adds them with the page's own
  // chunks once the page has painted.
  return (
    template
      .replace(/<script type="module" crossorigin src="[^"]+"><\/script>\s*/g, '')
      .replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, '')
      .replace(/<link rel="stylesheet" crossorigin href="[^"]+">\s*/g, '')
      // Browser tests wait for `data-hydrated` beside it (tests/e2e/support/open-page.ts).
      .replace('<html lang="da">', '<html lang="da" data-prerendered>')
      // The page's own title, description and sharing tags replace the site's defaults.
      .replace(/<title>[\s\S]*?<\/title>\s*/, '')
      .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, '')
      .replace(/<meta\s+property="og:[^"]+"[^>]*\/>\s*/g, '')
      // The data is in the page: the bootstrap request is not needed.
      .replace(/<!--[^>]*-->\s*<link rel="preload" href="\/api\/bootstrap"[^>]*>\s*/, '')
      // Replaced by functions: the owner's texts may hold `$&` and the like.
      .replace('</head>', () => `  ${[parts.head, ...styles].join('\n    ')}\n  </head>`)
      .replace(
        /<div id="root">[\s\S]*?<\/div>\s*(?=<noscript>)/,
        () =>
          `<div id="root">${parts.app}</div>\n    <script type="application/json" id="${ssrStateId}">${scriptJson(parts.state)}</script>\n    `,
      )
      // The page's content is there without JavaScript, and its forms work without it
      // (issue 40): the shell's 'this page needs JavaScript' is not true of it.
      .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
  );
}

/**
 * The data the page was rendered with: each loaded query's key, data and time, which the
 * browser puts into its cache before hydrating (web/src/main.tsx). TanStack Query's own
 * `dehydrate`/`hydrate` would say the same with more code in the first load. A query marked
 * `meta.keepsRefusal` (the gallery's) that the API refused (4xx) comes with the refusal
 * instead of data, so the browser hydrates the same Danish answer the HTML holds.
 */
export type PrerenderedData = [
  queryKey: readonly unknown[],
  data: unknown,
  updatedAt: number,
  refused?: PrerenderedRefusal,
][];

/** An API refusal as the page said it: the ApiError's status, Danish message and code. */
export interface PrerenderedRefusal {
  status: number;
  message: string;
  code?: string;
}

function prerenderedData(client: QueryClient): PrerenderedData {
  return client
    .getQueryCache()
    .getAll()
    .flatMap((query): PrerenderedData => {
      const { status, data, dataUpdatedAt, error, errorUpdatedAt } = query.state;
      if (status === 'success') return [[query.queryKey, data, dataUpdatedAt]];
      if (query.meta?.keepsRefusal && error instanceof ApiError && error.isClientError)
        return [
          [
            query.queryKey,
            null,
            errorUpdatedAt,
            { status: error.status, message: error.message, code: error.code },
          ],
        ];
      return [];
    });
}

/** Renders until no query the page asked for is left unfetched (at most three passes). */
async function renderWithData(element: ReactElement, client: QueryClient): Promise<string> {
  let markup = '';
  for (let pass = 0; pass < 3; pass += 1) {
    markup = renderToString(element as unknown as VNode);
    const waiting = client
      .getQueryCache()
      .getAll()
      .filter(
        (query) =>
          query.state.status === 'pending' &&
          query.state.fetchStatus === 'idle' &&
          (query.options as { enabled?: unknown }).enabled !== false &&
          typeof query.options.queryFn === 'function',
      );
    if (waiting.length === 0) break;
    // A query that fails leaves its page's error state in the HTML; the browser retries.
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  }
  return markup;
}

/** Renders the page, the sitemap or robots.txt for a GET of `url`. */
export async function renderRequest(url: URL, options: RenderOptions): Promise<RenderedResponse> {
  setApiOrigin(options.apiOrigin);
  const siteUrl = options.siteUrl.replace(/\/+$/, '');
  if (url.pathname === '/robots.txt') {
    return {
      status: 200,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': pageCacheControl },
      body: robotsTxt(siteUrl),
    };
  }

  // A delivery's property page: a page of its own, not the app (./property-page.tsx).
  const propertyToken = propertyTokenOf(url.pathname);
  if (propertyToken) return renderPropertyPage(propertyToken, siteUrl);

  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  const page = prerenderedPageAt(url.pathname);
  // The gallery by its signed link: rendered with its photos, never cached (./gallery-page.ts).
  const galleryDoor = signedGalleryDoor(url);
  if (url.pathname !== '/sitemap.xml' && !page && !galleryDoor) return html(200, options.template);
  const galleryRead = galleryDoor ? prefetchGallery(client, galleryDoor) : undefined;

  let data: Bootstrap;
  try {
    data = await client.fetchQuery(bootstrapQueryOptions);
    await galleryRead;
  } catch {
    // Without the site's data the browser's app shows its own loading and error states.
    return html(200, options.template, 'no-store');
  }

  if (url.pathname === '/sitemap.xml') {
    return {
      status: 200,
      headers: {
        'content-type': 'application/xml; charset=utf-8',
        'cache-control': pageCacheControl,
      },
      body: sitemapXml(siteUrl, data.products),
    };
  }
  if (!page && !galleryDoor) return html(200, options.template);

  let product: Product | undefined;
  if (page === 'product') {
    const id = decodeURIComponent(url.pathname.split('/').filter(Boolean).pop() ?? '');
    product = data.products.find((p) => String(p.id) === id);
    // An unknown product: the app says so (or goes on to the list); search engines skip it.
    if (!product) return html(404, options.template);
  }

  let app: string;
  try {
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(url.href));
    if (context instanceof Response) {
      const location = context.headers.get('location') ?? '/';
      return {
        status: context.status,
        headers: { location, 'cache-control': pageCacheControl },
        body: '',
      };
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    app = await renderWithData(
      <AppShell client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppShell>,
      client,
    );
  } catch (error) {
    // A page that cannot render here still works in the browser: send the shell, uncached.
    console.error(
      JSON.stringify({ message: 'page render failed', path: url.pathname, error: String(error) }),
    );
    return html(200, options.template, 'no-store');
  }

  const site = siteFacts(siteUrl, data);
  let status = 200;
  let cacheControl = pageCacheControl;
  if (galleryDoor) {
    const answer = galleryAnswer(client, galleryDoor);
    // The server could not answer: the browser's app reads the gallery again.
    if (answer === 'failed') return html(200, options.template, 'no-store');
    status = answer.status;
    cacheControl = galleryCacheControl;
  }
  const theme = Object.entries(themeVariables(contentValues(data.content)))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  const head = [
    page
      ? seoHeadHtml(pageSeo(site, page, product, formatKr), site.siteName)
      : galleryHead(site.siteName),
    // The owner's colours, as the app sets them on the root element after it starts.
    theme ? `<style>:root{${theme}}</style>` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  const files = landingFiles(options.template, url.pathname);
  const rendered = html(
    status,
    fillTemplate(
      options.template,
      {
        head,
        app,
        state: prerenderedData(client),
        styles: files.styles,
      },
      options.readStyle,
    ),
    cacheControl,
  );
  if (galleryDoor) rendered.headers['x-robots-tag'] = 'noindex';
  return rendered;
}
