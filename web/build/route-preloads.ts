/**
 * Route-aware preloading for the SPA's first load. Every page's code is a lazy chunk that
 * the router only asks for once the entry chunk has downloaded and run; a visitor landing
 * on /products waits for one more round trip than needed. index.html therefore carries a
 * tiny inline script that, while the document is still being parsed, adds
 * `<link rel="modulepreload">` (and `preload as=style`) for the chunks of the page at
 * `location.pathname`, so they download in parallel with the entry.
 *
 * The pages a visitor lands on from outside (`landing` in the page table) are listed, with
 * the path patterns and page modules of the same table the router is made from.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageIds, pages, pathPattern, type PageDef, type PageId } from '../../shared/site/pages.ts';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const pageModulesFile = path.join(webRoot, 'src/app/page-modules.ts');

/**
 * The module of each page, read from the lazy imports of web/src/app/page-modules.ts (which
 * the browser bundle needs as code, not as a table of paths): `src/features/…/x-page.tsx`.
 */
export function pageModulePaths(source = readFileSync(pageModulesFile, 'utf8')) {
  const modules = new Map<string, string>();
  for (const [, id, specifier] of source.matchAll(/(\w+): \(\) =>\s*import\('([^']+)'\)/g)) {
    const base = path.resolve(path.dirname(pageModulesFile), specifier!);
    const file = ['.tsx', '.ts']
      .map((ext) => base + ext)
      .find((candidate) => existsSync(candidate));
    if (!file) throw new Error(`page-modules: no module ${specifier} for page ${id}`);
    modules.set(id!, path.relative(webRoot, file).split(path.sep).join('/'));
  }
  return modules as ReadonlyMap<PageId | string, string>;
}

export interface RoutePreload {
  /** A regular expression matched against `location.pathname`. */
  pattern: string;
  /** The page module, relative to `web/`, whose chunk (and static imports) to preload. */
  module: string;
}

const modulePaths = pageModulePaths();

export const landingRoutes: RoutePreload[] = pageIds
  .filter((id) => (pages[id] as PageDef).landing)
  .map((id) => {
    const module = modulePaths.get(id);
    if (!module) throw new Error(`page-modules: no lazy import for landing page ${id}`);
    return { pattern: pathPattern(pages[id].path), module };
  });

/** What to preload for one route, as output file names (no leading slash). */
export interface RouteFiles {
  pattern: string;
  scripts: string[];
  styles: string[];
}

/**
 * The inline script: finds the first route whose pattern matches the current path and adds
 * the preload links for its files to <head>. Written in plain ES5 so it runs anywhere.
 *
 * On a page that arrived prerendered (`<html data-prerendered>`, web/src/server/render.tsx)
 * the page paints from its HTML and inline styles alone, and no script may hold that paint
 * up or take bandwidth from the page's main image: the renderer leaves the entry's
 * `<script type="module">` and its preloads out, and this script adds them, with the page's
 * chunks, once the document is parsed, its main image (the `fetchpriority="high"` one, if
 * any) is decoded, and the frame with it is painted (two animation frames, then a task: the
 * first frame after the decode is drawn before the second frame's callbacks run). In a hidden tab, which draws no frames, they are added at once; if the image takes
 * longer than 3 s, then. The stylesheets are inline there already.
 *
 * A visitor who acts first starts the code at once: the first pointerdown, touchstart,
 * keydown or focusin anywhere on the page (issue 40). The script never stops what they did:
 * a link they tapped is a page load and a form they sent is a request the server answers,
 * and what they typed is in the field when the app takes over (web/src/lib/typed-value.ts).
 *
 * `entry` is the entry chunk and its static imports, the entry first.
 */
export function routePreloadScript(routes: RouteFiles[], entry: string[]): string {
  const table = JSON.stringify(routes.map((r) => [r.pattern, r.scripts, r.styles]));
  return (
    '(function(p,t,e){' +
    'var d=document,r,i,j,g;' +
    'function add(f,s){var l=d.createElement("link");' +
    // crossOrigin on both: the stylesheets and modules are then fetched in the same mode
    // (anonymous CORS, as index.html's and the router's links ask), so the preload is used.
    'if(s){l.rel="preload";l.as="style"}else{l.rel="modulepreload"}l.crossOrigin="";' +
    'l.href="/"+f;d.head.appendChild(l)}' +
    'for(i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(p)){r=t[i];break}' +
    'if(!d.documentElement.hasAttribute("data-prerendered")){if(r){' +
    'for(j=0;j<r[1].length;j++)add(r[1][j],0);' +
    'for(j=0;j<r[2].length;j++)add(r[2][j],1)}return}' +
    'function go(){if(g)return;g=1;' +
    'for(j=1;j<e.length;j++)add(e[j],0);' +
    'if(r)for(j=0;j<r[1].length;j++)add(r[1][j],0);' +
    'var s=d.createElement("script");s.type="module";s.crossOrigin="";s.src="/"+e[0];' +
    'd.head.appendChild(s)}' +
    'function painted(){if(d.hidden)go();else requestAnimationFrame(function(){' +
    'requestAnimationFrame(function(){setTimeout(go,0)})})}' +
    // The first interaction starts the app at once (capturing: a handler that stops the
    // event's propagation does not hide it); `go` runs once, whichever comes first.
    'for(j=0;j<4;j++)d.addEventListener(["pointerdown","touchstart","keydown","focusin"][j],go,' +
    '{capture:true,passive:true,once:true});' +
    'd.addEventListener("DOMContentLoaded",function(){' +
    'var m=d.querySelector("img[fetchpriority=high]");' +
    'if(!m||d.hidden||!m.decode)return painted();' +
    'setTimeout(go,3e3);m.decode().then(painted,painted)})' +
    `})(location.pathname,${table},${JSON.stringify(entry)})`
  );
}
