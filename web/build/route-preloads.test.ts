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
  type?: string;
  src?: string;
}

interface FakePage {
  /** What the script added to <head>, in order. */
  added: FakeLink[];
  /** Fires the document's DOMContentLoaded listeners. */
  parsed: () => void;
  /** Two frames are drawn (their animation-frame callbacks run), then the tasks due now. */
  painted: () => void;
  /** Runs the tasks that wait for a time (the fallback timers). */
  timePasses: () => void;
  /** The visitor acts: fires the document's listeners of `event` (and checks how they listen). */
  interacts: (event: string) => void;
}

/** The page's main image: `decode()` settles when the test says it is decoded. */
function fakeImage() {
  let settle: (decoded: boolean) => void = () => undefined;
  const decoded = new Promise<void>((resolve, reject) => {
    settle = (ok) => (ok ? resolve() : reject(new Error('broken image')));
  });
  return { image: { decode: () => decoded }, settle };
}

/** Runs the inline script against a fake document at `pathname`. */
function run(
  script: string,
  pathname: string,
  {
    prerendered = false,
    hidden = false,
    mainImage,
  }: { prerendered?: boolean; hidden?: boolean; mainImage?: { decode: () => Promise<void> } } = {},
): FakePage {
  const added: FakeLink[] = [];
  const listeners: (() => void)[] = [];
  const interactions = new Map<string, { listener: () => void; options: unknown }[]>();
  const frames: (() => void)[] = [];
  const tasks: { callback: () => void; delay: number }[] = [];
  const runTasks = (due: (delay: number) => boolean) => {
    const now = tasks.filter((task) => due(task.delay));
    tasks.splice(0, tasks.length, ...tasks.filter((task) => !due(task.delay)));
    now.forEach((task) => task.callback());
  };
  const document = {
    hidden,
    documentElement: { hasAttribute: (name: string) => prerendered && name === 'data-prerendered' },
    createElement: () => ({}) as FakeLink,
    querySelector: (selector: string) =>
      selector === 'img[fetchpriority=high]' ? (mainImage ?? null) : null,
    head: { appendChild: (link: FakeLink) => added.push(link) },
    addEventListener: (event: string, listener: () => void, options?: unknown) => {
      if (event === 'DOMContentLoaded') listeners.push(listener);
      else interactions.set(event, [...(interactions.get(event) ?? []), { listener, options }]);
    },
  };
  new Function('location', 'document', 'requestAnimationFrame', 'setTimeout', script)(
    { pathname },
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void, delay = 0) => tasks.push({ callback, delay }),
  );
  return {
    added,
    parsed: () => listeners.splice(0).forEach((listener) => listener()),
    painted: () => {
      for (let frame = 0; frame < 2; frame++) frames.splice(0).forEach((callback) => callback());
      runTasks((delay) => delay === 0);
    },
    timePasses: () => runTasks((delay) => delay > 0),
    interacts: (event) => {
      for (const { listener, options } of interactions.get(event) ?? []) {
        // Never in the visitor's way: it only listens, before the page's own handlers.
        expect(options).toEqual({ capture: true, passive: true, once: true });
        listener();
      }
    },
  };
}

const routes: RouteFiles[] = [
  { pattern: '^/$', scripts: ['assets/home.js', 'assets/media.js'], styles: ['assets/home.css'] },
  { pattern: '^/product/[^/]+/?$', scripts: ['assets/product.js'], styles: [] },
];
const entry = ['assets/index.js', 'assets/jsx.js'];

describe('routePreloadScript', () => {
  const script = routePreloadScript(routes, entry);

  it("preloads the chunks and stylesheets of the path's page", () => {
    expect(run(script, '/').added).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/home.js' },
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/media.js' },
      // In the same CORS mode as the stylesheet links that use it, or the preload is wasted.
      { rel: 'preload', as: 'style', crossOrigin: '', href: '/assets/home.css' },
    ]);
    expect(run(script, '/product/3').added).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/product.js' },
    ]);
  });

  it('preloads nothing for other paths', () => {
    expect(run(script, '/product').added).toEqual([]);
    expect(run(script, '/admin').added).toEqual([]);
    expect(run(script, '/products/3/x').added).toEqual([]);
  });

  it('on a prerendered page, loads the code only after the parsed page has painted', () => {
    const page = run(script, '/product/3', { prerendered: true });
    expect(page.added).toEqual([]);
    page.parsed();
    expect(page.added).toEqual([]);
    page.painted();
    expect(page.added).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/jsx.js' },
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/product.js' },
      { type: 'module', crossOrigin: '', src: '/assets/index.js' },
    ]);
    // Its stylesheets are inline in the page: no preload for them.
    expect(run(script, '/', { prerendered: true }).added).toEqual([]);
  });

  it("waits for the page's main image to be decoded and painted before loading the code", async () => {
    const { image, settle } = fakeImage();
    const page = run(script, '/product/3', { prerendered: true, mainImage: image });
    page.parsed();
    page.painted();
    expect(page.added).toEqual([]);
    settle(true);
    await Promise.resolve();
    expect(page.added).toEqual([]);
    page.painted();
    expect(page.added.map((link) => link.href ?? link.src)).toEqual([
      '/assets/jsx.js',
      '/assets/product.js',
      '/assets/index.js',
    ]);
  });

  it('loads the code when the main image fails, or after 3 s without it, once', async () => {
    const broken = fakeImage();
    const page = run(script, '/', { prerendered: true, mainImage: broken.image });
    page.parsed();
    broken.settle(false);
    await Promise.resolve();
    page.painted();
    expect(page.added).toHaveLength(4);

    const slow = fakeImage();
    const waiting = run(script, '/', { prerendered: true, mainImage: slow.image });
    waiting.parsed();
    waiting.timePasses();
    expect(waiting.added).toHaveLength(4);
    slow.settle(true);
    await Promise.resolve();
    waiting.painted();
    expect(waiting.added).toHaveLength(4);
  });

  it.each(['pointerdown', 'touchstart', 'keydown', 'focusin'])(
    'on a prerendered page, loads the code at once on the first %s, before the paint, once',
    (event) => {
      const page = run(script, '/product/3', {
        prerendered: true,
        mainImage: fakeImage().image,
      });
      page.interacts(event);
      expect(page.added.map((link) => link.href ?? link.src)).toEqual([
        '/assets/jsx.js',
        '/assets/product.js',
        '/assets/index.js',
      ]);
      page.parsed();
      page.painted();
      page.timePasses();
      page.interacts('keydown');
      expect(page.added).toHaveLength(3);
    },
  );

  it("on the app shell, the visitor's first interaction adds nothing more", () => {
    const page = run(script, '/');
    page.interacts('pointerdown');
    expect(page.added).toHaveLength(3);
  });

  it('in a hidden tab, which paints no frames, loads the code once the page is parsed', () => {
    const page = run(script, '/', {
      prerendered: true,
      hidden: true,
      mainImage: fakeImage().image,
    });
    page.parsed();
    expect(page.added.map((link) => link.href ?? link.src)).toEqual([
      '/assets/jsx.js',
      '/assets/home.js',
      '/assets/media.js',
      '/assets/index.js',
    ]);
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
