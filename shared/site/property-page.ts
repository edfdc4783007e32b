/**
 * The address of a delivery's property page ('Ejendomsside', issue 45): `/ejendom/{token}`,
 * answered by the page renderer as a page of its own (web/src/server/property-page.ts), not a
 * page of the app.
 */
// eslint-disable-next-line site/no-literal-page-path -- the renderer's own page, not the app's
export const propertyPagePrefix = '/ejendom/';

export const propertyPagePath = (token: string): string =>
  `${propertyPagePrefix}${encodeURIComponent(token)}`;

/** A share link's token: 32 URL-safe characters (24 random bytes). */
export const isPropertyToken = (token: string): boolean => /^[\w-]{32}$/.test(token);

/** The token of a property page's path, if it is one. */
export function propertyTokenOf(pathname: string): string | undefined {
  if (!pathname.startsWith(propertyPagePrefix)) return undefined;
  const token = pathname.slice(propertyPagePrefix.length).replace(/\/$/, '');
  return isPropertyToken(token) ? token : undefined;
}
