/** What a route declares in its `handle` (see app/router.tsx). */
export interface RouteHandle {
  /** The page's title, shown as the document title "{title} | {site name}". */
  title?: string;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}

/** The title of the deepest matched route that declares one. */
export function routeTitle(matches: readonly { handle: unknown }[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle) && typeof handle.title === 'string' && handle.title !== '') {
      return handle.title;
    }
  }
  return undefined;
}

export function documentTitle(pageTitle: string | undefined, siteName: string): string {
  return pageTitle ? `${pageTitle} | ${siteName}` : siteName;
}
