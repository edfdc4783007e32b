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
import { pageIds, pages, pathPattern, type PageDef } from '../../shared/site/pages.ts';
import { pageModules } from '../src/app/page-modules.ts';

export interface RoutePreload {
  /** A regular expression matched against `location.pathname`. */
  pattern: string;
  /** The page module, relative to `web/`, whose chunk (and static imports) to preload. */
  module: string;
}

export const landingRoutes: RoutePreload[] = pageIds
  .filter((id) => (pages[id] as PageDef).landing)
  .map((id) => ({ pattern: pathPattern(pages[id].path), module: `src/${pageModules[id].module}` }));

/** What to preload for one route, as output file names (no leading slash). */
export interface RouteFiles {
  pattern: string;
  scripts: string[];
  styles: string[];
}

/**
 * The inline script: finds the first route whose pattern matches the current path and adds
 * the preload links for its files to <head>. Written in plain ES5 so it runs anywhere.
 */
export function routePreloadScript(routes: RouteFiles[]): string {
  const table = JSON.stringify(routes.map((r) => [r.pattern, r.scripts, r.styles]));
  return (
    '(function(p,t){' +
    'function add(f,s){var l=document.createElement("link");' +
    'if(s){l.rel="preload";l.as="style"}else{l.rel="modulepreload";l.crossOrigin=""}' +
    'l.href="/"+f;document.head.appendChild(l)}' +
    'for(var i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(p)){' +
    'for(var j=0;j<t[i][1].length;j++)add(t[i][1][j],0);' +
    'for(var k=0;k<t[i][2].length;k++)add(t[i][2][k],1);break}' +
    `})(location.pathname,${table})`
  );
}
