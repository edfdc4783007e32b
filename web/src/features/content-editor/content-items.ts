/**
 * The editor's list: every catalogue entry (with its stored value or its fallback) and every
 * stored entry the catalogue does not know, grouped by category; product §2's categories first.
 * Each entry and category carries the Danish name the owner reads (`@shared/content/titles`):
 * the editor shows no keys or category codes.
 */
import type { SiteContent } from '@shared/api/entities';
import { contentCatalog, contentCategories, type ContentKey } from '@shared/content/catalog';
import { contentDescriptions } from '@shared/content/descriptions';
import { contentCategoryTitles, contentTitles } from '@shared/content/titles';

export interface ContentItem {
  key: string;
  /** What the entry is and where it shows, in Danish. */
  title: string;
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
      title: contentTitles[entry.key as ContentKey],
      type: entry.type,
      category: entry.category,
      description: row?.description || contentDescriptions[entry.key as ContentKey],
      value: row ? row.value : entry.fallback,
      stored: row !== undefined,
    };
  });
  const known = new Set(catalog.map((entry) => entry.key as string));
  // An entry the owner added: its own description names it (the key is only a fallback).
  const extra: ContentItem[] = stored
    .filter((entry) => !known.has(entry.key))
    .map((entry) => ({ ...entry, title: entry.description.trim() || entry.key, stored: true }));
  return [...fromCatalog, ...extra];
}

/** The Danish name of a category; one the catalogue does not know keeps the owner's own name. */
export function categoryTitle(category: string): string {
  return (contentCategoryTitles as Record<string, string | undefined>)[category] ?? category;
}

/** The categories to show: product §2's eight in order, then any other by its Danish name. */
export function categoriesOf(items: readonly ContentItem[]): string[] {
  const categories: readonly string[] = contentCategories;
  const found = new Set(items.map((item) => item.category));
  const others = [...found]
    .filter((c) => !categories.includes(c))
    .sort((a, b) => categoryTitle(a).localeCompare(categoryTitle(b), 'da'));
  return [...categories, ...others];
}

/** The name of an entry's edit and delete buttons: its title, and the key for a stranger. */
export function titleOfKey(key: string): string {
  return (contentTitles as Record<string, string | undefined>)[key] ?? key;
}
