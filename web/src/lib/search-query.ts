/**
 * Search query rules (product §2 and §5): the navbar submits non-empty trimmed text to
 * /search?q=..., and the search page matches on the trimmed, lower-cased query.
 */
import { pagePath } from '@shared/site/pages';

/** The text to search for, or null when there is nothing but whitespace. */
export function normalizeSearchQuery(raw: string): string | null {
  const query = raw.trim().replace(/\s+/g, ' ');
  return query === '' ? null : query;
}

/** The search page's address for a (normalised) query. */
export function searchPath(query: string): string {
  return pagePath('search', {}, { q: query });
}

/** The term the search page matches with: trimmed and lower-cased ('' = no search). */
export function searchTerm(raw: string | null | undefined): string {
  return (normalizeSearchQuery(raw ?? '') ?? '').toLocaleLowerCase('da-DK');
}
