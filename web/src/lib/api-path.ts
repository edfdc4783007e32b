/**
 * Fills the `{name}` parameters of a route-table path and appends a query string.
 */
export type PathParamName<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamName<Rest>
  : never;

export type PathParams<P extends string> = Record<PathParamName<P>, string | number>;

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export function buildApiPath(
  path: string,
  params: Record<string, string | number> = {},
  query: QueryParams = {},
): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}
