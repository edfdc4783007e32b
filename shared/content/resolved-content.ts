/**
 * The site content a visitor's page renders, resolved on the server: every catalogue entry
 * with its stored value, or its Danish fallback when nothing (or only blanks) is stored, and
 * every stored entry the catalogue does not know. Entries that resolve to nothing (an image
 * without a stored URL) are left out. The SPA then needs none of the catalogue's fallbacks,
 * which keeps them out of every visitor's first load.
 */
import type { SiteContent } from '../api/entities';
import { contentCatalog } from './catalog';

export type ResolvedContent = Pick<SiteContent, 'key' | 'type' | 'value'>;

export function resolvedContent(
  stored: readonly Pick<SiteContent, 'key' | 'type' | 'value'>[],
): ResolvedContent[] {
  const byKey = new Map(stored.map((row) => [row.key, row]));
  const hasValue = (value: string | undefined): value is string =>
    value !== undefined && value.trim() !== '';
  const fromCatalog = contentCatalog.map(({ key, type, fallback }) => {
    const row = byKey.get(key);
    return { key, type, value: hasValue(row?.value) ? row.value : fallback };
  });
  const known = new Set<string>(contentCatalog.map((entry) => entry.key));
  const extra = stored
    .filter((row) => !known.has(row.key))
    .map(({ key, type, value }) => ({ key, type, value }));
  return [...fromCatalog, ...extra].filter((entry) => hasValue(entry.value));
}
