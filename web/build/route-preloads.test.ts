import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pageIds } from '../../shared/site/pages.ts';
import {
  landingRoutes,
  pageModulePaths,
  routePreloadScript,
  type RouteFiles,
} from './route-preloads';

interface FakeLink {
  rel?: string;
  as?: string;
  href?: string;
  crossOrigin?: string;
}

/** Runs the inline script against a fake document at `pathname`; returns the links added. */
function run(script: string, pathname: string): FakeLink[] {
  const added: FakeLink[] = [];
  const document = {
    createElement: () => ({}) as FakeLink,
    head: { appendChild: (link: FakeLink) => added.push(link) },
  };
  new Function('location', 'document', script)({ pathname }, document);
  return added;
}

const routes: RouteFiles[] = [
  { pattern: '^/$', scripts: ['assets/home.js', 'assets/media.js'], styles: ['assets/home.css'] },
  { pattern: '^/product/[^/]+/?$', scripts: ['assets/product.js'], styles: [] },
];

describe('routePreloadScript', () => {
  const script = routePreloadScript(routes);

  it("preloads the chunks and stylesheets of the path's page", () => {
    expect(run(script, '/')).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/home.js' },
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/media.js' },
      // In the same CORS mode as the stylesheet links that use it, or the preload is wasted.
      { rel: 'preload', as: 'style', crossOrigin: '', href: '/assets/home.css' },
    ]);
    expect(run(script, '/product/3')).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/product.js' },
    ]);
  });

  it('preloads nothing for other paths', () => {
    expect(run(script, '/product')).toEqual([]);
    expect(run(script, '/admin')).toEqual([]);
    expect(run(script, '/products/3/x')).toEqual([]);
  });
});

describe('landingRoutes', () => {
  const matches = (path: string) =>
    landingRoutes.filter((r) => new RegExp(r.pattern).test(path)).map((r) => r.module);

  it('maps each public landing path to exactly one page module', () => {
    expect(matches('/')).toEqual(['src/features/home/routes/home-page.tsx']);
    expect(matches('/products')).toEqual(['src/features/products/routes/products-page.tsx']);
    expect(matches('/product/12')).toEqual(['src/features/products/routes/product-page.tsx']);
    expect(matches('/search')).toEqual(['src/features/search/routes/search-page.tsx']);
    expect(matches('/booking/1')).toEqual([]);
  });

  it('names page modules that exist', () => {
    for (const route of landingRoutes)
      expect(existsSync(fileURLToPath(new URL(`../${route.module}`, import.meta.url)))).toBe(true);
  });
});

describe('pageModulePaths', () => {
  it('reads every page of the page table from page-modules.ts', () => {
    const modules = pageModulePaths();
    expect(modules.get('home')).toBe('src/features/home/routes/home-page.tsx');
    expect(modules.get('login')).toBe('src/features/auth/routes/auth-pages.ts');
    expect([...modules.keys()].sort()).toEqual([...pageIds].sort());
  });
});
