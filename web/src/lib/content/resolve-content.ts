import type { SiteContent } from '@shared/api/entities';

export type ContentValues = ReadonlyMap<string, string>;

/** Key → value of the site-content rows from the bootstrap response. */
export function contentValues(rows: readonly Pick<SiteContent, 'key' | 'value'>[]): ContentValues {
  return new Map(rows.map((row) => [row.key, row.value]));
}

/**
 * The value of a key. The server resolves the catalogue's Danish fallbacks before it answers
 * (shared/content/resolved-content.ts), so a key it leaves out has nothing to show ('').
 */
export function resolveContent(values: ContentValues, key: string): string {
  return values.get(key) ?? '';
}
