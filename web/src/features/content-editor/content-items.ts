/**
 * The editor's list: every catalogue entry (with its stored value or its fallback) and every
 * stored entry the catalogue does not know, grouped by category; product §2's categories first.
 */
import type { SiteContent } from '@shared/api/entities';
import { contentCatalog, contentCategories, type ContentKey } from '@shared/content/catalog';
import { contentDescriptions } from '@shared/content/descriptions';

export interface ContentItem {
  key: string;
  type: SiteContent['type'];
  category: string;
  description: string;
  /** The stored value, or the catalogue's fallback when nothing is stored. */
  value: string;
  stored: boolean;
}

export function contentItems(stored: readonly SiteContent[]): ContentItem[] {
  const catalog = contentCatalog;
  const byKey = new Map(stored.map((entry) => [entry.key, entry]));
  const fromCatalog: ContentItem[] = catalog.map((entry) => {
    const row = byKey.get(entry.key);
    return {
      key: entry.key,
      type: entry.type,
      category: entry.category,
      description: row?.description || contentDescriptions[entry.key as ContentKey],
      value: row ? row.value : entry.fallback,
      stored: row !== undefined,
    };
  });
  const known = new Set(catalog.map((entry) => entry.key as string));
  const extra: ContentItem[] = stored
    .filter((entry) => !known.has(entry.key))
    .map((entry) => ({ ...entry, stored: true }));
  return [...fromCatalog, ...extra];
}

/** The categories to show: product §2's eight in order, then any other found, alphabetically. */
export function categoriesOf(items: readonly ContentItem[]): string[] {
  const categories: readonly string[] = contentCategories;
  const found = new Set(items.map((item) => item.category));
  const others = [...found].filter((c) => !categories.includes(c)).sort();
  return [...categories, ...others];
}
