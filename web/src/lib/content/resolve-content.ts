import type { SiteContent } from '@shared/api/entities';
import { contentFallback } from '@shared/content/catalog';

export type ContentValues = ReadonlyMap<string, string>;

/** Key → stored value of the site-content rows from the bootstrap response. */
export function contentValues(rows: readonly Pick<SiteContent, 'key' | 'value'>[]): ContentValues {
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** The stored value of a key, or the catalogue's Danish fallback when missing or blank. */
export function resolveContent(values: ContentValues, key: string): string {
  const stored = values.get(key);
  return stored !== undefined && stored.trim() !== '' ? stored : contentFallback(key);
}
